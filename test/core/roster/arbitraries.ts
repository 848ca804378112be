import fc from 'fast-check'
import type { DutyEventWire } from '../../../core/roster/event.codec'
import { EVENT_TYPES } from '../../../core/roster/event-type.codec'

const pad = (n: number, width = 2) => String(n).padStart(width, '0')
const obj = { noNullPrototype: true } as const

/** A canonical wire calendar date `yyyy-MM-dd`. */
export const isoDateArb = fc
  .tuple(fc.integer({ min: 1970, max: 2099 }), fc.integer({ min: 1, max: 12 }), fc.integer({ min: 1, max: 28 }))
  .map(([y, m, d]) => `${pad(y, 4)}-${pad(m)}-${pad(d)}`)

/** A wire offset `±hh:mm`, `+00:00` for zero (never `Z`, never `-00:00`). */
export const offsetArb = fc
  .tuple(fc.boolean(), fc.integer({ min: 0, max: 14 }), fc.constantFrom(0, 30, 45))
  .map(([negative, h, m]) => (h === 0 && m === 0 ? '+00:00' : `${negative ? '-' : '+'}${pad(h)}:${pad(m)}`))

/** A canonical wire date-time `yyyy-MM-ddTHH:mm:ss±hh:mm` (seconds present, no fraction). */
export const dateTimeArb = fc
  .tuple(isoDateArb, fc.integer({ min: 0, max: 23 }), fc.integer({ min: 0, max: 59 }), fc.integer({ min: 0, max: 59 }), offsetArb)
  .map(([d, h, m, s, o]) => `${d}T${pad(h)}:${pad(m)}:${pad(s)}${o}`)

/** A wire time of day `HH:mm` or `HH:mm:ss`. */
export const timeOfDayArb = fc
  .tuple(fc.integer({ min: 0, max: 23 }), fc.integer({ min: 0, max: 59 }), fc.option(fc.integer({ min: 0, max: 59 }), { nil: undefined }))
  .map(([h, m, s]) => (s === undefined ? `${pad(h)}:${pad(m)}` : `${pad(h)}:${pad(m)}:${pad(s)}`))

const text = fc.string({ maxLength: 12 })
const code = fc.string({ unit: fc.constantFrom(...'ABCDEFGHJKLMNXYZ0123456789/'.split('')), minLength: 1, maxLength: 7 })
const key = fc.string({ unit: fc.constantFrom(...'abcdefxyz_'.split('')), minLength: 1, maxLength: 6 })
const eventTypeArb = fc.constantFrom(...EVENT_TYPES)
const attributesArb = fc.dictionary(key, text, { maxKeys: 3, noNullPrototype: true })
const airportArb = fc.record({ airportCode: code }, obj)
const simArb = fc.record({ dateLocal: isoDateArb, localTime: timeOfDayArb, timeUtc: timeOfDayArb }, { requiredKeys: [], ...obj })

const descriptionArb = fc.record(
  {
    flightNumber: code,
    aircraftTypeCode: code,
    aircraftTypeCodes: fc.array(code, { maxLength: 3 }),
    aircraftSubType: code,
    registration: code,
    rank: code,
    homebase: code,
    pairingNumber: code,
    rosterTagCode: code,
    groundActivityCode: code,
    groundTransportCode: code,
    hotelName: text,
    hotelCode: code,
  },
  { requiredKeys: [], ...obj },
)

const requiredArb = fc.record(
  {
    id: text,
    logicalId: fc.string({ minLength: 1, maxLength: 20 }),
    type: eventTypeArb,
    fromDateTimeUTC: dateTimeArb,
    toDateTimeUTC: dateTimeArb,
  },
  obj,
)

