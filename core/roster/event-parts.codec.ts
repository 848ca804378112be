import * as t from 'io-ts'
import { IsoDate } from '../shared/time.codec'

export interface TimeOfDayBrand {
  readonly TimeOfDay: unique symbol
}

/**
 * A wall-clock time of day on the wire, `HH:mm` or `HH:mm:ss` (00:00 to 23:59:59), as in the
 * event fields `fromLocalTime`, `toLocalTime`, `fromTimeUtc`, `toTimeUtc` (SPEC section 3).
 * Kept as the string it came as: it names no day and no zone, so it is display data only.
 */
export const TimeOfDay = t.brand(
  t.string,
  (s): s is t.Branded<string, TimeOfDayBrand> => /^([01]\d|2[0-3]):[0-5]\d(:[0-5]\d)?$/.test(s),
  'TimeOfDay',
)
export type TimeOfDay = t.TypeOf<typeof TimeOfDay>

/** An event's `departure` or `arrival` (SPEC section 3: "each with airportCode"). */
export const AirportRef = t.type({ airportCode: t.string }, 'AirportRef')
export type AirportRef = t.TypeOf<typeof AirportRef>

/**
 * One of the crew member's roles on an event (SPEC section 3: "roles (each id, name)").
 * The id is a number or a string: role numbers travel as numbers in the role update.
 */
export const EventRole = t.type({ id: t.union([t.number, t.string]), name: t.string }, 'EventRole')
export type EventRole = t.TypeOf<typeof EventRole>

/**
 * A simulator briefing or debriefing as an object (SPEC section 3: "simBriefing and simDebriefing
 * objects (dateLocal, localTime, timeUtc)"): the local date, the local time and the UTC time of day.
 */
export const SimSession = t.partial(
  { dateLocal: IsoDate, localTime: TimeOfDay, timeUtc: TimeOfDay },
  'SimSession',
)
export type SimSession = t.TypeOf<typeof SimSession>

/**
 * The `eventDescription` of an event (SPEC section 3): flightNumber, aircraftTypeCode,
 * aircraftTypeCodes (list, for pairings), aircraftSubType, registration, rank, homebase,
 * pairingNumber ("may be of the form a/b"), rosterTagCode, groundActivityCode,
 * groundTransportCode, hotelName, hotelCode. Every part is optional.
 */
export const EventDescription = t.partial(
  {
    flightNumber: t.string,
    aircraftTypeCode: t.string,
    aircraftTypeCodes: t.array(t.string),
    aircraftSubType: t.string,
    registration: t.string,
    rank: t.string,
    homebase: t.string,
    pairingNumber: t.string,
    rosterTagCode: t.string,
    groundActivityCode: t.string,
    groundTransportCode: t.string,
    hotelName: t.string,
    hotelCode: t.string,
  },
  'EventDescription',
)
export type EventDescription = t.TypeOf<typeof EventDescription>

/**
 * An event's `attributes` and `customAttributes`. Decision: SPEC section 3 gives no shape; they
 * travel as a record of string values keyed by attribute name.
 */
export const EventAttributes = t.record(t.string, t.string, 'EventAttributes')
export type EventAttributes = t.TypeOf<typeof EventAttributes>
