import { suite } from 'uvu'
import * as assert from 'uvu/assert'
import { effectiveEnd, placeEvent, touchesDay } from '../../../core/roster/calendar-placement.rules'
import { anEvent, date, zdt, zone } from './fixtures'

const UTC = zone('UTC')
const PARIS = zone('Europe/Paris')
const span = (from: string, to: string) => anEvent({ fromDateTimeUTC: from, toDateTimeUTC: to })
const show = (placements: ReadonlyArray<{ date: { toString(): string }; startSlot: number; span: number }>) =>
  placements.map((p) => `${p.date.toString()} ${p.startSlot}+${p.span}`)

const Midnight = suite('midnight rule')

Midnight('"An event end exactly at midnight counts as 23:59:59 of the prior day"', () => {
  const end = effectiveEnd(zdt('2026-03-15T20:00:00+00:00'), zdt('2026-03-16T00:00:00+00:00'))
  assert.is(end.toString({ timeZoneName: 'never' }), '2026-03-15T23:59:59+00:00')
  assert.equal(show(placeEvent(span('2026-03-15T20:00:00+00:00', '2026-03-16T00:00:00+00:00'), UTC)), ['2026-03-15 20+4'])
  assert.not.ok(touchesDay(span('2026-03-15T20:00:00+00:00', '2026-03-16T00:00:00+00:00'), date('2026-03-16'), UTC))
})

Midnight('midnight is taken in the zone shown: 23:00Z is midnight in Paris in winter', () => {
  const event = span('2026-03-15T20:00:00+00:00', '2026-03-15T23:00:00+00:00')
  assert.equal(show(placeEvent(event, PARIS)), ['2026-03-15 21+3'])
  const utcMidnight = span('2026-03-15T20:00:00+00:00', '2026-03-16T00:00:00+00:00')
  assert.equal(show(placeEvent(utcMidnight, PARIS)), ['2026-03-15 21+3', '2026-03-16 0+1'])
})

Midnight('one second after midnight does touch the new day; a zero-length event at midnight stays on its day', () => {
  assert.equal(show(placeEvent(span('2026-03-15T20:00:00+00:00', '2026-03-16T00:00:01+00:00'), UTC)), ['2026-03-15 20+4', '2026-03-16 0+1'])
  assert.equal(show(placeEvent(span('2026-03-16T00:00:00+00:00', '2026-03-16T00:00:00+00:00'), UTC)), ['2026-03-16 0+1'])
})

Midnight('an end before the start never spans days backwards', () => {
  assert.equal(show(placeEvent(span('2026-03-16T10:00:00+00:00', '2026-03-14T10:00:00+00:00'), UTC)), ['2026-03-16 10+1'])
})

Midnight.run()

const Place = suite('placeEvent')

Place('"Roster tags and event tags are positioned by hour": start slot and span', () => {
  const [only, ...rest] = placeEvent(span('2026-03-15T08:00:00+00:00', '2026-03-15T10:30:00+00:00'), UTC)
  assert.is(rest.length, 0)
  assert.is(only!.startSlot, 8)
  assert.is(only!.span, 3)
  assert.ok(only!.startsOnDay && only!.endsOnDay)
})

Place('events crossing midnight are split per day; whole days in between fill 24 slots', () => {
  const placements = placeEvent(span('2026-03-10T22:00:00+00:00', '2026-03-13T02:00:00+00:00'), UTC)
  assert.equal(show(placements), ['2026-03-10 22+2', '2026-03-11 0+24', '2026-03-12 0+24', '2026-03-13 0+2'])
  assert.equal(placements.map((p) => [p.startsOnDay, p.endsOnDay]), [[true, false], [false, false], [false, false], [false, true]])
})

Place('computed in the zone the profile shows (UTC vs Europe/Paris)', () => {
  const event = span('2026-03-15T23:30:00+00:00', '2026-03-16T01:30:00+00:00')
  assert.equal(show(placeEvent(event, UTC)), ['2026-03-15 23+1', '2026-03-16 0+2'])
  assert.equal(show(placeEvent(event, PARIS)), ['2026-03-16 0+3'])
})

Place('DST change, Europe/Paris 2026-03-29: 01:30 to 03:30 wall-clock covers slots 1 to 3 (slot 2 does not exist)', () => {
  const event = span('2026-03-29T00:30:00+00:00', '2026-03-29T01:30:00+00:00')
  assert.equal(show(placeEvent(event, PARIS)), ['2026-03-29 1+3'])
})

Place('DST change, Europe/Paris 2026-10-25: the repeated hour 02:00 is one slot', () => {
  assert.equal(show(placeEvent(span('2026-10-25T00:15:00+00:00', '2026-10-25T01:45:00+00:00'), PARIS)), ['2026-10-25 2+1'])
  const overnight = span('2026-10-24T21:00:00+00:00', '2026-10-25T02:00:00+00:00')
  assert.equal(show(placeEvent(overnight, PARIS)), ['2026-10-24 23+1', '2026-10-25 0+3'])
})

Place('DST change: an event ending at local midnight after the autumn change still counts for the prior day', () => {
  const event = span('2026-10-25T20:00:00+00:00', '2026-10-25T23:00:00+00:00')
  assert.equal(show(placeEvent(event, PARIS)), ['2026-10-25 21+3'])
})

Place('an end exactly on the hour does not fill the slot it opens', () => {
  assert.equal(show(placeEvent(span('2026-03-15T05:00:00+00:00', '2026-03-15T09:00:00+00:00'), UTC)), ['2026-03-15 5+4'])
  assert.equal(show(placeEvent(span('2026-03-15T05:00:00+00:00', '2026-03-15T09:00:01+00:00'), UTC)), ['2026-03-15 5+5'])
})

Place('days outside `within` are clipped', () => {
  const event = span('2026-02-27T10:00:00+00:00', '2026-03-02T10:00:00+00:00')
  assert.equal(show(placeEvent(event, UTC, { first: date('2026-03-01'), last: date('2026-03-31') })), ['2026-03-01 0+24', '2026-03-02 0+10'])
})

Place.run()
