import * as E from 'fp-ts/Either'
import * as O from 'fp-ts/Option'
import { Window } from 'happy-dom'
import { suite } from 'uvu'
import * as assert from 'uvu/assert'
import type { GeoPosition } from '../../core/check-in/geofence.rules'
import { browserGeolocation } from '../../adapters/geo/geolocation'
import { createNativeGeofence, detectNativeGeofence, parseFenceId, selectGeofenceDriver, type NativeFence, type NativeGeofencePlugin } from '../../adapters/geo/native-geofence'
import { createWebGeofence, zoneTransition } from '../../adapters/geo/web-geofence'
import { aConfig, aLogicalId, FRA, MUC } from './fixtures'
import { AT_FRA, AT_MUC, fakeGeo, IN_BETWEEN, recorder } from './geo-fixtures'

const Zones = suite('geofence evaluation against ciAllowedAirports')

Zones('"On entering the check-in zone": entering FRA is an entry, staying is not, MUC is a new entry', () => {
  const config = aConfig()
  const a = zoneTransition(null, AT_FRA, config)
  assert.equal(a, { current: 'FRA', entered: O.some('FRA') })
  assert.equal(zoneTransition(a.current, AT_FRA, config), { current: 'FRA', entered: O.none })
  assert.equal(zoneTransition('FRA', AT_MUC, config), { current: 'MUC', entered: O.some('MUC') })
})

Zones('outside every radius (haversine distance) there is no zone; coming back is an entry again', () => {
  const config = aConfig()
  assert.equal(zoneTransition('FRA', IN_BETWEEN, config), { current: null, entered: O.none })
  const fourKmFromFra: GeoPosition = { latitude: FRA.latitude + 0.036, longitude: FRA.longitude }
  assert.equal(zoneTransition(null, fourKmFromFra, config).current, null, '4 km is outside a 3 km radius')
  assert.equal(zoneTransition(null, AT_FRA, config).entered, O.some('FRA'))
})

Zones('web driver: watched positions report entries of the upcoming event with the airport', async () => {
  const { geo, move } = fakeGeo()
  const { entries, listener } = recorder()
  const driver = createWebGeofence(geo)
  assert.ok(await driver.register(aConfig(), listener)())
  move(IN_BETWEEN)
  move(AT_FRA)
  move(AT_FRA)
  move(AT_MUC)
  assert.equal(entries, [
    { logicalId: 'C_I-LH400-20260315', airport: 'FRA', fromBanner: false },
    { logicalId: 'C_I-LH400-20260315', airport: 'MUC', fromBanner: false },
  ])
})

Zones('web driver: status from the permission; initialize asks for a position', async () => {
  assert.is(await createWebGeofence(fakeGeo('granted').geo).readStatus()(), 'ok')
  assert.is(await createWebGeofence(fakeGeo('denied').geo).readStatus()(), 'permissionDenied')
  assert.is(await createWebGeofence(fakeGeo('prompt').geo).readStatus()(), 'none')
  assert.is(await createWebGeofence(fakeGeo('prompt', E.right({ ...AT_FRA, accuracy: 10 })).geo).initialize()(), 'ok')
  assert.is(await createWebGeofence(fakeGeo('prompt', E.left({ _tag: 'GeoPermissionDenied' })).geo).initialize()(), 'permissionDenied')
  assert.is(await createWebGeofence(fakeGeo('prompt', E.left({ _tag: 'GeoTimeout' })).geo).initialize()(), 'error')
})

Zones('web driver: a watch failure stops watching and reports the status; discard and stop end the watch', async () => {
  const first = fakeGeo()
  const { statuses, listener } = recorder()
  const driver = createWebGeofence(first.geo)
  await driver.register(aConfig(), listener)()
  first.fail({ _tag: 'GeoPermissionDenied' })
  assert.equal(statuses, ['permissionDenied'])
  assert.not.ok(first.watching())
  const second = fakeGeo()
  const other = createWebGeofence(second.geo)
  await other.register(aConfig(), recorder().listener)()
  await other.discard(aLogicalId('C_I-SOMETHING-ELSE'))()
  assert.ok(second.watching(), 'discarding another event keeps the watch')
  await other.discard(aLogicalId('C_I-LH400-20260315'))()
  assert.not.ok(second.watching())
})

