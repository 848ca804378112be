import * as E from 'fp-ts/Either'
import * as TE from 'fp-ts/TaskEither'
import { suite } from 'uvu'
import * as assert from 'uvu/assert'
import { createOnlineStore } from '../../../adapters/http/online.store'
import { isNativeWrapper } from '../../../adapters/native/detect'
import { bindNativeConnectivity, nativeAppActivity } from '../../../adapters/native/native-app-state'
import { withSecureMeta } from '../../../adapters/native/secure-meta'
import type { CacheStore } from '../../../adapters/storage/cache-store'
import { fakeAppPlugin, fakeNetworkPlugin, fakeSecureStoragePlugin } from './capacitor-fakes'

/** IndexedDB's part of the cache: entries only; a meta call here would mean key material left the Keychain. */
const entriesOnly = (): CacheStore & { readonly metaCalls: string[] } => {
  const metaCalls: string[] = []
  return {
    metaCalls,
    getEntry: () => TE.right(undefined),
    putEntry: () => TE.right(undefined),
    deleteEntry: () => TE.right(undefined),
    deleteOlderThan: () => TE.right(0),
    getMeta: (key) => (metaCalls.push(key), TE.right(undefined)),
    putMeta: (key) => (metaCalls.push(key), TE.right(undefined)),
  }
}

const Secure = suite('native secure storage of the cache key material (@aparajita/capacitor-secure-storage)')

Secure('salts and hashes go to the Keychain/Keystore and come back as bytes; IndexedDB never sees them', async () => {
  const { plugin, fake } = fakeSecureStoragePlugin()
  const idb = entriesOnly()
  const store = withSecureMeta(idb, plugin)
  const salt = Uint8Array.from([0, 1, 2, 250, 255])
  assert.ok(E.isRight(await store.putMeta('cache-salt', { salt })()))
  assert.ok(E.isRight(await store.putMeta('offline-login', { salt, hash: Uint8Array.from([9, 9]), iterations: 600000 })()))
  const back = await store.getMeta('cache-salt')()
  assert.ok(E.isRight(back))
  const record = back.right as { salt: unknown }
  assert.ok(record.salt instanceof Uint8Array)
  assert.equal([...(record.salt as Uint8Array)], [0, 1, 2, 250, 255])
  assert.equal(await store.getMeta('missing')(), E.right(undefined))
  assert.equal(idb.metaCalls, [])
  assert.equal([...fake.items.keys()].sort(), ['cdp-cache-meta.cache-salt', 'cdp-cache-meta.offline-login'])
})

Secure('a Keychain that refuses is a StorageError, as IndexedDB failures are', async () => {
  const store = withSecureMeta(entriesOnly(), { getItem: () => Promise.reject(new Error('locked')), setItem: () => Promise.reject(new Error('locked')) })
  const read = await store.getMeta('cache-salt')()
  assert.ok(E.isLeft(read) && read.left._tag === 'Storage' && read.left.message === 'locked')
})
Secure.run()

const State = suite('native connectivity and app state (@capacitor/network, @capacitor/app)')

State('the online flag follows the phone\'s connection', async () => {
  const { plugin, fake } = fakeNetworkPlugin()
  fake.connected = false
  const online = createOnlineStore(true)
  await bindNativeConnectivity(online, plugin)
  assert.is(online.get(), false, 'the status at start')
  fake.change(true)
  assert.is(online.get(), true)
  fake.change(false)
  assert.is(online.get(), false)
})

State('the app is active in front and inactive in the background', async () => {
  const { plugin, fake } = fakeAppPlugin()
  const activity = await nativeAppActivity(plugin)
  const seen: boolean[] = []
  activity.subscribe((a) => seen.push(a))
  fake.change(false)
  fake.change(true)
  assert.equal(seen, [false, true])
})

State('the wrapper is recognised by the native bridge, not by a browser\'s web Capacitor', () => {
  assert.is(isNativeWrapper({ Capacitor: { isNativePlatform: () => true } }), true)
  assert.is(isNativeWrapper({ Capacitor: { isNativePlatform: () => false } }), false)
  assert.is(isNativeWrapper({}), false)
  assert.is(isNativeWrapper({ Capacitor: { isNativePlatform: () => { throw new Error('bridge gone') } } }), false)
})
State.run()
