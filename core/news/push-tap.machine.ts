import * as O from 'fp-ts/Option'
import { STORAGE_KEYS } from '../shared/constants'

/** Push-tap handling state; `lastHandledPushMessageId` is restored from local storage. */
export interface PushTapState {
  readonly lastHandledPushMessageId: O.Option<string>
  readonly authenticated: boolean
  /** A tapped message waits for authentication. */
  readonly pending: boolean
}

/** Inputs: a tapped push message, and the authentication state changing. */
export type PushTapEvent =
  | { readonly _tag: 'PushTapped'; readonly messageId: string }
  | { readonly _tag: 'AuthenticationChanged'; readonly authenticated: boolean }

/** Effects as data: store the handled id, go to /news, load the news. */
export type PushTapEffect =
  | { readonly _tag: 'Store'; readonly key: typeof STORAGE_KEYS.lastHandledPushMessageId; readonly value: string }
  | { readonly _tag: 'Navigate'; readonly path: '/news' }
  | { readonly _tag: 'LoadNews' }

/** One step of the push-tap machine. */
export interface PushTapStep {
  readonly state: PushTapState
  readonly effects: ReadonlyArray<PushTapEffect>
}

const GO_TO_NEWS: ReadonlyArray<PushTapEffect> = [{ _tag: 'Navigate', path: '/news' }, { _tag: 'LoadNews' }]

/**
 * SPEC section 4: "A tapped push message, once per distinct message id, sends the user to /news and
 * loads news once authenticated." The handled id is stored (`lastHandledPushMessageId`, "prevents
 * double handling of a push message"); before authentication the visit waits.
 */
export const pushTapReducer = (state: PushTapState, event: PushTapEvent): PushTapStep => {
  switch (event._tag) {
    case 'PushTapped': {
      const seen = O.isSome(state.lastHandledPushMessageId) && state.lastHandledPushMessageId.value === event.messageId
      if (seen) return { state, effects: [] }
      const store: PushTapEffect = { _tag: 'Store', key: STORAGE_KEYS.lastHandledPushMessageId, value: event.messageId }
      const next = { ...state, lastHandledPushMessageId: O.some(event.messageId) }
      return state.authenticated
        ? { state: { ...next, pending: false }, effects: [store, ...GO_TO_NEWS] }
        : { state: { ...next, pending: true }, effects: [store] }
    }
    case 'AuthenticationChanged': {
      const next = { ...state, authenticated: event.authenticated }
      if (!event.authenticated || !state.pending) return { state: next, effects: [] }
      return { state: { ...next, pending: false }, effects: GO_TO_NEWS }
    }
  }
}
