import * as E from 'fp-ts/Either'
import { PilotFlyingMark, PilotFlyingMarks } from '../../core/logbook/logbook.codec'
import { ERR } from '../http/errors'
import { failure, ok, type Reply } from '../http/reply'
import { sessionRoute, type RouteModule } from '../http/router'
import { recordHistory } from '../history/history.repo'
import { decodeStored } from '../roster/events.repo'
import { checkEventId } from '../roster/query'
import { legRow, markOf, marksOf, storeMark } from './logbook.repo'

/**
 * The pilot's logbook (ours, an extension of our reference server; a backend without it answers 404 and the app
 * keeps the marks on the device):
 * - `GET logbook/{crmId}/pilot-flying`: core `PilotFlyingMarks`, every "I flew" mark of the crew member.
 * - `PUT logbook/{crmId}/pilot-flying` with core `PilotFlyingMark`: marks whether the crew member was the pilot flying
 *   on one of their own legs (404 for an event the roster does not have, 400 for an event that is not a LEG). The
 *   change history records it (kind `logbook`: the flight and its date; pilot flying before → after) in the same
 *   transaction. Answers every mark after the write.
 * The `{crmId}` guard of `sessionRoute` keeps each crew member to their own marks.
 */
export const logbookRoutes: RouteModule = ({ db }) => [
  sessionRoute('GET', '/rest/pems/logbook/{crmId}/pilot-flying', async (ctx) => ok(PilotFlyingMarks, [...(await marksOf(db, ctx.params.crmId))])),
  sessionRoute('PUT', '/rest/pems/logbook/{crmId}/pilot-flying', async (ctx) => {
    const body = ctx.body.json(PilotFlyingMark)
    if (E.isLeft(body)) return body.left
    const eventId = checkEventId(body.right.eventId)
    if (E.isLeft(eventId)) return failure(400, ERR.invalidBody, 'Invalid request body: eventId is not a valid event id')
    const crmId = ctx.params.crmId
    return db.transaction(async (tx): Promise<Reply> => {
      const leg = await legRow(tx, crmId, eventId.right)
      if (leg === null) return failure(404, ERR.notFound, 'No such event in this roster')
      if (leg.type !== 'LEG') return failure(400, ERR.invalidBody, 'Invalid request body: only a leg has a pilot flying')
      const before = await markOf(tx, crmId, eventId.right)
      await storeMark(tx, crmId, body.right, ctx.now)
      const stored = decodeStored(leg.body, eventId.right)
      const flight = stored.eventDescription?.flightNumber ?? stored.name ?? eventId.right
      const date = stored.fromDateTimeUTC.toInstant().toZonedDateTimeISO('UTC').toPlainDate().toString()
      await recordHistory(tx, {
        crmId,
        at: ctx.now,
        kind: 'logbook',
        subject: `${flight} ${date}`,
        changes: before === body.right.pilotFlying ? [] : [{ field: 'pilotFlying', before, after: body.right.pilotFlying }],
      })
      return ok(PilotFlyingMarks, [...(await marksOf(tx, crmId))])
    })
  }),
]
