import * as O from 'fp-ts/Option'
import { Temporal } from 'temporal-polyfill'
import type { ExpiryWarningDays } from '../access/profile.codec'
import { isTableParameter, type SummaryColumn, type SummaryParameter } from './summary.codec'

/** SPEC section 2: "Groups that highlight expiry: Recurrent trainings/checks, Licences, Passports / Visas". */
export const EXPIRY_HIGHLIGHT_GROUPS = ['Recurrent trainings/checks', 'Licences', 'Passports / Visas'] as const

/** Which threshold of the profile's `expiryWarningDays` each highlighted group uses. */
const GROUP_THRESHOLD: Readonly<Record<(typeof EXPIRY_HIGHLIGHT_GROUPS)[number], keyof ExpiryWarningDays>> = {
  'Recurrent trainings/checks': 'checks',
  Licences: 'licences',
  'Passports / Visas': 'travelDocuments',
}

/**
 * Days before expiry from which a value reads "expires soon" when a profile sets nothing else: one block
 * month, so the crew member sees it a roster period ahead. Profiles set their own per group
 * (`display.expiryWarningDays`).
 */
export const SUMMARY_EXPIRY_WARNING_DAYS = 30

/** How close a value is to its expiry. */
export type ExpiryStatus = 'expired' | 'expiring' | 'valid'

const SEVERITY: Readonly<Record<ExpiryStatus, number>> = { valid: 0, expiring: 1, expired: 2 }

const groupKey = (groupName: string) =>
  EXPIRY_HIGHLIGHT_GROUPS.find((name) => name.toLowerCase() === groupName.trim().toLowerCase())

/** Whether a group highlights expiry (its name compared trimmed and case-insensitively). */
export const highlightsExpiry = (groupName: string): boolean => groupKey(groupName) !== undefined

/**
 * The "expires soon" threshold of a group in days: the profile's figure for that group (checks, licences
 * or travel documents); none for a group that does not highlight expiry.
 */
export const warningDaysFor = (groupName: string, thresholds: ExpiryWarningDays): O.Option<number> => {
  const key = groupKey(groupName)
  return key === undefined ? O.none : O.some(thresholds[GROUP_THRESHOLD[key]])
}

const DAY_FIRST = /(?:^|\D)(\d{2})-(\d{2})-(\d{4})(?!\d)/
const YEAR_FIRST = /(?:^|\D)(\d{4})-(\d{2})-(\d{2})(?!\d)/
const ANY_DATE = /(?:^|\D)(?:\d{2}-\d{2}-\d{4}|\d{4}-\d{2}-\d{2})(?!\d)/g

/**
 * Words that name a validity or expiry date, in a column's key or label or in a text line ("Valid until",
 * "validUntil", "Expiry", "expires", "valable jusqu'au", "échéance", "fin de validité").
 */
const EXPIRY_WORDS = /valid|expir|valable|échéance|echeance/i

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

const statusOf = (expiry: Temporal.PlainDate, today: Temporal.PlainDate, warningDays: number): ExpiryStatus => {
  if (Temporal.PlainDate.compare(expiry, today) < 0) return 'expired'
  if (Temporal.PlainDate.compare(expiry, today.add({ days: warningDays })) <= 0) return 'expiring'
  return 'valid'
}

/**
 * The expiry status of a value that IS an expiry date, given now: `expired` when today (the calendar day of
 * `now` in its own zone) is past the date; `expiring` when the date is within `warningDays` of today; else
 * `valid`. The expiry date itself is the last valid day. None when the value holds no date.
 */
export const expiryStatus = (
  value: string,
  now: Temporal.ZonedDateTime,
  warningDays: number = SUMMARY_EXPIRY_WARNING_DAYS,
): O.Option<ExpiryStatus> => O.map((expiry: Temporal.PlainDate) => statusOf(expiry, now.toPlainDate(), warningDays))(summaryDateIn(value))

/** The most severe of some statuses (expired over expiring over valid); none when empty. */
export const worstExpiry = (statuses: ReadonlyArray<O.Option<ExpiryStatus>>): O.Option<ExpiryStatus> =>
  statuses.reduce<O.Option<ExpiryStatus>>((worst, next) => {
    if (O.isNone(next)) return worst
    if (O.isNone(worst) || SEVERITY[next.value] > SEVERITY[worst.value]) return next
    return worst
  }, O.none)

/**
 * The validity/expiry column of a table: the first column whose key or label names a validity or expiry
 * ("Valid until", "Expiry date", ...). None when the table has no such column: then no row has a status
 * (a "Last done" or "Issued" date says nothing about expiry).
 */
export const expiryColumn = (columns: ReadonlyArray<SummaryColumn>): O.Option<SummaryColumn> =>
  O.fromNullable(columns.find((column) => EXPIRY_WORDS.test(column.key) || EXPIRY_WORDS.test(column.label)))

/**
 * The status of one table row: the date in its validity/expiry column only (`expiryColumn`), never the
 * other dates of the row. None without such a column or without a date in it ("unlimited").
 */
export const rowExpiry = (
  row: Readonly<Record<string, string>>,
  columns: ReadonlyArray<SummaryColumn>,
  now: Temporal.ZonedDateTime,
  warningDays: number = SUMMARY_EXPIRY_WARNING_DAYS,
): O.Option<ExpiryStatus> =>
  O.chain((column: SummaryColumn) => expiryStatus(row[column.key] ?? '', now, warningDays))(expiryColumn(columns))

/**
 * The expiry date of a text line: the date right after a validity/expiry word in the value ("done
 * 02-01-2026, valid until 05-05-2026" gives 05-05-2026); else, when the line's name names a validity or
 * the value holds one date only, that date; a value with several dates and none marked gives none.
 */
export const lineExpiryDate = (name: string, value: string): O.Option<Temporal.PlainDate> => {
  const marked = EXPIRY_WORDS.exec(value)
  if (marked !== null) {
    const after = summaryDateIn(value.slice(marked.index))
    if (O.isSome(after)) return after
  }
  const dates = value.match(ANY_DATE) ?? []
  return EXPIRY_WORDS.test(name) || dates.length === 1 ? summaryDateIn(value) : O.none
}

/**
 * The status of a parameter: a text line's from its expiry date (`lineExpiryDate`); a table's the worst of
 * its rows, each from its validity/expiry column only (`rowExpiry`).
 */
export const parameterExpiry = (
  parameter: SummaryParameter,
  now: Temporal.ZonedDateTime,
  warningDays: number = SUMMARY_EXPIRY_WARNING_DAYS,
): O.Option<ExpiryStatus> =>
  isTableParameter(parameter)
    ? worstExpiry(parameter.table.rows.map((row) => rowExpiry(row, parameter.table.columns, now, warningDays)))
    : O.map((expiry: Temporal.PlainDate) => statusOf(expiry, now.toPlainDate(), warningDays))(lineExpiryDate(parameter.name, parameter.value))
