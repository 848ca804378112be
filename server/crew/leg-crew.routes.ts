import * as E from 'fp-ts/Either'
import { LegCrew } from '../../core/crew/leg-crew.codec'
import { ERR } from '../http/errors'
import { failure, ok } from '../http/reply'
import { sessionRoute, type RouteModule } from '../http/router'
import { checkQuery } from '../http/query'
import { checkEventId } from '../roster/query'
import { legCrewOf } from './crew.repo'

/**
 * `GET roster/{crmId}/leg/{eventId}/crew` and the same with `?ltype=mobile` (SPEC section 7: "Result: crew,
 * openPositions, deadheads, deadheadOpenPositions"): core `LegCrew` of the crew member's leg (LEG, or the
 * FPR/GPR positioning they ride on). Decision: `ltype=mobile` answers the same; any other query is 400.
 */
export const legCrewRoutes: RouteModule = ({ db }) => [
  sessionRoute('GET', '/rest/pems/roster/{crmId}/leg/{eventId}/crew', async (ctx) => {
    const eventId = checkEventId(ctx.params.eventId)
    if (E.isLeft(eventId)) return eventId.left
    const query = checkQuery(ctx.query, { ltype: ['mobile'] })
    if (E.isLeft(query)) return query.left
    const legCrew = await legCrewOf(db, ctx.params.crmId, eventId.right)
    return legCrew === null ? failure(404, ERR.notFound, 'No such leg in this roster') : ok(LegCrew, legCrew)
  }),
]
