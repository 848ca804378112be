import fc from 'fast-check'
import * as E from 'fp-ts/Either'
import * as t from 'io-ts'
import { Temporal } from 'temporal-polyfill'
import { suite } from 'uvu'
import * as assert from 'uvu/assert'
import { BlockMonth, RosterPeriod } from '../../../core/roster/block-month.codec'
import { DutyEvent, DutyEventContract, type DutyEventWire } from '../../../core/roster/event.codec'
import { TimeOfDay } from '../../../core/roster/event-parts.codec'
import { fastDutyEvent, isTimeOfDay } from '../../../core/roster/event.fast-decode'
import { RosterData } from '../../../core/roster/roster.codec'
import { decodeWith } from '../../../core/shared/decode'
import { DateTimeWithOffset, IsoDate, isWireDate, isWireDateTime } from '../../../core/shared/time.codec'
import { badDateTimeArb, badEventTypeArb, wireEventArb, wireRosterDataArb } from './arbitraries'

// The fast path of `DutyEvent` (core/roster/event.fast-decode.ts) against the io-ts codec it stands in for
// (`DutyEventContract`): the same value on every valid payload, a refusal (so the codec decides, with its
// error paths) on every invalid one.

const RUNS = { numRuns: 200 }

/** Deep equality that compares Temporal values by what they mean (the class, the instant or day, the zone). */
const same = (a: unknown, b: unknown): boolean => {
  if (a instanceof Temporal.ZonedDateTime || b instanceof Temporal.ZonedDateTime) {
    return a instanceof Temporal.ZonedDateTime && b instanceof Temporal.ZonedDateTime && a.equals(b) && a.timeZoneId === b.timeZoneId && a.toString() === b.toString()
  }
  if (a instanceof Temporal.PlainDate || b instanceof Temporal.PlainDate) return a instanceof Temporal.PlainDate && b instanceof Temporal.PlainDate && a.equals(b)
  if (Array.isArray(a) || Array.isArray(b)) return Array.isArray(a) && Array.isArray(b) && a.length === b.length && a.every((x, i) => same(x, b[i]))
  if (typeof a === 'object' && a !== null && typeof b === 'object' && b !== null) {
    const ka = Object.keys(a).sort()
    const kb = Object.keys(b).sort()
    return same(ka, kb) && ka.every((k) => same((a as Record<string, unknown>)[k], (b as Record<string, unknown>)[k]))
  }
  return Object.is(a, b)
}

/** What the fast path and the codec both read: fresh objects each time, as JSON.parse makes them. */
const parsed = (wire: unknown): unknown => JSON.parse(JSON.stringify(wire))

const junkArb = fc.oneof(
  fc.constantFrom<unknown>(null, 0, 1.5, true, false, '', 'x', [], {}, [1], { airportCode: 1 }, ['LEG', 2], [{ id: 1 }], { a: 1 }),
  badDateTimeArb,
  badEventTypeArb,
  fc.constantFrom('2026-02-29', '2026-13-01', '2024-02-30', '25:00', '12:60', '2026-03-15T10:00:00+24:00', '2026-03-15T10:00:61Z', 'x'.repeat(257)),
)

const FIELD_NAMES = [
  'id', 'logicalId', 'type', 'fromDateTimeUTC', 'toDateTimeUTC', 'eventId', 'originalEventType', 'details', 'remark', 'checkinCheckoutControlled',
  'departure', 'arrival', 'attributes', 'customAttributes', 'rosterChangeType', 'roles', 'eventDescription', 'fromDate', 'toDateLocal',
  'fromLocalTime', 'toTimeUtc', 'fromDateTime', 'toDateTimeLtAtHb', 'simBriefingDateTimeUTC', 'simBriefing', 'simDebriefing', 'events', 'unknownExtra',
] as const

type Mutable = Record<string, unknown>

