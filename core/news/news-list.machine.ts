import type { TransportError } from '../errors/app-error'
import { NEWS_DELETE_DELAY_MS } from '../shared/constants'
import type { NewsItem } from './news-item.rules'

/** Where an item is in its deletion: shown, fading out (300 ms), or removed while the call runs. */
export type NewsEntryPhase = 'shown' | 'fading' | 'deleting'

/** One item of the list with its deletion phase. The order of entries is the list order. */
export interface NewsEntry {
  readonly item: NewsItem
  readonly phase: NewsEntryPhase
}

/** The news list with deletions in progress. */
export interface NewsListState {
  readonly entries: ReadonlyArray<NewsEntry>
}

/** Inputs: a (re)loaded list, a swipe to delete, the fade timer, and the delete call's result. */
export type NewsListEvent =
  | { readonly _tag: 'Loaded'; readonly items: ReadonlyArray<NewsItem> }
  | { readonly _tag: 'DeleteRequested'; readonly id: string }
  | { readonly _tag: 'FadeElapsed'; readonly id: string }
  | { readonly _tag: 'DeleteSucceeded'; readonly id: string }
  | { readonly _tag: 'DeleteFailed'; readonly id: string; readonly error: TransportError }

/** Effects as data: start the fade, wait (then feed `then` back), call `DELETE /notification/{id}`. */
export type NewsListEffect =
  | { readonly _tag: 'StartFade'; readonly id: string }
  | { readonly _tag: 'Wait'; readonly ms: number; readonly then: NewsListEvent }
  | { readonly _tag: 'CallDelete'; readonly id: string }

/** One step of the news list machine: the next state and the effects to run. */
export interface NewsListStep {
  readonly state: NewsListState
  readonly effects: ReadonlyArray<NewsListEffect>
}

const phaseOf = (state: NewsListState, id: string): NewsEntryPhase | undefined =>
  state.entries.find((e) => e.item.id === id)?.phase

const setPhase = (state: NewsListState, id: string, phase: NewsEntryPhase): NewsListState => ({
  entries: state.entries.map((e) => (e.item.id === id ? { ...e, phase } : e)),
})

/** A list with every item shown. */
export const newsListOf = (items: ReadonlyArray<NewsItem>): NewsListState => ({
  entries: items.map((item) => ({ item, phase: 'shown' })),
})

/** The items the list renders: shown and fading ones, in their original order. */
export const renderedNews = (state: NewsListState): ReadonlyArray<NewsEntry> =>
  state.entries.filter((e) => e.phase !== 'deleting')

/**
 * Swipe-to-delete (SPEC section 4): "Deleting shows the fade for 300 ms before the delete call. On
 * failure the item is restored." The entry keeps its place in the list while it is deleted, so a
 * restored item reappears at its original position; a reload keeps pending deletions hidden.
 */
export const newsListReducer = (state: NewsListState, event: NewsListEvent): NewsListStep => {
  switch (event._tag) {
    case 'Loaded':
      return {
        state: {
          entries: event.items.map((item) => {
            const pending = phaseOf(state, item.id)
            return { item, phase: pending === 'fading' || pending === 'deleting' ? pending : 'shown' }
          }),
        },
        effects: [],
      }
    case 'DeleteRequested':
      if (phaseOf(state, event.id) !== 'shown') return { state, effects: [] }
      return {
        state: setPhase(state, event.id, 'fading'),
        effects: [
          { _tag: 'StartFade', id: event.id },
          { _tag: 'Wait', ms: NEWS_DELETE_DELAY_MS, then: { _tag: 'FadeElapsed', id: event.id } },
        ],
      }
    case 'FadeElapsed':
      if (phaseOf(state, event.id) !== 'fading') return { state, effects: [] }
      return { state: setPhase(state, event.id, 'deleting'), effects: [{ _tag: 'CallDelete', id: event.id }] }
    case 'DeleteSucceeded':
      return { state: { entries: state.entries.filter((e) => e.item.id !== event.id) }, effects: [] }
    case 'DeleteFailed':
      if (phaseOf(state, event.id) !== 'deleting') return { state, effects: [] }
      return { state: setPhase(state, event.id, 'shown'), effects: [] }
  }
}
