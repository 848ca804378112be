import { suite } from 'uvu'
import * as assert from 'uvu/assert'
import { geofenceReducer, initialGeofenceState, type GeofenceState } from '../../../core/check-in/geofence.machine'
import type { GeofenceEffect, GeofenceEvent } from '../../../core/check-in/geofence.messages'
import { GEOFENCE_RETRY_MS } from '../../../core/shared/constants'
import { aConfig, aCrmId, aLogicalId, fakeClock, runAll } from './fixtures'

const EVENT = aLogicalId('C_I-LH400-20260315')
const NEXT = aLogicalId('C_I-LH402-20260316')
const CRM = aCrmId('anna')
const START: GeofenceEvent = { _tag: 'Start', crmId: CRM, locationCheckInEnabled: true, authenticated: true, geofenceCapability: true }
const run = (events: ReadonlyArray<GeofenceEvent>, from: GeofenceState = initialGeofenceState) => runAll(geofenceReducer, from, events)
/** Started, status ok, zones registered for the upcoming event EVENT (10:00 UTC, FRA). */
const watching = run([START, { _tag: 'StatusReported', status: 'ok' }, { _tag: 'Configured', config: aConfig() }]).state
const enter = (fromBanner = false): GeofenceEvent => ({ _tag: 'ZoneEntered', logicalId: EVENT, airport: 'FRA', fromBanner })
const tags = (effects: ReadonlyArray<GeofenceEffect>) => effects.map((e) => e._tag)

const Start = suite('geofence: starting')
Start('"It starts only if check-in by location is enabled, the user is authenticated and the native geofence capability exists"', () => {
  assert.equal(run([START]).effects, [{ _tag: 'ReadStatus' }])
  for (const off of ['locationCheckInEnabled', 'authenticated', 'geofenceCapability'] as const) {
    const result = run([{ ...START, [off]: false }])
    assert.is(result.state.phase, 'stopped', off)
    assert.equal(result.effects, [], off)
  }
})
Start('a stopped geofence ignores every other event', () => {
  assert.equal(run([enter(), { _tag: 'StatusReported', status: 'ok' }]).effects, [])
})
Start('"Stop" (logout) unregisters everything; later events are ignored', () => {
  const result = run([{ _tag: 'Stop' }, enter()], watching)
  assert.equal(result.effects, [{ _tag: 'StopGeofence' }])
  assert.equal(result.state, initialGeofenceState)
})
Start.run()

const Status = suite('geofence: status none, ok, error, permission denied')
Status('"When none it initializes"', () => {
  const result = run([START, { _tag: 'StatusReported', status: 'none' }])
  assert.equal(tags(result.effects), ['ReadStatus', 'Initialize'])
  assert.is(result.state.phase, 'initializing')
})
Status('"On error ... it retries after 30 seconds" (GEOFENCE_RETRY_MS as a schedule effect)', () => {
  const result = run([START, { _tag: 'StatusReported', status: 'error' }])
  assert.equal(result.effects[1], { _tag: 'ScheduleRetry', delayMs: 30_000 })
  assert.is(GEOFENCE_RETRY_MS, 30_000)
})
Status('"On ... permission denied it retries after 30 seconds": on a fake clock nothing happens at 29.999 s, the status is read again at 30 s', () => {
  const retryElapsed: GeofenceEvent = { _tag: 'RetryElapsed' }
  const clock = fakeClock<GeofenceState, GeofenceEvent, GeofenceEffect>(geofenceReducer, initialGeofenceState, (e: GeofenceEffect) =>
    e._tag === 'ScheduleRetry' ? { delayMs: e.delayMs, event: retryElapsed } : null,
  )
  clock.dispatch(START)
  clock.dispatch({ _tag: 'StatusReported', status: 'permissionDenied' })
  clock.advance(29_999)
  assert.equal(clock.effects().map((e) => e.effect._tag), ['ReadStatus', 'ScheduleRetry'])
  clock.advance(1)
  assert.equal(clock.effects()[2], { at: 30_000, effect: { _tag: 'ReadStatus' } })
  clock.dispatch({ _tag: 'StatusReported', status: 'ok' })
  assert.is(clock.state().phase, 'configuring')
})
Status('"Otherwise it reconfigures": status ok gives Reconfigure (for the crmId of Start), the loaded configuration starts the watch', () => {
  const result = run([START, { _tag: 'StatusReported', status: 'ok' }])
  assert.equal(result.effects[1], { _tag: 'Reconfigure', crmId: CRM })
  assert.is(run([{ _tag: 'Configured', config: aConfig() }], result.state).state.phase, 'watching')
})
Status('a status still none right after initialising is treated as an error: retry later, no initialise loop', () => {
  const result = run([START, { _tag: 'StatusReported', status: 'none' }, { _tag: 'StatusReported', status: 'none' }])
  assert.equal(tags(result.effects), ['ReadStatus', 'Initialize', 'ScheduleRetry'])
})
Status('a configuration that fails to load is retried after 30 seconds', () => {
  const result = run([START, { _tag: 'StatusReported', status: 'ok' }, { _tag: 'ConfigurationFailed' }])
  assert.equal(result.effects[2], { _tag: 'ScheduleRetry', delayMs: GEOFENCE_RETRY_MS })
})
Status('a stale RetryElapsed (no retry pending) does nothing', () => {
  assert.equal(run([{ _tag: 'RetryElapsed' }], watching).effects, [])
})
Status.run()

