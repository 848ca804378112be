import * as t from 'io-ts'
import { DateTimeWithOffset } from '../shared/time.codec'

/**
 * What a change-history entry records: a roster change notified to the crew member, one they
 * confirmed, and their own writes to my data, notification settings and leg roles, and their family links.
 */
export const HISTORY_KINDS = ['rosterChangeNotified', 'rosterChangeConfirmed', 'myData', 'notificationSettings', 'roles', 'familyShare', 'logbook'] as const
export const HistoryKind = t.keyof(
  { rosterChangeNotified: null, rosterChangeConfirmed: null, myData: null, notificationSettings: null, roles: null, familyShare: null, logbook: null },
  'HistoryKind',
)
export type HistoryKind = t.TypeOf<typeof HistoryKind>

/** A field's value before or after a change: text, a switch (true/false), or `null` for none (added or removed). */
export const HistoryValue = t.union([t.string, t.boolean, t.null], 'HistoryValue')
export type HistoryValue = t.TypeOf<typeof HistoryValue>

/**
 * One field of an entry: `field` is the field's wire name (`expiryDate`, `email`, a role's short name) or, for
 * a roster change, the changed date (`2026-11-28`); `before` and `after` its values.
 */
export const HistoryChange = t.type({ field: t.string, before: HistoryValue, after: HistoryValue }, 'HistoryChange')
export type HistoryChange = t.TypeOf<typeof HistoryChange>

/**
 * One entry of the change history. `at` is when the server recorded it (a date-time with offset); `subject`
 * names what changed in words that need no translation (a passport's type and number, a roster change's id, a
 * flight and its date); `section`, when given, is the part written (`passports`, `contactInformation`, ...).
 */
export const HistoryEntry = t.intersection(
  [
    t.type({ id: t.string, at: DateTimeWithOffset, kind: HistoryKind, subject: t.string, changes: t.array(HistoryChange) }),
    t.partial({ section: t.string }),
  ],
  'HistoryEntry',
)
export type HistoryEntry = t.TypeOf<typeof HistoryEntry>

/**
 * The answer of `GET rest/pems/history/{crmId}`: entries newest first; `next`, when more are older, is the
 * cursor to pass as `before` for the next page.
 */
export const ChangeHistory = t.intersection([t.type({ entries: t.array(HistoryEntry) }), t.partial({ next: t.string })], 'ChangeHistory')
export type ChangeHistory = t.TypeOf<typeof ChangeHistory>

/** Entries per page when the caller names no `limit`, and the most it may ask for. */
export const HISTORY_PAGE_SIZE = 50
export const HISTORY_MAX_PAGE_SIZE = 200

/** A page size in the query: whole number 1..{@link HISTORY_MAX_PAGE_SIZE}, as text. */
const PageSize = new t.Type<number, string, unknown>(
  'PageSize',
  (u): u is number => typeof u === 'number' && Number.isInteger(u) && u >= 1 && u <= HISTORY_MAX_PAGE_SIZE,
  (u, c) => {
    if (typeof u !== 'string' || !/^\d{1,3}$/.test(u)) return t.failure(u, c, `a whole number 1-${HISTORY_MAX_PAGE_SIZE}`)
    const n = Number(u)
    return n >= 1 && n <= HISTORY_MAX_PAGE_SIZE ? t.success(n) : t.failure(u, c, `a whole number 1-${HISTORY_MAX_PAGE_SIZE}`)
  },
  (n) => String(n),
)

/** A cursor: the `next` of a previous page (an entry id, digits). */
const Cursor = t.refinement(t.string, (s) => /^\d{1,18}$/.test(s), 'HistoryCursor')

/** Query of `GET rest/pems/history/{crmId}`: `limit` (default {@link HISTORY_PAGE_SIZE}) and `before` (a `next` cursor). */
export const ChangeHistoryQuery = t.partial({ limit: PageSize, before: Cursor }, 'ChangeHistoryQuery')
export type ChangeHistoryQuery = t.TypeOf<typeof ChangeHistoryQuery>
