import * as TE from 'fp-ts/TaskEither'
import { suite } from 'uvu'
import * as assert from 'uvu/assert'
import type { CheckInConfiguration } from '../../core/check-in/check-in.codec'
import type { GeofenceStatus } from '../../core/check-in/geofence.messages'
import { GEOFENCE_RETRY_MS } from '../../core/shared/constants'
import type { GeofenceDriver, GeofenceListener } from '../../adapters/geo/geofence-driver'
import { createGeofenceRunner } from '../../adapters/geo/geofence-runner'
import { fakeTime } from './fake-clock'
import { aConfig, aCrmId, aLogicalId } from './fixtures'
import { LATER, settle } from './geo-fixtures'
import type { GeofenceUi } from '../../core/platform/geofence.port'

/** A driver the test steers. */
const fakeDriver = (statuses: GeofenceStatus[]) => {
  const calls: string[] = []
  let listener: GeofenceListener | undefined
  const driver: GeofenceDriver = {
    kind: 'web',
    readStatus: () => () => (calls.push('readStatus'), Promise.resolve(statuses.shift() ?? 'none')),
    initialize: () => () => (calls.push('initialize'), Promise.resolve(statuses.shift() ?? 'error')),
    register: (_c, l) => () => ((listener = l), calls.push('register'), Promise.resolve(true)),
    discard: () => () => (calls.push('discard'), Promise.resolve()),
    stop: () => () => (calls.push('stop'), Promise.resolve()),
  }
  return { driver, calls, enter: (fromBanner = false) => listener?.onEnter({ logicalId: aLogicalId('C_I-LH400-20260316'), airport: 'FRA', fromBanner }) }
}

const aRunner = (statuses: GeofenceStatus[], config: CheckInConfiguration = aConfig(LATER), answer = true) => {
  const time = fakeTime()
  const fake = fakeDriver(statuses)
  const offers: string[] = []
  const navigations: string[] = []
  const warnings: string[] = []
  const ui: GeofenceUi = {
    offerCheckIn: (o) => (offers.push(`${o.airport}:${o.trigger}`), Promise.resolve(answer)),
    navigateToCheckIn: (t) => navigations.push(`${t.logicalId}@${t.airport}`),
  }
  const loadedFor: string[] = []
  const loadConfiguration = (crmId: string) => (loadedFor.push(crmId), TE.right(config))
  const runner = createGeofenceRunner({ driver: fake.driver, checkIn: { loadConfiguration }, scheduler: time.scheduler, ui, logWarning: (m) => warnings.push(m) })
  const start = () => runner.dispatch({ _tag: 'Start', crmId: aCrmId('C1001'), locationCheckInEnabled: true, authenticated: true, geofenceCapability: true })
  return { runner, time, offers, navigations, warnings, loadedFor, start, ...fake }
}

const Runner = suite('geofence effect runner')

Runner('"When none it initializes ... Otherwise it reconfigures": status none, initialize ok, zones registered', async () => {
  const r = aRunner(['none', 'ok'])
  r.start()
  await settle()
  assert.equal(r.calls, ['readStatus', 'initialize', 'register'])
  assert.is(r.runner.state().phase, 'watching')
  assert.equal(r.loadedFor, ['C1001'], 'the configuration of the crmId Start carries')
})

Runner('"On error or permission denied it retries after 30 seconds" on the scheduler', async () => {
  const r = aRunner(['permissionDenied', 'ok'])
  r.start()
  await settle()
  assert.is(r.runner.state().phase, 'waitingRetry')
  r.time.advance(GEOFENCE_RETRY_MS - 1)
  await settle()
  assert.equal(r.calls, ['readStatus'])
  r.time.advance(1)
  await settle()
  assert.equal(r.calls, ['readStatus', 'readStatus', 'register'])
})

Runner('a zone entry reloads the config, then "the user is offered a Yes/No dialog"; Yes goes to check-in', async () => {
  const r = aRunner(['ok'])
  r.start()
  await settle()
  r.enter()
  await settle()
  assert.equal(r.offers, ['FRA:zone'])
  assert.equal(r.navigations, ['C_I-LH400-20260316@FRA'])
  assert.equal(r.loadedFor, ['C1001', 'C1001'], 'the reload on entry is for the same crmId')
})

Runner('"or is sent straight there if the event came from a banner click"', async () => {
  const r = aRunner(['ok'])
  r.start()
  await settle()
  r.enter(true)
  await settle()
  assert.equal(r.offers, [])
  assert.equal(r.navigations, ['C_I-LH400-20260316@FRA'])
})

Runner('"If the permission says check-in is not yet allowed, only a warning is logged"', async () => {
  const r = aRunner(['ok'], aConfig({ ...LATER, checkInPermission: 'CHECK_IN_NOT_ALLOWED' }))
  r.start()
  await settle()
  r.enter()
  await settle()
  assert.equal(r.offers, [])
  assert.is(r.warnings.length, 1)
  assert.match(r.warnings[0] ?? '', /CHECK_IN_NOT_YET_ALLOWED/)
})

Runner('Stop unregisters the zones and ends every timer', async () => {
  const r = aRunner(['error'])
  r.start()
  await settle()
  r.runner.dispatch({ _tag: 'Stop' })
  await settle()
  assert.ok(r.calls.includes('stop'))
  assert.is(r.time.pending(), 0)
})

Runner('"It starts only if ... the native geofence capability exists": no capability, nothing happens', async () => {
  const r = aRunner(['ok'])
  r.runner.dispatch({ _tag: 'Start', crmId: aCrmId('C1001'), locationCheckInEnabled: true, authenticated: true, geofenceCapability: false })
  await settle()
  assert.equal(r.calls, [])
  assert.is(r.time.pending(), 0)
})

Runner.run()
