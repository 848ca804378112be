import * as E from 'fp-ts/Either'
import * as O from 'fp-ts/Option'
import * as TE from 'fp-ts/TaskEither'
import { Window } from 'happy-dom'
import { suite } from 'uvu'
import * as assert from 'uvu/assert'
import type { TransportError } from '../../core/errors/app-error'
import type { Device, DeviceRegistrationBody } from '../../core/settings/device.codec'
import type { SettingsPort } from '../../core/settings/settings.port'
import { createDeviceRegistration } from '../../adapters/push/device-registration'
import type { HttpClient } from '../../adapters/http/http-client'
import { holdEarlyTaps, takeTapFromAddress, type EarlyTaps } from '../../adapters/push/early-taps'
import { lazyPagePush } from '../../adapters/push/lazy-page-push'
import { createPagePush } from '../../adapters/push/page-push'
import { bindPushTaps, createPushTapHandler } from '../../adapters/push/push-tap.handler'
import { createWebPush, type PushRegistration, type ServiceWorkerMessages } from '../../adapters/push/web-push'
import { createPreferences } from '../../adapters/storage/preferences.storage'
import type { PushService } from '../../core/platform/push.port'

const withStorage = async (run: (storage: Storage) => void | Promise<void>) => {
  const window = new Window({ url: 'https://crew.example.test/' })
  try {
    await run(window.localStorage)
  } finally {
    await window.happyDOM.close()
  }
}

const fakeSettings = (devices: Device[], registerFails = false) => {
  const calls: string[] = []
  const registered: DeviceRegistrationBody[] = []
  const settings: Pick<SettingsPort, 'loadDevices' | 'registerDevice' | 'deleteDevice' | 'resetBadge'> = {
    loadDevices: (domain) => (calls.push(`GET /device/${domain}`), TE.right(devices)),
    registerDevice: (domain, body) => {
      calls.push(`POST /device/${domain}`)
      registered.push(body)
      return registerFails ? TE.left<TransportError>({ _tag: 'Http', status: 500, request: { method: 'POST', url: '/device' }, isJson: false }) : TE.right(undefined)
    },
    deleteDevice: (domain, uuid) => (calls.push(`DELETE /device/${domain}/${uuid}`), TE.right(undefined)),
    resetBadge: (domain, uuid) => (calls.push(`PUT /device/resetBadge/${domain}/${uuid}`), TE.right(undefined)),
  }
  return { settings, calls, registered }
}

const fakePush = (token: string | undefined, afterSubscribe = 'T-new'): PushService => ({
  currentToken: () => async () => O.fromNullable(token),
  subscribe: () => TE.right(afterSubscribe),
  unsubscribe: () => async () => undefined,
  onMessage: () => () => undefined,
})

const Record = suite('push: the device record')

Record('an unregistered device is registered: POST /device/IADP with deviceName, deviceToken, uuid', () =>
  withStorage(async (storage) => {
    const { settings, calls, registered } = fakeSettings([])
    const reg = createDeviceRegistration({ settings, push: fakePush('T1'), preferences: createPreferences(storage), deviceName: 'Chrome on Linux', newUuid: () => 'U-1' })
    const result = await reg.sync({ subscribe: false })()
    assert.ok(E.isRight(result) && result.right._tag === 'UpdateDevice')
    assert.equal(calls, ['GET /device/IADP', 'POST /device/IADP'])
    assert.equal(registered, [{ uuid: 'U-1', deviceName: 'Chrome on Linux', deviceToken: 'T1' }])
  }))

Record('"If the stored token of this device differs from the current token, the device record is updated"', () =>
  withStorage(async (storage) => {
    const preferences = createPreferences(storage)
    const stored: Device = { uuid: 'U-1', deviceName: 'web', deviceToken: 'T-old', domain: 'IADP' }
    const same = fakeSettings([{ ...stored, deviceToken: 'T1' }])
    const upToDate = await createDeviceRegistration({ settings: same.settings, push: fakePush('T1'), preferences, deviceName: 'web', newUuid: () => 'U-1' }).sync({ subscribe: false })()
    assert.ok(E.isRight(upToDate) && upToDate.right._tag === 'UpToDate')
    assert.equal(same.calls, ['GET /device/IADP'])
    const changed = fakeSettings([stored])
    await createDeviceRegistration({ settings: changed.settings, push: fakePush('T1'), preferences, deviceName: 'web', newUuid: () => 'U-2' }).sync({ subscribe: false })()
    assert.equal(changed.registered.map((b) => [b.uuid, b.deviceToken]), [['U-1', 'T1']], 'the stored uuid is kept')
  }))

