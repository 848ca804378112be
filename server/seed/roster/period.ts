import { Temporal } from 'temporal-polyfill'

/** A block month of the demo airline: a calendar month in UTC (ARCHITECTURE.md section 2: "Block months are UTC day ranges"). */
export interface SeedBlockMonth {
  readonly id: string
  readonly name: string
  readonly description: string
  readonly first: Temporal.PlainDate
  readonly last: Temporal.PlainDate
}

/** The roster period and its block months. */
export interface RosterCalendar {
  readonly months: ReadonlyArray<SeedBlockMonth>
  /** 00:00:00 UTC of the first day of the first month. */
  readonly from: Temporal.Instant
  /** 23:59:59 UTC of the last day of the last month. */
  readonly to: Temporal.Instant
}

const MONTH_NAMES = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December']

/** The block month of a UTC calendar month: id `BM2026-03`, name `March 2026`. */
export const blockMonthOf = (month: Temporal.PlainYearMonth): SeedBlockMonth => {
  const first = month.toPlainDate({ day: 1 })
  const label = `${String(month.month).padStart(2, '0')}/${month.year}`
  return {
    id: `BM${month.toString()}`,
    name: `${MONTH_NAMES[month.month - 1] ?? ''} ${month.year}`,
    description: `Block month ${label}`,
    first,
    last: first.add({ months: 1 }).subtract({ days: 1 }),
  }
}

/**
 * The previous, current and next calendar months in UTC around `now` (`months` before and after), and
 * the roster period covering them: from 00:00:00 UTC of the first day to 23:59:59 UTC of the last.
 */
export const rosterCalendar = (now: Temporal.Instant, monthsAround = 1): RosterCalendar => {
  const current = Temporal.PlainYearMonth.from(now.toZonedDateTimeISO('UTC').toPlainDate())
  const months = Array.from({ length: monthsAround * 2 + 1 }, (_, i) => blockMonthOf(current.add({ months: i - monthsAround })))
  const first = months[0]?.first ?? current.toPlainDate({ day: 1 })
  const last = months[months.length - 1]?.last ?? first
  return {
    months,
    from: first.toZonedDateTime('UTC').toInstant(),
    to: last.toZonedDateTime({ timeZone: 'UTC', plainTime: Temporal.PlainTime.from('23:59:59') }).toInstant(),
  }
}
