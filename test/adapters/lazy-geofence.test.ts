import * as E from 'fp-ts/Either'
import * as TE from 'fp-ts/TaskEither'
import { suite } from 'uvu'
import * as assert from 'uvu/assert'
import type { GeofenceDriver } from '../../adapters/geo/geofence-driver'
import { createGeofenceRunner } from '../../adapters/geo/geofence-runner'
import { lazyGeofenceRunner } from '../../adapters/geo/lazy-geofence-runner'
import { lazyGeolocation } from '../../adapters/geo/lazy-geolocation'
import type { GeofenceState } from '../../core/check-in/geofence.machine'
import type { GeofenceEvent } from '../../core/check-in/geofence.messages'
import type { GeofenceRunner } from '../../core/platform/geofence.port'
import type { GeoPosition } from '../../core/check-in/geofence.rules'
import { fakeTime } from './fake-clock'
import { aConfig, aCrmId } from './fixtures'
import { AT_FRA, fakeGeo, LATER, settle } from './geo-fixtures'

const start = (over: Partial<{ locationCheckInEnabled: boolean; authenticated: boolean; geofenceCapability: boolean }> = {}): GeofenceEvent => ({
  _tag: 'Start',
  crmId: aCrmId('C1001'),
  locationCheckInEnabled: true,
  authenticated: true,
  geofenceCapability: true,
  ...over,
})

/** The real runner over a driver that reports 'ok' and registers, and a module load the test counts (and may fail). */
const aLazyGeofence = (failures = 0) => {
  const calls: string[] = []
  const driver: GeofenceDriver = {
    kind: 'web',
    readStatus: () => () => (calls.push('readStatus'), Promise.resolve('ok')),
    initialize: () => () => Promise.resolve('ok'),
    register: () => () => (calls.push('register'), Promise.resolve(true)),
    discard: () => () => Promise.resolve(),
    stop: () => () => (calls.push('stop'), Promise.resolve()),
  }
  const warnings: string[] = []
  let loads = 0
  let failing = failures
  const load = async (): Promise<GeofenceRunner> => {
    loads += 1
    if (failing > 0) {
      failing -= 1
      throw new TypeError('Failed to fetch dynamically imported module')
    }
    return createGeofenceRunner({
      driver,
      checkIn: { loadConfiguration: () => TE.right(aConfig(LATER)) },
      scheduler: fakeTime().scheduler,
      ui: { offerCheckIn: () => Promise.resolve(false), navigateToCheckIn: () => undefined },
      logWarning: (m) => warnings.push(m),
    })
  }
  const runner = lazyGeofenceRunner(load, (m) => warnings.push(m))
  return { runner, calls, warnings, loads: () => loads }
}

const Lazy = suite('lazyGeofenceRunner: the geofence code loads on the first Start that may start it')

Lazy('a crew member without check-in by location (or signed out, or without a driver) never loads it; the machine reads as stopped', async () => {
  const g = aLazyGeofence()
  const seen: GeofenceState[] = []
  g.runner.subscribe((s) => seen.push(s))
  g.runner.dispatch(start({ locationCheckInEnabled: false }))
  g.runner.dispatch(start({ authenticated: false }))
  g.runner.dispatch(start({ geofenceCapability: false }))
  g.runner.dispatch({ _tag: 'Stop' })
  g.runner.dispatch({ _tag: 'RetryElapsed' })
  await settle()
  assert.is(g.loads(), 0)
  assert.equal(g.calls, [])
  assert.is(g.runner.state().phase, 'stopped')
  assert.equal(seen, [])
})

