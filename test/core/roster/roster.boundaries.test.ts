// Cases found by mutation testing (docs/testing.md, core/roster): each asserts a behaviour a caller sees that no
// other test of the measured files pinned down (an exact instant, an event that is not a pairing, a child order).
import { suite } from 'uvu'
import * as assert from 'uvu/assert'
import * as E from 'fp-ts/Either'
import * as O from 'fp-ts/Option'
import { RosterPeriod } from '../../../core/roster/block-month.codec'
import { checkInWindowOf } from '../../../core/check-in/time-window-check-in.rules'
import { currentBlockMonth, sortBlockMonths } from '../../../core/roster/block-month.rules'
import { calendarCode } from '../../../core/roster/calendar-codes.rules'
import { nextDuty } from '../../../core/roster/next-duty.rules'
import { pairingCounts } from '../../../core/roster/pairing-counts.rules'
import { aBlockMonth, aLeg, aPairing, anEvent, instant, wireEvent } from './fixtures'

const Edges = suite('roster rules: edges found by mutation testing')

Edges('no block month is current before the first one starts', () => {
  const list = sortBlockMonths([aBlockMonth('BM03', '2026-03-01T00:00:00+00:00', '2026-03-31T00:00:00+00:00')])
  assert.equal(currentBlockMonth(list, instant('2026-02-28T23:59:59.999Z')), O.none)
})

Edges('only a roster tag shows its roster tag code; another event with one shows its type', () => {
  const description = { rosterTagCode: 'XMAS' }
  assert.is(calendarCode(anEvent({ type: 'RTG', eventDescription: description }), { showGroundCodeInCalendar: false, calendarCodeMapping: {} }), 'XMAS')
  assert.is(calendarCode(anEvent({ type: 'OFF', eventDescription: description }), { showGroundCodeInCalendar: false, calendarCodeMapping: {} }), 'OFF')
})

Edges('an event that is not a pairing has no pairing counts, even with duties inside', () => {
  const leg = wireEvent({ id: 'l1', type: 'LEG' })
  assert.is(pairingCounts(anEvent({ type: 'SBY', events: [leg] })), undefined)
  assert.equal(pairingCounts(aPairing([leg])), { sectors: 1, layovers: 0 })
})

const checkIn = wireEvent({ id: 'ci', type: 'C_I', fromDateTimeUTC: '2026-03-15T09:30:00+00:00', toDateTimeUTC: '2026-03-15T10:30:00+00:00' })
const legChild = wireEvent({ id: 'l1', type: 'LEG', fromDateTimeUTC: '2026-03-15T08:00:00+00:00', toDateTimeUTC: '2026-03-15T12:00:00+00:00' })

Edges('a pairing reports at its check-in child even when another child is listed first', () => {
  const next = nextDuty([aPairing([legChild, checkIn])], instant('2026-03-15T06:00:00Z'), checkInWindowOf)
  assert.equal(O.map((n: { reportAt: { toString: () => string } }) => n.reportAt.toString())(next), O.some('2026-03-15T09:30:00+00:00[+00:00]'))
})

Edges('check-in is open from the exact instant the window opens; at the exact report time no minutes are left', () => {
  const pairing = aPairing([checkIn])
  const opensAt = checkInWindowOf(pairing.events![0]!).opensAt
  const atOpening = nextDuty([pairing], opensAt, checkInWindowOf)
  assert.is(O.isSome(atOpening) ? atOpening.value.checkIn : undefined, 'open')
  const atReport = nextDuty([pairing], instant('2026-03-15T09:30:00Z'), checkInWindowOf)
  assert.equal(O.isSome(atReport) ? atReport.value.minutesUntilReport : undefined, O.none)
  const leg = nextDuty([aLeg()], instant('2026-03-15T08:00:00Z'), checkInWindowOf)
  assert.equal(O.isSome(leg) ? leg.value.minutesUntilReport : undefined, O.none)
})

Edges('a roster period\'s home-base times, when sent, must be date-times with an offset', () => {
  const period = { from: '2026-03-01T00:00:00+00:00', to: '2026-03-31T00:00:00+00:00' }
  assert.ok(E.isRight(RosterPeriod.decode({ ...period, fromLocalAtHb: '2026-03-01T01:00:00+01:00' })))
  assert.ok(E.isLeft(RosterPeriod.decode({ ...period, fromLocalAtHb: 'March 1st' })))
  assert.ok(E.isLeft(RosterPeriod.decode({ ...period, toLocalAtHb: 31 })))
})

Edges.run()
