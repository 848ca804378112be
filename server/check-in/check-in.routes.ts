import * as E from 'fp-ts/Either'
import * as t from 'io-ts'
import type { Temporal } from 'temporal-polyfill'
import {
  APP_ERROR_KIND,
  CHECK_IN_LTYPE,
  CheckIn,
  CheckInConfiguration,
  CheckInConfirmRequest,
  CheckInLoadQuery,
  CheckInPostQuery,
  CheckInPostResult,
  CheckInRequest,
  type CheckInOp,
  type DevicePosition,
} from '../../core/check-in/check-in.codec'
import { checkInPositionRefusal, type CheckInPositionRefusal } from '../../core/check-in/check-in-position.rules'
import { CHECK_IN_WINDOW_CLOSES_AFTER_MINUTES } from '../../core/check-in/time-window-check-in.rules'
import { LogicalId } from '../../core/shared/brands'
import { decodeWith } from '../../core/shared/decode'
import type { Queryable } from '../db/db'
import type { ServerDeps } from '../deps'
import { CHECK_IN_ERR, ERR } from '../http/errors'
import { failure, failureOfKind, ok, type Reply } from '../http/reply'
import { sessionRoute, type RouteModule } from '../http/router'
import { checkInPermissionAt, checkInRefusal, type CheckInRefusal } from './check-in.permission'
import { allowedAirports, findCheckInEvent, findUpcomingCheckInEvent, hasPendingChangesUpTo, recordCheckIn, type CheckInEvent } from './check-in.repo'
import { crewProfileOf, dayIn } from './crew-profile'
import { decodeQuery } from '../http/query'

const ConfigurationQuery = t.partial({ ltype: t.string }, 'CheckInConfigurationQuery')

const utc = (instant: Temporal.Instant): string => instant.toString({ smallestUnit: 'second' })

const refusalReply = (refusal: CheckInRefusal): Reply => {
  switch (refusal._tag) {
    case 'AlreadyCheckedIn':
      return failureOfKind(409, CHECK_IN_ERR.alreadyCheckedIn, 'Already checked in for this event', APP_ERROR_KIND)
    case 'NotAllowed':
      return failure(409, CHECK_IN_ERR.notAllowed, 'Check-in is not expected for this event')
    case 'NotYetOpen':
      return failure(409, CHECK_IN_ERR.notYetOpen, `Check-in for this event opens at ${utc(refusal.opensAt)}`)
    case 'Closed':
      return failure(409, CHECK_IN_ERR.closed, `Check-in for this event closed at ${utc(refusal.closedAt)}`)
    case 'Pending':
      return failure(409, CHECK_IN_ERR.pending, 'Unconfirmed roster changes must be confirmed first')
  }
}

const positionReply = (refusal: CheckInPositionRefusal): Reply => {
  switch (refusal._tag) {
    case 'PositionRequired':
      return failure(400, ERR.positionRequired, 'This airline checks the device position at check-in: send position (latitude, longitude, accuracy)')
    case 'TooImprecise':
      return failure(403, ERR.outsideZone, `The position is too imprecise to place you at the airport (accuracy ${Math.round(refusal.accuracy)} m, at most ${refusal.maxAccuracy} m)`)
    case 'NoZone':
      return failure(403, ERR.outsideZone, `Check-in by location is not available at ${refusal.airport}`)
    case 'OutsideZone':
      return failure(403, ERR.outsideZone, `The position is outside the check-in zone of ${refusal.airport}`)
  }
}

const notFound = (): Reply => failure(404, CHECK_IN_ERR.notFound, 'No check-in event with this logical id')

/** The permission of `event` for `crmId` at `now`: the core window rule and the pending roster changes. */
const permissionOf = async (db: Queryable, crmId: string, event: CheckInEvent, now: Temporal.Instant) => {
  const { zone } = await crewProfileOf(db, crmId)
  const pendingChanges = await hasPendingChangesUpTo(db, crmId, dayIn(event.fromDateTimeUTC.toInstant(), zone))
  return { scheduled: event.scheduled, fromDateTimeUTC: event.fromDateTimeUTC, pendingChanges, now }
}

/** `op` must be the call's own value and `ltype`, when sent, `mobile`. */
const checkOp = (query: t.TypeOf<typeof CheckInPostQuery>, op: CheckInOp): E.Either<Reply, void> => {
  if (query.op !== op) return E.left(failure(400, ERR.invalidQuery, `The query parameter op must be ${op}`))
  if (query.ltype !== undefined && query.ltype !== CHECK_IN_LTYPE) return E.left(failure(400, ERR.invalidQuery, `The query parameter ltype must be ${CHECK_IN_LTYPE}`))
  return E.right(undefined)
}

/**
 * Checks in for the event (both POST calls): refusals first, then one transaction. With
 * `checkInPositionRequired`, the device position must place the crew member in the event airport's zone; it is
 * checked after the event's own refusals, so a closed or foreign check-in says so whatever the position.
 */
