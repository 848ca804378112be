import * as O from 'fp-ts/Option'
import { Temporal } from 'temporal-polyfill'
import { isTableParameter, type SummaryParameter } from './summary.codec'

/** SPEC section 2: "Groups that highlight expiry: Recurrent trainings/checks, Licences, Passports / Visas". */
export const EXPIRY_HIGHLIGHT_GROUPS = ['Recurrent trainings/checks', 'Licences', 'Passports / Visas'] as const

/**
 * Days before expiry from which a value is highlighted as expiring. The spec names no figure; 30 days
 * is the choice: one block month, so the crew member sees it a roster period ahead.
 */
export const SUMMARY_EXPIRY_WARNING_DAYS = 30

/** How close a value is to its expiry. */
export type ExpiryStatus = 'expired' | 'expiring' | 'valid'

const SEVERITY: Readonly<Record<ExpiryStatus, number>> = { valid: 0, expiring: 1, expired: 2 }

/** Whether a group highlights expiry (its name compared trimmed and case-insensitively). */
export const highlightsExpiry = (groupName: string): boolean =>
  EXPIRY_HIGHLIGHT_GROUPS.some((name) => name.toLowerCase() === groupName.trim().toLowerCase())

const DAY_FIRST = /(?:^|\D)(\d{2})-(\d{2})-(\d{4})(?!\d)/
const YEAR_FIRST = /(?:^|\D)(\d{4})-(\d{2})-(\d{2})(?!\d)/

const plainDate = (year: string, month: string, day: string): O.Option<Temporal.PlainDate> => {
  try {
    return O.some(Temporal.PlainDate.from({ year: Number(year), month: Number(month), day: Number(day) }, { overflow: 'reject' }))
  } catch {
    return O.none
  }
}

/**
 * The first date in a summary value: `dd-MM-yyyy` (the summary date format of SPEC section 9) or
 * `yyyy-MM-dd`, anywhere in the text. None when there is no real date.
 */
export const summaryDateIn = (value: string): O.Option<Temporal.PlainDate> => {
  const dayFirst = DAY_FIRST.exec(value)
  if (dayFirst !== null) return plainDate(dayFirst[3] ?? '', dayFirst[2] ?? '', dayFirst[1] ?? '')
  const yearFirst = YEAR_FIRST.exec(value)
  if (yearFirst !== null) return plainDate(yearFirst[1] ?? '', yearFirst[2] ?? '', yearFirst[3] ?? '')
  return O.none
}

/**
 * The expiry status of a value given now: `expired` when today (the calendar day of `now` in its own
 * zone) is past the date; `expiring` when the date is within `warningDays` of today; else `valid`.
 * The expiry date itself is the last valid day. None when the value holds no date.
 */
export const expiryStatus = (
  value: string,
  now: Temporal.ZonedDateTime,
  warningDays: number = SUMMARY_EXPIRY_WARNING_DAYS,
): O.Option<ExpiryStatus> => {
  const today = now.toPlainDate()
  return O.map((expiry: Temporal.PlainDate): ExpiryStatus => {
    if (Temporal.PlainDate.compare(expiry, today) < 0) return 'expired'
    if (Temporal.PlainDate.compare(expiry, today.add({ days: warningDays })) <= 0) return 'expiring'
    return 'valid'
  })(summaryDateIn(value))
}

/** The most severe of some statuses (expired over expiring over valid); none when empty. */
export const worstExpiry = (statuses: ReadonlyArray<O.Option<ExpiryStatus>>): O.Option<ExpiryStatus> =>
  statuses.reduce<O.Option<ExpiryStatus>>((worst, next) => {
    if (O.isNone(next)) return worst
    if (O.isNone(worst) || SEVERITY[next.value] > SEVERITY[worst.value]) return next
    return worst
  }, O.none)

/** The status of one table row: the worst of its date cells. */
export const rowExpiry = (row: Readonly<Record<string, string>>, now: Temporal.ZonedDateTime): O.Option<ExpiryStatus> =>
  worstExpiry(Object.values(row).map((cell) => expiryStatus(cell, now)))

/** The status of a parameter: its value's, or for a table the worst of its rows. */
export const parameterExpiry = (parameter: SummaryParameter, now: Temporal.ZonedDateTime): O.Option<ExpiryStatus> =>
  isTableParameter(parameter)
    ? worstExpiry(parameter.table.rows.map((row) => rowExpiry(row, now)))
    : expiryStatus(parameter.value, now)
