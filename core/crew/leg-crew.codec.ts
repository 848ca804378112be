import * as t from 'io-ts'
import { CrmId } from '../shared/brands'
import { Envelope } from '../shared/envelope.codec'

/**
 * A crew member on a leg (SPEC section 3 "Leg crew response": "Crew members have id").
 * `id` is the crew member's crmId (the key of their crew member card). Decision: `name`, `rank`
 * (the rank flown on this leg), `crewCode` and `roles` (role short names on this leg) are optional.
 */
export const LegCrewMember = t.intersection(
  [t.type({ id: CrmId }), t.partial({ name: t.string, rank: t.string, crewCode: t.string, roles: t.array(t.string) })],
  'LegCrewMember',
)
export type LegCrewMember = t.TypeOf<typeof LegCrewMember>

/** One unfilled position of a leg ("openPositions (rank)"): each item is one open seat of that rank. */
export const OpenPosition = t.type({ rank: t.string }, 'OpenPosition')
export type OpenPosition = t.TypeOf<typeof OpenPosition>

/**
 * The result of `GET roster/{crmId}/leg/{eventId}/crew` (SPEC section 7: "Result: crew, openPositions,
 * deadheads, deadheadOpenPositions"). All four lists are required (possibly empty).
 */
export const LegCrew = t.type(
  {
    crew: t.array(LegCrewMember),
    openPositions: t.array(OpenPosition),
    deadheads: t.array(LegCrewMember),
    deadheadOpenPositions: t.array(OpenPosition),
  },
  'LegCrew',
)
export type LegCrew = t.TypeOf<typeof LegCrew>

/** The response envelope of `GET roster/{crmId}/leg/{eventId}/crew`. */
export const LegCrewResponse = Envelope(LegCrew)
export type LegCrewResponse = t.TypeOf<typeof LegCrewResponse>