Record('"Missing push token (report to admin)": no token and no subscription is MissingPushToken', () =>
  withStorage(async (storage) => {
    const { settings } = fakeSettings([])
    const result = await createDeviceRegistration({ settings, push: fakePush(undefined), preferences: createPreferences(storage), deviceName: 'web', newUuid: () => 'U' }).sync({ subscribe: false })()
    assert.equal(result, E.left({ _tag: 'MissingPushToken' }))
  }))

Record('subscribing when asked: a new subscription token is registered', () =>
  withStorage(async (storage) => {
    const { settings, registered } = fakeSettings([])
    await createDeviceRegistration({ settings, push: fakePush(undefined, 'T-sub'), preferences: createPreferences(storage), deviceName: 'web', newUuid: () => 'U' }).sync({ subscribe: true })()
    assert.is(registered[0]?.deviceToken, 'T-sub')
  }))

Record('"Device registration failed": a failing POST is DeviceRegistrationFailed with its cause', () =>
  withStorage(async (storage) => {
    const { settings } = fakeSettings([], true)
    const result = await createDeviceRegistration({ settings, push: fakePush('T'), preferences: createPreferences(storage), deviceName: 'web', newUuid: () => 'U' }).sync({ subscribe: false })()
    assert.ok(E.isLeft(result) && result.left._tag === 'DeviceRegistrationFailed')
  }))

Record('unregister and resetBadge use this device\'s uuid: DELETE /device/IADP/{uuid}, PUT /device/resetBadge/IADP/{uuid}', () =>
  withStorage(async (storage) => {
    const { settings, calls } = fakeSettings([{ uuid: 'U-9', deviceName: 'web', deviceToken: 'T', domain: 'IADP' }])
    const reg = createDeviceRegistration({ settings, push: fakePush('T'), preferences: createPreferences(storage), deviceName: 'web', newUuid: () => 'U-9' })
    await reg.unregister()()
    await reg.resetBadge()()
    assert.equal(calls, ['GET /device/IADP', 'DELETE /device/IADP/U-9', 'PUT /device/resetBadge/IADP/U-9'])
    assert.is(storage.getItem('device:deviceUuid'), '"U-9"')
  }))

Record('unregister: a device the server does not list is not deleted (no failing request); success all the same', () =>
  withStorage(async (storage) => {
    const { settings, calls } = fakeSettings([{ uuid: 'OTHER', deviceName: 'phone', deviceToken: 'T', domain: 'IADP' }])
    const reg = createDeviceRegistration({ settings, push: fakePush('T'), preferences: createPreferences(storage), deviceName: 'web', newUuid: () => 'U-9' })
    assert.ok(E.isRight(await reg.unregister()()))
    assert.equal(calls, ['GET /device/IADP'])
  }))

Record('unregister: a device the server does not know (404) is unregistered already; another failure is DeviceRegistrationFailed', () =>
  withStorage(async (storage) => {
    const failing = (status: number) => {
      const { settings } = fakeSettings([{ uuid: 'U', deviceName: 'web', deviceToken: 'T', domain: 'IADP' }])
      const deleteDevice: typeof settings.deleteDevice = () => TE.left({ _tag: 'Http', status, request: { method: 'DELETE', url: '/device' }, isJson: true })
      return createDeviceRegistration({ settings: { ...settings, deleteDevice }, push: fakePush('T'), preferences: createPreferences(storage), deviceName: 'web', newUuid: () => 'U' })
    }
    assert.ok(E.isRight(await failing(404).unregister()()), 'push switched off on a browser that never registered')
    const refused = await failing(500).unregister()()
    assert.ok(E.isLeft(refused) && refused.left._tag === 'DeviceRegistrationFailed')
  }))

const Taps = suite('push: "once per distinct message id"')

const aHandler = (storage: Storage) => {
  const visits: string[] = []
  const handler = createPushTapHandler({
    preferences: createPreferences(storage),
    actions: { navigate: (path) => visits.push(path), loadNews: () => visits.push('loadNews') },
  })
  return { handler, visits }
}

Taps('a tapped message sends the user to /news and loads news once; the same id again does nothing', () =>
  withStorage((storage) => {
    const { handler, visits } = aHandler(storage)
    handler.authenticationChanged(true)
    handler.tapped('M1')
    handler.tapped('M1')
    assert.equal(visits, ['/news', 'loadNews'])
    handler.tapped('M2')
    assert.equal(visits, ['/news', 'loadNews', '/news', 'loadNews'])
  }))

