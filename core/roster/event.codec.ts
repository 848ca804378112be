import * as t from 'io-ts'
import { LogicalId } from '../shared/brands'
import { DateTimeWithOffset, IsoDate } from '../shared/time.codec'
import { AirportRef, EventAttributes, EventDescription, EventRole, SimSession, TimeOfDay } from './event-parts.codec'
import { fastDutyEvent, fastDutyEvents } from './event.fast-decode'
import { EventType } from './event-type.codec'

/**
 * The fields every event carries. Decision: an event without an id, a logical id, a type and its
 * UTC start and end cannot be listed, routed to or placed in the calendar, so these are required.
 */
const EventRequired = t.type({
  id: t.string,
  logicalId: LogicalId,
  type: EventType,
  fromDateTimeUTC: DateTimeWithOffset,
  toDateTimeUTC: DateTimeWithOffset,
})

/** The optional identity, text and flag fields of an event (SPEC section 3, Event (duty)). */
const EventInfo = t.partial({
  eventId: t.string,
  /** Any event type; LEG, SBY, SIM and GROUND derive a duty kind (see `dutyKindFromOriginal`). */
  originalEventType: EventType,
  details: t.string,
  remark: t.string,
  eventHeader: t.string,
  name: t.string,
  hotelName: t.string,
  hotelCode: t.string,
  groundActivityCode: t.string,
  checkinCheckoutControlled: t.boolean,
  fromAirport: t.string,
  toAirport: t.string,
  departure: AirportRef,
  arrival: AirportRef,
  onlyArrival: t.boolean,
  onlyDeparture: t.boolean,
  attributes: EventAttributes,
  customAttributes: EventAttributes,
  rosterChangeType: t.array(t.string),
  roles: t.array(EventRole),
  eventDescription: EventDescription,
})

/**
 * The optional time fields of an event (SPEC section 3). Date-times carry their offset and decode
 * to `Temporal.ZonedDateTime`; `fromDate`/`toDate`/`fromDateLocal`/`toDateLocal` are calendar dates
 * (`yyyy-MM-dd`); `fromLocalTime`/`toLocalTime`/`fromTimeUtc`/`toTimeUtc` are times of day.
 */
const EventTimes = t.partial({
  fromDate: IsoDate,
  toDate: IsoDate,
  fromDateLocal: IsoDate,
  toDateLocal: IsoDate,
  fromLocalTime: TimeOfDay,
  toLocalTime: TimeOfDay,
  fromTimeUtc: TimeOfDay,
  toTimeUtc: TimeOfDay,
  fromDateTime: DateTimeWithOffset,
  toDateTime: DateTimeWithOffset,
  fromDateTimeSched: DateTimeWithOffset,
  toDateTimeSched: DateTimeWithOffset,
  fromDateTimeLtAtAirport: DateTimeWithOffset,
  toDateTimeLtAtAirport: DateTimeWithOffset,
  fromDateTimeLtAtHb: DateTimeWithOffset,
  toDateTimeLtAtHb: DateTimeWithOffset,
  fromDateTimeSchedUTC: DateTimeWithOffset,
  toDateTimeSchedUTC: DateTimeWithOffset,
  simBriefingDateTimeUTC: DateTimeWithOffset,
  simBriefingDateTimeLtAtHb: DateTimeWithOffset,
  simDebriefingDateTimeUTC: DateTimeWithOffset,
  simDebriefingDateTimeLtAtHb: DateTimeWithOffset,
  simBriefing: SimSession,
  simDebriefing: SimSession,
})

const EventFields = t.intersection([EventRequired, EventInfo, EventTimes])

/** An event (duty) as the app holds it: every field of SPEC section 3, times as Temporal values. */
export interface DutyEvent extends t.TypeOf<typeof EventFields> {
  /** Child events of a pairing (SPEC section 3: "events (child events of a pairing)"), recursive. */
  events?: Array<DutyEvent>
}

/** An event (duty) as it travels on the wire: times as ISO strings with offset. */
export interface DutyEventWire extends t.OutputOf<typeof EventFields> {
  events?: Array<DutyEventWire>
}

/**
 * The pairing children: an array of events, resolved lazily. Written out (rather than
 * `t.array(t.recursion(...))`) so that each child is validated by the `DutyEvent` intersection
 * itself and a decode error reads `events[1].type`, without the recursion's member indexes.
 */
const childEvents = (event: () => t.Type<DutyEvent, DutyEventWire, unknown>): t.Type<Array<DutyEvent>, Array<DutyEventWire>, unknown> =>
  new t.ArrayType(
    'Array<DutyEvent>',
    (u): u is Array<DutyEvent> => Array.isArray(u) && u.every((item) => event().is(item)),
    (u, c) => {
      if (!Array.isArray(u)) return t.failure(u, c)
      const errors: t.ValidationError[] = []
      const children: DutyEvent[] = []
      u.forEach((item: unknown, i) => {
        const result = event().validate(item, t.appendContext(c, String(i), event(), item))
        if (result._tag === 'Left') errors.push(...result.left)
        else children.push(result.right)
      })
      return errors.length > 0 ? t.failures(errors) : t.success(children)
    },
    (children) => children.map((child) => event().encode(child)),
    t.recursion<DutyEvent, DutyEventWire>('DutyEvent', event),
  )

/**
 * The Event (duty) entity in io-ts combinators alone: the contract, and the reference the fast path of
 * {@link DutyEvent} is proven against (test/core/roster/event-fast-decode.test.ts).
 */
export const DutyEventContract: t.IntersectionType<
  [typeof EventRequired, typeof EventInfo, typeof EventTimes, t.PartialC<{ events: t.Type<Array<DutyEvent>, Array<DutyEventWire>, unknown> }>],
  DutyEvent,
  DutyEventWire,
  unknown
> = t.intersection([EventRequired, EventInfo, EventTimes, t.partial({ events: childEvents(() => DutyEventContract) })], 'DutyEvent')

/**
 * The Event (duty) entity of SPEC section 3, with its pairing children in `events` (recursive).
 * A bad field anywhere, children included, is a decoding failure naming its path, never a throw.
 * Decoding tries the fast path first (`event.fast-decode.ts`: the same value, its date-times built
 * when first read); whatever the fast path does not accept is decoded by {@link DutyEventContract},
 * which then gives the result or the errors.
 */
export const DutyEvent: t.Type<DutyEvent, DutyEventWire, unknown> = new t.IntersectionType(
  'DutyEvent',
  DutyEventContract.is,
  (u, c) => {
    const fast = fastDutyEvent(u)
    // The fast path builds exactly what DutyEventContract would (see event.fast-decode.ts), only untyped.
    return fast === undefined ? DutyEventContract.validate(u, c) : t.success(fast as unknown as DutyEvent)
  },
  DutyEventContract.encode,
  DutyEventContract.types,
)

const DutyEventArray = t.array(DutyEvent)

/**
 * `t.array(DutyEvent)` (the same value, the same errors), with the whole list tried on the fast path first: a
 * year of roster is ~3,000 events, and the io-ts array would also build a context and a result per event.
 */
export const DutyEvents: t.ArrayC<typeof DutyEvent> = new t.ArrayType(
  DutyEventArray.name,
  DutyEventArray.is,
  (u, c) => {
    const fast = fastDutyEvents(u)
    // As for DutyEvent: the fast path builds what DutyEventContract would, only untyped.
    return fast === undefined ? DutyEventArray.validate(u, c) : t.success(fast as unknown as Array<DutyEvent>)
  },
  DutyEventArray.encode,
  DutyEvent,
)
