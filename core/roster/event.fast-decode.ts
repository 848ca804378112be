import type { Temporal } from 'temporal-polyfill'
import { isWireDate, isWireDateTime, plainDateOfWire, zonedOfWire } from '../shared/time.codec'
import { EVENT_TYPES } from './event-type.codec'

// The hot path of decoding duty data (a year of a dense roster is about 3,000 events and 60,000 date-times): a
// hand-written check of the `DutyEvent` shape that builds the same value as the io-ts codec of event.codec.ts,
// except that date-times and dates are turned into Temporal values only when first read (most of them never
// are: the calendar reads the UTC start and end, a detail screen the rest of one event). Anything it does not
// accept it leaves to the io-ts codec, which then decides (and names the error paths): so it never accepts
// what the codec refuses, and decodes what it accepts to the value the codec would. Both are checked by the
// property tests of test/core/roster/event-fast-decode.test.ts.

const enum Kind {
  String,
  Boolean,
  Type,
  LogicalId,
  DateTime,
  Date,
  TimeOfDay,
  Airport,
  Attributes,
  Strings,
  Roles,
  Description,
  Sim,
  Events,
}

/** Every field of the codec (EventRequired, EventInfo, EventTimes and `events`) and what it holds. */
const FIELDS: ReadonlyMap<string, Kind> = new Map<string, Kind>([
  ['id', Kind.String],
  ['logicalId', Kind.LogicalId],
  ['type', Kind.Type],
  ['fromDateTimeUTC', Kind.DateTime],
  ['toDateTimeUTC', Kind.DateTime],
  ['eventId', Kind.String],
  ['originalEventType', Kind.Type],
  ['details', Kind.String],
  ['remark', Kind.String],
  ['eventHeader', Kind.String],
  ['name', Kind.String],
  ['hotelName', Kind.String],
  ['hotelCode', Kind.String],
  ['groundActivityCode', Kind.String],
  ['checkinCheckoutControlled', Kind.Boolean],
  ['fromAirport', Kind.String],
  ['toAirport', Kind.String],
  ['departure', Kind.Airport],
  ['arrival', Kind.Airport],
  ['onlyArrival', Kind.Boolean],
  ['onlyDeparture', Kind.Boolean],
  ['attributes', Kind.Attributes],
  ['customAttributes', Kind.Attributes],
  ['rosterChangeType', Kind.Strings],
  ['roles', Kind.Roles],
  ['eventDescription', Kind.Description],
  ['fromDate', Kind.Date],
  ['toDate', Kind.Date],
  ['fromDateLocal', Kind.Date],
  ['toDateLocal', Kind.Date],
  ['fromLocalTime', Kind.TimeOfDay],
  ['toLocalTime', Kind.TimeOfDay],
  ['fromTimeUtc', Kind.TimeOfDay],
  ['toTimeUtc', Kind.TimeOfDay],
  ['fromDateTime', Kind.DateTime],
  ['toDateTime', Kind.DateTime],
  ['fromDateTimeSched', Kind.DateTime],
  ['toDateTimeSched', Kind.DateTime],
  ['fromDateTimeLtAtAirport', Kind.DateTime],
  ['toDateTimeLtAtAirport', Kind.DateTime],
  ['fromDateTimeLtAtHb', Kind.DateTime],
  ['toDateTimeLtAtHb', Kind.DateTime],
  ['fromDateTimeSchedUTC', Kind.DateTime],
  ['toDateTimeSchedUTC', Kind.DateTime],
  ['simBriefingDateTimeUTC', Kind.DateTime],
  ['simBriefingDateTimeLtAtHb', Kind.DateTime],
  ['simDebriefingDateTimeUTC', Kind.DateTime],
  ['simDebriefingDateTimeLtAtHb', Kind.DateTime],
  ['simBriefing', Kind.Sim],
  ['simDebriefing', Kind.Sim],
  ['events', Kind.Events],
])

const DESCRIPTION_FIELDS: ReadonlySet<string> = new Set([
  'flightNumber',
  'aircraftTypeCode',
  'aircraftSubType',
  'registration',
  'rank',
  'homebase',
  'pairingNumber',
  'rosterTagCode',
  'groundActivityCode',
  'groundTransportCode',
  'hotelName',
  'hotelCode',
])

