import * as E from 'fp-ts/Either'
import { pipe } from 'fp-ts/function'
import * as O from 'fp-ts/Option'
import * as T from 'fp-ts/Task'
import * as TE from 'fp-ts/TaskEither'
import type { Temporal } from 'temporal-polyfill'
import { countsAsOffline } from '../errors/catalogue.rules'
import type { OfflineError, TransportError } from '../errors/app-error'
import type { ClockFn } from '../platform/clock.port'
import type { EncryptedCache } from '../platform/encrypted-cache.port'
import type { ChangeHistory, HistoryEntry } from './change-history.codec'
import { withPage } from './change-history.rules'
import type { ChangeHistoryPort } from './change-history.port'
import { KeptHistory, keptHistoryKey } from './kept-history.codec'

/** The history as shown: entries newest first and, when older ones remain, the cursor of the next page. */
export interface LoadedHistory {
  readonly entries: ReadonlyArray<HistoryEntry>
  readonly next?: string
  /** Read from the device without a connection: when that copy was loaded from the server. */
  readonly asOf?: Temporal.Instant
}

export interface LoadChangeHistoryDeps {
  readonly port: ChangeHistoryPort
  /** Where the newest page is kept for reading offline (the encrypted offline cache) and the clock that dates it. */
  readonly kept?: { readonly cache: EncryptedCache; readonly clock: ClockFn }
}

/** What the screen knows of the connection; offline, the newest page is read from the device without asking. */
export interface LoadChangeHistoryOptions {
  readonly online: boolean
}

/**
 * Loads the crew member's change history: the newest page when `shown` is empty, else the page after
 * `shown.next`, added to what is shown (each entry once, newest first). The newest page, once loaded, is kept on
 * the device; without a connection (offline, or a call that finds none) that copy is answered with `asOf`, its
 * load time. Nothing kept: `Offline` (or the call's own error). Older pages are never kept.
 */
export const loadChangeHistory =
  (deps: LoadChangeHistoryDeps) =>
  (crmId: string, shown?: LoadedHistory, options: LoadChangeHistoryOptions = { online: true }): TE.TaskEither<TransportError, LoadedHistory> => {
    if (shown?.next !== undefined) {
      const current = shown
      return pipe(
        deps.port.load(crmId, { before: shown.next }),
        TE.map((page) => loaded(page, current.entries)),
      )
    }
    const key = keptHistoryKey(crmId)
    const readKept = (otherwise: TransportError): TE.TaskEither<TransportError, LoadedHistory> =>
      deps.kept === undefined
        ? TE.left(otherwise)
        : pipe(
            deps.kept.cache.get(key),
            TE.map(O.chain((u) => O.fromEither(KeptHistory.decode(u)))),
            TE.getOrElse(() => T.of<O.Option<KeptHistory>>(O.none)),
            T.map(O.match(() => E.left(otherwise), (copy) => E.right({ ...loaded(copy.history, []), asOf: copy.fetchedAt }))),
          )
    if (!options.online) return readKept({ _tag: 'Offline' } satisfies OfflineError)
    return pipe(
      deps.port.load(crmId, {}),
      TE.chainFirstTaskK((page) => keep(deps, key, page)),
      TE.map((page) => loaded(page, [])),
      TE.orElse((error) => (countsAsOffline(error) ? readKept(error) : TE.left(error))),
    )
  }

const loaded = (page: ChangeHistory, shown: ReadonlyArray<HistoryEntry>): LoadedHistory => ({
  entries: withPage(shown, page.entries),
  ...(page.next === undefined ? {} : { next: page.next }),
})

/** Keeps the newest page with its load time; a cache that cannot keep it (locked, full) is no failure of the load. */
const keep = (deps: LoadChangeHistoryDeps, key: string, page: ChangeHistory): T.Task<void> =>
  deps.kept === undefined
    ? T.of(undefined)
    : pipe(
        deps.kept.cache.put(key, KeptHistory.encode({ fetchedAt: deps.kept.clock(), history: page })),
        TE.getOrElseW(() => T.of(undefined)),
      )