Taps('the handled id survives a reload (lastHandledPushMessageId in local storage)', () =>
  withStorage((storage) => {
    const first = aHandler(storage)
    first.handler.authenticationChanged(true)
    first.handler.tapped('M1')
    assert.is(storage.getItem('device:lastHandledPushMessageId'), '"M1"')
    const afterReload = aHandler(storage)
    afterReload.handler.authenticationChanged(true)
    afterReload.handler.tapped('M1')
    assert.equal(afterReload.visits, [])
  }))

Taps('"loads news once authenticated": a tap before sign-in waits for authentication', () =>
  withStorage((storage) => {
    const { handler, visits } = aHandler(storage)
    handler.tapped('M7')
    assert.equal(visits, [])
    handler.authenticationChanged(true)
    assert.equal(visits, ['/news', 'loadNews'])
  }))

const WebPush = suite('push: Web Push through the service worker registration')

WebPush('the token is the subscription JSON; subscribing uses the VAPID key with userVisibleOnly', async () => {
  const options: unknown[] = []
  let subscription: { toJSON(): unknown; unsubscribe(): Promise<boolean> } | null = null
  const registration: PushRegistration = {
    pushManager: {
      getSubscription: async () => subscription,
      subscribe: async (o) => {
        options.push(o)
        subscription = { toJSON: () => ({ endpoint: 'https://push.example/abc', keys: { p256dh: 'k', auth: 'a' } }), unsubscribe: async () => ((subscription = null), true) }
        return subscription
      },
    },
  }
  const push = createWebPush({ registration: async () => registration, applicationServerKey: 'VAPID', messages: undefined })
  assert.equal(await push.currentToken()(), O.none)
  const token = await push.subscribe()()
  assert.equal(token, E.right('{"endpoint":"https://push.example/abc","keys":{"p256dh":"k","auth":"a"}}'))
  assert.equal(options, [{ userVisibleOnly: true, applicationServerKey: 'VAPID' }])
  assert.ok(O.isSome(await push.currentToken()()))
  await push.unsubscribe()()
  assert.equal(await push.currentToken()(), O.none)
})

WebPush('a refused permission is PushPermissionDenied; no service worker is PushUnsupported', async () => {
  const refusing: PushRegistration = {
    pushManager: {
      getSubscription: async () => null,
      subscribe: async () => {
        throw Object.assign(new Error('denied'), { name: 'NotAllowedError' })
      },
    },
  }
  assert.equal(await createWebPush({ registration: async () => refusing, applicationServerKey: 'K', messages: undefined }).subscribe()(), E.left({ _tag: 'PushPermissionDenied' }))
  assert.equal(await createWebPush({ registration: async () => undefined, applicationServerKey: 'K', messages: undefined }).subscribe()(), E.left({ _tag: 'PushUnsupported' }))
})

WebPush('service worker taps reach the handler once per id; other messages are ignored', () =>
  withStorage((storage) => {
    const window = new Window()
    const target = new window.EventTarget()
    const messages: ServiceWorkerMessages = {
      addEventListener: (type, l) => target.addEventListener(type, (e) => l({ data: e instanceof window.MessageEvent ? e.data : undefined })),
      removeEventListener: () => undefined,
    }
    const push = createWebPush({ registration: async () => undefined, applicationServerKey: 'K', messages })
    const { handler, visits } = aHandler(storage)
    handler.authenticationChanged(true)
    bindPushTaps(push, handler)
    const post = (data: unknown) => target.dispatchEvent(new window.MessageEvent('message', { data }))
    post({ type: 'push-tap', messageId: 'M1' })
    post({ type: 'push-tap', messageId: 'M1' })
    post({ type: 'push-received', messageId: 'M2' })
    post('garbage')
    assert.equal(visits, ['/news', 'loadNews'])
    const browserFits = (r: ServiceWorkerRegistration, c: ServiceWorkerContainer) => createWebPush({ registration: async () => r, applicationServerKey: 'K', messages: c })
    assert.type(browserFits, 'function', 'the browser registration and container fit (checked by tsc)')
  }))