/** A decoded event, before event.codec.ts types it as `DutyEvent`. */
export type FastEvent = Record<string, unknown>

const TYPES: ReadonlySet<string> = new Set(EVENT_TYPES)
const TIME_OF_DAY = /^([01]\d|2[0-3]):[0-5]\d(:[0-5]\d)?$/

/** What `TimeOfDay` accepts (`HH:mm` or `HH:mm:ss`, 00:00 to 23:59:59): the regex only on the rare string not 5 long. */
export const isTimeOfDay = (u: unknown): boolean => {
  if (typeof u !== 'string') return false
  if (u.length !== 5) return TIME_OF_DAY.test(u)
  const h1 = u.charCodeAt(0) - 48
  const h2 = u.charCodeAt(1) - 48
  const m1 = u.charCodeAt(3) - 48
  const m2 = u.charCodeAt(4) - 48
  return (
    u.charCodeAt(2) === 58 && h1 >= 0 && h1 <= 2 && h2 >= 0 && h2 <= 9 && (h1 < 2 || h2 <= 3) && m1 >= 0 && m1 <= 5 && m2 >= 0 && m2 <= 9
  )
}
const OBJECT = '[object Object]'

/** What io-ts calls a record (`t.UnknownRecord`): a plain object. */
const isRecord = (u: unknown): u is Readonly<Record<string, unknown>> => {
  const tag = Object.prototype.toString.call(u)
  return tag === OBJECT || tag === '[object Window]'
}


/** A record (see {@link isRecord}) whose prototype is Object.prototype, so that `for ... in` lists its own keys only. */
const isPlain = (u: unknown): u is Readonly<Record<string, unknown>> => isRecord(u) && Object.getPrototypeOf(u) === Object.prototype

const allStrings = (u: unknown): boolean => {
  if (!Array.isArray(u)) return false
  for (const item of u) if (typeof item !== 'string') return false
  return true
}

const isAirport = (u: unknown): boolean => isRecord(u) && typeof u['airportCode'] === 'string'

// `for ... in` over a plain object lists its own keys, as `Object.keys` does (the callers have checked that
// Object.prototype has nothing enumerable), without an array per object.
const isAttributes = (u: unknown): boolean => {
  if (!isPlain(u)) return false
  for (const key in u) if (typeof u[key] !== 'string') return false
  return true
}

const isRoles = (u: unknown): boolean => {
  if (!Array.isArray(u)) return false
  for (const role of u) {
    if (!isRecord(role)) return false
    const id = role['id']
    if ((typeof id !== 'number' && typeof id !== 'string') || typeof role['name'] !== 'string') return false
  }
  return true
}

const isDescription = (u: unknown): boolean => {
  if (!isPlain(u)) return false
  for (const key in u) {
    const value = u[key]
    if (value === undefined) continue
    if (key === 'aircraftTypeCodes' ? !allStrings(value) : DESCRIPTION_FIELDS.has(key) && typeof value !== 'string') return false
  }
  return true
}

type Built = Temporal.ZonedDateTime | Temporal.PlainDate

/**
 * The wire texts of an event's lazy fields, one slot per date-time or date field of the codec (see
 * {@link FIELD_OF}; a simulator session has one, its `dateLocal`), each replaced by the value built from it on
 * first read; kept out of sight (not enumerable, not copied by spreads). An array of fixed slots rather than an
 * object keyed by field: filling it is an indexed store, where an object grew a new shape with every field added.
 */
const RAW = Symbol('wire')
interface Lazy {
  [RAW]: Array<string | Built | undefined>
}

/** The descriptor that hides the slots on their object (one object reused: no descriptor allocated per event). */
const HIDDEN: PropertyDescriptor = { value: undefined }

const hide = (target: object, slots: Lazy[typeof RAW]): void => {
  HIDDEN.value = slots
  Object.defineProperty(target, RAW, HIDDEN)
  HIDDEN.value = undefined
}

