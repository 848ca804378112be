import { Temporal } from 'temporal-polyfill'
import type { DisplayOptions } from '../access/profile.codec'

/** The display options the hotel times need (SPEC section 3, profile settings). */
export type HotelTimeOptions = Pick<DisplayOptions, 'showLocalTime' | 'showUTCTime' | 'localTimePostfix' | 'dateFormats'>

/** Local time at the airport, or UTC. */
export type TimeView = 'local' | 'utc'

/** Formats a wall-clock value with a pattern such as `dd MMM yyyy` or `dd/MM HH:mm`. */
export type FormatPattern = (value: Temporal.PlainDateTime, pattern: string) => string

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December']

const pad2 = (n: number): string => String(n).padStart(2, '0')

const month = (n: number): string => MONTHS[n - 1] ?? ''

/**
 * A tiny English formatter for the profile's date patterns (SPEC section 9 date formats), understanding
 * `yyyy`, `MMMM`, `MMM`, `MM`, `dd`, `HH`, `mm`, `ss`; every other character is copied. The UI may pass
 * its own localised formatter to the hotel rules instead.
 */
export const formatPattern: FormatPattern = (value, pattern) =>
  pattern.replace(/yyyy|MMMM|MMM|MM|dd|HH|mm|ss/g, (token) => {
    switch (token) {
      case 'yyyy':
        return String(value.year).padStart(4, '0')
      case 'MMMM':
        return month(value.month)
      case 'MMM':
        return month(value.month).slice(0, 3)
      case 'MM':
        return pad2(value.month)
      case 'dd':
        return pad2(value.day)
      case 'HH':
        return pad2(value.hour)
      case 'mm':
        return pad2(value.minute)
      default:
        return pad2(value.second)
    }
  })

/**
 * The time views to show, local first ("Times show local and/or UTC per profile").
 * A profile that enables neither shows local time, so a time is never silently dropped.
 */
export const timeViews = (options: HotelTimeOptions): ReadonlyArray<TimeView> => {
  const views: TimeView[] = []
  if (options.showLocalTime) views.push('local')
  if (options.showUTCTime) views.push('utc')
  return views.length === 0 ? ['local'] : views
}

/** Appends the profile's local-time postfix to a local text ("local time carrying a local-time postfix"). */
export const withPostfix = (text: string, view: TimeView, options: HotelTimeOptions): string =>
  view === 'local' && options.localTimePostfix.trim() !== '' ? `${text} ${options.localTimePostfix.trim()}` : text

/**
 * The wall-clock end of a range, with SPEC section 5's rule "An event end exactly at midnight counts as
 * 23:59:59 of the prior day" (only when the end is after the start, so an empty range stays on its day).
 */
export const rangeEnd = (from: Temporal.ZonedDateTime, to: Temporal.ZonedDateTime): Temporal.PlainDateTime => {
  const end = to.toPlainDateTime()
  const atMidnight = end.hour === 0 && end.minute === 0 && end.second === 0 && end.millisecond === 0
  return atMidnight && Temporal.ZonedDateTime.compare(to, from) > 0 ? end.subtract({ seconds: 1 }) : end
}
