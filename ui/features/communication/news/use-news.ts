import { pipe } from 'fp-ts/function'
import * as O from 'fp-ts/Option'
import * as TE from 'fp-ts/TaskEither'
import { useCallback, useEffect, useMemo } from 'react'
import { useSnapshot } from 'valtio'
import { useLocation } from 'wouter'
import { withCategoryStyle, type NewsItem } from '../../../../core/news/news-item.rules'
import type { NewsEntry } from '../../../../core/news/news-list.machine'
import { renderedNews } from '../../../../core/news/news-list.machine'
import { RosterChangeNavigationState } from '../../../../core/roster-changes/roster-change.codec'
import { openNews } from '../../../../core/news/open-news.rules'
import { visibleNews, type NewsVisibility } from '../../../../core/news/visibility.rules'
import { DEVICE_DOMAIN } from '../../../../core/shared/constants'
import { rememberIds } from '../../../../core/shared/remembered-ids.rules'
import * as t from 'io-ts'
import type { NewsMasterData } from '../../../../core/news/news.codec'
import { useSession } from '../../../app/session.store'
import { INFRA } from '../../../app/tokens'
import { useUseCase } from '../../../app/use-use-case'
import { COMMUNICATION } from '../communication.tokens'
import {
  dispatchNews,
  newsItemChanged,
  newsLoaded,
  newsState,
  requestNewsReload,
  setExpiredDialog,
  setNewsStatus,
  type NewsEffectDeps,
  type NewsLoadStatus,
} from './news.state'

/** The stored shown/read news ids. */
const Ids = t.array(t.string)

/** What the news screens read and do. */
export interface NewsModel {
  readonly status: NewsLoadStatus
  /** The rendered entries: shown and fading ones (SPEC section 4: only the permitted categories). */
  readonly entries: ReadonlyArray<NewsEntry>
  readonly expiredDialogOpen: boolean
  readonly restoredTitle: string | undefined
  readonly reload: () => void
  /**
   * Opens an item: read on open, expired dialog, or (when `follow`, the default) navigation to its
   * detail / check-in / roster changes.
   */
  readonly open: (item: NewsItem, follow?: boolean) => void
  /** Swipe or Delete button: the 300 ms fade, then the delete call; restored on failure. */
  readonly remove: (id: string) => void
  readonly closeExpiredDialog: () => void
}

/**
 * The news data hook: loads the list through the core use cases (offline failures are swallowed by
 * `loadNews`), filters it with core `visibleNews` ("only the message category, plus check-in if
 * check-in viewing is enabled, plus roster change if notification viewing is enabled") and drives the
 * core news-list machine for swipe-to-delete.
 */
export const useNews = (): NewsModel => {
  const loadNews = useUseCase(COMMUNICATION.loadNews)
  const loadMasterData = useUseCase(COMMUNICATION.loadNewsMasterData)
  const openItem = useUseCase(COMMUNICATION.openNewsItem)
  const deleteItem = useUseCase(COMMUNICATION.deleteNewsItem)
  const scheduler = useUseCase(INFRA.scheduler)
  const log = useUseCase(INFRA.log)
  const preferences = useUseCase(INFRA.preferences)
  const clock = useUseCase(INFRA.clock)
  const { crmId, access, online } = useSession()
  const snap = useSnapshot(newsState, { sync: true })
  const [, navigate] = useLocation()

  const deps = useMemo<NewsEffectDeps>(() => ({ setTimeout: scheduler.setTimeout, deleteItem }), [scheduler, deleteItem])
  const visibility = useMemo<NewsVisibility>(
    () => ({ checkInViewEnabled: access.canViewCheckIn(), notificationViewEnabled: access.canViewNotifications() }),
    [access],
  )

  const reload = useCallback(() => {
    if (crmId === undefined) return
    if (newsState.loadedFor !== crmId) setNewsStatus('loading')
    const styled = pipe(
      loadMasterData(DEVICE_DOMAIN),
      TE.match(
        (error): O.Option<NewsMasterData> => {
          log.log('WARNING', `news master data not loaded: ${error._tag}`)
          return O.none
        },
        O.some,
      ),
    )
    void Promise.all([loadNews({ domain: DEVICE_DOMAIN, online })(), styled()]).then(([result, master]) => {
      if (result._tag === 'Left') {
        setNewsStatus(newsState.loadedFor === crmId ? 'loaded' : 'failed')
        return
      }
      if (O.isNone(result.right)) {
        if (newsState.loadedFor !== crmId) setNewsStatus('offline')
        return
      }
      result.right.value.rejected.forEach((rejected) => log.log('WARNING', `news message not readable: ${rejected.issues.map((i) => i.path).join(', ')}`))
      const items = visibleNews(result.right.value.items, visibility)
      newsLoaded(O.isSome(master) ? items.map(withCategoryStyle(master.value)) : items, crmId, deps)
      // SPEC section 9's stored keys: when the list was last read, and the ids it has shown.
      const mine = preferences.forUser(crmId)
      mine.write('newsLastRead', t.string, clock().toString())
      mine.write('shownNewsIds', Ids, [...rememberIds(O.getOrElse((): ReadonlyArray<string> => [])(mine.read('shownNewsIds', Ids)), items.map((i) => i.id))])
    })
  }, [crmId, online, loadNews, loadMasterData, visibility, deps, log, preferences, clock])

  useEffect(() => {
    reload()
    // A push tap asks for a reload through `reloadToken`.
  }, [reload, snap.reloadToken])

  // While the list is on screen, a tapped push message reloads it ("sends the user to /news and loads
  // news"); elsewhere the push-tap navigation to /news mounts the list, which loads it.
  const pushTapActions = useUseCase(INFRA.pushTapActions)
  useEffect(() => {
    const before = pushTapActions.loadNews
    pushTapActions.loadNews = requestNewsReload
    return () => {
      pushTapActions.loadNews = before
    }
  }, [pushTapActions])

  const open = useCallback(
    (item: NewsItem, follow = true) => {
      if (crmId === undefined) return
      void openItem({ item, crmId })().then((result) => {
        const opened = result._tag === 'Right' ? result.right : { item, action: openNews(item, crmId).action }
        if (result._tag === 'Left' && result.left._tag === 'Service') return
        newsItemChanged(opened.item)
        const mine = preferences.forUser(crmId)
        mine.write('readNewsIds', Ids, [...rememberIds(O.getOrElse((): ReadonlyArray<string> => [])(mine.read('readNewsIds', Ids)), [item.id])])
        const action = opened.action
        if (action._tag === 'ShowExpiredDialog') setExpiredDialog(true)
        else if (follow) navigate(action.path, { state: O.isSome(action.state) ? RosterChangeNavigationState.encode(action.state.value) : undefined })
      })
    },
    [crmId, openItem, navigate, preferences],
  )

  const remove = useCallback((id: string) => dispatchNews({ _tag: 'DeleteRequested', id }, deps), [deps])

  return {
    status: snap.status,
    entries: renderedNews(snap.list as typeof newsState.list),
    expiredDialogOpen: snap.expiredDialogOpen,
    restoredTitle: snap.restoredTitle,
    reload,
    open,
    remove,
    closeExpiredDialog: () => setExpiredDialog(false),
  }
}