/** A valid event with one field somewhere (the event or one of its children) set to junk, or removed. */
const mutatedArb = fc
  .tuple(wireEventArb, fc.constantFrom(...FIELD_NAMES), junkArb, fc.boolean(), fc.nat(), fc.constantFrom('eventDescription', 'simBriefing', 'roles', 'departure', ''))
  .map(([wire, field, junk, remove, pick, inside]) => {
    const root = parsed(wire) as Mutable
    const all: Mutable[] = []
    const walk = (e: Mutable) => {
      all.push(e)
      for (const c of (e['events'] ?? []) as Mutable[]) walk(c)
    }
    walk(root)
    const target = all[pick % all.length] ?? root
    const nested = inside === '' ? undefined : target[inside]
    if (nested !== undefined && typeof nested === 'object' && nested !== null && !Array.isArray(nested) && !remove) {
      ;(nested as Record<string, unknown>)[inside === 'eventDescription' ? 'aircraftTypeCodes' : inside === 'simBriefing' ? 'dateLocal' : 'airportCode'] = junk
    } else if (Array.isArray(nested) && nested.length > 0 && !remove) {
      ;(nested[0] as Record<string, unknown>)['name'] = junk
    } else if (remove) delete target[field]
    else target[field] = junk
    return root as unknown
  })

const Same = suite('DutyEvent fast path: the same result as the io-ts codec')

Same('every valid event decodes to the value the codec decodes it to, and encodes back to the same wire', () => {
  fc.assert(
    fc.property(wireEventArb, (wire) => {
      const fast = DutyEvent.decode(parsed(wire))
      const contract = DutyEventContract.decode(parsed(wire))
      return E.isRight(fast) && E.isRight(contract) && fastDutyEvent(parsed(wire)) !== undefined && same(fast.right, contract.right) && same(DutyEvent.encode(fast.right), DutyEventContract.encode(contract.right))
    }),
    RUNS,
  )
})

Same('every changed event: the fast path refuses whatever the codec refuses, with the same error paths, and agrees on the rest', () => {
  fc.assert(
    fc.property(mutatedArb, (u) => {
      const contract = decodeWith(DutyEventContract)(parsed(u))
      const fast = fastDutyEvent(parsed(u))
      const decoded = decodeWith(DutyEvent)(parsed(u))
      if (E.isLeft(contract)) return fast === undefined && E.isLeft(decoded) && same(decoded.left, contract.left)
      return E.isRight(decoded) && same(decoded.right, contract.right) && (fast === undefined || same(fast, contract.right))
    }),
    { numRuns: 600 },
  )
})

Same('roster data: decoded through the fast path as through the codec alone', () => {
  const Contract = t.type({ events: t.array(DutyEventContract), rosterPeriod: RosterPeriod, blockMonthList: t.array(BlockMonth) })
  fc.assert(
    fc.property(wireRosterDataArb, (wire) => {
      const fast = RosterData.decode(parsed(wire))
      const contract = Contract.decode(parsed(wire))
      return E.isRight(fast) && E.isRight(contract) && same(fast.right, contract.right)
    }),
    { numRuns: 60 },
  )
})

Same('roster data with one event changed anywhere in its list: the same value or the same error paths as the codec alone', () => {
  const Contract = t.type({ events: t.array(DutyEventContract), rosterPeriod: RosterPeriod, blockMonthList: t.array(BlockMonth) })
  fc.assert(
    fc.property(wireRosterDataArb, mutatedArb, fc.nat(), (wire, changed, at) => {
      const roster = parsed(wire) as { events: unknown[] }
      roster.events.splice(at % (roster.events.length + 1), 0, changed)
      const fast = decodeWith(RosterData)(parsed(roster))
      const contract = decodeWith(Contract)(parsed(roster))
      return E.isLeft(contract) ? E.isLeft(fast) && same(fast.left, contract.left) : E.isRight(fast) && same(fast.right, contract.right)
    }),
    { numRuns: 300 },
  )
  assert.ok(E.isLeft(RosterData.decode({ events: {}, rosterPeriod: {}, blockMonthList: [] })), 'events that are not an array')
})

Same('what is not a plain parsed object is left to the codec', () => {
  for (const u of [null, 1, 'event', [], Object.create(null) as unknown, new (class Event {})()]) assert.is(fastDutyEvent(u), undefined)
})

Same.run()

const Lazy = suite('DutyEvent fast path: date-times built when first read')

const aLeg = (): DutyEventWire =>
  ({
    id: 'L1',
    logicalId: 'L1',
    type: 'LEG',
    fromDateTimeUTC: '2026-03-15T08:00:00+00:00',
    toDateTimeUTC: '2026-03-15T10:30:00+00:00',
    fromDateTimeLtAtAirport: '2026-03-15T09:00:00+01:00',
    fromDate: '2026-03-15',
  }) as DutyEventWire

