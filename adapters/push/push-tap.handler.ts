import * as t from 'io-ts'
import { pushTapReducer, type PushTapEffect, type PushTapState } from '../../core/news/push-tap.machine'
import type { PushTapActions, PushTapHandler } from '../../core/platform/push.port'
import type { Unsubscribe } from '../../core/platform/observable'
import type { Preferences } from '../../core/platform/preferences.port'
import type { PushService } from '../../core/platform/push.port'

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
  const receivedListeners = new Set<(messageId: string) => void>()
  return {
    received: (messageId) => receivedListeners.forEach((l) => l(messageId)),
    onReceived: (listener) => {
      receivedListeners.add(listener)
      return () => void receivedListeners.delete(listener)
    },
    tapped: (messageId, path) => send({ _tag: 'PushTapped', messageId, ...(path === undefined ? {} : { path }) }),
    authenticationChanged: (authenticated) => send({ _tag: 'AuthenticationChanged', authenticated }),
  }
}

/** Routes the service worker's `push-tap` messages to the handler; returns the unbinding function. */
export const bindPushTaps = (push: PushService, handler: PushTapHandler): Unsubscribe =>
  push.onMessage((message) => {
    if (message.type === 'push-tap') handler.tapped(message.messageId, message.path)
    else handler.received(message.messageId)
  })
