import { suite } from 'uvu'
import * as assert from 'uvu/assert'
import { Temporal } from 'temporal-polyfill'
import { isLoggedLeg, isMarksEndpointMissing, logbookSectors, simulatorSessions, toLogbookSector, type LogbookEvent } from '../../../core/logbook/sectors.rules'
import { EASA, deps, leg, z } from './logbook-fixtures'

const NOW = Temporal.Instant.from('2026-04-01T12:00:00Z')
const Selection = suite('logbook: which sectors are logged')

const pairing = (events: ReadonlyArray<LogbookEvent>): LogbookEvent => ({
  id: 'P1', type: 'PAR', fromDateTimeUTC: z('2026-03-01T05:00:00'), toDateTimeUTC: z('2026-03-02T20:00:00'), events,
})

Selection('past LEGs, nested in a pairing or not, newest first; positioning (FPR, a deadhead role) and future legs left out', () => {
  const events: ReadonlyArray<LogbookEvent> = [
    pairing([
      leg('L1', 'CDG', 'LHR', '2026-03-01T06:00:00', '2026-03-01T07:15:00'),
      { ...leg('FP', 'LHR', 'CDG', '2026-03-01T09:00:00', '2026-03-01T10:10:00'), type: 'FPR' },
      leg('L2', 'LHR', 'CDG', '2026-03-02T18:00:00', '2026-03-02T19:10:00'),
      leg('DH', 'CDG', 'JFK', '2026-03-02T20:00:00', '2026-03-03T04:00:00', { roles: ['Deadhead'] }),
    ]),
    leg('L3', 'CDG', 'JFK', '2026-03-20T10:00:00', '2026-03-20T18:30:00'),
    leg('FUT', 'CDG', 'JFK', '2026-04-01T11:00:00', '2026-04-01T19:30:00'),
  ]
  assert.equal(logbookSectors(deps, EASA, events, [], NOW).map((s) => s.eventId), ['L3', 'L2', 'L1'])
})

Selection('the leg screen\'s link: a past operating LEG is in the logbook; positioning, future, a FPR are not; a leg landing at midnight is at midnight', () => {
  const midnight = Temporal.Instant.from('2026-04-01T00:00:00Z')
  const late = leg('LATE', 'CDG', 'LHR', '2026-03-31T23:00:00', '2026-04-01T00:00:00')
  assert.is(isLoggedLeg(late, EASA, midnight), true)
  assert.is(isLoggedLeg(late, EASA, midnight.subtract({ nanoseconds: 1 })), false)
  assert.is(isLoggedLeg(leg('DH', 'CDG', 'JFK', '2026-03-02T20:00:00', '2026-03-03T04:00:00', { roles: ['Deadhead'] }), EASA, NOW), false)
  assert.is(isLoggedLeg({ ...leg('FP', 'LHR', 'CDG', '2026-03-01T09:00:00', '2026-03-01T10:10:00'), type: 'FPR' }, EASA, NOW), false)
  // A leg in Paris time crossing the spring clock change ends when its UTC instant says.
  const paris = { ...late, fromDateTimeUTC: z('2026-03-29T01:30:00+01:00[Europe/Paris]'), toDateTimeUTC: z('2026-03-29T03:30:00+02:00[Europe/Paris]') }
  assert.is(isLoggedLeg(paris, EASA, Temporal.Instant.from('2026-03-29T01:30:00Z')), true)
  assert.is(isLoggedLeg(paris, EASA, Temporal.Instant.from('2026-03-29T01:29:00Z')), false)
})