const Entry = suite('geofence: entering the check-in zone')
Entry('"On entering the check-in zone the check-in config reloads"', () => {
  assert.equal(run([enter()], watching).effects, [{ _tag: 'ReloadConfig', crmId: CRM }])
})
Entry('"If the event no longer matches, the old one is discarded and the geofence restarts for the next event"', () => {
  const result = run([enter(), { _tag: 'ConfigReloaded', config: aConfig({ logicalId: NEXT }) }], watching)
  assert.equal(result.effects.slice(1), [{ _tag: 'DiscardEvent', logicalId: EVENT }, { _tag: 'ReadStatus' }])
  const restarted = run([{ _tag: 'StatusReported', status: 'ok' }, { _tag: 'Configured', config: aConfig({ logicalId: NEXT }) }], result.state)
  assert.equal(restarted.effects, [{ _tag: 'Reconfigure', crmId: CRM }])
  assert.is(restarted.state.config?.upcomingCheckinEvent?.logicalId, NEXT)
})
Entry('no upcoming event any more also counts as "no longer matches"', () => {
  const result = run([enter(), { _tag: 'ConfigReloaded', config: aConfig({ none: true }) }], watching)
  assert.equal(tags(result.effects), ['ReloadConfig', 'DiscardEvent', 'ReadStatus'])
})
Entry('"If the permission says check-in is not yet allowed, only a warning is logged"', () => {
  const result = run([enter(), { _tag: 'ConfigReloaded', config: aConfig({ permission: 'CHECK_IN_NOT_ALLOWED' }) }], watching)
  assert.equal(result.effects.slice(1), [{ _tag: 'LogWarning', warning: 'CHECK_IN_NOT_YET_ALLOWED', logicalId: EVENT }])
  assert.is(result.state.entry, null)
})
Entry('"Otherwise the user is offered a Yes/No dialog to go to check-in for the airport"; Yes goes there', () => {
  const offered = run([enter(), { _tag: 'ConfigReloaded', config: aConfig() }], watching)
  assert.equal(offered.effects[1], { _tag: 'OfferCheckIn', logicalId: EVENT, airport: 'FRA', trigger: 'zone' })
  const yes = run([{ _tag: 'OfferAnswered', accepted: true }], offered.state)
  assert.equal(yes.effects, [{ _tag: 'NavigateToCheckIn', logicalId: EVENT, airport: 'FRA' }])
})
Entry('answering No to the offer closes it without going anywhere', () => {
  const offered = run([enter(), { _tag: 'ConfigReloaded', config: aConfig() }], watching)
  const no = run([{ _tag: 'OfferAnswered', accepted: false }], offered.state)
  assert.equal(no.effects, [])
  assert.is(no.state.entry, null)
})
Entry('a pending permission (roster changes to confirm first) still offers: the check-in screen then shows pending', () => {
  const result = run([enter(), { _tag: 'ConfigReloaded', config: aConfig({ permission: 'CHECK_IN_PENDING' }) }], watching)
  assert.equal(tags(result.effects), ['ReloadConfig', 'OfferCheckIn'])
})
Entry('"or is sent straight there if the event came from a banner click"', () => {
  const result = run([enter(true), { _tag: 'ConfigReloaded', config: aConfig() }], watching)
  assert.equal(result.effects.slice(1), [{ _tag: 'NavigateToCheckIn', logicalId: EVENT, airport: 'FRA' }])
})
Entry('a failed reload logs a warning and offers nothing', () => {
  const result = run([enter(), { _tag: 'ConfigReloadFailed' }], watching)
  assert.equal(result.effects.slice(1), [{ _tag: 'LogWarning', warning: 'CHECK_IN_CONFIG_RELOAD_FAILED', logicalId: EVENT }])
})
Entry.run()

