import * as E from 'fp-ts/Either'
import * as O from 'fp-ts/Option'
import { suite } from 'uvu'
import * as assert from 'uvu/assert'
import { createNativePush } from '../../../adapters/native/native-push'
import { fakeLocalNotificationsPlugin, fakePushPlugin } from './capacitor-fakes'
import type { PushMessage } from '../../../core/platform/push.port'

const Push = suite('native push (@capacitor/push-notifications)')

Push('subscribing asks for the permission and answers the FCM/APNs token', async () => {
  const { plugin, fake } = fakePushPlugin()
  const push = createNativePush(plugin)
  assert.equal(await push.currentToken()(), O.none, 'no token before the permission')
  assert.equal(await push.subscribe()(), E.right('fcm-token-1'))
  assert.equal(await push.currentToken()(), O.some('fcm-token-1'))
  assert.is(fake.registered, 1)
})

Push('a refused permission is PushPermissionDenied and nothing is registered', async () => {
  const { plugin, fake } = fakePushPlugin()
  fake.answer = 'denied'
  const push = createNativePush(plugin)
  assert.equal(await push.subscribe()(), E.left({ _tag: 'PushPermissionDenied' }))
  assert.is(fake.registered, 0)
  assert.equal(await push.currentToken()(), O.none)
})

Push('a registration error is PushFailed with its message', async () => {
  const { plugin, fake } = fakePushPlugin()
  fake.registerError = 'no Google Play services'
  assert.equal(await createNativePush(plugin).subscribe()(), E.left({ _tag: 'PushFailed', message: 'no Google Play services' }))
})

Push('a granted permission from an earlier start: the token is read again without asking', async () => {
  const { plugin, fake } = fakePushPlugin()
  fake.permission = 'granted'
  assert.equal(await createNativePush(plugin).currentToken()(), O.some('fcm-token-1'))
})

Push('a token refresh is reported once per new token', async () => {
  const { plugin, fake } = fakePushPlugin()
  const push = createNativePush(plugin)
  const refreshed: string[] = []
  push.onTokenRefresh((t) => refreshed.push(t))
  await push.subscribe()()
  fake.rotate('fcm-token-2')
  fake.rotate('fcm-token-2')
  assert.equal(refreshed, ['fcm-token-2'])
  assert.equal(await push.currentToken()(), O.some('fcm-token-2'))
})

Push('a tap is a push-tap with the server payload id and screen; a push while open is push-received', async () => {
  const { plugin, fake } = fakePushPlugin()
  const push = createNativePush(plugin)
  const messages: PushMessage[] = []
  push.onMessage((m) => messages.push(m))
  await push.ready()
  fake.tap({ id: 'os-1', title: 'Roster change', data: { id: 'roster-change:RC-1:1', kind: 'rosterChange', path: '/notifications/100001' } })
  fake.receive({ id: 'os-2', title: 'News', data: { id: 'news:N-1', path: '/news' } })
  fake.tap({ id: 'os-3', data: {} })
  fake.tap({ data: 'not an object' })
  assert.equal(messages, [
    { type: 'push-tap', messageId: 'roster-change:RC-1:1', path: '/notifications/100001' },
    { type: 'push-received', messageId: 'news:N-1' },
    { type: 'push-tap', messageId: 'os-3' },
  ])
})

Push('Android, app in front: the push shows as a local notification with its title and text; a tap on it is a push-tap with the push id and screen', async () => {
  const { plugin, fake } = fakePushPlugin()
  const local = fakeLocalNotificationsPlugin()
  const push = createNativePush(plugin, { plugin: local.plugin })
  const messages: PushMessage[] = []
  push.onMessage((m) => messages.push(m))
  await push.ready()
  fake.receive({ id: 'os-2', title: 'Roster change', body: '21 Mar: Off -> Standby', data: { id: 'roster-change:RC-1:1', path: '/notifications/100001' } })
  await new Promise((resolve) => setTimeout(resolve, 0))
  assert.is(local.fake.shown.length, 1)
  assert.equal({ title: local.fake.shown[0]?.title, body: local.fake.shown[0]?.body }, { title: 'Roster change', body: '21 Mar: Off -> Standby' })
  assert.ok(Number.isInteger(local.fake.shown[0]?.id) && (local.fake.shown[0]?.id ?? -1) >= 0, 'an int id, as Android wants')
  local.fake.tap(0)
  assert.equal(messages, [
    { type: 'push-received', messageId: 'roster-change:RC-1:1' },
    { type: 'push-tap', messageId: 'roster-change:RC-1:1', path: '/notifications/100001' },
  ])
})

Push('without the foreground display (iOS, where the OS shows it): nothing is scheduled locally', async () => {
  const { plugin, fake } = fakePushPlugin()
  const local = fakeLocalNotificationsPlugin()
  const push = createNativePush(plugin)
  await push.ready()
  fake.receive({ id: 'os-2', title: 'News', data: { id: 'news:N-1', path: '/news' } })
  await new Promise((resolve) => setTimeout(resolve, 0))
  assert.is(local.fake.shown.length, 0)
})

Push('unsubscribing unregisters from FCM/APNs and forgets the token', async () => {
  const { plugin, fake } = fakePushPlugin()
  const push = createNativePush(plugin)
  await push.subscribe()()
  await push.unsubscribe()()
  assert.is(fake.unregistered, 1)
})

Push.run()
