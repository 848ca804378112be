import * as O from 'fp-ts/Option'
import { Temporal } from 'temporal-polyfill'
import type { ConfirmedPeriod } from '../shared/confirm-result.codec'
import type { NewsItem } from './news-item.rules'

const overlaps = (from: Temporal.ZonedDateTime, to: Temporal.ZonedDateTime, period: ConfirmedPeriod): boolean =>
  Temporal.Instant.compare(from.toInstant(), period.toDateTimeUTC.toInstant()) <= 0 &&
  Temporal.Instant.compare(period.fromDateTimeUTC.toInstant(), to.toInstant()) <= 0

/**
 * The unread roster-change messages that a confirmation settles. SPEC section 4 says when a broadcast
 * becomes read ("when an unread, non-expired broadcast is opened") and leaves roster-change messages
 * open; the rule chosen: a "Your roster has changed" message becomes read once a change in its period
 * (`properties.fromDateTimeUTC`..`toDateTimeUTC`) is confirmed, i.e. one of the confirmed `periods`
 * overlaps it. Opening it alone does not (it is read when acted on). A message without a period, an
 * expired or an already read one is left alone.
 */
export const settledByConfirmation = (items: ReadonlyArray<NewsItem>, periods: ReadonlyArray<ConfirmedPeriod>): ReadonlyArray<NewsItem> =>
  items.filter((item) => {
    if (item.category !== 'rosterChange' || item.read || item.expired) return false
    const { fromDateTimeUTC, toDateTimeUTC } = item.properties
    if (O.isNone(fromDateTimeUTC) || O.isNone(toDateTimeUTC)) return false
    return periods.some((period) => overlaps(fromDateTimeUTC.value, toDateTimeUTC.value, period))
  })
