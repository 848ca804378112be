import { Temporal } from 'temporal-polyfill'
import { CALENDAR_HOUR_SLOTS } from '../shared/constants'
import type { DutyEvent } from './event.codec'
import type { TimeZone } from './time-zone.rules'

/** Where an event's tag sits on one day: the first hour slot and how many slots it spans. */
export interface TagPlacement {
  readonly date: Temporal.PlainDate
  /** The wall-clock hour (0 to 23) the tag starts in on this day. */
  readonly startSlot: number
  /** Number of hour slots covered on this day, 1 to 24. */
  readonly span: number
  readonly startsOnDay: boolean
  readonly endsOnDay: boolean
}

/** An event's start and end as wall-clock times in the zone the calendar shows. */
export interface ZonedSpan {
  readonly start: Temporal.ZonedDateTime
  readonly end: Temporal.ZonedDateTime
}

const isMidnight = (zdt: Temporal.ZonedDateTime): boolean =>
  zdt.hour === 0 && zdt.minute === 0 && zdt.second === 0 && zdt.millisecond === 0 && zdt.microsecond === 0 && zdt.nanosecond === 0

/**
 * SPEC section 5: "An event end exactly at midnight counts as 23:59:59 of the prior day", in the
 * zone shown. A zero-length event at midnight stays on its day; an end before the start is read
 * as the start (bad data never spans days backwards).
 */
export const effectiveEnd = (start: Temporal.ZonedDateTime, end: Temporal.ZonedDateTime): Temporal.ZonedDateTime => {
  if (Temporal.ZonedDateTime.compare(end, start) <= 0) return start
  return isMidnight(end) ? end.subtract({ seconds: 1 }) : end
}

/** An event's span in `timeZone`, from its UTC start and end, with the midnight rule applied to the end. */
export const zonedSpan = (event: Pick<DutyEvent, 'fromDateTimeUTC' | 'toDateTimeUTC'>, timeZone: TimeZone): ZonedSpan => {
  const start = event.fromDateTimeUTC.withTimeZone(timeZone)
  return { start, end: effectiveEnd(start, event.toDateTimeUTC.withTimeZone(timeZone)) }
}

/** The days an event touches in `timeZone`, first and last included (midnight rule applied). */
export const eventDays = (
  event: Pick<DutyEvent, 'fromDateTimeUTC' | 'toDateTimeUTC'>,
  timeZone: TimeZone,
): { readonly first: Temporal.PlainDate; readonly last: Temporal.PlainDate } => {
  const { start, end } = zonedSpan(event, timeZone)
  return { first: start.toPlainDate(), last: end.toPlainDate() }
}

/** Whether an event touches `date` in `timeZone` (an end at 00:00 does not touch the new day). */
export const touchesDay = (
  event: Pick<DutyEvent, 'fromDateTimeUTC' | 'toDateTimeUTC'>,
  date: Temporal.PlainDate,
  timeZone: TimeZone,
): boolean => {
  const { first, last } = eventDays(event, timeZone)
  return Temporal.PlainDate.compare(first, date) <= 0 && Temporal.PlainDate.compare(date, last) <= 0
}

const later = (a: Temporal.PlainDate, b: Temporal.PlainDate) => (Temporal.PlainDate.compare(a, b) >= 0 ? a : b)
const earlier = (a: Temporal.PlainDate, b: Temporal.PlainDate) => (Temporal.PlainDate.compare(a, b) <= 0 ? a : b)

const onTheHour = (zdt: Temporal.ZonedDateTime): boolean =>
  zdt.minute === 0 && zdt.second === 0 && zdt.millisecond === 0 && zdt.microsecond === 0 && zdt.nanosecond === 0

/** The hour slot of an end: an end exactly on the hour does not fill the slot it opens (as with midnight). */
const endSlotOf = (start: Temporal.ZonedDateTime, end: Temporal.ZonedDateTime): number =>
  Temporal.ZonedDateTime.compare(end, start) > 0 && onTheHour(end) ? end.subtract({ nanoseconds: 1 }).hour : end.hour

/**
 * SPEC section 2: "Roster tags and event tags are positioned by hour." One placement per day the
 * event touches in `timeZone` (an event crossing midnight is split per day): from its start hour
 * (0 on following days) to the hour of its last moment (23 on earlier days); an end exactly on the
 * hour, like one at midnight, does not fill the next slot. Slots are wall-clock hours, so on a DST
 * day a slot may be missing (spring) or cover two hours (autumn). `within` clips the days.
 */
export const placeEvent = (
  event: Pick<DutyEvent, 'fromDateTimeUTC' | 'toDateTimeUTC'>,
  timeZone: TimeZone,
  within?: { readonly first: Temporal.PlainDate; readonly last: Temporal.PlainDate },
): ReadonlyArray<TagPlacement> => {
  const { start, end } = zonedSpan(event, timeZone)
  const startDay = start.toPlainDate()
  const endDay = end.toPlainDate()
  const first = within === undefined ? startDay : later(startDay, within.first)
  const last = within === undefined ? endDay : earlier(endDay, within.last)
  const placements: TagPlacement[] = []
  for (let day = first; Temporal.PlainDate.compare(day, last) <= 0; day = day.add({ days: 1 })) {
    const startsOnDay = day.equals(startDay)
    const endsOnDay = day.equals(endDay)
    const startSlot = startsOnDay ? start.hour : 0
    const endSlot = endsOnDay ? endSlotOf(start, end) : CALENDAR_HOUR_SLOTS - 1
    placements.push({ date: day, startSlot, span: endSlot - startSlot + 1, startsOnDay, endsOnDay })
  }
  return placements
}
