import * as O from 'fp-ts/Option'
import { suite } from 'uvu'
import * as assert from 'uvu/assert'
import { printedDuties, printedOn } from '../../../core/roster/print-month.rules'
import { aLeg, aPairing, aRange, anEvent, date, wireEvent } from './fixtures'

const Print = suite('printed block month (issue 32)')
const options = { locale: 'en' as const, localTimePostfix: 'LT' }

Print('a leg prints its local times with the postfix and its UTC times, whatever the screen shows', () => {
  const [line] = printedDuties([aLeg()], aRange(), options)
  assert.is(line?.depth, 0)
  assert.is(line?.day.toString(), '2026-03-15')
  assert.equal(line?.local, O.some('09:00 – 12:30 LT'))
  assert.equal(line?.utc, O.some('08:00 – 16:30 UTC'))
})

Print('a range over midnight carries both dates; one ending exactly at midnight does not', () => {
  const night = anEvent({ type: 'HOT', fromDateTimeUTC: '2026-03-10T17:14:00+00:00', toDateTimeUTC: '2026-03-11T00:19:00+00:00', fromDateTimeLtAtAirport: '2026-03-10T18:14:00+01:00', toDateTimeLtAtAirport: '2026-03-11T01:19:00+01:00' })
  const [hotel] = printedDuties([night], aRange(), options)
  assert.equal(hotel?.local, O.some('10 Mar 18:14 – 11 Mar 01:19 LT'))
  assert.equal(hotel?.utc, O.some('10 Mar 17:14 – 11 Mar 00:19 UTC'))
  const toMidnight = anEvent({ type: 'SBY', fromDateTimeUTC: '2026-03-12T16:00:00+00:00', toDateTimeUTC: '2026-03-13T00:00:00+00:00' })
  assert.equal(printedDuties([toMidnight], aRange(), options)[0]?.utc, O.some('16:00 – 00:00 UTC'))
})

Print('over the DST change (Paris, 29 Mar 2026) the local times keep their own offsets', () => {
  const leg = aLeg({ fromDateTimeUTC: '2026-03-29T00:30:00+00:00', toDateTimeUTC: '2026-03-29T02:30:00+00:00', fromDateTimeLtAtAirport: '2026-03-29T01:30:00+01:00', toDateTimeLtAtAirport: '2026-03-29T04:30:00+02:00' })
  assert.equal(printedDuties([leg], aRange(), options)[0]?.local, O.some('01:30 – 04:30 LT'))
})

Print('whole-day kinds print their day only; daily remarks and duties outside the block month are left out', () => {
  const off = anEvent({ type: 'OFF', fromDateTimeUTC: '2026-03-20T00:00:00+00:00', toDateTimeUTC: '2026-03-21T00:00:00+00:00' })
  const remark = anEvent({ type: 'DREM', fromDateTimeUTC: '2026-03-20T08:00:00+00:00', toDateTimeUTC: '2026-03-20T08:00:00+00:00' })
  const april = anEvent({ type: 'LEG', fromDateTimeUTC: '2026-04-02T08:00:00+00:00', toDateTimeUTC: '2026-04-02T10:00:00+00:00' })
  const lines = printedDuties([off, remark, april], aRange(), options)
  assert.is(lines.length, 1)
  assert.is(lines[0]?.event.type, 'OFF')
  assert.equal(lines[0]?.local, O.none)
  assert.equal(lines[0]?.utc, O.none)
  // A duty that started in the previous block month and ends in this one is printed.
  const across = anEvent({ type: 'LEG', fromDateTimeUTC: '2026-02-28T22:00:00+00:00', toDateTimeUTC: '2026-03-01T03:00:00+00:00' })
  assert.is(printedDuties([across], aRange(), options).length, 1)
})

Print('a pairing is followed by its parts; French dates in French', () => {
  const pairing = aPairing([
    wireEvent({ type: 'LEG', fromDateTimeUTC: '2026-03-15T08:00:00+00:00', toDateTimeUTC: '2026-03-15T16:30:00+00:00' }),
    wireEvent({ type: 'DREM', fromDateTimeUTC: '2026-03-15T08:00:00+00:00', toDateTimeUTC: '2026-03-15T08:00:00+00:00' }),
  ])
  const lines = printedDuties([pairing], aRange(), { locale: 'fr', localTimePostfix: 'HL' })
  assert.equal(lines.map((l) => [l.event.type, l.depth]), [['PAR', 0], ['LEG', 1]])
  assert.equal(lines[0]?.local, O.some('15 mars 08:00 – 17 mars 19:00 HL'))
  assert.is(printedOn(date('2026-11-28'), 'fr'), '28 nov. 2026')
  assert.is(printedOn(date('2026-11-28'), 'en'), '28 Nov 2026')
})

Print.run()
