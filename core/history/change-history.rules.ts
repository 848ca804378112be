import { Temporal } from 'temporal-polyfill'
import { isWireDate, plainDateOfWire } from '../shared/time.codec'
import type { HistoryChange, HistoryEntry, HistoryKind, HistoryValue } from './change-history.codec'

/** The words a value needs in the reader's language: none (added or removed), and a switch on or off. */
export interface HistoryValueWords {
  readonly none: string
  readonly on: string
  readonly off: string
}

/** The arrow between the value before and the value after. */
export const CHANGE_ARROW = '→'

/** A value as read: text as it is (an empty text is none), a switch as on/off, `null` as none. */
export const valueText = (value: HistoryValue, words: HistoryValueWords): string => {
  if (value === null) return words.none
  if (typeof value === 'boolean') return value ? words.on : words.off
  return value.trim() === '' ? words.none : value
}

/** "before → after" (change history: what changed, before → after). */
export const changeText = (change: HistoryChange, words: HistoryValueWords): string =>
  `${valueText(change.before, words)} ${CHANGE_ARROW} ${valueText(change.after, words)}`

const known = (labels: Readonly<Record<string, string>>, name: string): string | undefined =>
  Object.prototype.hasOwnProperty.call(labels, name) ? labels[name] : undefined

/**
 * A field's label: a roster change's date (`2026-11-28`) as `formatDay` writes it (the profile's date format),
 * a known field name by its translated label, any other name as sent (the server may record a field this
 * client does not know).
 */
export const fieldLabel = (field: string, labels: Readonly<Record<string, string>>, formatDay: (date: Temporal.PlainDate) => string): string =>
  isWireDate(field) ? formatDay(plainDateOfWire(field)) : (known(labels, field) ?? field)

/** The translated names of the kinds and of the sections an entry may name. */
export interface HistoryHeadingLabels {
  readonly kinds: Readonly<Record<HistoryKind, string>>
  readonly sections: Readonly<Record<string, string>>
}

/**
 * What an entry is about, as its heading reads: the section written when the client knows it (Passports), else
 * the kind (My data), then the subject (`Passports: P 12345678`).
 */
export const entryHeading = (entry: HistoryEntry, labels: HistoryHeadingLabels): string => {
  const part = (entry.section === undefined ? undefined : known(labels.sections, entry.section)) ?? labels.kinds[entry.kind]
  return entry.subject.trim() === '' ? part : `${part}: ${entry.subject}`
}

/** When an entry was recorded: the instant read in the reader's zone and in UTC (the caller formats both). */
export interface HistoryTimes {
  readonly local: Temporal.ZonedDateTime
  readonly utc: Temporal.ZonedDateTime
  /** ISO instant for a `<time dateTime>` attribute. */
  readonly instant: string
}

/** {@link HistoryTimes} of `at` read in `timeZone` (the device's). */
export const historyTimes = (at: Temporal.ZonedDateTime, timeZone: string): HistoryTimes => ({
  local: at.withTimeZone(timeZone),
  utc: at.withTimeZone('UTC'),
  instant: at.toInstant().toString(),
})

const idOrder = (a: string, b: string): number => (a.length !== b.length ? a.length - b.length : a < b ? -1 : a > b ? 1 : 0)

/**
 * Newest first: by the recorded instant, then (same instant, one transaction) by id, the later write first.
 * The server answers in this order already; the client keeps it whatever the pages' order.
 */
export const newestFirst = (entries: ReadonlyArray<HistoryEntry>): ReadonlyArray<HistoryEntry> =>
  [...entries].sort((a, b) => Temporal.Instant.compare(b.at.toInstant(), a.at.toInstant()) || idOrder(b.id, a.id))

/** The entries of a page added to those already shown, each entry once (a page may repeat one). */
export const withPage = (shown: ReadonlyArray<HistoryEntry>, page: ReadonlyArray<HistoryEntry>): ReadonlyArray<HistoryEntry> => {
  const seen = new Set(shown.map((e) => e.id))
  return newestFirst([...shown, ...page.filter((e) => !seen.has(e.id))])
}