Lazy('a read field is a Temporal value of its own offset; an assigned one is kept; a spread copies the values', () => {
  const decoded = DutyEvent.decode(parsed(aLeg()))
  assert.ok(E.isRight(decoded))
  const event = decoded.right
  assert.ok(event.fromDateTimeLtAtAirport instanceof Temporal.ZonedDateTime)
  assert.is(event.fromDateTimeLtAtAirport.toString(), '2026-03-15T09:00:00+01:00[+01:00]')
  assert.is(event.fromDateTimeLtAtAirport, event.fromDateTimeLtAtAirport, 'built once')
  assert.ok(event.fromDate?.equals('2026-03-15'))
  const later = Temporal.ZonedDateTime.from('2026-03-16T08:00:00+00:00[UTC]')
  event.fromDateTimeUTC = later
  assert.is(event.fromDateTimeUTC, later)
  const copy = { ...event, remark: 'x' }
  assert.is(copy.fromDateTimeUTC, later)
  assert.ok(copy.toDateTimeUTC instanceof Temporal.ZonedDateTime)
  assert.equal(Object.keys(copy).sort(), ['fromDate', 'fromDateTimeLtAtAirport', 'fromDateTimeUTC', 'id', 'logicalId', 'remark', 'toDateTimeUTC', 'type'])
  assert.is(JSON.stringify(DutyEvent.encode(event)), JSON.stringify(DutyEventContract.encode({ ...event })))
})

Lazy('a field read, then assigned, then read again gives what was assigned; copies taken in between keep the built value', () => {
  const decoded = DutyEvent.decode(parsed(aLeg()))
  assert.ok(E.isRight(decoded))
  const event = decoded.right
  const built = event.toDateTimeUTC
  assert.is(built.toString(), '2026-03-15T10:30:00+00:00[+00:00]')
  const before = { ...event }
  const later = Temporal.ZonedDateTime.from('2026-03-16T08:00:00+00:00[UTC]')
  event.toDateTimeUTC = later
  assert.is(event.toDateTimeUTC, later)
  assert.is(before.toDateTimeUTC, built)
  assert.is({ ...event }.toDateTimeUTC, later)
  assert.is(JSON.stringify(DutyEvent.encode(event)), JSON.stringify(DutyEventContract.encode({ ...event })))
})

Lazy('a simulator session\'s dateLocal: a PlainDate built once, listed and copied as a plain field, replaced by an assignment', () => {
  const wire = { ...aLeg(), type: 'SIM', simBriefing: { dateLocal: '2026-03-15', localTime: '07:30' }, simDebriefing: { timeUtc: '12:00' } } as DutyEventWire
  const decoded = DutyEvent.decode(parsed(wire))
  assert.ok(E.isRight(decoded))
  const sim = decoded.right.simBriefing
  assert.ok(sim?.dateLocal instanceof Temporal.PlainDate)
  assert.ok(sim.dateLocal.equals('2026-03-15'))
  assert.is(sim.dateLocal, sim.dateLocal, 'built once')
  assert.equal(Object.keys(sim), ['dateLocal', 'localTime'])
  assert.equal(decoded.right.simDebriefing, { timeUtc: '12:00' })
  const copy = { ...sim }
  assert.is(copy.dateLocal, sim.dateLocal)
  const later = Temporal.PlainDate.from('2026-03-16')
  sim.dateLocal = later
  assert.is(sim.dateLocal, later)
  assert.ok(copy.dateLocal?.equals('2026-03-15'))
  assert.is(JSON.stringify(DutyEvent.encode(decoded.right)), JSON.stringify(DutyEventContract.encode({ ...decoded.right, simBriefing: { ...sim } })))
  assert.is((DutyEvent.encode(decoded.right).simBriefing as { dateLocal?: string }).dateLocal, '2026-03-16')
})

Lazy.run()

const Time = suite('isWireDateTime and isWireDate: the codecs accept exactly these')

