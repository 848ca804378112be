// Cases found by mutation testing the rest of core/roster (docs/testing.md, core/roster): each asserts what a caller
// sees that no other test pinned down (an arrival's own time, a blank part of a title, a session object's times, the
// exact edges of a printed block month).
import { suite } from 'uvu'
import * as assert from 'uvu/assert'
import * as O from 'fp-ts/Option'
import { Temporal } from 'temporal-polyfill'
import { buildCalendar } from '../../../core/roster/calendar.rules'
import { calendarGrid } from '../../../core/roster/calendar-grid.rules'
import { effectiveEnd, placeEvent } from '../../../core/roster/calendar-placement.rules'
import { DutyEvent } from '../../../core/roster/event.codec'
import { firstIndexOnOrAfterToday, timing, timingAt } from '../../../core/roster/duty-list.rules'
import { legTitle } from '../../../core/roster/duty-titles.rules'
import { printedDuties } from '../../../core/roster/print-month.rules'
import { simSessions } from '../../../core/roster/sim-session.rules'
import { shownEdges, shownTimes, timeViewsOf, withLocalPostfix } from '../../../core/roster/time-display.rules'
import { aLeg, aPairing, aRange, anEvent, date, display, instant, wireEvent, zdt, zone } from './fixtures'

const Times = suite('duty list and time display: edges found by mutation testing')

Times('the first event of the list is the first on or after today when it runs today (index 0, not none)', () => {
  const today = anEvent({ fromDateTimeUTC: '2026-03-15T08:00:00+00:00', toDateTimeUTC: '2026-03-15T10:00:00+00:00' })
  const later = anEvent({ fromDateTimeUTC: '2026-03-16T08:00:00+00:00', toDateTimeUTC: '2026-03-16T10:00:00+00:00' })
  assert.equal(firstIndexOnOrAfterToday([today, later], instant('2026-03-15T12:00:00Z'), zone('UTC')), O.some(0))
})

// Departed on time, arrived 20 minutes late.
const lateArrival = aLeg({
  fromDateTimeSchedUTC: '2026-03-15T08:00:00+00:00',
  toDateTimeSchedUTC: '2026-03-15T16:10:00+00:00',
})

Times('an arrival is timed by its own actual and scheduled times, not the departure\'s', () => {
  assert.equal(timing(lateArrival, 'from'), O.some('onTime'))
  assert.equal(timing(lateArrival, 'to'), O.some('late'))
})

Times('an arrival still to come is estimated even when its departure is past', () => {
  const inFlight = instant('2026-03-15T12:00:00Z')
  assert.equal(timingAt(lateArrival, inFlight, 'from'), O.some('onTime'))
  assert.equal(timingAt(lateArrival, inFlight, 'to'), O.some('estimated'))
})

Times('a duty flagged both onlyArrival and onlyDeparture shows both ends', () => {
  assert.equal(shownEdges({ onlyArrival: true, onlyDeparture: true }), ['from', 'to'])
  assert.equal(shownEdges({ onlyArrival: true, onlyDeparture: false }), ['to'])
  assert.equal(shownEdges({ onlyArrival: false, onlyDeparture: true }), ['from'])
})

Times('the local-time postfix is trimmed; a blank one adds nothing', () => {
  assert.is(withLocalPostfix('09:00', '  '), '09:00')
  assert.is(withLocalPostfix('09:00', ' LT '), '09:00 LT')
})

Times('shown times are printed in the locale asked for', () => {
  const views = timeViewsOf(aLeg(), 'from')
  assert.equal(shownTimes(views, display({ showLocalTime: false }), { pattern: 'dd MMMM HH:mm', locale: 'fr' }), [{ kind: 'utc', text: '15 mars 08:00' }])
  assert.equal(shownTimes(views, display({ showLocalTime: false }), { pattern: 'dd MMMM HH:mm' }), [{ kind: 'utc', text: '15 March 08:00' }])
})

Times('a leg title leaves out a blank flight number (no double space)', () => {
  assert.is(legTitle(aLeg({ eventDescription: { flightNumber: ' ' } }), { pattern: 'dd MMM' }), '15 Mar FRA')
  assert.is(legTitle(aLeg({ eventDescription: { flightNumber: '' } }), { pattern: 'dd MMM' }), '15 Mar FRA')
})

Times.run()

const Sim = suite('simulator sessions sent as objects: edges found by mutation testing')
const aSim = (o: Parameters<typeof anEvent>[0] = {}) =>
  anEvent({ type: 'SIM', fromDateTimeUTC: '2026-03-15T08:00:00+00:00', toDateTimeUTC: '2026-03-15T12:00:00+00:00', ...o })

Sim('a session object\'s times of day show as hours and minutes, local first, then UTC', () => {
  const sim = aSim({ simBriefing: { localTime: '08:15:30', timeUtc: '07:15:30' } })
  assert.equal(simSessions(sim, display(), 'HH:mm', 'en'), [
    { kind: 'briefing', times: [{ kind: 'local', text: '08:15 LT' }, { kind: 'utc', text: '07:15' }] },
  ])
})

Sim('a session object with only a date is shown (without times); one with nothing to show is not', () => {
  assert.equal(simSessions(aSim({ simBriefing: { dateLocal: '2026-03-15' } }), display(), 'HH:mm', 'en'), [{ kind: 'briefing', times: [] }])
  assert.equal(simSessions(aSim({ simBriefing: { localTime: '08:15' } }), display({ showLocalTime: false }), 'HH:mm', 'en'), [])
  assert.equal(simSessions(aSim({ simDebriefing: {} }), display(), 'HH:mm', 'en'), [])
})

