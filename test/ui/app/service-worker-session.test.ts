// The service worker's signal for the signed-in frame (issue 27, decision 3; ui/service-worker-session.ts): a session
// is open on the device exactly while the session key store (adapters/storage/session-key.store.ts) holds its record.
// The check never creates the database, and never fails: anything odd is "no session" (the login page).
import { IDBFactory } from 'fake-indexeddb'
import { suite } from 'uvu'
import * as assert from 'uvu/assert'
import { indexedDbSessionKeyStore, SESSION_KEY_DATABASE, SESSION_KEY_RECORD, SESSION_KEY_STORE } from '../../../adapters/storage/session-key.store'
import { KEY_DATABASE, KEY_RECORD, KEY_STORE, sessionOpenOnDevice } from '../../../ui/service-worker-session'

const SessionSignal = suite('the service worker tells an open session by the kept cache key')

/** Two non-extractable AES keys, as the encrypted cache keeps them. */
const someKeys = async () => {
  const key = () => crypto.subtle.generateKey({ name: 'AES-GCM', length: 256 }, false, ['encrypt', 'decrypt'])
  return { encryption: await key(), naming: await key() }
}

const run = async <A>(task: () => Promise<{ _tag: string } & A>): Promise<void> => {
  const result = await task()
  assert.is(result._tag, 'Right')
}

SessionSignal('the worker looks where the session key store keeps the key', () => {
  assert.equal([KEY_DATABASE, KEY_STORE, KEY_RECORD], [SESSION_KEY_DATABASE, SESSION_KEY_STORE, SESSION_KEY_RECORD])
})

SessionSignal('no database: no session, and the check leaves no database behind', async () => {
  const factory = new IDBFactory()
  assert.is(await sessionOpenOnDevice(factory), false)
  assert.equal((await factory.databases()).map((d) => d.name), [], 'the database was not created')
  assert.is(await sessionOpenOnDevice(undefined), false, 'no IndexedDB at all (a browser that refuses it)')
})

SessionSignal('the key kept: a session; the key removed (logout, expiry, user change, lock): none', async () => {
  const factory = new IDBFactory()
  const store = indexedDbSessionKeyStore(factory)
  await run(store.save(await someKeys()))
  assert.is(await sessionOpenOnDevice(factory), true, 'kept')
  await run(store.remove())
  assert.is(await sessionOpenOnDevice(factory), false, 'removed')
  await run(store.save(await someKeys()))
  assert.is(await sessionOpenOnDevice(factory), true, 'kept again by the next sign-in')
  // The store's own connection still works after the check's (which closes its own).
  await run(store.remove())
  assert.is(await sessionOpenOnDevice(factory), false)
})

SessionSignal('a database of that name without the store: none', async () => {
  const factory = new IDBFactory()
  await new Promise<void>((resolve, reject) => {
    const open = factory.open(SESSION_KEY_DATABASE, 1)
    open.onsuccess = () => {
      open.result.close()
      resolve()
    }
    open.onerror = () => reject(open.error)
  })
  assert.is(await sessionOpenOnDevice(factory), false)
  const names = (await factory.databases()).map((d) => d.name)
  assert.equal(names, [SESSION_KEY_DATABASE])
})

SessionSignal('an IndexedDB that throws on open: none', async () => {
  const throwing = { open: () => { throw new Error('SecurityError') } } as unknown as IDBFactory
  assert.is(await sessionOpenOnDevice(throwing), false)
})

SessionSignal.run()
