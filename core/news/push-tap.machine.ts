import * as O from 'fp-ts/Option'
import { STORAGE_KEYS } from '../shared/constants'

/** Push-tap handling state; `lastHandledPushMessageId` is restored from local storage. */
export interface PushTapState {
  readonly lastHandledPushMessageId: O.Option<string>
  readonly authenticated: boolean
  /** A tapped message waits for authentication. */
  readonly pending: boolean
  /** Where the waiting tap goes (`/news` when left out). */
  readonly target?: PushTapTarget
}

/** The screens a push tap may open: the news, the daily remarks, a crew member's roster-change confirmation. */
export type PushTapTarget = '/news' | '/daily-remarks' | `/notifications/${string}`

const NOTIFICATIONS = /^\/notifications\/[A-Za-z0-9._~%-]{1,64}$/

/**
 * The screen a tapped push opens: its `path` when it names one of {@link PushTapTarget} (a push about a
 * roster change opens its confirmation, one about a remark the daily remarks), else `/news` (SPEC
 * section 4: a tapped push "sends the user to /news"). Anything else a payload says is ignored.
 */
export const pushTapTarget = (path: string | undefined): PushTapTarget => {
  if (path === '/daily-remarks') return path
  if (path !== undefined && NOTIFICATIONS.test(path)) return path as `/notifications/${string}`
  return '/news'
}

/** Inputs: a tapped push message, and the authentication state changing. */
export type PushTapEvent =
  | { readonly _tag: 'PushTapped'; readonly messageId: string; readonly path?: string }
  | { readonly _tag: 'AuthenticationChanged'; readonly authenticated: boolean }

/** Effects as data: store the handled id, go to /news, load the news. */
export type PushTapEffect =
  | { readonly _tag: 'Store'; readonly key: typeof STORAGE_KEYS.lastHandledPushMessageId; readonly value: string }
  | { readonly _tag: 'Navigate'; readonly path: PushTapTarget }
  | { readonly _tag: 'LoadNews' }

/** One step of the push-tap machine. */
export interface PushTapStep {
  readonly state: PushTapState
  readonly effects: ReadonlyArray<PushTapEffect>
}

/** Opening the news also loads them; another screen loads its own data. */
const goTo = (target: PushTapTarget): ReadonlyArray<PushTapEffect> =>
  target === '/news' ? [{ _tag: 'Navigate', path: target }, { _tag: 'LoadNews' }] : [{ _tag: 'Navigate', path: target }]

/**
 * SPEC section 4: "A tapped push message, once per distinct message id, sends the user to /news and
 * loads news once authenticated"; a push that names its screen (see {@link pushTapTarget}) opens that one. The handled id is stored (`lastHandledPushMessageId`, "prevents
 * double handling of a push message"); before authentication the visit waits.
 */
export const pushTapReducer = (state: PushTapState, event: PushTapEvent): PushTapStep => {
  switch (event._tag) {
    case 'PushTapped': {
      const seen = O.isSome(state.lastHandledPushMessageId) && state.lastHandledPushMessageId.value === event.messageId
      if (seen) return { state, effects: [] }
      const store: PushTapEffect = { _tag: 'Store', key: STORAGE_KEYS.lastHandledPushMessageId, value: event.messageId }
      const target = pushTapTarget(event.path)
      const next = { ...state, lastHandledPushMessageId: O.some(event.messageId), target }
      return state.authenticated
        ? { state: { ...next, pending: false }, effects: [store, ...goTo(target)] }
        : { state: { ...next, pending: true }, effects: [store] }
    }
    case 'AuthenticationChanged': {
      const next = { ...state, authenticated: event.authenticated }
      if (!event.authenticated || !state.pending) return { state: next, effects: [] }
      return { state: { ...next, pending: false }, effects: goTo(state.target ?? '/news') }
    }
  }
}
