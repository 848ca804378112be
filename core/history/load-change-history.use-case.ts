import { pipe } from 'fp-ts/function'
import * as TE from 'fp-ts/TaskEither'
import type { TransportError } from '../errors/app-error'
import type { HistoryEntry } from './change-history.codec'
import { withPage } from './change-history.rules'
import type { ChangeHistoryPort } from './change-history.port'

/** The history as shown: entries newest first and, when older ones remain, the cursor of the next page. */
export interface LoadedHistory {
  readonly entries: ReadonlyArray<HistoryEntry>
  readonly next?: string
}

/**
 * Loads the crew member's change history: the newest page when `shown` is empty, else the page
 * after `shown.next`, added to what is shown (each entry once, newest first).
 */
export const loadChangeHistory =
  (deps: { readonly port: ChangeHistoryPort }) =>
  (crmId: string, shown?: LoadedHistory): TE.TaskEither<TransportError, LoadedHistory> =>
    pipe(
      deps.port.load(crmId, shown?.next === undefined ? {} : { before: shown.next }),
      TE.map((page) => ({
        entries: withPage(shown?.entries ?? [], page.entries),
        ...(page.next === undefined ? {} : { next: page.next }),
      })),
    )
