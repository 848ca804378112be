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
  /** No connection and nothing loaded: the history is not kept on the device. */
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
 * Settings → History over core `loadChangeHistory`: the newest page when the screen opens (and
 * again when the connection returns while nothing is shown), older pages on demand. Failures are values: no
 * connection is the offline state, anything else the failed state with a retry.
 */
export const useChangeHistory = (): ChangeHistoryModel => {
  const { crmId, online } = useSession()
  const load = useUseCase(COMMUNICATION.loadChangeHistory)
  const [view, setView] = useState<ChangeHistoryView>({ _tag: 'Loading' })
  const [attempt, setAttempt] = useState(0)

  const shown = view._tag === 'Loaded'
  useEffect(() => {
    if (crmId === undefined || shown) return
    if (!online) {
      setView({ _tag: 'Offline' })
      return
    }
    let live = true
    setView({ _tag: 'Loading' })
    void load(crmId)().then((result) => {
      if (!live) return
      if (E.isRight(result)) setView({ _tag: 'Loaded', history: result.right, more: 'idle' })
      else setView({ _tag: countsAsOffline(result.left) ? 'Offline' : 'Failed' })
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