const checkInFor = async (deps: ServerDeps, crmId: string, logicalId: string, now: Temporal.Instant, confirm: boolean, position: DevicePosition | undefined): Promise<Reply> => {
  const event = await findCheckInEvent(deps.db, crmId, logicalId)
  if (event === null) return notFound()
  const refusal = checkInRefusal({ ...(await permissionOf(deps.db, crmId, event, now)), checkedIn: event.checkedIn })
  if (E.isLeft(refusal)) return refusalReply(refusal.left)
  if (deps.config.checkInPositionRequired) {
    const placed = checkInPositionRefusal(position, event.airport, await allowedAirports(deps.db))
    if (E.isLeft(placed)) {
      deps.logger.info('check-in refused by position', { reason: placed.left._tag, airport: event.airport })
      return positionReply(placed.left)
    }
  }
  const recorded = await deps.db.transaction((tx) => recordCheckIn(tx, crmId, event, now, confirm))
  return recorded ? ok(CheckInPostResult, { checkedIn: true }) : refusalReply({ _tag: 'AlreadyCheckedIn' })
}

/**
 * The check-in calls of SPEC section 7 ("Check-in"), answered with the core check-in codecs:
 * configuration, one check-in's state, check in, and confirm.
 */
export const checkInRoutes: RouteModule = (deps) => [
  sessionRoute('GET', '/rest/pems/roster/{crmId}/checkin/configuration', async (ctx) => {
    const query = decodeQuery(ConfigurationQuery, ctx.query)
    if (E.isLeft(query)) return query.left
    const crmId = ctx.session.crmId
    const upcoming = await findUpcomingCheckInEvent(deps.db, crmId, ctx.now, CHECK_IN_WINDOW_CLOSES_AFTER_MINUTES)
    const ciAllowedAirports = [...(await allowedAirports(deps.db))]
    if (upcoming === null) return ok(CheckInConfiguration, { ciAllowedAirports, checkInPermission: 'CHECK_IN_NOT_ALLOWED', upcomingCheckinEvent: null })
    return ok(CheckInConfiguration, {
      ciAllowedAirports,
      checkInPermission: checkInPermissionAt(await permissionOf(deps.db, crmId, upcoming, ctx.now)),
      upcomingCheckinEvent: { logicalId: upcoming.logicalId, airport: upcoming.airport, fromDateTimeUTC: upcoming.fromDateTimeUTC },
    })
  }),
  sessionRoute('GET', '/rest/pems/roster/{crmId}/checkin', async (ctx) => {
    const query = decodeQuery(CheckInLoadQuery, ctx.query)
    if (E.isLeft(query)) return query.left
    if (query.right.ltype !== undefined && query.right.ltype !== CHECK_IN_LTYPE) return failure(400, ERR.invalidQuery, `The query parameter ltype must be ${CHECK_IN_LTYPE}`)
    const crmId = ctx.session.crmId
    const event = await findCheckInEvent(deps.db, crmId, query.right.checkInLogicalId)
    if (event === null) return notFound()
    return ok(CheckIn, {
      checkedIn: event.checkedIn,
      checkInPermission: checkInPermissionAt(await permissionOf(deps.db, crmId, event, ctx.now)),
      positions: event.positions.map((p) => ({ assignment: p.assignment, checkedIn: p.checkedIn, ...(p.name === undefined ? {} : { name: p.name }) })),
    })
  }),
  sessionRoute('POST', '/rest/pems/roster/{crmId}/checkin', async (ctx) => {
    const query = decodeQuery(CheckInPostQuery, ctx.query)
    if (E.isLeft(query)) return query.left
    const op = checkOp(query.right, 'checkin')
    if (E.isLeft(op)) return op.left
    const body = ctx.body.json(CheckInRequest)
    if (E.isLeft(body)) return body.left
    return checkInFor(deps, ctx.session.crmId, body.right.checkInLogicalId, ctx.now, false, body.right.position)
  }),
  sessionRoute('POST', '/rest/pems/roster/{crmId}/checkin/{checkInLogicalId}', async (ctx) => {
    const query = decodeQuery(CheckInPostQuery, ctx.query)
    if (E.isLeft(query)) return query.left
    const op = checkOp(query.right, 'confirm')
    if (E.isLeft(op)) return op.left
    const logicalId = decodeWith(LogicalId)(ctx.params.checkInLogicalId)
    if (E.isLeft(logicalId)) return failure(400, ERR.badPath, 'The check-in logical id is not valid')
    // The spec's confirm call has no body; one is read only when sent (a position, see CheckInConfirmRequest).
    const body = ctx.body.raw.length === 0 ? E.right<Reply, CheckInConfirmRequest>({}) : ctx.body.json(CheckInConfirmRequest)
    if (E.isLeft(body)) return body.left
    return checkInFor(deps, ctx.session.crmId, logicalId.right, ctx.now, true, body.right.position)
  }),
]
