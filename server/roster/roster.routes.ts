import * as E from 'fp-ts/Either'
import { Temporal } from 'temporal-polyfill'
import { DutyEvent } from '../../core/roster/event.codec'
import { DutiesAfterConfirmBody, EventByIdBody, UpdateEventBody } from '../../core/roster/roster.codec'
import { ERR, ROSTER_ERR } from '../http/errors'
import { encodedOk, failure, ok, type Reply } from '../http/reply'
import { sessionRoute, type RouteModule } from '../http/router'
import { sharedSessionCap } from '../http/shared-limits'
import { applyRemarkEdit, EVENT_REMARK_MAX } from './event-edit.rules'
import type { EventsCache } from './events.cache'
import { eventByEventId, storeEventBody } from './events.repo'
import { checkEventId } from './query'
import { eventByLogicalIdBody } from './roster-data.body'

const noRoster = (): Reply => failure(404, ERR.notFound, 'This crew member has no roster')
const noEvent = (): Reply => failure(404, ERR.notFound, 'No such event in this roster')

/**
 * The duty data (SPEC section 7: "Result: events, rosterPeriod, blockMonthList"): the top-level
 * events overlapping the crew member's roster period with their pairing children, the roster period,
 * and the block months overlapping it; from the events cache (`events.cache.ts`), with its compressed forms.
 */
const rosterData = async (events: EventsCache, crmId: string): Promise<Reply> => {
  const answer = await events.get(crmId)
  return answer === null ? noRoster() : encodedOk(answer.body, answer.compressed)
}

/** Duty-data calls one session may have running at once, over every server process (see `sharedSessionCap`). */
export const DUTY_DATA_CALLS_PER_SESSION = 2

/**
 * The roster endpoints of SPEC section 7 under `/rest/pems/roster/{crmId}`:
 * - `GET events`: core `RosterData`.
 * - `POST events` with the roster-change confirm result (core `ConfirmRosterChangeResult`): the duty data
 *   after a confirmation. Decision: the whole `RosterData` again (the periods only say what changed);
 *   a period ending before it starts is 400 `ERR_INVALID_BODY`.
 * - `POST eventById` `{ logicalEventId }`: core `DutyEvent` with its children; 404 when unknown.
 * - `PUT events/{eventId}` with the event: only the remark changes (see `applyRemarkEdit`); answers the stored event.
 */
export const rosterRoutes: RouteModule = ({ db, caches, config }) => {
  const capped = sharedSessionCap(db, DUTY_DATA_CALLS_PER_SESSION, config.securityClock)
  return [
  sessionRoute('GET', '/rest/pems/roster/{crmId}/events', async (ctx) => capped(ctx.session.id, () => rosterData(caches.events, ctx.params.crmId))),
  sessionRoute('POST', '/rest/pems/roster/{crmId}/events', async (ctx) => {
    const body = ctx.body.json(DutiesAfterConfirmBody)
    if (E.isLeft(body)) return body.left
    const backwards = body.right.periods.findIndex((p) => Temporal.ZonedDateTime.compare(p.fromDateTimeUTC, p.toDateTimeUTC) > 0)
    if (backwards >= 0) return failure(400, ERR.invalidBody, `Invalid request body: periods[${backwards}] ends before it starts`)
    return capped(ctx.session.id, () => rosterData(caches.events, ctx.params.crmId))
  }),
  sessionRoute('POST', '/rest/pems/roster/{crmId}/eventById', async (ctx) => {
    const body = ctx.body.json(EventByIdBody)
    if (E.isLeft(body)) return body.left
    return capped(ctx.session.id, async () => {
      const event = await eventByLogicalIdBody(db, ctx.params.crmId, body.right.logicalEventId)
      return event === null ? noEvent() : encodedOk(event)
    })
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
}
