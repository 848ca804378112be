import type * as T from 'fp-ts/Task'
import { proxy, ref } from 'valtio'
import type { NewsItem } from '../../../../core/news/news-item.rules'
import { newsListOf, newsListReducer, type NewsListEffect, type NewsListEvent, type NewsListState } from '../../../../core/news/news-list.machine'

/** Where the news list stands. `offline`: nothing loaded and the load was swallowed offline. */
export type NewsLoadStatus = 'idle' | 'loading' | 'loaded' | 'failed' | 'offline'

/** The news view state (valtio). Immutable core values are held by `ref`, replaced whole on change. */
export interface NewsViewState {
  status: NewsLoadStatus
  /** The core news-list machine's state (swipe-to-delete phases). */
  list: NewsListState
  /** The crew member the list was loaded for. */
  loadedFor: string | undefined
  /** "opening an expired item shows an info dialog". */
  expiredDialogOpen: boolean
  /** The title of the item whose deletion just failed (announced; the item is back). */
  restoredTitle: string | undefined
  /** Bumped by {@link requestNewsReload}; the screen reloads when it changes. */
  reloadToken: number
}

const initial = (): NewsViewState => ({
  status: 'idle',
  list: ref(newsListOf([])),
  loadedFor: undefined,
  expiredDialogOpen: false,
  restoredTitle: undefined,
  reloadToken: 0,
})

/** The one news view state. Read with `useSnapshot`, change only through the functions below. */
export const newsState = proxy<NewsViewState>(initial())

/** Back to the initial state (logout, tests). */
export const resetNewsState = (): void => {
  Object.assign(newsState, initial())
}

/** Asks the news screen to reload (the push-tap handler's `loadNews`: "loads news once authenticated"). */
export const requestNewsReload = (): void => {
  newsState.reloadToken += 1
}

/** What running the machine's effects needs: timers and the delete use case (answers the event to feed back). */
export interface NewsEffectDeps {
  readonly setTimeout: (delayMs: number, callback: () => void) => unknown
  readonly deleteItem: (id: string) => T.Task<NewsListEvent>
}

const titleOf = (id: string): string | undefined => newsState.list.entries.find((e) => e.item.id === id)?.item.title

/**
 * Feeds an event to the core news-list machine ("Deleting shows the fade for 300 ms before the delete
 * call. On failure the item is restored.") and runs its effects: `StartFade` is the row's `fading`
 * phase, `Wait` a timer that feeds `then` back, `CallDelete` the delete use case.
 */
export const dispatchNews = (event: NewsListEvent, deps: NewsEffectDeps): void => {
  const step = newsListReducer(newsState.list, event)
  newsState.list = ref(step.state)
  if (event._tag === 'DeleteFailed') newsState.restoredTitle = titleOf(event.id)
  if (event._tag === 'DeleteRequested') newsState.restoredTitle = undefined
  step.effects.forEach((effect) => runEffect(effect, deps))
}

const runEffect = (effect: NewsListEffect, deps: NewsEffectDeps): void => {
  switch (effect._tag) {
    case 'StartFade':
      return
    case 'Wait':
      deps.setTimeout(effect.ms, () => dispatchNews(effect.then, deps))
      return
    case 'CallDelete':
      void deps.deleteItem(effect.id)().then((result) => dispatchNews(result, deps))
      return
  }
}

/** A (re)loaded list: the visible items, keeping deletions in progress. */
export const newsLoaded = (items: ReadonlyArray<NewsItem>, crmId: string, deps: NewsEffectDeps): void => {
  dispatchNews({ _tag: 'Loaded', items }, deps)
  newsState.status = 'loaded'
  newsState.loadedFor = crmId
}

/** Replaces one item (after it was marked read), keeping its place and phase. */
export const newsItemChanged = (item: NewsItem): void => {
  newsState.list = ref({ entries: newsState.list.entries.map((e) => (e.item.id === item.id ? { ...e, item } : e)) })
}

/** Sets the load status. */
export const setNewsStatus = (status: NewsLoadStatus): void => {
  newsState.status = status
}

/** Opens or closes the expired-item info dialog. */
export const setExpiredDialog = (open: boolean): void => {
  newsState.expiredDialogOpen = open
}
