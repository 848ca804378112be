import * as E from 'fp-ts/Either'
import * as O from 'fp-ts/Option'
import { suite } from 'uvu'
import * as assert from 'uvu/assert'
import { deferredGeolocation, deferredPush } from '../../../adapters/native/deferred'
import { createNativePush } from '../../../adapters/native/native-push'
import { pageActivity } from '../../../adapters/shared/app-activity'
import { fakePushPlugin } from './capacitor-fakes'
import type { PushMessage } from '../../../core/platform/push.port'

const Deferred = suite('native adapters loaded as their own chunk')

Deferred('calls and listeners made before the chunk loaded reach the native push once it has', async () => {
  const { plugin, fake } = fakePushPlugin()
  let load: (push: ReturnType<typeof createNativePush>) => void = () => undefined
  const push = deferredPush(new Promise((resolve) => (load = resolve)))
  const messages: PushMessage[] = []
  push.onMessage((m) => messages.push(m))
  const token = push.subscribe()()
  const native = createNativePush(plugin)
  load(native)
  assert.equal(await token, E.right('fcm-token-1'))
  await push.ready()
  fake.tap({ data: { id: 'news:N-1', path: '/news' } })
  assert.equal(messages, [{ type: 'push-tap', messageId: 'news:N-1', path: '/news' }])
})

Deferred('a chunk that failed to load answers unsupported, no token and no position', async () => {
  const push = deferredPush(Promise.resolve(undefined))
  assert.equal(await push.subscribe()(), E.left({ _tag: 'PushUnsupported' }))
  assert.equal(await push.currentToken()(), O.none)
  const geo = deferredGeolocation(Promise.resolve(undefined))
  assert.equal(await geo.currentPosition()(), E.left({ _tag: 'GeoUnsupported' }))
  const errors: string[] = []
  geo.watch(() => undefined, (e) => errors.push(e._tag))
  await Promise.resolve()
  await Promise.resolve()
  assert.equal(errors, ['GeoUnsupported'])
})

Deferred('in a browser the app is in front while its page is visible', () => {
  const listeners: Array<() => void> = []
  const document = { visibilityState: 'visible', addEventListener: (_: 'visibilitychange', l: () => void) => void listeners.push(l), removeEventListener: () => undefined }
  const { activity } = pageActivity(document)
  assert.is(activity.get(), true)
  document.visibilityState = 'hidden'
  listeners.forEach((l) => l())
  assert.is(activity.get(), false)
})

Deferred.run()
