import { suite } from 'uvu'
import * as assert from 'uvu/assert'
import fc from 'fast-check'
import * as E from 'fp-ts/Either'
import { decodeWith } from '../../../core/shared/decode'
import { DutyEvent } from '../../../core/roster/event.codec'
import { EVENT_TYPES, isEventType } from '../../../core/roster/event-type.codec'
import { TimeOfDay } from '../../../core/roster/event-parts.codec'
import { badDateTimeArb, badEventTypeArb, wireEventArb } from './arbitraries'
import { wireEvent } from './fixtures'

const decode = decodeWith(DutyEvent)
const RUNS = { numRuns: 1000 }

const Examples = suite('DutyEvent codec: examples')

Examples('decodes every field of the Event (duty) entity, times to Temporal values', () => {
  const wire = wireEvent({
    type: 'PAR',
    originalEventType: 'LEG',
    eventId: '77',
    fromDateTimeUTC: '2026-03-15T07:00:00+00:00',
    fromDateTimeLtAtAirport: '2026-03-15T08:00:00+01:00',
    fromDate: '2026-03-15',
    fromLocalTime: '08:00',
    departure: { airportCode: 'FRA' },
    roles: [{ id: 1, name: 'Captain' }],
    rosterChangeType: ['NEW'],
    attributes: { crewCode: 'ANN' },
    simBriefing: { dateLocal: '2026-03-15', localTime: '07:30', timeUtc: '06:30' },
    eventDescription: { pairingNumber: '1234/5', aircraftTypeCodes: ['320', '321'] },
    events: [wireEvent({ type: 'LEG', fromAirport: 'FRA' })],
  })
  const result = decode(wire)
  assert.ok(E.isRight(result))
  if (E.isRight(result)) {
    const event = result.right
    assert.is(event.type, 'PAR')
    assert.is(event.fromDateTimeLtAtAirport?.offset, '+01:00')
    assert.is(event.fromDateTimeUTC.toInstant().toString(), '2026-03-15T07:00:00Z')
    assert.is(event.fromDate?.toString(), '2026-03-15')
    assert.is(event.events?.[0]?.type, 'LEG')
    assert.equal(DutyEvent.encode(event), wire)
  }
})

Examples('an unknown event type is a decoding failure naming its path (strict literal union)', () => {
  const result = decode({ ...wireEvent({ type: 'PAR' }), events: [wireEvent(), { ...wireEvent(), type: 'FLY' }] })
  assert.ok(E.isLeft(result))
  if (E.isLeft(result)) assert.equal(result.left.issues.map((i) => i.path), ['events[1].type'])
})

Examples('a date-time without offset fails at its field path', () => {
  const result = decode({ ...wireEvent(), fromDateTimeSchedUTC: '2026-03-15T08:00:00' })
  assert.ok(E.isLeft(result))
  if (E.isLeft(result)) assert.equal(result.left.issues.map((i) => i.path), ['fromDateTimeSchedUTC'])
})

Examples('unknown extra fields do not fail decoding and survive re-encoding', () => {
  const wire = { ...wireEvent(), somethingNew: 42 }
  const result = decode(wire)
  assert.ok(E.isRight(result))
  if (E.isRight(result)) assert.equal(DutyEvent.encode(result.right), wire)
})

Examples('"Event types: PAR ... DREM": all 18 types decode, others do not', () => {
  assert.is(EVENT_TYPES.length, 18)
  for (const type of EVENT_TYPES) assert.ok(E.isRight(decode(wireEvent({ type }))), type)
  assert.not.ok(isEventType('par'))
  assert.ok(isEventType('C_I'))
})

Examples('times of day are HH:mm or HH:mm:ss within the day', () => {
  for (const ok of ['00:00', '23:59', '08:30:15']) assert.ok(E.isRight(TimeOfDay.decode(ok)), ok)
  for (const bad of ['24:00', '8:30', '12:60', '12:00:60', '']) assert.ok(E.isLeft(TimeOfDay.decode(bad)), bad)
})

Examples.run()

const Properties = suite('DutyEvent codec: properties')

Properties('generated valid events with nested children decode and re-encode unchanged', () => {
  fc.assert(
    fc.property(wireEventArb, (wire) => {
      const result = DutyEvent.decode(wire)
      if (E.isLeft(result)) return false
      assert.equal(DutyEvent.encode(result.right), wire)
      return true
    }),
    RUNS,
  )
})

const corruptions: ReadonlyArray<(wire: Record<string, unknown>, bad: unknown) => unknown> = [
  (w, bad) => ({ ...w, type: bad }),
  (w, bad) => ({ ...w, fromDateTimeUTC: bad }),
  (w, bad) => ({ ...w, toDateTimeLtAtHb: bad }),
  (w) => Object.fromEntries(Object.entries(w).filter(([k]) => k !== 'logicalId')),
  (w) => ({ ...w, logicalId: '' }),
  (w) => ({ ...w, roles: [{ id: true, name: 'x' }] }),
  (w) => ({ ...w, departure: { airportCode: 5 } }),
  (w) => ({ ...w, eventDescription: { aircraftTypeCodes: 'A320' } }),
  (w) => ({ ...w, fromLocalTime: '25:00' }),
  (w, bad) => ({ ...w, events: [{ ...w, fromDateTimeUTC: bad }] }),
  (w) => ({ ...w, events: {} }),
]

Properties('generated invalid events give Left and never throw (the raw codec, without decodeWith\'s guard)', () => {
  fc.assert(
    fc.property(
      wireEventArb,
      fc.integer({ min: 0, max: corruptions.length - 1 }),
      fc.oneof(badDateTimeArb, badEventTypeArb),
      (wire, which, bad) => {
        const corrupt = corruptions[which]
        if (corrupt === undefined) return false
        return E.isLeft(DutyEvent.decode(corrupt(wire as unknown as Record<string, unknown>, bad)))
      },
    ),
    RUNS,
  )
})

Properties('arbitrary values give Left and never throw', () => {
  fc.assert(fc.property(fc.anything(), (u) => E.isLeft(DutyEvent.decode(u))), RUNS)
})

Properties.run()
