import * as TE from 'fp-ts/TaskEither'
import { suite } from 'uvu'
import * as assert from 'uvu/assert'
import { createCheckInWindowRunner } from '../../adapters/geo/check-in-window-runner'
import { fakeTime } from './fake-clock'
import { aConfig, aCrmId } from './fixtures'
import { settle } from './geo-fixtures'
import type { GeofenceUi } from '../../core/platform/geofence.port'

/** A runner with no geofence at all: a check-in at 11:00 UTC, the fake clock at 08:00. */
const aRunner = (answer: boolean) => {
  const time = fakeTime()
  const offers: string[] = []
  const navigations: string[] = []
  const ui: GeofenceUi = {
    offerCheckIn: (o) => (offers.push(`${o.airport}:${o.trigger}`), Promise.resolve(answer)),
    navigateToCheckIn: (t) => navigations.push(`${t.logicalId}@${t.airport}`),
  }
  const config = aConfig({ upcomingCheckinEvent: { logicalId: 'C_I-LH400-20260315', airport: 'FRA', fromDateTimeUTC: '2026-03-15T11:00:00+00:00' } })
  const loadedFor: string[] = []
  const loadConfiguration = (crmId: string) => (loadedFor.push(crmId), TE.right(config))
  const runner = createCheckInWindowRunner({ checkIn: { loadConfiguration }, scheduler: time.scheduler, clock: time.clock, ui, logWarning: () => undefined })
  return { runner, time, offers, navigations, loadedFor }
}

const Runner = suite('time-window check-in runner (no geofence)')
Runner('"A time window being reached also prompts an offer to check in" with no location check-in and no native geofence', async () => {
  const r = aRunner(true)
  r.runner.dispatch({ _tag: 'Start', crmId: aCrmId('C1001'), checkInEnabled: true, authenticated: true })
  await settle()
  assert.equal(r.loadedFor, ['C1001'], 'the configuration of the crmId Start carries')
  r.time.advance(59 * 60_000)
  await settle()
  assert.equal(r.offers, [], 'the window opens at 09:00 for an 11:00 check-in')
  r.time.advance(60_000)
  await settle()
  assert.equal(r.offers, ['FRA:timeWindow'])
  assert.equal(r.navigations, ['C_I-LH400-20260315@FRA'], 'Yes goes to check-in')
  assert.equal(r.loadedFor, ['C1001', 'C1001'], 'reloaded for the same crmId when the window opens')
  r.time.advance(10 * 60_000)
  await settle()
  assert.equal(r.offers, ['FRA:timeWindow'], 'once per event')
})
Runner('Stop ends the timer: no offer after logout', async () => {
  const r = aRunner(false)
  r.runner.dispatch({ _tag: 'Start', crmId: aCrmId('C1001'), checkInEnabled: true, authenticated: true })
  await settle()
  r.runner.dispatch({ _tag: 'Stop' })
  assert.is(r.time.pending(), 0)
  r.time.advance(3 * 60 * 60_000)
  await settle()
  assert.equal(r.offers, [])
})
Runner.run()
