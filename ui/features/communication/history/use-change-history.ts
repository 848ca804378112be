import * as E from 'fp-ts/Either'
import { useCallback, useEffect, useState } from 'react'
import { countsAsOffline } from '../../../../core/errors/catalogue.rules'
import type { LoadedHistory } from '../../../../core/history/load-change-history.use-case'
import { useSession } from '../../../app/session.store'
import { useUseCase } from '../../../app/use-use-case'
import { COMMUNICATION } from '../communication.tokens'

/** What the history screen shows. */
export type ChangeHistoryView =
  | { readonly _tag: 'Loading' }
  /** No connection and no copy kept on the device (never loaded here, or the cache is locked). */
  | { readonly _tag: 'Offline' }
  | { readonly _tag: 'Failed' }
  | { readonly _tag: 'Loaded'; readonly history: LoadedHistory; readonly more: 'idle' | 'loading' | 'failed' }

export interface ChangeHistoryModel {
  readonly view: ChangeHistoryView
  readonly retry: () => void
  /** The next, older page (when the server said there is one). */
  readonly loadMore: () => void
}

/**
 * Settings → History over core `loadChangeHistory`: the newest page when the screen opens (offline, the copy
 * kept on the device, with `asOf`), again when the connection returns while nothing or only that copy is shown,
 * older pages on demand. Failures are values: no connection and no copy is the offline state, anything else the
 * failed state with a retry.
 */
export const useChangeHistory = (): ChangeHistoryModel => {
  const { crmId, online } = useSession()
  const load = useUseCase(COMMUNICATION.loadChangeHistory)
  const [view, setView] = useState<ChangeHistoryView>({ _tag: 'Loading' })
  const [attempt, setAttempt] = useState(0)

  // Loaded from the server: kept as shown. The device's copy: replaced once the connection returns.
  const shown = view._tag === 'Loaded' && (view.history.asOf === undefined || !online)
  useEffect(() => {
    if (crmId === undefined || shown) return
    let live = true
    // The device's copy stays in view while the server is asked, and when it cannot answer.
    setView((current) => (current._tag === 'Loaded' ? current : { _tag: 'Loading' }))
    void load(crmId, undefined, { online })().then((result) => {
      if (!live) return
      if (E.isRight(result)) setView({ _tag: 'Loaded', history: result.right, more: 'idle' })
      else setView((current) => (current._tag === 'Loaded' ? current : { _tag: countsAsOffline(result.left) ? 'Offline' : 'Failed' }))
    })
    return () => {
      live = false
    }
    // `shown` only stops a reload once something is shown; a retry bumps `attempt`.
  }, [crmId, online, load, attempt, shown])

  const retry = useCallback(() => setAttempt((n) => n + 1), [])

  const loadMore = useCallback(() => {
    if (crmId === undefined || view._tag !== 'Loaded' || view.more === 'loading' || view.history.next === undefined) return
    const current = view.history
    setView({ _tag: 'Loaded', history: current, more: 'loading' })
    void load(crmId, current)().then((result) =>
      setView(E.isRight(result) ? { _tag: 'Loaded', history: result.right, more: 'idle' } : { _tag: 'Loaded', history: current, more: 'failed' }),
    )
  }, [crmId, view, load])

  return { view, retry, loadMore }
}
