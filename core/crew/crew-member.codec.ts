import * as t from 'io-ts'
import { Envelope } from '../shared/envelope.codec'
import { DateTimeWithOffset } from '../shared/time.codec'

/** The crew member attribute keys of SPEC section 3, in display order. */
export const CREW_MEMBER_ATTRIBUTE_KEYS = [
  'ADD_QUALIF',
  'ASSIGNED_RANK',
  'CONTRACT_CODE',
  'CREWCODE',
  'HOMEBASE',
  'PHONE',
  'RANK',
  'SENIORITY',
  'SEX',
] as const
export type CrewMemberAttributeKey = (typeof CREW_MEMBER_ATTRIBUTE_KEYS)[number]

/**
 * One attribute of a crew member card: `key` and `value`. The key travels as a plain string so an
 * attribute the client does not know does not fail the card; `isCrewMemberAttributeKey` recognises the known ones.
 */
export const CrewMemberAttribute = t.type({ key: t.string, value: t.string }, 'CrewMemberAttribute')
export type CrewMemberAttribute = t.TypeOf<typeof CrewMemberAttribute>

/** Whether a wire key is one of the SPEC section 3 crew member attributes. */
export const isCrewMemberAttributeKey = (key: string): key is CrewMemberAttributeKey =>
  (CREW_MEMBER_ATTRIBUTE_KEYS as ReadonlyArray<string>).includes(key)

/** The crew member's previous event: "flightNumber, origin, toDateTimeLtAtAirport, toDateTimeUTC" (flight number and origin optional). */
export const PreviousEvent = t.intersection(
  [
    t.type({ toDateTimeLtAtAirport: DateTimeWithOffset, toDateTimeUTC: DateTimeWithOffset }),
    t.partial({ flightNumber: t.string, origin: t.string }),
  ],
  'PreviousEvent',
)
export type PreviousEvent = t.TypeOf<typeof PreviousEvent>

/** The crew member's next event: "flightNumber, destination, fromDateTimeLtAtAirport, fromDateTimeUTC" (flight number and destination optional). */
export const NextEvent = t.intersection(
  [
    t.type({ fromDateTimeLtAtAirport: DateTimeWithOffset, fromDateTimeUTC: DateTimeWithOffset }),
    t.partial({ flightNumber: t.string, destination: t.string }),
  ],
  'NextEvent',
)
export type NextEvent = t.TypeOf<typeof NextEvent>

/**
 * The crew member card (SPEC section 3 "Crew member card": name, attributes (key, value), previousEvent,
 * nextEvent), result of `GET rest/api/crewmember/v1/crewmembers/{crmId}?segment`. Decision: `segment` is
 * the id of the leg the card is opened from; previous and next event are relative to it and optional.
 */
export const CrewMemberCard = t.intersection(
  [
    t.type({ name: t.string, attributes: t.array(CrewMemberAttribute) }),
    t.partial({ previousEvent: PreviousEvent, nextEvent: NextEvent }),
  ],
  'CrewMemberCard',
)
export type CrewMemberCard = t.TypeOf<typeof CrewMemberCard>

/** The query of the crew member call: `segment`. */
export const CrewMemberQuery = t.type({ segment: t.string }, 'CrewMemberQuery')
export type CrewMemberQuery = t.TypeOf<typeof CrewMemberQuery>

/** The response envelope of `GET rest/api/crewmember/v1/crewmembers/{crmId}`. */
export const CrewMemberCardResponse = Envelope(CrewMemberCard)
export type CrewMemberCardResponse = t.TypeOf<typeof CrewMemberCardResponse>
