import type { Temporal } from 'temporal-polyfill'
import type { DisplayOptions } from '../../../../core/access/profile.codec'
import { formatDate, formatDateTimeText } from '../../../../core/shared/date-format.rules'
import type { Language } from '../../../../core/shared/constants'

/**
 * A calendar day in the profile's date format (`dd MMM yyyy` by default, SPEC section 9), month names
 * in the UI language.
 */
export const formatDay = (date: Temporal.PlainDate, display: DisplayOptions, language: Language): string =>
  formatDate(date, display.dateFormats.DATE, language)

/**
 * A date-time in the given zone (the device's, `Temporal.Now.timeZoneId()`), as the profile's date
 * and time formats: `dd MMM yyyy HH:mm`.
 */
export const formatDateTime = (value: Temporal.ZonedDateTime, zone: string, display: DisplayOptions, language: Language): string =>
  formatDateTimeText(value.withTimeZone(zone), display.dateFormats, language)