Selection('the function comes from the role codes; cabin crew log no pilot time and no take-off or landing', () => {
  const [cmd] = logbookSectors(deps, EASA, [leg('A', 'CDG', 'LHR', '2026-03-01T06:00:00', '2026-03-01T07:00:00', { roles: ['Commander'] })], [], NOW)
  const [cabin] = logbookSectors(deps, EASA, [leg('B', 'CDG', 'LHR', '2026-03-01T06:00:00', '2026-03-01T07:00:00', { roles: ['Purser', 'Pilot flying'] })], [], NOW)
  assert.is(cmd?.function, 'PIC')
  assert.is(cmd?.pilotFlying, false)
  assert.is(cabin?.function, 'cabin')
  assert.is(cabin?.pilotFlying, false)
  assert.is(cabin?.multiPilotMinutes, 0)
  assert.is(cabin?.takeOff, 'none')
})

Selection('"I flew": the roster\'s pilot-flying role is only the starting guess; the crew member\'s mark wins', () => {
  const events = [leg('A', 'CDG', 'LHR', '2026-03-01T12:00:00', '2026-03-01T13:00:00'), leg('B', 'LHR', 'CDG', '2026-03-01T14:00:00', '2026-03-01T15:00:00', { roles: ['Co-pilot'] })]
  const guessed = logbookSectors(deps, EASA, events, [], NOW)
  assert.equal(guessed.map((s) => [s.eventId, s.pilotFlying, s.pilotFlyingSource, s.takeOff, s.landing]), [
    ['B', false, 'guess', 'none', 'none'],
    ['A', true, 'guess', 'day', 'day'],
  ])
  const marked = logbookSectors(deps, EASA, events, [{ eventId: 'A', pilotFlying: false }, { eventId: 'B', pilotFlying: true }], NOW)
  assert.equal(marked.map((s) => [s.eventId, s.pilotFlying, s.pilotFlyingSource]), [['B', true, 'marked'], ['A', false, 'marked']])
})

Selection('simulator sessions: their date, type and session time, newest first', () => {
  const sim: LogbookEvent = { id: 'S1', type: 'SIM', name: 'OPC', fromDateTimeUTC: z('2026-02-10T08:00:00'), toDateTimeUTC: z('2026-02-10T12:00:00'), eventDescription: { aircraftTypeCode: '320' } }
  assert.equal(simulatorSessions([sim], NOW), [{ eventId: 'S1', date: '2026-02-10', type: '320', minutes: 240 }])
})

Selection('the marks stay on the device only when the backend has no such endpoint (404, 501)', () => {
  const request = { method: 'GET', url: 'rest/pems/logbook/anna/pilot-flying' }
  const http = (status: number) => ({ _tag: 'Http' as const, status, request, isJson: false })
  assert.ok(isMarksEndpointMissing(http(404)))
  assert.ok(isMarksEndpointMissing(http(501)))
  assert.not.ok(isMarksEndpointMissing(http(500)))
  assert.not.ok(isMarksEndpointMissing({ _tag: 'Network', request, message: 'offline', timedOut: false }))
})

Selection("recency's sectors skip the night time along the track but keep the day or night of each take-off and landing", () => {
  // CDG-JFK leaving at 17:30Z on 15 Dec: all night, a night take-off and a night landing.
  const winter = leg('N1', 'CDG', 'JFK', '2025-12-15T17:30:00', '2025-12-16T01:45:00')
  let samples = 0
  const counting = { ...deps, sun: { altitudeAt: (...args: Parameters<typeof deps.sun.altitudeAt>) => ((samples += 1), deps.sun.altitudeAt(...args)) } }
  const full = toLogbookSector(counting, EASA, new Map([['N1', true]]), winter)
  const fullSamples = samples
  samples = 0
  const quick = toLogbookSector(counting, EASA, new Map([['N1', true]]), winter, 'skip')
  assert.equal(quick.night, { _tag: 'NotComputed' })
  assert.is(full.night._tag, 'Computed')
  assert.equal([quick.takeOff, quick.landing], [full.takeOff, full.landing], 'the movements are the same')
  assert.ok(samples * 4 < fullSamples, `sun positions: ${samples} skipping, ${fullSamples} computing`)
})

Selection.run()
