import * as E from 'fp-ts/Either'
import * as O from 'fp-ts/Option'
import * as t from 'io-ts'
import { DEFAULT_FEATURE_SWITCHES } from '../../core/access/profile-defaults'
import { permissionOf, permits, type Permission } from '../../core/access/feature-access.rules'
import { validateNewRemark } from '../../core/remarks/new-remark.validation'
import type { NewRemarkField } from '../../core/remarks/remark.errors'
import {
  CreateDailyRemarkBody,
  DailyRemarksQuery,
  DailyRemarksResult,
  DeleteDailyRemarkQuery,
  RemarkTypesResult,
} from '../../core/remarks/remark.codec'
import { LogicalId } from '../../core/shared/brands'
import { decodeWith } from '../../core/shared/decode'
import { validateText } from '../../core/shared/validation/text.rules'
import type { FormErrors, ValidationError } from '../../core/shared/validation/validation-error'
import { crewProfileOf, type CrewProfile } from '../check-in/crew-profile'
import { decodeQuery } from '../http/query'
import { ERR, REMARK_ERR } from '../http/errors'
import { failure, ok, okEmpty, type Reply } from '../http/reply'
import { sessionRoute, type RouteModule } from '../http/router'
import {
  compareInstants,
  deleteOwnRemark,
  isRemarkType,
  listRemarks,
  listRemarkTypes,
  markRemarkRead,
  rosterPeriodEndOf,
  saveOwnRemark,
  utcDayOf,
} from './remarks.repo'

/**
 * The longest comment the server stores, in characters (code points). SPEC section 5 gives the
 * new-remark comment no maximum; this server's decision, the address remark's 1024 of section 5.
 */
export const REMARK_COMMENT_MAX = 1024


const BASE = '/rest/pems/roster/{crmId}/details/daily_remark'

/** Calls without query parameters. */
const NoQuery = t.type({}, 'NoQuery')

const describe = (error: ValidationError): string => {
  switch (error.key) {
    case 'required':
      return 'This field is required'
    case 'maxLength':
      return `Cannot be longer than ${String(error.params?.['max'] ?? '')} characters`
    case 'charactersNotAllowed':
      return `Following characters are not allowed: ${String(error.params?.['characters'] ?? '')}`
    case 'dateAfterMax':
      return `Cannot be after the roster period end ${String(error.params?.['max'] ?? '')}`
    default:
      return error.key
  }
}

const invalid = (errors: FormErrors<NewRemarkField>): Reply =>
  failure(
    400,
    REMARK_ERR.invalid,
    (['date', 'remarkType', 'comment'] as const).flatMap((field) => {
      const error = errors[field]
      return error === undefined ? [] : [`${field}: ${describe(error)}`]
    }).join('; '),
  )

const permission = (crew: CrewProfile): Permission =>
  E.getOrElse((): Permission => 'NONE')(permissionOf(DEFAULT_FEATURE_SWITCHES, crew.enablings)('IDP_DAILY_REMARK'))

/** Refuses crew members below `required` on IDP_DAILY_REMARK (SPEC section 6: "Creating a remark needs the edit-level daily-remarks permission"). */
const refuseBelow = (crew: CrewProfile, required: Permission): Reply | null =>
  permits(permission(crew), required)
    ? null
    : failure(403, REMARK_ERR.notPermitted, required === 'WRITE' ? 'Writing daily remarks needs the edit-level daily-remarks permission' : 'Daily remarks are not enabled for this crew member')

/**
 * The daily-remark calls of SPEC section 7 under `roster/{crmId}/details/daily_remark`, answered
 * with the core remark codecs: list (`fromDtUtc`, `toDtUtc`), create (validated with the core
 * new-remark rule: date corrected to today at the home base, not after the roster period end;
 * comment through the shared text rule; a known remark type), delete by date, the types, and
 * mark-read by the related event's logical id (`PUT .../daily_remark/read/{logicalId}`, the
 * adapter's choice for "path and method not shown").
 */
export const remarksRoutes: RouteModule = (deps) => [
  sessionRoute('GET', BASE, async (ctx) => {
    const query = decodeQuery(DailyRemarksQuery, ctx.query)
    if (E.isLeft(query)) return query.left
    const refused = refuseBelow(await crewProfileOf(deps.db, ctx.session.crmId), 'READ')
    if (refused !== null) return refused
    const { fromDtUtc, toDtUtc } = query.right
    if (compareInstants(fromDtUtc, toDtUtc) > 0) return failure(400, ERR.invalidQuery, 'fromDtUtc must not be after toDtUtc')
    const dailyRemarks = await listRemarks(deps.db, ctx.session.crmId, utcDayOf(fromDtUtc), utcDayOf(toDtUtc))
    return ok(DailyRemarksResult, { dailyRemarks: [...dailyRemarks] })
  }),
  sessionRoute('POST', BASE, async (ctx) => {
    const body = ctx.body.json(CreateDailyRemarkBody)
    if (E.isLeft(body)) return body.left
    const crmId = ctx.session.crmId
    const crew = await crewProfileOf(deps.db, crmId)
    const refused = refuseBelow(crew, 'WRITE')
    if (refused !== null) return refused
    const rosterPeriodEnd = await rosterPeriodEndOf(deps.db, crmId)
    if (rosterPeriodEnd === null) return failure(409, REMARK_ERR.noRosterPeriod, 'There is no roster period to write a remark in')
    const form = { date: O.some(body.right.date), remarkType: body.right.remarkType, comment: body.right.comment }
    const valid = validateNewRemark(form, { now: ctx.now.toZonedDateTimeISO(crew.zone), rosterPeriodEnd })
    if (E.isLeft(valid)) return invalid(valid.left)
    const comment = validateText(valid.right.comment, { multiline: true, max: REMARK_COMMENT_MAX })
    if (E.isLeft(comment)) return invalid({ comment: comment.left })
    if (!(await isRemarkType(deps.db, valid.right.remarkType))) {
      return failure(400, REMARK_ERR.unknownType, `remarkType: ${valid.right.remarkType} is not one of the remark types`)
    }
    await deps.db.transaction((tx) => saveOwnRemark(tx, crmId, valid.right, ctx.now))
    return okEmpty()
  }),
  sessionRoute('DELETE', BASE, async (ctx) => {
    const query = decodeQuery(DeleteDailyRemarkQuery, ctx.query)
    if (E.isLeft(query)) return query.left
    const crmId = ctx.session.crmId
    const refused = refuseBelow(await crewProfileOf(deps.db, crmId), 'WRITE')
    if (refused !== null) return refused
    const deleted = await deps.db.transaction((tx) => deleteOwnRemark(tx, crmId, query.right.date, ctx.now))
    return deleted ? okEmpty() : failure(404, REMARK_ERR.notFound, 'You have no remark on this date')
  }),
  sessionRoute('GET', `${BASE}/types`, async (ctx) => {
    const query = decodeQuery(NoQuery, ctx.query)
    if (E.isLeft(query)) return query.left
    return ok(RemarkTypesResult, [...(await listRemarkTypes(deps.db))])
  }),
  sessionRoute('PUT', `${BASE}/read/{logicalId}`, async (ctx) => {
    const logicalId = decodeWith(LogicalId)(ctx.params.logicalId)
    if (E.isLeft(logicalId)) return failure(400, ERR.badPath, 'The logical id is not valid')
    const marked = await markRemarkRead(deps.db, ctx.session.crmId, logicalId.right, ctx.now)
    return marked ? okEmpty() : failure(404, REMARK_ERR.notFound, 'No remark is related to this event')
  }),
]
