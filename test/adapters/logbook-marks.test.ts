// The logbook's "I flew" marks on the device (issue 29): in the encrypted offline cache (IndexedDB, AES-GCM), read
// back after the app is reopened and while offline, not readable in the device's storage; the marks a former version
// kept in local storage are moved into the cache once and deleted there.
import * as E from 'fp-ts/Either'
import { Window } from 'happy-dom'
import { suite } from 'uvu'
import * as assert from 'uvu/assert'
import { createLogbookDeviceMarks } from '../../adapters/storage/logbook-marks.storage'
import { createPreferences } from '../../adapters/storage/preferences.storage'
import type { PilotFlyingMarks } from '../../core/logbook/logbook.codec'
import { loadPilotFlyingMarks } from '../../core/logbook/pilot-flying-marks.use-case'
import { CrmId } from '../../core/shared/brands'
import { decodeOrThrow } from './fixtures'
import { fakeTime } from './fake-clock'
import { aCache, aStore, containsReadable, everyStoredByte } from './idb-fixtures'

const ANNA = decodeOrThrow(CrmId, '100001')
const MARKS: PilotFlyingMarks = [{ eventId: 'AF006-20260310-CDG', pilotFlying: true }]
const LEGACY_KEY = 'prefs:100001:logbookMarks'

const withWindow = async (run: (window: Window) => Promise<void>) => {
  const window = new Window({ url: 'https://crew.example.test/' })
  try {
    await run(window)
  } finally {
    await window.happyDOM.close()
  }
}
const storageOf = (window: Window): Storage => window.localStorage as unknown as Storage

const Marks = suite('logbook marks in the encrypted offline cache')

Marks('kept across a reopened app, read while offline (the server unreachable), not readable in the storage', () =>
  withWindow(async (window) => {
    const { factory, store } = await aStore()
    const time = fakeTime()
    const first = aCache(store, time)
    await first.unlock('anna-demo')()
    assert.equal(await createLogbookDeviceMarks(first, createPreferences(storageOf(window))).write(ANNA, MARKS)(), E.right(undefined))
    first.lock()
    assert.not.ok(containsReadable(await everyStoredByte(factory), 'AF006-20260310-CDG'))
    assert.is(storageOf(window).getItem(LEGACY_KEY), null, 'nothing in local storage')

    const reopened = aCache((await aStore(factory)).store, time)
    await reopened.unlock('anna-demo')()
    const device = createLogbookDeviceMarks(reopened, createPreferences(storageOf(window)))
    const offline = { loadMarks: () => () => Promise.resolve(E.left({ _tag: 'Offline' as const })), saveMark: () => () => Promise.resolve(E.left({ _tag: 'Offline' as const })) }
    assert.equal(await loadPilotFlyingMarks({ port: offline, device })(ANNA)(), { marks: MARKS, home: 'deviceCopy' })
  }))

Marks('marks in local storage from before: moved into the cache once, then deleted; kept there while the cache is locked', () =>
  withWindow(async (window) => {
    storageOf(window).setItem(LEGACY_KEY, JSON.stringify(MARKS))
    const { store } = await aStore()
    const cache = aCache(store, fakeTime())
    const device = createLogbookDeviceMarks(cache, createPreferences(storageOf(window)))
    // Locked (signed out): nothing to read, and local storage keeps its copy for later.
    assert.equal(await device.read(ANNA)(), [])
    assert.is(storageOf(window).getItem(LEGACY_KEY), JSON.stringify(MARKS))
    await cache.unlock('anna-demo')()
    assert.equal(await device.read(ANNA)(), MARKS)
    assert.is(storageOf(window).getItem(LEGACY_KEY), null, 'deleted once moved')
    assert.equal(await cache.get('logbook-marks:100001')(), E.right({ _tag: 'Some', value: MARKS }))
    // Once: a later local-storage entry (an older app still open in another tab) does not replace the cache's marks.
    storageOf(window).setItem(LEGACY_KEY, JSON.stringify([{ eventId: 'X', pilotFlying: false }]))
    assert.equal(await device.read(ANNA)(), MARKS)
    assert.is(storageOf(window).getItem(LEGACY_KEY), null)
  }))

Marks('an entry that no longer decodes reads as no marks', () =>
  withWindow(async (window) => {
    const { store } = await aStore()
    const cache = aCache(store, fakeTime())
    await cache.unlock('anna-demo')()
    await cache.put('logbook-marks:100001', { not: 'marks' })()
    assert.equal(await createLogbookDeviceMarks(cache, createPreferences(storageOf(window))).read(ANNA)(), [])
  }))

Marks('the 7 days of the cache run from the marks\' last use: read every 6 days they stay, left 8 days they are gone', () =>
  withWindow(async (window) => {
    const { store } = await aStore()
    const time = fakeTime()
    const cache = aCache(store, time)
    await cache.unlock('anna-demo')()
    const device = createLogbookDeviceMarks(cache, createPreferences(storageOf(window)))
    await device.write(ANNA, MARKS)()
    const day = 24 * 60 * 60 * 1000
    for (let week = 0; week < 3; week += 1) {
      time.advance(6 * day)
      assert.equal(await device.read(ANNA)(), MARKS, `still there after ${(week + 1) * 6} days of weekly use`)
    }
    time.advance(8 * day)
    assert.equal(await device.read(ANNA)(), [], 'unused for more than 7 days: expired, as every entry of the cache')
  }))

Marks.run()