const settle = (target: object, key: string, value: unknown): void => {
  Object.defineProperty(target, key, { value, writable: true, enumerable: true, configurable: true })
}

/**
 * The accessor of a lazy field, shared by every event: builds the Temporal value from the wire text in its
 * slot on first read and keeps it there (every later read gives that same value); assigning the field makes it
 * a plain data property holding what was assigned. The accessor stays after a read: turning it into a data
 * property there (an `Object.defineProperty` per field read, which also changes the event's hidden class) cost
 * more than building the value.
 */
const lazyField = (key: string, slot: number, build: (s: string) => Built): PropertyDescriptor => ({
  get(this: Lazy) {
    const slots = this[RAW]
    const held = slots[slot]
    if (held !== undefined && typeof held !== 'string') return held
    const value = build(held ?? '')
    slots[slot] = value
    return value
  },
  set(this: object, value: unknown) {
    settle(this, key, value)
  },
  enumerable: true,
  configurable: true,
})

/** What the decoder knows of a field: its kind, whether it is required, and for a lazy field its slot and accessor. */
interface Field {
  readonly kind: Kind
  /** 1 for the five fields every event must carry, else 0 (the decoder counts them). */
  readonly required: number
  readonly slot: number
  readonly descriptor: PropertyDescriptor
}

const REQUIRED: ReadonlySet<string> = new Set(['id', 'logicalId', 'type', 'fromDateTimeUTC', 'toDateTimeUTC'])

/** Every field of the codec, by name; each date-time and date field has a slot of its own in {@link RAW}. */
const FIELD_OF = new Map<string, Field>()
let SLOTS = 0
for (const [key, kind] of FIELDS) {
  const lazy = kind === Kind.DateTime || kind === Kind.Date
  const slot = lazy ? SLOTS++ : -1
  const descriptor = kind === Kind.DateTime ? lazyField(key, slot, zonedOfWire) : kind === Kind.Date ? lazyField(key, slot, plainDateOfWire) : {}
  FIELD_OF.set(key, { kind, required: REQUIRED.has(key) ? 1 : 0, slot, descriptor })
}

/**
 * Makes the decoded events: `new PlainEvent()` is an empty plain object, as `{}` is (its prototype is
 * Object.prototype, its constructor Object), but V8 keeps the fields of objects made by one constructor inside
 * the object, where `{}` grows (and reallocates) a separate store as the event's ~25 fields are added.
 */
const PlainEvent = function PlainEvent() {} as unknown as new () => Record<string, unknown>
PlainEvent.prototype = Object.prototype

/** The accessor of a simulator session's `dateLocal` (the only field in its {@link RAW} slots). */
const SIM_DATE = lazyField('dateLocal', 0, plainDateOfWire)

/**
 * What `SimSession` decodes `u` to (the object itself when it has no `dateLocal`, else a copy whose `dateLocal`
 * is built when first read, as an event's dates are); undefined when the codec would refuse it.
 */
const decodeSim = (u: unknown): Record<string, unknown> | undefined => {
  if (!isRecord(u)) return undefined
  const dateLocal = u['dateLocal']
  const localTime = u['localTime']
  const timeUtc = u['timeUtc']
  if (dateLocal !== undefined && !isWireDate(dateLocal)) return undefined
  if (localTime !== undefined && !isTimeOfDay(localTime)) return undefined
  if (timeUtc !== undefined && !isTimeOfDay(timeUtc)) return undefined
  if (dateLocal === undefined) return u
  const out: Record<string, unknown> = {}
  for (const key of Object.keys(u)) {
    if (key === 'dateLocal') Object.defineProperty(out, key, SIM_DATE)
    else if (key === '__proto__') return undefined
    else out[key] = u[key]
  }
  hide(out, [dateLocal])
  return out
}

/** Whether `Object.prototype` has gained an enumerable property, which `for ... in` would list on every event. */
const prototypeTouched = (): boolean => {
  for (const _ in Object.prototype) return true
  return false
}

