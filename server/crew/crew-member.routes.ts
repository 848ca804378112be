import * as E from 'fp-ts/Either'
import { CrewMemberCard, CrewMemberQuery } from '../../core/crew/crew-member.codec'
import type { LegCrew } from '../../core/crew/leg-crew.codec'
import type { DutyEvent } from '../../core/roster/event.codec'
import { CrmId } from '../../core/shared/brands'
import { instantOf, type Queryable } from '../db/db'
import { ERR, ROSTER_ERR } from '../http/errors'
import { failure, ok } from '../http/reply'
import { sessionRoute, type RouteModule } from '../http/router'
import { decodeStored } from '../roster/events.repo'
import { decodeQuery } from '../http/query'
import { checkEventId } from '../roster/query'
import { crewMemberCard } from './crew-member-card'
import { crewMemberOf, legCrewOf } from './crew.repo'

/** Whether `crmId` is in the crew or the deadheads of a leg crew list. */
export const isOnLeg = (legCrew: LegCrew, crmId: string): boolean => [...legCrew.crew, ...legCrew.deadheads].some((m) => m.id === crmId)

/** The card owner's flight (LEG or FPR) ending last before `at`, or starting first after it. */
const flightNear = async (db: Queryable, crmId: string, edge: 'before' | 'after', at: unknown): Promise<DutyEvent | null> => {
  const rows = await db.query<{ logical_id: string; body: unknown }>(
    edge === 'before'
      ? "SELECT logical_id, body FROM roster_events WHERE crm_id = $1 AND event_type IN ('LEG', 'FPR') AND to_utc <= $2 ORDER BY to_utc DESC LIMIT 1"
      : "SELECT logical_id, body FROM roster_events WHERE crm_id = $1 AND event_type IN ('LEG', 'FPR') AND from_utc >= $2 ORDER BY from_utc LIMIT 1",
    [crmId, instantOf(at).toString()],
  )
  const row = rows[0]
  return row === undefined ? null : decodeStored(row.body, row.logical_id)
}

/**
 * `GET /rest/api/crewmember/v1/crewmembers/{crmId}?segment=` (SPEC section 7): core `CrewMemberCard` of
 * the crew member `{crmId}`, opened from the leg `segment` (the leg's eventId, as in the core codec's
 * JSDoc). Decision: the `{crmId}` here is ANOTHER crew member's, so the route skips the router's guard
 * (`CROSS_CREW_ROUTES`) and allows the card only when that crew member is in the crew or deadheads of
 * the signed-in crew member's own leg `segment`; otherwise 403 `ERR_NOT_ON_SAME_LEG`, touching nothing.
 * Previous and next event: the card owner's flights ending before / starting after that leg.
 */
export const crewMemberRoutes: RouteModule = ({ db }) => [
  sessionRoute(
    'GET',
    '/rest/api/crewmember/v1/crewmembers/{crmId}',
    async (ctx) => {
      const query = decodeQuery(CrewMemberQuery, ctx.query)
      if (E.isLeft(query)) return query.left
      const segment = checkEventId(query.right.segment)
      if (E.isLeft(segment)) return failure(400, ERR.invalidQuery, 'Invalid query: segment is not a valid leg id')
      if (!CrmId.is(ctx.params.crmId)) return failure(400, ERR.badPath, 'The crmId in the path is not a valid crew member id')
      const cardOwner = ctx.params.crmId
      const ownLeg = await legCrewOf(db, ctx.session.crmId, segment.right)
      if (ownLeg === null || !isOnLeg(ownLeg, cardOwner)) {
        return failure(403, ROSTER_ERR.notOnSameLeg, 'Crew member cards are shown only for crew on one of your legs')
      }
      const member = await crewMemberOf(db, cardOwner)
      if (member === null) return failure(404, ERR.notFound, 'No card for this crew member')
      const leg = (await db.query<{ from_utc: unknown; to_utc: unknown }>('SELECT from_utc, to_utc FROM roster_events WHERE crm_id = $1 AND event_id = $2', [ctx.session.crmId, segment.right]))[0]
      const previous = leg === undefined ? null : await flightNear(db, cardOwner, 'before', leg.from_utc)
      const next = leg === undefined ? null : await flightNear(db, cardOwner, 'after', leg.to_utc)
      return ok(CrewMemberCard, crewMemberCard(member, previous, next))
    },
    { skipCrmIdGuard: true },
  ),
]