WebPush('a tap on a push about a roster change opens its confirmation, once, also when it opened the page', () =>
  withStorage((storage) => {
    const window = new Window()
    const target = new window.EventTarget()
    const messages: ServiceWorkerMessages = {
      addEventListener: (type, l) => target.addEventListener(type, (e) => l({ data: e instanceof window.MessageEvent ? e.data : undefined })),
      removeEventListener: () => undefined,
    }
    const { handler, visits } = aHandler(storage)
    handler.authenticationChanged(true)
    bindPushTaps(createWebPush({ registration: async () => undefined, applicationServerKey: 'K', messages }), handler)
    const post = (data: unknown) => target.dispatchEvent(new window.MessageEvent('message', { data }))
    const received: string[] = []
    handler.onReceived((id) => received.push(id))
    post({ type: 'push-tap', messageId: 'C1', path: '/notifications/100001' })
    post({ type: 'push-tap', messageId: 'C1', path: '/notifications/100001' })
    post({ type: 'push-received', messageId: 'N9' })
    assert.equal(visits, ['/notifications/100001'])
    assert.equal(received, ['N9'], 'a push arriving while open is reported, not opened')
    const replaced: string[] = []
    const address = { location: { href: 'https://app.test/?pushTap=R1&pushPath=%2Fdaily-remarks&x=1' }, history: { replaceState: (_: unknown, __: string, url: string) => void replaced.push(url) } }
    // The page hands the tap in its address to the same handler (createPagePush, from holdEarlyTaps).
    const opened = takeTapFromAddress(address)
    if (opened !== undefined) handler.tapped(opened.messageId, opened.path)
    assert.equal(visits, ['/notifications/100001', '/daily-remarks'])
    assert.equal(replaced, ['/?x=1'], 'the tap leaves the address')
    assert.is(takeTapFromAddress({ ...address, location: { href: 'https://app.test/' } }), undefined)
    assert.is(replaced.length, 1, 'an address without a tap is left alone')
  }))

WebPush('the VAPID key is asked for when subscribing; a server with push off means unsupported', async () => {
  const subscribed: unknown[] = []
  const registration: PushRegistration = {
    pushManager: {
      getSubscription: async () => null,
      subscribe: async (options) => {
        subscribed.push(options.applicationServerKey)
        return { toJSON: () => ({ endpoint: 'https://push.test/1', keys: { p256dh: 'p', auth: 'a' } }) }
      },
    },
  }
  const off = await createWebPush({ registration: async () => registration, applicationServerKey: async () => undefined, messages: undefined }).subscribe()()
  assert.equal(off, E.left({ _tag: 'PushUnsupported' }))
  const on = await createWebPush({ registration: async () => registration, applicationServerKey: async () => 'SERVER-KEY', messages: undefined }).subscribe()()
  assert.ok(E.isRight(on))
  assert.equal(subscribed, ['SERVER-KEY'])
})

/** A service worker container whose messages the test posts, and which reports how many listen. */
const aWorker = () => {
  const listeners = new Set<(event: { readonly data: unknown }) => void>()
  return {
    addEventListener: (_: 'message', l: (event: { readonly data: unknown }) => void) => void listeners.add(l),
    removeEventListener: (_: 'message', l: (event: { readonly data: unknown }) => void) => void listeners.delete(l),
    getRegistration: async () => undefined,
    post: (data: unknown) => [...listeners].forEach((l) => l({ data })),
    listening: () => listeners.size,
  }
}

const noClient: HttpClient = {
  request: () => TE.left({ _tag: 'Network', request: { method: 'GET', url: '/' }, message: 'not in this test', timedOut: false }),
  urlOf: (_, path) => path,
  cached: () => () => Promise.resolve(O.none),
}

const Early = suite('push: taps and pushes before the push code has loaded')

/** The facade of a page (lazy-page-push.ts) over a real createPagePush, counting how often its code was asked. */
const aLazyPush = (storage: Storage, worker: ReturnType<typeof aWorker>, early: () => EarlyTaps, visits: string[], options: { readonly fail?: () => boolean } = {}) => {
  let built = 0
  const facade = lazyPagePush(async () => {
    if (options.fail?.() === true) throw new Error('chunk not fetched')
    built += 1
    return createPagePush({
      win: { navigator: { serviceWorker: worker } },
      native: undefined,
      client: noClient,
      preferences: createPreferences(storage),
      actions: { navigate: (path) => visits.push(path), loadNews: () => visits.push('loadNews') },
    })
  }, early)
  return { facade, built: () => built }
}

