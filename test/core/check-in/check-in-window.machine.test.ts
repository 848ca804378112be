import { suite } from 'uvu'
import * as assert from 'uvu/assert'
import {
  checkInWindowReducer,
  initialCheckInWindowState,
  type CheckInWindowEffect,
  type CheckInWindowEvent,
  type CheckInWindowState,
} from '../../../core/check-in/check-in-window.machine'
import { aConfig, aCrmId, aLogicalId, at, runAll } from './fixtures'

const EVENT = aLogicalId('C_I-LH400-20260315')
/** The user may check in; no geofence anywhere in this machine's inputs. */
const CRM = aCrmId('anna')
const START: CheckInWindowEvent = { _tag: 'Start', crmId: CRM, checkInEnabled: true, authenticated: true }
const run = (events: ReadonlyArray<CheckInWindowEvent>, from: CheckInWindowState = initialCheckInWindowState) =>
  runAll<CheckInWindowState, CheckInWindowEvent, CheckInWindowEffect>(checkInWindowReducer, from, events)
const tick = (iso: string): CheckInWindowEvent => ({ _tag: 'Tick', now: at(iso) })
/** Started and loaded: the upcoming check-in is EVENT at FRA, 10:00 UTC (window 08:00 to 10:30). */
const waiting = run([START, { _tag: 'ConfigLoaded', config: aConfig() }]).state

const Start = suite('check-in window: runs on its own')
Start('starts for an authenticated user who may check in, with no location feature and no geofence capability; loads the configuration of the crmId of Start', () => {
  assert.equal(run([START]).effects, [{ _tag: 'StartTicks' }, { _tag: 'LoadConfig', crmId: CRM }])
  for (const off of ['checkInEnabled', 'authenticated'] as const) {
    const result = run([{ ...START, [off]: false }])
    assert.is(result.state.phase, 'stopped', off)
    assert.equal(result.effects, [], off)
  }
})
Start('Stop ends the ticks; a stopped machine ignores the clock', () => {
  const stopped = run([{ _tag: 'Stop' }, tick('2026-03-15T09:00:00Z')], waiting)
  assert.equal(stopped.effects, [{ _tag: 'StopTicks' }])
  assert.is(stopped.state.phase, 'stopped')
})
Start.run()

const Window = suite('check-in window: "A time window being reached also prompts an offer to check in"')
Window('nothing before the window opens; at 08:00 for a 10:00 check-in the configuration is reloaded, then the offer comes', () => {
  assert.equal(run([tick('2026-03-15T07:00:00Z'), tick('2026-03-15T07:59:59Z')], waiting).effects, [])
  const reached = run([tick('2026-03-15T08:00:00Z')], waiting)
  assert.equal(reached.effects, [{ _tag: 'LoadConfig', crmId: CRM }])
  const offered = run([{ _tag: 'ConfigLoaded', config: aConfig() }], reached.state)
  assert.equal(offered.effects, [{ _tag: 'OfferCheckIn', logicalId: EVENT, airport: 'FRA' }])
})
Window('Yes goes to check-in; the offer comes once per event', () => {
  const offered = run([tick('2026-03-15T08:00:00Z'), { _tag: 'ConfigLoaded', config: aConfig() }], waiting).state
  const yes = run([{ _tag: 'OfferAnswered', accepted: true }, tick('2026-03-15T08:01:00Z'), tick('2026-03-15T09:00:00Z')], offered)
  assert.equal(yes.effects, [{ _tag: 'NavigateToCheckIn', logicalId: EVENT, airport: 'FRA' }])
  assert.equal(run([{ _tag: 'OfferAnswered', accepted: false }], offered).effects, [])
})
Window('no offer after the window has closed', () => {
  assert.equal(run([tick('2026-03-15T10:30:00Z')], waiting).effects, [])
})
Window('check-in not yet allowed: a warning only', () => {
  const reached = run([tick('2026-03-15T08:00:00Z'), { _tag: 'ConfigLoaded', config: aConfig({ permission: 'CHECK_IN_NOT_ALLOWED' }) }], waiting)
  assert.equal(reached.effects.slice(1), [{ _tag: 'LogWarning', warning: 'CHECK_IN_NOT_YET_ALLOWED', logicalId: EVENT }])
})
Window('the event is no longer the upcoming one: no offer, the new one is watched', () => {
  const moved = run([tick('2026-03-15T08:00:00Z'), { _tag: 'ConfigLoaded', config: aConfig({ logicalId: 'C_I-LH402-20260316', from: '2026-03-16T10:00:00+00:00' }) }], waiting)
  assert.equal(moved.effects.slice(1), [])
  assert.is(moved.state.upcoming?.logicalId, 'C_I-LH402-20260316')
  assert.equal(run([tick('2026-03-16T08:30:00Z')], moved.state).effects, [{ _tag: 'LoadConfig', crmId: CRM }])
})
Window('duties reloaded: the configuration is loaded again', () => {
  assert.equal(run([{ _tag: 'Refresh' }], waiting).effects, [{ _tag: 'LoadConfig', crmId: CRM }])
})
Window.run()