/**
 * The `DutyEvent` the io-ts codec decodes `u` to, its date-times and dates built when first read; undefined when
 * `u` is not a valid event or not a plain object parsed from JSON (the caller then runs the io-ts codec). Typed
 * loosely here (event.codec.ts gives it its type), so that the codec can use it without an import cycle.
 */
export const fastDutyEvent = (u: unknown): FastEvent | undefined => (prototypeTouched() ? undefined : decodeEvent(u))

/**
 * The events of an array, decoded by {@link fastDutyEvent}: a new array, or undefined when one of them is not
 * accepted (the caller then runs the io-ts codec on the whole array, which names the error paths).
 */
export const fastDutyEvents = (u: unknown): FastEvent[] | undefined => (prototypeTouched() || !Array.isArray(u) ? undefined : decodeEvents(u))

const decodeEvents = (items: ReadonlyArray<unknown>): FastEvent[] | undefined => {
  const events: FastEvent[] = new Array<FastEvent>(items.length)
  for (let i = 0; i < items.length; i++) {
    const event = decodeEvent(items[i])
    if (event === undefined) return undefined
    events[i] = event
  }
  return events
}

/** {@link fastDutyEvent} once `Object.prototype` is known untouched. */
const decodeEvent = (u: unknown): FastEvent | undefined => {
  if (typeof u !== 'object' || u === null || Object.getPrototypeOf(u) !== Object.prototype) return undefined
  const input = u as Readonly<Record<string, unknown>>
  const out = new PlainEvent()
  let raw: Lazy[typeof RAW] | undefined
  let required = 0
  // The last two date-times found valid: an event repeats most of its date-times (the local start is that of
  // the airport, of the home base and the scheduled one), and comparing with these is cheaper than checking.
  let valid1: unknown
  let valid2: unknown
  // `for ... in` rather than `Object.keys`: no array per event, and V8 reads `input[key]` through the enum cache.
  // It lists the same keys, in the same order, as the prototype is Object.prototype with nothing enumerable.
  for (const key in input) {
    const value = input[key]
    const field = FIELD_OF.get(key)
    if (field === undefined || value === undefined) {
      // An own `__proto__` field (JSON.parse makes one) written with `=` would set the event's prototype: the io-ts codec decides.
      if (key === '__proto__') return undefined
      out[key] = value
      continue
    }
    const kind = field.kind
    required += field.required
    switch (kind) {
      case Kind.String:
        if (typeof value !== 'string') return undefined
        break
      case Kind.Boolean:
        if (typeof value !== 'boolean') return undefined
        break
      case Kind.Type:
        if (typeof value !== 'string' || !TYPES.has(value)) return undefined
        break
      case Kind.LogicalId:
        if (typeof value !== 'string' || value.length === 0 || value.length > 256) return undefined
        break
      case Kind.TimeOfDay:
        if (!isTimeOfDay(value)) return undefined
        break
      case Kind.Airport:
        if (!isAirport(value)) return undefined
        break
      case Kind.Attributes:
        if (!isAttributes(value)) return undefined
        break
      case Kind.Strings:
        if (!allStrings(value)) return undefined
        break
      case Kind.Roles:
        if (!isRoles(value)) return undefined
        break
      case Kind.Description:
        if (!isDescription(value)) return undefined
        break
      case Kind.Sim: {
        const sim = decodeSim(value)
        if (sim === undefined) return undefined
        out[key] = sim
        continue
      }
      case Kind.Events: {
        if (!Array.isArray(value)) return undefined
        const children = decodeEvents(value)
        if (children === undefined) return undefined
        out[key] = children
        continue
      }
      case Kind.DateTime:
      case Kind.Date: {
        if (kind === Kind.Date) {
          if (!isWireDate(value)) return undefined
        } else if (value !== valid1 && value !== valid2) {
          if (!isWireDateTime(value)) return undefined
          valid2 = valid1
          valid1 = value
        }
        raw ??= new Array<string | Built | undefined>(SLOTS)
        raw[field.slot] = value as string
        Object.defineProperty(out, key, field.descriptor)
        continue
      }
    }
    out[key] = value
  }
  if (required !== 5) return undefined
  if (raw !== undefined) hide(out, raw)
  return out
}
