import * as E from 'fp-ts/Either'
import { Temporal } from 'temporal-polyfill'
import { DutyEvent } from '../../core/roster/event.codec'
import { DutiesAfterConfirmBody, EventByIdBody, RosterData, UpdateEventBody } from '../../core/roster/roster.codec'
import type { Queryable } from '../db/db'
import { ERR, ROSTER_ERR } from '../http/errors'
import { failure, ok, type Reply } from '../http/reply'
import { sessionRoute, type RouteModule } from '../http/router'
import { applyRemarkEdit, EVENT_REMARK_MAX } from './event-edit.rules'
import { eventByEventId, eventByLogicalId, eventsBetween, storeEventBody } from './events.repo'
import { checkEventId } from './query'
import { blockMonthsBetween, rosterPeriodOf } from './roster-period.repo'

const noRoster = (): Reply => failure(404, ERR.notFound, 'This crew member has no roster')
const noEvent = (): Reply => failure(404, ERR.notFound, 'No such event in this roster')

/**
 * The duty data (SPEC section 7: "Result: events, rosterPeriod, blockMonthList"): the top-level
 * events overlapping the crew member's roster period with their pairing children, the roster period,
 * and the block months overlapping it.
 */
const rosterData = async (db: Queryable, crmId: string): Promise<Reply> => {
  const stored = await rosterPeriodOf(db, crmId)
  if (stored === null) return noRoster()
  const events = await eventsBetween(db, crmId, stored.from, stored.to)
  const blockMonthList = await blockMonthsBetween(db, stored.from, stored.to)
  return ok(RosterData, { events: [...events], rosterPeriod: stored.period, blockMonthList: [...blockMonthList] })
}

/**
 * The roster endpoints of SPEC section 7 under `/rest/pems/roster/{crmId}`:
 * - `GET events`: core `RosterData`.
 * - `POST events` with the roster-change confirm result (core `ConfirmRosterChangeResult`): the duty data
 *   after a confirmation. Decision: the whole `RosterData` again (the periods only say what changed);
 *   a period ending before it starts is 400 `ERR_INVALID_BODY`.
 * - `POST eventById` `{ logicalEventId }`: core `DutyEvent` with its children; 404 when unknown.
 * - `PUT events/{eventId}` with the event: only the remark changes (see `applyRemarkEdit`); answers the stored event.
 */
export const rosterRoutes: RouteModule = ({ db }) => [
  sessionRoute('GET', '/rest/pems/roster/{crmId}/events', async (ctx) => rosterData(db, ctx.params.crmId)),
  sessionRoute('POST', '/rest/pems/roster/{crmId}/events', async (ctx) => {
    const body = ctx.body.json(DutiesAfterConfirmBody)
    if (E.isLeft(body)) return body.left
    const backwards = body.right.periods.findIndex((p) => Temporal.ZonedDateTime.compare(p.fromDateTimeUTC, p.toDateTimeUTC) > 0)
    if (backwards >= 0) return failure(400, ERR.invalidBody, `Invalid request body: periods[${backwards}] ends before it starts`)
    return rosterData(db, ctx.params.crmId)
  }),
  sessionRoute('POST', '/rest/pems/roster/{crmId}/eventById', async (ctx) => {
    const body = ctx.body.json(EventByIdBody)
    if (E.isLeft(body)) return body.left
    const event = await eventByLogicalId(db, ctx.params.crmId, body.right.logicalEventId)
    return event === null ? noEvent() : ok(DutyEvent, event)
  }),
  sessionRoute('PUT', '/rest/pems/roster/{crmId}/events/{eventId}', async (ctx) => {
    const eventId = checkEventId(ctx.params.eventId)
    if (E.isLeft(eventId)) return eventId.left
    const body = ctx.body.json(UpdateEventBody)
    if (E.isLeft(body)) return body.left
    const crmId = ctx.params.crmId
    return db.transaction(async (tx): Promise<Reply> => {
      const stored = await eventByEventId(tx, crmId, eventId.right)
      if (stored === null) return noEvent()
      const edited = applyRemarkEdit(eventId.right, stored, body.right)
      if (E.isLeft(edited)) {
        switch (edited.left._tag) {
          case 'IdMismatch':
            return failure(400, ROSTER_ERR.eventIdMismatch, 'The eventId of the body is not the eventId of the path')
          case 'NotEditable':
            return failure(400, ROSTER_ERR.eventNotEditable, `Only the remark of an event can be changed, not: ${edited.left.fields.join(', ')}`)
          case 'RemarkTooLong':
            return failure(400, ERR.invalidBody, `Invalid request body: remark is longer than ${EVENT_REMARK_MAX} characters`)
        }
      }
      const { events: _children, ...own } = edited.right
      await storeEventBody(tx, crmId, eventId.right, DutyEvent.encode(own), ctx.now)
      return ok(DutyEvent, edited.right)
    })
  }),
]
