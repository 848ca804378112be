import { suite } from 'uvu'
import * as assert from 'uvu/assert'
import * as O from 'fp-ts/Option'
import {
  anchorAt,
  dutyListStart,
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

const Start = suite('dutyListStart / anchorAt')

const now15 = instant('2026-03-15T12:00:00Z')
const idOf = O.map((a: { eventId: string; offset: number }) => `${a.eventId}+${a.offset}`)

Start('drawn for the first time (or after a language switch with nothing remembered): the first event on or after today', () => {
  assert.equal(idOf(dutyListStart(list, O.none, now15, UTC)), O.some(`${list[2]?.id}+0`))
  assert.equal(dutyListStart(list.slice(0, 2), O.none, now15, UTC), O.none, 'every event past: the top of the list')
})

Start('"Scroll position is remembered" as a row, kept through a redraw while the row is still listed', () => {
  const left = { eventId: list[3]?.id ?? '', offset: 12 }
  assert.equal(dutyListStart(list, O.some(left), now15, UTC), O.some(left))
})

Start('a remembered row that is gone (a confirmed roster change replaced it) falls back to today, not the first day of the month', () => {
  assert.equal(idOf(dutyListStart(list, O.some({ eventId: 'gone', offset: 40 }), now15, UTC)), O.some(`${list[2]?.id}+0`))
})

Start('anchorAt: the row at the top of the scrolled list and the pixels of it scrolled past', () => {
  const rows = [
    { eventId: 'a', top: 0, height: 80 },
    { eventId: 'b', top: 80, height: 120 },
    { eventId: 'c', top: 200, height: 80 },
  ]
  assert.equal(anchorAt(rows, 0), O.some({ eventId: 'a', offset: 0 }))
  assert.equal(anchorAt(rows, 80), O.some({ eventId: 'b', offset: 0 }))
  assert.equal(anchorAt(rows, 150.4), O.some({ eventId: 'b', offset: 70 }))
  assert.equal(anchorAt(rows, 900), O.some({ eventId: 'c', offset: 700 }))
  assert.equal(anchorAt([], 10), O.none)
})

Start('the same row stays on top when row heights change (French text wraps to two lines)', () => {
  const english = [{ eventId: 'a', top: 0, height: 60 }, { eventId: 'b', top: 60, height: 60 }, { eventId: 'today', top: 120, height: 60 }]
  const anchor = anchorAt(english, 120)
  assert.equal(anchor, O.some({ eventId: 'today', offset: 0 }))
  const french = [{ eventId: 'a', top: 0, height: 90 }, { eventId: 'b', top: 90, height: 90 }, { eventId: 'today', top: 180, height: 90 }]
  const row = french.find((r) => O.isSome(anchor) && r.eventId === anchor.value.eventId)
  assert.is(row?.top, 180)
})

Start.run()

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
