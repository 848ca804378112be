import { suite } from 'uvu'
import * as assert from 'uvu/assert'
import * as O from 'fp-ts/Option'
import {
  firstIndexOnOrAfterToday,
  isEmptyList,
  pairingChildren,
  rowAirport,
  showsAirport,
  sortDuties,
  timing,
} from '../../../core/roster/duty-list.rules'
import { EVENT_TYPES } from '../../../core/roster/event-type.codec'
import { aLeg, aPairing, anEvent, instant, wireEvent, zone } from './fixtures'

const UTC = zone('UTC')
const PARIS = zone('Europe/Paris')
const at = (id: string, from: string, to: string) => anEvent({ id, fromDateTimeUTC: from, toDateTimeUTC: to })

const Order = suite('sortDuties')

Order('the duty list is ordered by start, then end; the input is not changed', () => {
  const input = [
    at('c', '2026-03-16T08:00:00+00:00', '2026-03-16T09:00:00+00:00'),
    at('b', '2026-03-15T09:00:00+01:00', '2026-03-15T12:00:00+00:00'),
    at('a', '2026-03-15T08:00:00+00:00', '2026-03-15T10:00:00+00:00'),
  ]
  assert.equal(sortDuties(input).map((e) => e.id), ['a', 'b', 'c'])
  assert.equal(input.map((e) => e.id), ['c', 'b', 'a'])
})

Order('"events (child events of a pairing)" are listed in order under their pairing', () => {
  const pairing = aPairing([
    wireEvent({ id: 'leg2', type: 'LEG', fromDateTimeUTC: '2026-03-16T08:00:00+00:00', toDateTimeUTC: '2026-03-16T10:00:00+00:00' }),
    wireEvent({ id: 'leg1', type: 'LEG', fromDateTimeUTC: '2026-03-15T08:00:00+00:00', toDateTimeUTC: '2026-03-15T10:00:00+00:00' }),
  ])
  assert.equal(pairingChildren(pairing).map((e) => e.id), ['leg1', 'leg2'])
  assert.equal(pairingChildren(aLeg()), [])
})

Order('"An empty text shows when there are no events"', () => {
  assert.ok(isEmptyList([]))
  assert.not.ok(isEmptyList([aLeg()]))
})

Order.run()

const Today = suite('firstIndexOnOrAfterToday')

const list = [
  at('past', '2026-03-13T08:00:00+00:00', '2026-03-13T10:00:00+00:00'),
  at('endsAtMidnight', '2026-03-14T20:00:00+00:00', '2026-03-15T00:00:00+00:00'),
  at('running', '2026-03-14T22:00:00+00:00', '2026-03-15T02:00:00+00:00'),
  at('later', '2026-03-16T08:00:00+00:00', '2026-03-16T10:00:00+00:00'),
]

Today('"The list scrolls to the first event on or after today" (an event still running today counts)', () => {
  assert.equal(firstIndexOnOrAfterToday(list, instant('2026-03-15T12:00:00Z'), UTC), O.some(2))
})

Today('an event ending exactly at today\'s midnight belongs to yesterday', () => {
  assert.equal(firstIndexOnOrAfterToday(list.slice(0, 2), instant('2026-03-15T12:00:00Z'), UTC), O.none)
  assert.equal(firstIndexOnOrAfterToday(list.slice(0, 2), instant('2026-03-14T12:00:00Z'), UTC), O.some(1))
})

Today('today is taken in the zone shown: 23:30Z on the 15th is already the 16th in Paris', () => {
  assert.equal(firstIndexOnOrAfterToday(list, instant('2026-03-15T23:30:00Z'), UTC), O.some(2))
  assert.equal(firstIndexOnOrAfterToday(list, instant('2026-03-15T23:30:00Z'), PARIS), O.some(3))
  assert.equal(firstIndexOnOrAfterToday([], instant('2026-03-15T23:30:00Z'), UTC), O.none)
})

Today.run()

const Airport = suite('row airports')

Airport('"The list shows the airport for PAR, LEG, HOT, FPR and GPR rows"', () => {
  const shown = EVENT_TYPES.filter((type) => showsAirport({ type }))
  assert.equal(shown, ['PAR', 'LEG', 'FPR', 'GPR', 'HOT'])
  assert.equal(rowAirport(aLeg()), O.some('FRA'))
  assert.equal(rowAirport(anEvent({ type: 'HOT', fromAirport: 'JFK' })), O.some('JFK'))
  assert.equal(rowAirport(anEvent({ type: 'SBY', fromAirport: 'FRA' })), O.none)
})

Airport.run()

const Timing = suite('timing')

Timing('"Early or late departure is colour-marked by comparing scheduled and actual time"', () => {
  const sched = '2026-03-15T08:00:00+00:00'
  assert.equal(timing(aLeg({ fromDateTimeSchedUTC: sched, fromDateTimeUTC: '2026-03-15T07:55:00+00:00' })), O.some('early'))
  assert.equal(timing(aLeg({ fromDateTimeSchedUTC: sched, fromDateTimeUTC: '2026-03-15T08:20:00+00:00' })), O.some('late'))
  assert.equal(timing(aLeg({ fromDateTimeSchedUTC: sched, fromDateTimeUTC: sched })), O.some('onTime'))
})

Timing('instants are compared whatever the offsets; the local scheduled field is used when the UTC one is missing', () => {
  const leg = aLeg({ fromDateTimeSched: '2026-03-15T09:00:00+01:00', fromDateTimeUTC: '2026-03-15T08:10:00+00:00' })
  assert.equal(timing(leg), O.some('late'))
  assert.equal(timing(aLeg()), O.none)
  assert.equal(timing(aLeg({ toDateTimeSchedUTC: '2026-03-15T17:00:00+00:00' }), 'to'), O.some('early'))
})

Timing.run()