/** Two digits, mostly around the edges of the range a field allows (`max`), sometimes anything. */
const d2 = (max: number) => fc.oneof(fc.integer({ min: 0, max: max + 2 }), fc.integer({ min: 0, max: 99 })).map((n) => String(n).padStart(2, '0'))
const year = fc.oneof(fc.constantFrom(0, 1900, 2000, 2023, 2024, 2100, 9999), fc.integer({ min: 0, max: 9999 })).map((n) => String(n).padStart(4, '0'))
const trickyDay = fc
  .tuple(fc.constantFrom('1900', '2000', '2023', '2024', '2100'), fc.constantFrom('00', '01', '02', '04', '12', '13'), fc.constantFrom('00', '28', '29', '30', '31', '32'))
  .map(([y, m, d]) => `${y}-${m}-${d}`)
const dateLike = fc.oneof(trickyDay, fc.tuple(year, d2(12), d2(31)).map(([y, m, d]) => `${y}-${m}-${d}`))
const dateTimeLike = fc
  .tuple(dateLike, d2(23), d2(59), fc.option(fc.tuple(d2(60), fc.option(fc.integer({ min: 0, max: 999_999_999 }).map(String), { nil: undefined })), { nil: undefined }), fc.oneof(fc.constant('Z'), fc.tuple(fc.constantFrom('+', '-'), d2(23), d2(59)).map(([s, h, m]) => `${s}${h}:${m}`)))
  .map(([date, h, m, sec, offset]) => `${date}T${h}:${m}${sec === undefined ? '' : `:${sec[0]}${sec[1] === undefined ? '' : `.${sec[1]}`}`}${offset}`)

Time('a date-time string of the wire pattern, with any digits: accepted by isWireDateTime exactly when DateTimeWithOffset decodes it', () => {
  // Fractions of 0 to 11 digits, and one char of a valid date-time replaced: the pattern's edges, not only its ranges.
  const fraction = fc.tuple(fc.array(fc.constantFrom('0', '5', '9'), { maxLength: 11 }), fc.constantFrom('Z', '+01:00', '-23:59', '+1:00', '')).map(([ds, offset]) => `2024-02-29T23:59:60.${ds.join('')}${offset}`)
  const charSwap = fc.tuple(dateTimeLike, fc.nat(30), fc.constantFrom('/', ':', '.', 'T', 't', 'z', 'Z', '+', '-', ' ', '0', '9')).map(([s, i, c]) => s.slice(0, i) + c + s.slice(i + 1))
  fc.assert(fc.property(fc.oneof(dateTimeLike, badDateTimeArb, fc.string(), fraction, charSwap), (s) => isWireDateTime(s) === E.isRight(DateTimeWithOffset.decode(s))), { numRuns: 3000 })
})

Time('a date string of the wire pattern, with any digits: accepted by isWireDate exactly when IsoDate decodes it', () => {
  fc.assert(fc.property(fc.oneof(dateLike, fc.string()), (s) => isWireDate(s) === E.isRight(IsoDate.decode(s))), { numRuns: 1500 })
  for (const s of ['2024-02-29', '2023-02-29', '1900-02-29', '2000-02-29', '2026-04-31', '2026-00-10', '0000-01-01']) assert.is(isWireDate(s), E.isRight(IsoDate.decode(s)), s)
})

Time('a time of day with any digits: accepted by the fast path exactly when TimeOfDay decodes it', () => {
  const timeLike = fc.tuple(d2(23), d2(59), fc.option(d2(59), { nil: undefined })).map(([h, m, sec]) => (sec === undefined ? `${h}:${m}` : `${h}:${m}:${sec}`))
  const charSwap = fc.tuple(timeLike, fc.nat(7), fc.constantFrom('/', ':', ';', 'a', ' ', '-', '0', '9')).map(([s, i, c]) => s.slice(0, i) + c + s.slice(i + 1))
  fc.assert(fc.property(fc.oneof(timeLike, charSwap, fc.string({ maxLength: 9 })), (s) => isTimeOfDay(s) === E.isRight(TimeOfDay.decode(s))), { numRuns: 3000 })
  for (const s of ['00:00', '23:59', '24:00', '19:60', '2:00', '12:00:60', '1a:00', '12-00', '12:5/', 12, undefined]) assert.is(isTimeOfDay(s), E.isRight(TimeOfDay.decode(s)), String(s))
})

Time.run()
