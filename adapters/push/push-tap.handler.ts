import * as t from 'io-ts'
import { pushTapReducer, type PushTapEffect, type PushTapState } from '../../core/news/push-tap.machine'
import type { Preferences } from '../storage/preferences.storage'
import type { Unsubscribe } from '../shared/store'
import type { PushService } from './web-push'

/** What a handled tap does in the app. */
export interface PushTapActions {
  readonly navigate: (path: '/news') => void
  readonly loadNews: () => void
}

/** Feeds the core push-tap machine; its `lastHandledPushMessageId` lives in the device scope of local storage. */
export interface PushTapHandler {
  readonly tapped: (messageId: string) => void
  readonly authenticationChanged: (authenticated: boolean) => void
}

/**
 * SPEC section 4, News: "A tapped push message, once per distinct message id, sends the user to
 * /news and loads news once authenticated"; section 9: `lastHandledPushMessageId` "prevents double
 * handling of a push message", also across reloads (it is read back from storage at start).
 */
export const createPushTapHandler = (deps: { readonly preferences: Preferences; readonly actions: PushTapActions }): PushTapHandler => {
  let state: PushTapState = {
    lastHandledPushMessageId: deps.preferences.device.read('lastHandledPushMessageId', t.string),
    authenticated: false,
    pending: false,
  }
  const run = (effect: PushTapEffect): void => {
    switch (effect._tag) {
      case 'Store':
        deps.preferences.device.write('lastHandledPushMessageId', t.string, effect.value)
        return
      case 'Navigate':
        deps.actions.navigate(effect.path)
        return
      case 'LoadNews':
        deps.actions.loadNews()
        return
    }
  }
  const send = (event: Parameters<typeof pushTapReducer>[1]) => {
    const step = pushTapReducer(state, event)
    state = step.state
    step.effects.forEach(run)
  }
  return {
    tapped: (messageId) => send({ _tag: 'PushTapped', messageId }),
    authenticationChanged: (authenticated) => send({ _tag: 'AuthenticationChanged', authenticated }),
  }
}

/** Routes the service worker's `push-tap` messages to the handler; returns the unbinding function. */
export const bindPushTaps = (push: PushService, handler: PushTapHandler): Unsubscribe =>
  push.onMessage((message) => {
    if (message.type === 'push-tap') handler.tapped(message.messageId)
  })

