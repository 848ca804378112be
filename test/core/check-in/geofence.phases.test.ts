// Cases found by mutation testing (docs/testing.md): each geofence event outside the phases that handle it changes
// nothing (no state change, no effect).
import { suite } from 'uvu'
import * as assert from 'uvu/assert'
import { geofenceReducer, initialGeofenceState, type GeofencePhase, type GeofenceState } from '../../../core/check-in/geofence.machine'
import type { GeofenceEvent } from '../../../core/check-in/geofence.messages'
import { aConfig, aCrmId, aLogicalId, runAll } from './fixtures'

const CRM = aCrmId('anna')
const START: GeofenceEvent = { _tag: 'Start', crmId: CRM, locationCheckInEnabled: true, authenticated: true, geofenceCapability: true }
const run = (events: ReadonlyArray<GeofenceEvent>) => runAll(geofenceReducer, initialGeofenceState, events).state
const STATES: Record<GeofencePhase, GeofenceState> = {
  stopped: initialGeofenceState,
  readingStatus: run([START]),
  initializing: run([START, { _tag: 'StatusReported', status: 'none' }]),
  waitingRetry: run([START, { _tag: 'StatusReported', status: 'error' }]),
  configuring: run([START, { _tag: 'StatusReported', status: 'ok' }]),
  watching: run([START, { _tag: 'StatusReported', status: 'ok' }, { _tag: 'Configured', config: aConfig() }]),
}
const EVENTS: Record<GeofenceEvent['_tag'], GeofenceEvent> = {
  Start: START,
  Stop: { _tag: 'Stop' },
  StatusReported: { _tag: 'StatusReported', status: 'ok' },
  RetryElapsed: { _tag: 'RetryElapsed' },
  Configured: { _tag: 'Configured', config: aConfig() },
  ConfigurationFailed: { _tag: 'ConfigurationFailed' },
  ZoneEntered: { _tag: 'ZoneEntered', logicalId: aLogicalId('C_I-LH400-20260315'), airport: 'FRA', fromBanner: false },
  ConfigReloaded: { _tag: 'ConfigReloaded', config: aConfig() },
  ConfigReloadFailed: { _tag: 'ConfigReloadFailed' },
  OfferAnswered: { _tag: 'OfferAnswered', accepted: true },
}
const RUNNING: ReadonlyArray<GeofencePhase> = ['readingStatus', 'initializing', 'waitingRetry', 'configuring', 'watching']
/** The phases in which each event does something, with no zone entry pending (the reducer's table). */
const HANDLED: Record<GeofenceEvent['_tag'], ReadonlyArray<GeofencePhase>> = {
  Start: ['stopped'],
  Stop: RUNNING,
  StatusReported: ['readingStatus', 'initializing', 'watching'],
  RetryElapsed: ['waitingRetry'],
  Configured: ['configuring'],
  ConfigurationFailed: ['configuring'],
  ZoneEntered: RUNNING,
  ConfigReloaded: [],
  ConfigReloadFailed: [],
  OfferAnswered: [],
}

const Phases = suite('geofence: an event outside its phases changes nothing')

Phases('the phases are what their names say', () => {
  assert.equal(Object.entries(STATES).map(([name, s]) => [name, s.phase]), Object.keys(STATES).map((p) => [p, p]))
})

Phases('every event in every phase (no zone entry pending): handled where the table says, else nothing', () => {
  for (const [tag, event] of Object.entries(EVENTS) as Array<[GeofenceEvent['_tag'], GeofenceEvent]>) {
    for (const [phase, state] of Object.entries(STATES) as Array<[GeofencePhase, GeofenceState]>) {
      const result = geofenceReducer(state, event)
      const unchanged = JSON.stringify(result.state) === JSON.stringify(state)
      const handled = HANDLED[tag].includes(phase)
      assert.is(!unchanged || result.effects.length > 0, handled, `${tag} in ${phase}: ${handled ? 'handled' : 'ignored'}`)
    }
  }
})

Phases('a second zone entry while the first is being confirmed changes nothing: one config reload, the first entry kept', () => {
  const first: GeofenceEvent = { _tag: 'ZoneEntered', logicalId: aLogicalId('C_I-LH400-20260315'), airport: 'FRA', fromBanner: false }
  const entered = geofenceReducer(STATES.watching, first)
  assert.equal(entered.effects, [{ _tag: 'ReloadConfig', crmId: CRM }])
  const again = geofenceReducer(entered.state, { _tag: 'ZoneEntered', logicalId: aLogicalId('C_I-LH402-20260315'), airport: 'MUC', fromBanner: true })
  assert.equal(again.effects, [], 'no second reload')
  assert.equal(again.state, entered.state, 'the entry being confirmed is the first one')
})

Phases.run()