Early('a tap in the address and one posted to the login form wait for the push code, then for the sign-in', () =>
  withStorage(async (storage) => {
    const worker = aWorker()
    const replaced: string[] = []
    const address = { location: { href: 'https://app.test/?pushTap=A1&pushPath=%2Fdaily-remarks' }, history: { replaceState: (_: unknown, __: string, url: string) => void replaced.push(url) } }
    const arrived: string[] = []
    const early = holdEarlyTaps({ ...address, messages: worker }, (type) => arrived.push(type))
    assert.equal(arrived, ['push-tap'], 'a tap in the address asks for the push code at once')
    assert.equal(replaced, ['/'], 'and leaves the address before the router reads it')
    worker.post({ type: 'push-received', messageId: 'R1' })
    worker.post({ type: 'push-tap', messageId: 'M1', path: '/notifications/100001' })
    assert.equal(arrived, ['push-tap', 'push-received', 'push-tap'], 'the caller hears of each message (it decides what loads)')

    const visits: string[] = []
    const { facade, built } = aLazyPush(storage, worker, () => early, visits)
    const received: string[] = []
    facade.taps.onReceived((id) => received.push(id))
    await facade.load()
    assert.is(built(), 1)
    assert.equal(visits, [], 'signed out: the taps wait')
    assert.equal(received, ['R1'], 'the push that arrived before is handed over')
    assert.is(worker.listening(), 1, 'the push code listens now, the early listener no more')
    facade.taps.authenticationChanged(true)
    assert.equal(visits, ['/notifications/100001'], 'signed in: the last tap opens its screen')
    assert.equal(early.take(), [], 'the held messages are handed over once')
    worker.post({ type: 'push-tap', messageId: 'M1', path: '/notifications/100001' })
    worker.post({ type: 'push-tap', messageId: 'M2' })
    worker.post({ type: 'push-received', messageId: 'R2' })
    assert.equal(visits, ['/notifications/100001', '/news', 'loadNews'], 'a held tap counts as handled; a new one opens once')
    assert.equal(received, ['R1', 'R2'])
    await facade.load()
    assert.is(built(), 1, 'built once')
  }))

Early('no message before the push code: nothing is asked for, and nothing is handed over', () => {
  const worker = aWorker()
  const arrived: string[] = []
  const early = holdEarlyTaps({ location: { href: 'https://app.test/roster?x=1' }, history: { replaceState: () => assert.unreachable('the address stays') }, messages: worker }, (type) => arrived.push(type))
  worker.post('garbage')
  worker.post({ type: 'push-tap' })
  worker.post({ type: 'push-other', messageId: 'X' })
  // What core's PushMessage refuses is refused here too (the push code's own binding decodes with it).
  worker.post({ type: 'push-tap', messageId: 'Y', path: 42 })
  worker.post({ type: 'push-received', messageId: 7 })
  assert.equal(arrived, [])
  assert.equal(early.take(), [])
  assert.is(worker.listening(), 0)
})

Early('signed in before the code loads: the facade remembers it, and the tap that loads the code opens its screen', () =>
  withStorage(async (storage) => {
    const worker = aWorker()
    const early = holdEarlyTaps({ location: { href: 'https://app.test/' }, history: { replaceState: () => undefined }, messages: worker }, () => undefined)
    const visits: string[] = []
    const { facade, built } = aLazyPush(storage, worker, () => early, visits)
    facade.taps.authenticationChanged(true)
    assert.ok(facade.signedIn())
    assert.is(built(), 0, 'the session starting loads no push code')
    worker.post({ type: 'push-tap', messageId: 'T1', path: '/daily-remarks' })
    await facade.load()
    assert.equal(visits, ['/daily-remarks'])
    facade.taps.authenticationChanged(false)
    assert.not.ok(facade.signedIn())
    worker.post({ type: 'push-tap', messageId: 'T2', path: '/news' })
    assert.equal(visits, ['/daily-remarks'], 'signed out again: a tap waits')
  }))

Early('the push service loads its code on its first call; a code that cannot be fetched answers as without push, and the next call tries again', () =>
  withStorage(async (storage) => {
    const worker = aWorker()
    const early = holdEarlyTaps({ location: { href: 'https://app.test/' }, history: { replaceState: () => undefined }, messages: worker }, () => undefined)
    let offline = true
    const { facade, built } = aLazyPush(storage, worker, () => early, [], { fail: () => offline })
    const messages: string[] = []
    const stop = facade.push.onMessage((m) => messages.push(m.messageId))
    assert.is(built(), 0, 'listening loads nothing')
    assert.equal(await facade.push.currentToken()(), O.none)
    const failed = await facade.push.subscribe()()
    assert.ok(E.isLeft(failed) && failed.left._tag === 'PushFailed', 'a failed subscription, not a throw')
    offline = false
    assert.equal(await facade.push.currentToken()(), O.none, 'no registration in this test: no token')
    assert.is(built(), 1)
    worker.post({ type: 'push-received', messageId: 'P1' })
    assert.equal(messages, ['P1'], 'a listener added before the code loaded hears the messages after')
    stop()
    worker.post({ type: 'push-received', messageId: 'P2' })
    assert.equal(messages, ['P1'], 'and stops when it asks')
  }))

Record.run()
Taps.run()
WebPush.run()
Early.run()
