import * as E from 'fp-ts/Either'
import { ChangeHistory, ChangeHistoryQuery, HISTORY_PAGE_SIZE } from '../../core/history/change-history.codec'
import { decodeQuery } from '../http/query'
import { ok } from '../http/reply'
import { sessionRoute, type RouteModule } from '../http/router'
import { historyPage } from './history.repo'

/**
 * The change history: `GET rest/pems/history/{crmId}?limit=&before=` answers core
 * `ChangeHistory`, the crew member's own entries newest first (`limit` 1-200, default 50; `before` the `next`
 * cursor of the previous page). Session only, own crmId only (another crmId is the dispatcher's 403, nothing read).
 */
export const historyRoutes: RouteModule = ({ db }) => [
  sessionRoute('GET', '/rest/pems/history/{crmId}', async (ctx) => {
    const query = decodeQuery(ChangeHistoryQuery, ctx.query)
    if (E.isLeft(query)) return query.left
    const page = await historyPage(db, ctx.session.crmId, query.right.limit ?? HISTORY_PAGE_SIZE, query.right.before)
    return ok(ChangeHistory, { entries: [...page.entries], ...(page.next === undefined ? {} : { next: page.next }) })
  }),
]
