import type * as TE from 'fp-ts/TaskEither'
import type { TransportError } from '../errors/app-error'
import type { CrmId } from '../shared/brands'
import type { CrewMemberCard } from './crew-member.codec'
import type { LegCrew } from './leg-crew.codec'

/** Crew on a leg and crew member cards (SPEC section 7). */
export interface CrewPort {
  /** "GET roster/{crmId}/leg/{eventId}/crew": crew, open positions, deadheads and deadhead open positions. */
  readonly loadLegCrew: (crmId: CrmId, eventId: string) => TE.TaskEither<TransportError, LegCrew>
  /**
   * "GET rest/api/crewmember/v1/crewmembers/{crmId}, query segment": the card of the crew member
   * `crewMemberId` (a `LegCrewMember.id`), `segment` being the leg it is opened from.
   */
  readonly loadCrewMemberCard: (crewMemberId: CrmId, segment: string) => TE.TaskEither<TransportError, CrewMemberCard>
}
