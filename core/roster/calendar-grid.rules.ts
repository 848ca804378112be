import { Temporal } from 'temporal-polyfill'
import { CALENDAR_COLUMNS, CALENDAR_HOUR_SLOTS } from '../shared/constants'
import type { BlockMonthRange } from './block-month.rules'

/** One day cell of the calendar: its date and whether it lies inside the block month. */
export interface CalendarDay {
  readonly date: Temporal.PlainDate
  readonly inBlockMonth: boolean
}

/** The calendar grid: weekday order of the columns, the whole weeks, and the hour slots of each day. */
export interface CalendarGrid {
  readonly columns: number
  /** ISO weekday numbers (1 Monday ... 7 Sunday) in column order. */
  readonly weekdays: ReadonlyArray<number>
  readonly weeks: ReadonlyArray<ReadonlyArray<CalendarDay>>
  /** The hours 0 to 23: SPEC section 2 "Each day has 24 hour slots". */
  readonly hourSlots: ReadonlyArray<number>
}

/** SPEC section 2: "weeks starting Sunday by default or Monday per profile": ISO weekdays in column order. */
export const weekdayOrder = (weekStartsOnMonday: boolean): ReadonlyArray<number> =>
  Array.from({ length: CALENDAR_COLUMNS }, (_, i) => (weekStartsOnMonday ? i + 1 : i === 0 ? 7 : i))

/** The first day of the week holding `date`: the Sunday before (or on) it, or the Monday per profile. */
export const startOfWeek = (date: Temporal.PlainDate, weekStartsOnMonday: boolean): Temporal.PlainDate =>
  date.subtract({ days: weekStartsOnMonday ? date.dayOfWeek - 1 : date.dayOfWeek % 7 })

/**
 * SPEC section 2: "Seven columns, with weeks starting Sunday by default or Monday per profile. It
 * spans whole weeks around the block month." The block month's UTC days decide the range; each day
 * has the 24 hour slots of SPEC section 9.
 */
export const calendarGrid = (blockMonth: BlockMonthRange, weekStartsOnMonday: boolean): CalendarGrid => {
  const first = blockMonth.start.withTimeZone('UTC').toPlainDate()
  const last = blockMonth.end.withTimeZone('UTC').toPlainDate()
  const gridStart = startOfWeek(first, weekStartsOnMonday)
  const gridEnd = startOfWeek(last, weekStartsOnMonday).add({ days: CALENDAR_COLUMNS - 1 })
  const weekCount = Math.max(1, (gridStart.until(gridEnd).days + 1) / CALENDAR_COLUMNS)
  const weeks = Array.from({ length: weekCount }, (_, w) =>
    Array.from({ length: CALENDAR_COLUMNS }, (_, d) => {
      const date = gridStart.add({ days: w * CALENDAR_COLUMNS + d })
      return {
        date,
        inBlockMonth: Temporal.PlainDate.compare(first, date) <= 0 && Temporal.PlainDate.compare(date, last) <= 0,
      }
    }),
  )
  return {
    columns: CALENDAR_COLUMNS,
    weekdays: weekdayOrder(weekStartsOnMonday),
    weeks,
    hourSlots: Array.from({ length: CALENDAR_HOUR_SLOTS }, (_, h) => h),
  }
}
