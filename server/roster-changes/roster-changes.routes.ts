import * as E from 'fp-ts/Either'
import {
  ConfirmRosterChangeBody,
  ConfirmRosterChangeQuery,
  ConfirmRosterChangeResult,
  RosterChange,
  RosterChangeQuery,
} from '../../core/roster-changes/roster-change.codec'
import { crewProfileOf } from '../check-in/crew-profile'
import { checkQuery, decodeQuery } from '../http/query'
import { ChangeEffects } from '../../core/roster/change-effects.codec'
import { ERR, ROSTER_CHANGE_ERR } from '../http/errors'
import { failure, ok } from '../http/reply'
import { sessionRoute, type RouteModule } from '../http/router'
import { changeExists, confirmChangeDays, findPendingChange, findPendingEffects } from './roster-changes.repo'

/** Error id of a confirmation naming a roster change the crew member does not have. */

/**
 * The roster-change calls of SPEC section 7 ("Roster changes"), answered with the core codecs:
 * - `GET roster/{crmId}/notif?ltype=mobile`: the pending change (`RosterChange`), days that cannot be
 *   confirmed included until their date is past; with nothing pending, `{ id: '', changes: [] }`;
 * - `POST roster/{crmId}/notif?ltype=mobile&op=confirm` with `{ id, changes: [dates] }`: the dates
 *   are confirmed in one transaction (`ConfirmRosterChangeResult`: `periods`, and `failed` for the
 *   dates refused: not in the change, not confirmable, already confirmed); an unknown id is 404;
 * - ours, `GET roster/{crmId}/notif/effects`: per confirmable day of the pending change, the event ids its
 *   confirmation removes and the events it adds (`ChangeEffects`), so the app shows the duty-limit counters
 *   after the change before it is confirmed.
 */
export const rosterChangesRoutes: RouteModule = (deps) => [
  sessionRoute('GET', '/rest/pems/roster/{crmId}/notif', async (ctx) => {
    const query = decodeQuery(RosterChangeQuery, ctx.query)
    if (E.isLeft(query)) return query.left
    const { zone } = await crewProfileOf(deps.db, ctx.session.crmId)
    const change = await findPendingChange(deps.db, ctx.session.crmId, ctx.now.toZonedDateTimeISO(zone).toPlainDate())
    return ok(RosterChange, change ?? { id: '', changes: [] })
  }),
  // Our extension: what confirming each day of the pending change does, for the duty-limit counters after it.
  sessionRoute('GET', '/rest/pems/roster/{crmId}/notif/effects', async (ctx) => {
    // No query parameters: anything given is 400, as on every other route.
    const query = checkQuery(ctx.query, {})
    if (E.isLeft(query)) return query.left
    const { zone } = await crewProfileOf(deps.db, ctx.session.crmId)
    return ok(ChangeEffects, await findPendingEffects(deps.db, ctx.session.crmId, ctx.now.toZonedDateTimeISO(zone).toPlainDate()))
  }),
  sessionRoute('POST', '/rest/pems/roster/{crmId}/notif', async (ctx) => {
    const query = decodeQuery(ConfirmRosterChangeQuery, ctx.query)
    if (E.isLeft(query)) return query.left
    const body = ctx.body.json(ConfirmRosterChangeBody)
    if (E.isLeft(body)) return body.left
    if (body.right.changes.length === 0) return failure(400, ERR.invalidBody, 'Invalid request body: changes must name at least one date')
    const crmId = ctx.session.crmId
    if (!(await changeExists(deps.db, crmId, body.right.id))) return failure(404, ROSTER_CHANGE_ERR.notFound, 'No roster change with this id')
    const { zone } = await crewProfileOf(deps.db, crmId)
    const outcome = await deps.db.transaction((tx) =>
      confirmChangeDays(tx, { crmId, changeId: body.right.id, dates: body.right.changes, now: ctx.now, zone }),
    )
    return ok(ConfirmRosterChangeResult, {
      periods: [...outcome.periods],
      ...(outcome.failed.length === 0 ? {} : { failed: [...outcome.failed] }),
    })
  }),
]
