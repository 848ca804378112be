import type { Temporal } from 'temporal-polyfill'
import type { DisplayOptions } from '../access/profile.codec'
import type { BlockMonthRange } from './block-month.rules'
import { calendarCode, isShownInCalendar, type CalendarPreferences } from './calendar-codes.rules'
import { calendarGrid, type CalendarDay } from './calendar-grid.rules'
import { placeEvent, touchesDay, type TagPlacement } from './calendar-placement.rules'
import { dutyKindOf, type DutyKind } from './duty-kind.rules'
import type { DutyEvent } from './event.codec'
import { rosterChangeMarker, type RosterChangeKind } from './roster-change-marker.rules'
import type { TimeZone } from './time-zone.rules'

/** SPEC section 4, Day state: "A day is suspended if any of its events is SUSP" (events touching it in `timeZone`). */
export const isSuspendedDay = (
  date: Temporal.PlainDate,
  events: ReadonlyArray<DutyEvent>,
  timeZone: TimeZone,
): boolean => events.some((event) => event.type === 'SUSP' && touchesDay(event, date, timeZone))

/** One event tag on one day: the event, its calendar code, its duty kind and its hour placement. */
export interface CalendarTag {
  readonly event: DutyEvent
  readonly code: string
  readonly kind: DutyKind
  readonly placement: TagPlacement
  /** The roster-change marker: kinds of change, empty when none or when the profile hides them. */
  readonly rosterChange: ReadonlyArray<RosterChangeKind>
}

/** A calendar day with its tags (by start slot) and its suspension state ("fill the whole day with an icon"). */
export interface CalendarDayView extends CalendarDay {
  readonly suspended: boolean
  readonly tags: ReadonlyArray<CalendarTag>
}

/** The calendar body: the grid of SPEC section 2 with every day's tags. */
export interface CalendarView {
  readonly columns: number
  readonly weekdays: ReadonlyArray<number>
  readonly hourSlots: ReadonlyArray<number>
  readonly weeks: ReadonlyArray<ReadonlyArray<CalendarDayView>>
}

/** What the calendar needs: the active block month, the top-level events, the profile, the preference, the zone shown. */
export interface CalendarInput {
  readonly blockMonth: BlockMonthRange
  readonly events: ReadonlyArray<DutyEvent>
  readonly display: Pick<DisplayOptions, 'weekStartsOnMonday' | 'showGroundCodeInCalendar' | 'calendarCodeMapping' | 'showRosterChanges'>
  readonly preferences: CalendarPreferences
  readonly timeZone: TimeZone
}

/** One day in milliseconds: any offset Temporal accepts moves a UTC instant by less than a day of wall clock. */
const DAY_MS = 24 * 60 * 60 * 1000

/**
 * Whether an event can touch a day of `first` to `last` in any zone: a test on epoch milliseconds, with a day of
 * margin on each side for the zone's offset, so that the exact (and costlier) per-zone placement runs only for
 * events near the grid. An end before the start counts as the start (as `effectiveEnd` reads it).
 */
const mayTouchRange = (
  event: Pick<DutyEvent, 'fromDateTimeUTC' | 'toDateTimeUTC'>,
  range: { readonly fromMs: number; readonly toMs: number },
): boolean => {
  const start = event.fromDateTimeUTC.epochMilliseconds
  const end = Math.max(start, event.toDateTimeUTC.epochMilliseconds)
  return end >= range.fromMs && start < range.toMs
}

/**
 * The calendar body (SPEC section 2): whole weeks around the block month, each day with the tags
 * of the shown events (DREM never, RTG per preference) positioned by hour in `timeZone`, events
 * crossing midnight split per day, the day's suspension state, and each tag's roster-change marker.
 * Each event is placed once (only events near the grid are placed at all); a day is suspended when a
 * SUSP event is placed on it (the days `isSuspendedDay` finds, computed once per event rather than per day).
 */
export const buildCalendar = (input: CalendarInput): CalendarView => {
  const grid = calendarGrid(input.blockMonth, input.display.weekStartsOnMonday)
  const firstWeek = grid.weeks[0] ?? []
  const lastWeek = grid.weeks[grid.weeks.length - 1] ?? []
  const first = firstWeek[0]?.date
  const last = lastWeek[lastWeek.length - 1]?.date
  const within = first !== undefined && last !== undefined ? { first, last } : undefined
  const range =
    within === undefined
      ? undefined
      : {
          fromMs: within.first.toZonedDateTime('UTC').epochMilliseconds - DAY_MS,
          toMs: within.last.toZonedDateTime('UTC').epochMilliseconds + 2 * DAY_MS,
        }
  const byDay = new Map<string, CalendarTag[]>()
  const suspendedDays = new Set<string>()
  for (const event of input.events) {
    const shown = isShownInCalendar(event, input.preferences)
    if (!shown && event.type !== 'SUSP') continue
    if (range !== undefined && !mayTouchRange(event, range)) continue
    const placements = placeEvent(event, input.timeZone, within)
    if (event.type === 'SUSP') for (const placement of placements) suspendedDays.add(placement.date.toString())
    if (!shown) continue
    const code = calendarCode(event, input.display)
    const kind = dutyKindOf(event)
    const rosterChange = rosterChangeMarker(event, input.display)
    for (const placement of placements) {
      const key = placement.date.toString()
      const tags = byDay.get(key)
      const tag = { event, code, kind, placement, rosterChange }
      if (tags === undefined) byDay.set(key, [tag])
      else tags.push(tag)
    }
  }
  const weeks = grid.weeks.map((week) =>
    week.map((day) => {
      const key = day.date.toString()
      return {
        ...day,
        suspended: suspendedDays.has(key),
        tags: [...(byDay.get(key) ?? [])].sort((a, b) => a.placement.startSlot - b.placement.startSlot),
      }
    }),
  )
  return { columns: grid.columns, weekdays: grid.weekdays, hourSlots: grid.hourSlots, weeks }
}