const infoArb = fc.record(
  {
    eventId: text,
    originalEventType: eventTypeArb,
    details: text,
    remark: text,
    eventHeader: text,
    name: text,
    hotelName: text,
    hotelCode: code,
    groundActivityCode: code,
    checkinCheckoutControlled: fc.boolean(),
    fromAirport: code,
    toAirport: code,
    departure: airportArb,
    arrival: airportArb,
    onlyArrival: fc.boolean(),
    onlyDeparture: fc.boolean(),
    attributes: attributesArb,
    customAttributes: attributesArb,
    rosterChangeType: fc.array(code, { maxLength: 3 }),
    roles: fc.array(fc.record({ id: fc.oneof(fc.integer(), code), name: text }, obj), { maxLength: 3 }),
    eventDescription: descriptionArb,
  },
  { requiredKeys: [], ...obj },
)

const DATE_TIME_FIELDS = [
  'fromDateTime', 'toDateTime', 'fromDateTimeSched', 'toDateTimeSched', 'fromDateTimeLtAtAirport', 'toDateTimeLtAtAirport',
  'fromDateTimeLtAtHb', 'toDateTimeLtAtHb', 'fromDateTimeSchedUTC', 'toDateTimeSchedUTC', 'simBriefingDateTimeUTC',
  'simBriefingDateTimeLtAtHb', 'simDebriefingDateTimeUTC', 'simDebriefingDateTimeLtAtHb',
] as const

const timesArb = fc.record(
  {
    ...Object.fromEntries(DATE_TIME_FIELDS.map((f) => [f, dateTimeArb])),
    fromDate: isoDateArb,
    toDate: isoDateArb,
    fromDateLocal: isoDateArb,
    toDateLocal: isoDateArb,
    fromLocalTime: timeOfDayArb,
    toLocalTime: timeOfDayArb,
    fromTimeUtc: timeOfDayArb,
    toTimeUtc: timeOfDayArb,
    simBriefing: simArb,
    simDebriefing: simArb,
  },
  { requiredKeys: [], ...obj },
)

const leafArb: fc.Arbitrary<DutyEventWire> = fc
  .tuple(requiredArb, infoArb, timesArb)
  .map(([r, i, t]) => ({ ...r, ...i, ...t }) as DutyEventWire)

const eventAt = (depth: number): fc.Arbitrary<DutyEventWire> =>
  depth === 0
    ? leafArb
    : fc
        .tuple(leafArb, fc.option(fc.array(eventAt(depth - 1), { maxLength: 3 }), { nil: undefined }))
        .map(([event, children]) => (children === undefined ? event : { ...event, events: children }))

/** A valid wire event with pairing children up to two levels deep. */
export const wireEventArb: fc.Arbitrary<DutyEventWire> = eventAt(2)

/** A valid wire block month. */
export const wireBlockMonthArb = fc
  .tuple(fc.record({ id: text, from: dateTimeArb, to: dateTimeArb }, obj), fc.record({ name: text, description: text }, { requiredKeys: [], ...obj }))
  .map(([r, o]) => ({ ...r, ...o }))

/** A valid wire roster period. */
export const wireRosterPeriodArb = fc
  .tuple(
    fc.record({ from: dateTimeArb, to: dateTimeArb }, obj),
    fc.record({ fromLocalAtHb: dateTimeArb, toLocalAtHb: dateTimeArb }, { requiredKeys: [], ...obj }),
  )
  .map(([r, o]) => ({ ...r, ...o }))

/** A valid wire roster data result. */
export const wireRosterDataArb = fc.record(
  {
    events: fc.array(wireEventArb, { maxLength: 2 }),
    rosterPeriod: wireRosterPeriodArb,
    blockMonthList: fc.array(wireBlockMonthArb, { maxLength: 3 }),
  },
  obj,
)

/** A value that is not a canonical wire date-time. */
export const badDateTimeArb = fc.oneof(
  isoDateArb,
  dateTimeArb.map((s) => s.slice(0, 19)),
  dateTimeArb.map((s) => s.replace('T', ' ')),
  fc.constantFrom('2026-02-30T10:00:00+00:00', '2026-03-15T25:00:00+00:00', 'tomorrow', ''),
  fc.integer(),
  fc.constant(null),
)

/** A string that is not an event type. */
export const badEventTypeArb = fc.string({ maxLength: 8 }).filter((s) => !(EVENT_TYPES as ReadonlyArray<string>).includes(s))