Sim.run()

const Print = suite('printed block month: edges found by mutation testing')
const options = { locale: 'en' as const, localTimePostfix: 'LT' }

Print('a duty wholly before the block month is not printed; one starting at its very last millisecond is', () => {
  const february = anEvent({ type: 'SBY', fromDateTimeUTC: '2026-02-27T08:00:00+00:00', toDateTimeUTC: '2026-02-27T10:00:00+00:00' })
  const lastMoment = anEvent({ type: 'SBY', fromDateTimeUTC: '2026-03-31T23:59:59.999+00:00', toDateTimeUTC: '2026-04-01T06:00:00+00:00' })
  assert.equal(printedDuties([february, lastMoment], aRange(), options).map((l) => l.event.id), [lastMoment.id])
})

Print('a duty ending exactly at the block month\'s first midnight belongs to the day before: not printed (midnight rule)', () => {
  const night = anEvent({ type: 'SBY', fromDateTimeUTC: '2026-02-28T18:00:00+00:00', toDateTimeUTC: '2026-03-01T00:00:00+00:00' })
  const overMidnight = anEvent({ type: 'SBY', fromDateTimeUTC: '2026-02-28T18:00:00+00:00', toDateTimeUTC: '2026-03-01T00:01:00+00:00' })
  const atMidnight = anEvent({ type: 'DREM', fromDateTimeUTC: '2026-03-01T00:00:00+00:00', toDateTimeUTC: '2026-03-01T00:00:00+00:00' })
  const noLength = anEvent({ type: 'OTHER', fromDateTimeUTC: '2026-03-01T00:00:00+00:00', toDateTimeUTC: '2026-03-01T00:00:00+00:00' })
  assert.equal(printedDuties([night, overMidnight, atMidnight, noLength], aRange(), options).map((l) => l.event.id), [overMidnight.id, noLength.id])
})

Print('only a pairing prints its parts, even when another duty carries events', () => {
  const standby = anEvent({ type: 'SBY', events: [wireEvent({ type: 'LEG' })] })
  assert.equal(printedDuties([standby], aRange(), options).map((l) => l.depth), [0])
})

Print.run()

const Calendar = suite('calendar: edges found by mutation testing')

Calendar('the last day of the block month is inside it; the day after is not', () => {
  const days = calendarGrid(aRange(), true).weeks.flat()
  assert.equal(days.filter((d) => d.date.toString() >= '2026-03-30' && d.date.toString() <= '2026-04-01').map((d) => [d.date.toString(), d.inBlockMonth]), [
    ['2026-03-30', true], ['2026-03-31', true], ['2026-04-01', false],
  ])
})

Calendar('only an end at exactly 00:00:00.000000000 is read as the second before; any other end is kept as it is', () => {
  const start = zdt('2026-03-15T20:00:00+00:00')
  assert.is(effectiveEnd(start, zdt('2026-03-16T00:00:00+00:00')).toString(), '2026-03-15T23:59:59+00:00[+00:00]')
  for (const end of ['2026-03-16T12:00:00', '2026-03-16T00:30:00', '2026-03-16T00:00:30', '2026-03-16T00:00:00.5', '2026-03-16T00:00:00.000001', '2026-03-16T00:00:00.000000001']) {
    const zoned = Temporal.Instant.from(`${end}Z`).toZonedDateTimeISO('+00:00')
    assert.is(effectiveEnd(start, zoned).toString(), zoned.toString(), end)
  }
})

Calendar('placements are clipped to the days asked for, at both ends', () => {
  const week = anEvent({ type: 'VAC', fromDateTimeUTC: '2026-03-10T00:00:00+00:00', toDateTimeUTC: '2026-03-17T00:00:00+00:00' })
  const within = { first: date('2026-03-12'), last: date('2026-03-14') }
  assert.equal(placeEvent(week, zone('UTC'), within).map((p) => p.date.toString()), ['2026-03-12', '2026-03-13', '2026-03-14'])
})

Calendar('a long duty that starts days before the grid still shows on the grid\'s first days', () => {
  const vacation = anEvent({ type: 'VAC', fromDateTimeUTC: '2026-02-10T00:00:00+00:00', toDateTimeUTC: '2026-03-03T00:00:00+00:00' })
  const view = buildCalendar({ blockMonth: aRange(), events: [vacation], display: display(), preferences: { showRosterTags: true }, timeZone: zone('UTC') })
  const tagged = view.weeks.flat().filter((d) => d.tags.length > 0).map((d) => d.date.toString())
  assert.is(tagged[tagged.length - 1], '2026-03-02')
  assert.is(tagged[0], view.weeks[0]?.[0]?.date.toString())
})

Calendar.run()

const Codec = suite('event codec: edges found by mutation testing')

Codec('a decoded pairing is a DutyEvent only while every child is one', () => {
  const pairing = aPairing([wireEvent({ type: 'LEG' }), wireEvent({ type: 'HOT' })])
  const [leg, hotel] = pairing.events ?? []
  assert.ok(DutyEvent.is(pairing))
  assert.not.ok(DutyEvent.is({ ...pairing, events: [leg, {}] }))
  assert.not.ok(DutyEvent.is({ ...pairing, events: [{}, hotel] }))
  assert.not.ok(DutyEvent.is({ ...pairing, events: 'LEG' }))
})

Codec.run()