Lazy('a Start that may start it loads the code once and the geofence runs as the machine says; listeners subscribed before see its states', async () => {
  const g = aLazyGeofence()
  const phases: string[] = []
  g.runner.subscribe((s) => phases.push(s.phase))
  g.runner.dispatch(start())
  // Dispatched while the code loads: handed over in order (a second Start changes nothing, the Stop stops it).
  g.runner.dispatch(start())
  await settle()
  assert.is(g.loads(), 1)
  assert.equal(g.calls, ['readStatus', 'register'])
  assert.is(g.runner.state().phase, 'watching')
  assert.equal(phases, ['readingStatus', 'configuring', 'watching'])
  g.runner.dispatch({ _tag: 'Stop' })
  await settle()
  assert.is(g.runner.state().phase, 'stopped')
  assert.equal(g.calls, ['readStatus', 'register', 'stop'])
  g.runner.dispatch(start())
  await settle()
  assert.is(g.loads(), 1, 'loaded once')
  assert.is(g.runner.state().phase, 'watching')
})

Lazy('events dispatched while the code loads keep their order: Start then Stop leaves it stopped', async () => {
  const g = aLazyGeofence()
  g.runner.dispatch(start())
  g.runner.dispatch({ _tag: 'Stop' })
  await settle()
  assert.is(g.runner.state().phase, 'stopped')
  assert.equal(g.calls.filter((c) => c === 'register'), [])
})

Lazy('an unsubscribed listener hears nothing once the code is there', async () => {
  const g = aLazyGeofence()
  const phases: string[] = []
  const unsubscribe = g.runner.subscribe((s) => phases.push(s.phase))
  unsubscribe()
  g.runner.dispatch(start())
  await settle()
  assert.is(g.runner.state().phase, 'watching')
  assert.equal(phases, [])
})

Lazy('code that cannot be fetched: a warning, the geofence stays stopped, and the next Start fetches it again', async () => {
  const g = aLazyGeofence(1)
  g.runner.dispatch(start())
  await settle()
  assert.is(g.runner.state().phase, 'stopped')
  assert.is(g.warnings.length, 1)
  assert.match(g.warnings[0] ?? '', 'Failed to fetch')
  g.runner.dispatch(start())
  await settle()
  assert.is(g.loads(), 2)
  assert.is(g.runner.state().phase, 'watching')
})

Lazy.run()

const Geo = suite('lazyGeolocation: the browser geolocation code loads on the first call')

Geo('nothing loads until a call; then the calls answer what the device answers, over one load', async () => {
  const fake = fakeGeo('granted')
  let loads = 0
  const geo = lazyGeolocation(async () => {
    loads += 1
    return fake.geo
  })
  assert.is(loads, 0)
  assert.equal(await geo.permission()(), 'granted')
  assert.equal(await geo.currentPosition()(), E.right({ ...AT_FRA, accuracy: 10 }))
  const seen: GeoPosition[] = []
  const cancel = geo.watch((p) => seen.push(p), () => undefined)
  await settle()
  fake.move(AT_FRA)
  assert.equal(seen, [AT_FRA])
  cancel()
  assert.not.ok(fake.watching(), 'cancelled on the device')
  assert.is(loads, 1)
})

Geo('a watch cancelled before the code is there never starts', async () => {
  const fake = fakeGeo('granted')
  const geo = lazyGeolocation(async () => fake.geo)
  const cancel = geo.watch(() => undefined, () => undefined)
  cancel()
  await settle()
  assert.not.ok(fake.watching())
})

Geo('code that cannot be fetched: the position is unavailable, permission unknown, a watch reports the failure; the next call fetches again', async () => {
  const fake = fakeGeo('granted')
  let attempts = 0
  const geo = lazyGeolocation(async () => {
    attempts += 1
    if (attempts <= 3) throw new TypeError('Failed to fetch dynamically imported module')
    return fake.geo
  })
  const position = await geo.currentPosition()()
  assert.ok(E.isLeft(position) && position.left._tag === 'GeoUnavailable')
  assert.is(await geo.permission()(), 'unknown')
  const errors: string[] = []
  geo.watch(() => undefined, (e) => errors.push(e._tag))
  await settle()
  assert.equal(errors, ['GeoUnavailable'])
  assert.equal(await geo.permission()(), 'granted')
  assert.is(attempts, 4)
})

Geo.run()
