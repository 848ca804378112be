import * as E from 'fp-ts/Either'
import * as O from 'fp-ts/Option'
import { periodDays, validateSummaryRange } from '../../core/summary/date-range.rules'
import { Summary, SummaryGroup, SummaryQuery } from '../../core/summary/summary.codec'
import { decodeWith, describeDecodeError } from '../../core/shared/decode'
import type { ValidationError } from '../../core/shared/validation/validation-error'
import { ERR } from '../http/errors'
import { failure, ok } from '../http/reply'
import { sessionRoute, type RouteModule } from '../http/router'
import { eventsBetween } from '../roster/events.repo'
import { decodeQuery } from '../http/query'
import { rosterPeriodOf } from '../roster/roster-period.repo'
import { dutyStatistics } from './duty-statistics.rules'
import { bundleOf, loadEntries } from '../my-data/my-data.repo'
import { travelDocumentsGroup } from './travel-documents.group'

const describe = (field: string, error: ValidationError | undefined): ReadonlyArray<string> =>
  error === undefined ? [] : [`${field} ${error.key}${error.params === undefined ? '' : ` ${JSON.stringify(error.params)}`}`]

/**
 * `GET roster/{crmId}/summary?start&end` (SPEC section 7): core `Summary`. `start` and `end` are ISO dates
 * (core `SummaryQuery`), checked with the client's own rule (SPEC section 5: "Start is not before the
 * roster period start. End is not before the chosen start and not after the roster period end plus 30
 * days"), else 400 `ERR_INVALID_QUERY` naming the field. Groups: the computed "Duty statistics" of the
 * range, then the stored groups (Qualifications, Recurrent trainings/checks, Licences), then Passports / Visas
 * built from the crew member's my-data travel documents and visas (the records My data shows).
 */
export const summaryRoutes: RouteModule = ({ db }) => [
  sessionRoute('GET', '/rest/pems/roster/{crmId}/summary', async (ctx) => {
    const query = decodeQuery(SummaryQuery, ctx.query)
    if (E.isLeft(query)) return query.left
    const crmId = ctx.params.crmId
    const stored = await rosterPeriodOf(db, crmId)
    if (stored === null) return failure(404, ERR.notFound, 'This crew member has no roster')
    const range = validateSummaryRange({ start: O.some(query.right.start), end: O.some(query.right.end) }, periodDays(stored.period))
    if (E.isLeft(range)) {
      return failure(400, ERR.invalidQuery, `Invalid query: ${[...describe('start', range.left.start), ...describe('end', range.left.end)].join('; ')}`)
    }
    const rows = await db.query<{ position: number; body: unknown }>('SELECT position, body FROM summary_groups WHERE crm_id = $1 ORDER BY position', [crmId])
    const groups = rows.map((row) => {
      const group = decodeWith(SummaryGroup)(row.body)
      if (E.isLeft(group)) throw new Error(`stored summary group ${row.position} does not decode: ${describeDecodeError(group.left)}`)
      return group.right
    })
    const { start, end } = range.right
    const events = await eventsBetween(db, crmId, start.toZonedDateTime('UTC').toInstant(), end.add({ days: 1 }).toZonedDateTime('UTC').toInstant())
    // The travel documents are read from the same records as My data (one set of documents per crew member).
    const documents = bundleOf(await loadEntries(db, crmId, ['TRAVEL_DOCUMENT', 'VISA']))
    if (E.isLeft(documents)) throw new Error(`stored travel documents of ${crmId} do not decode: ${describeDecodeError(documents.left)}`)
    const travel = travelDocumentsGroup(documents.right.passports ?? [], documents.right.visas ?? [])
    return ok(Summary, { groups: [dutyStatistics(events, start, end), ...groups, ...travel] })
  }),
]
