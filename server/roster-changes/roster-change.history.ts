import type { Temporal } from 'temporal-polyfill'
import type { HistoryChange } from '../../core/history/change-history.codec'
import type { RosterChangeItem } from '../../core/roster-changes/roster-change.codec'
import type { Queryable } from '../db/db'
import { recordHistory } from '../history/history.repo'

/** One changed day as the history shows it: the date, the duties before and after (texts joined by ` / `). */
export const dayChange = (date: string, items: ReadonlyArray<RosterChangeItem>): HistoryChange => {
  const join = (texts: ReadonlyArray<string>): string | null => {
    const kept = texts.filter((x) => x.trim() !== '')
    return kept.length === 0 ? null : kept.join(' / ')
  }
  return { field: date, before: join(items.map((i) => i.old)), after: join(items.map((i) => i.new)) }
}

/**
 * Records a roster change in the crew member's history, in the transaction that stores (notified) or applies
 * (confirmed) it: one entry naming the change, one line per day with the duties before and after.
 */
export const recordRosterChange = async (
  tx: Queryable,
  input: {
    readonly crmId: string
    readonly changeId: string
    readonly at: Temporal.Instant
    readonly kind: 'rosterChangeNotified' | 'rosterChangeConfirmed'
    readonly days: ReadonlyArray<{ readonly date: string; readonly items: ReadonlyArray<RosterChangeItem> }>
  },
): Promise<void> => {
  await recordHistory(tx, { crmId: input.crmId, at: input.at, kind: input.kind, subject: input.changeId, changes: input.days.map((d) => dayChange(d.date, d.items)) })
}
