import { createStore } from './store'
import type { AppActivityStore, Unsubscribe } from '../../core/platform/observable'


/** The part of `document` the page binding needs. */
export interface VisibilityTarget {
  readonly visibilityState: string
  addEventListener(type: 'visibilitychange', listener: () => void): void
  removeEventListener(type: 'visibilitychange', listener: () => void): void
}

/**
 * In a browser the app is in front while its page is visible (`document.visibilityState`): a hidden tab or
 * a locked phone pauses the update polls, showing the page again checks at once. Returns the store and the
 * function that stops following.
 */
export const pageActivity = (document: VisibilityTarget): { readonly activity: AppActivityStore; readonly stop: Unsubscribe } => {
  const activity = createStore(document.visibilityState !== 'hidden')
  const follow = () => activity.set(document.visibilityState !== 'hidden')
  document.addEventListener('visibilitychange', follow)
  return { activity, stop: () => document.removeEventListener('visibilitychange', follow) }
}