Zones('browser Geolocation API: positions, permission denied, and no Permissions API', async () => {
  const window = new Window()
  const nav = {
    geolocation: {
      getCurrentPosition: (_ok: unknown, fail?: (e: { code: number; message: string }) => void) => fail?.({ code: 1, message: 'denied' }),
      watchPosition: () => 1,
      clearWatch: () => undefined,
    },
  }
  const geo = browserGeolocation(nav)
  assert.equal(await geo.currentPosition()(), E.left({ _tag: 'GeoPermissionDenied' }))
  assert.is(await geo.permission()(), 'unknown')
  const browserFits = (n: Navigator) => browserGeolocation(n)
  assert.type(browserFits, 'function', 'the browser navigator fits GeoNavigator (checked by tsc)')
  const none = browserGeolocation({})
  assert.equal(await none.currentPosition()(), E.left({ _tag: 'GeoUnsupported' }))
  await window.happyDOM.close()
})

/** A fake cordova-plugin-geofence. */
const fakePlugin = (initialize: () => Promise<unknown> = () => Promise.resolve('OK')) => {
  const added: NativeFence[][] = []
  const removed: string[][] = []
  const plugin: NativeGeofencePlugin = {
    initialize,
    addOrUpdate: (fences: ReadonlyArray<NativeFence>) => (added.push([...fences]), Promise.resolve()),
    remove: (ids: ReadonlyArray<string>) => (removed.push([...ids]), Promise.resolve()),
    removeAll: () => Promise.resolve(),
    onTransitionReceived: undefined,
    onNotificationClicked: undefined,
  }
  return { plugin, added, removed }
}
const TEXT = (airport: string) => ({ title: 'Check-in', text: `Check in at ${airport}?` })

const Native = suite('native geofence capability')

Native('detected as window.geofence or window.cordova.plugins.geofence; a plain browser has none', () => {
  const { plugin } = fakePlugin()
  assert.is(detectNativeGeofence({ geofence: plugin }), plugin)
  assert.is(detectNativeGeofence({ cordova: { plugins: { geofence: plugin } } }), plugin)
  assert.is(detectNativeGeofence({ geofence: { initialize: () => undefined } }), undefined)
  assert.is(detectNativeGeofence(new Window()), undefined)
  assert.is(detectNativeGeofence(undefined), undefined)
})

Native('"used instead": the native plugin wins over the browser evaluation when both exist', () => {
  const { plugin } = fakePlugin()
  assert.is(selectGeofenceDriver({ win: { geofence: plugin }, geolocation: fakeGeo().geo, notificationText: TEXT })?.kind, 'native')
  assert.is(selectGeofenceDriver({ win: {}, geolocation: fakeGeo().geo, notificationText: TEXT })?.kind, 'web')
  assert.is(selectGeofenceDriver({ win: {}, geolocation: undefined, notificationText: TEXT }), undefined)
})

Native('register adds one ENTER fence per allowed airport; a transition is an entry, a notification click a banner entry', async () => {
  const { plugin, added } = fakePlugin()
  const { entries, listener } = recorder()
  const driver = createNativeGeofence(plugin, TEXT)
  assert.ok(await driver.register(aConfig(), listener)())
  const fences = added[0] ?? []
  assert.equal(fences.map((f) => [f.latitude, f.radius, f.transitionType]), [[FRA.latitude, FRA.radius, 1], [MUC.latitude, MUC.radius, 1]])
  assert.equal(parseFenceId(fences[1]?.id ?? ''), { logicalId: 'C_I-LH400-20260315', airport: 'MUC' })
  plugin.onTransitionReceived?.([{ id: fences[0]?.id }, { id: 'someone-else' }])
  plugin.onTransitionReceived?.('garbage')
  plugin.onNotificationClicked?.({ logicalId: 'C_I-LH400-20260315', airport: 'FRA' })
  plugin.onNotificationClicked?.({ nope: true })
  assert.equal(entries, [
    { logicalId: 'C_I-LH400-20260315', airport: 'FRA', fromBanner: false },
    { logicalId: 'C_I-LH400-20260315', airport: 'FRA', fromBanner: true },
  ])
})

Native('status: none until initialized; a refused permission is permission denied, another failure error', async () => {
  const driver = createNativeGeofence(fakePlugin().plugin, TEXT)
  assert.is(await driver.readStatus()(), 'none')
  assert.is(await driver.initialize()(), 'ok')
  assert.is(await driver.readStatus()(), 'ok')
  assert.is(await createNativeGeofence(fakePlugin(() => Promise.reject(new Error('Location permission denied'))).plugin, TEXT).initialize()(), 'permissionDenied')
  assert.is(await createNativeGeofence(fakePlugin(() => Promise.reject(new Error('GPS off'))).plugin, TEXT).initialize()(), 'error')
})

Native('discard removes the fences of that event only', async () => {
  const { plugin, removed } = fakePlugin()
  const driver = createNativeGeofence(plugin, TEXT)
  await driver.register(aConfig(), recorder().listener)()
  await driver.discard(aLogicalId('C_I-LH400-20260315'))()
  assert.is(removed[0]?.length, 2)
})

Zones.run()
Native.run()
