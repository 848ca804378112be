import { UpdatesInfo } from '../../core/refresh/updates.codec'
import { instantOf, type Queryable } from '../db/db'
import { ok } from '../http/reply'
import { sessionRoute, type RouteModule } from '../http/router'

const utc = (value: unknown) => (value === null || value === undefined ? null : instantOf(value).toZonedDateTimeISO('UTC'))

/**
 * The updates info of a crew member (SPEC section 3: "lastDailyRemarkTimestamp, lastRosterChange,
 * lastNewsTimestamp"), in UTC, null for what never happened: one primary-key read of `roster_updates`.
 */
export const updatesOf = async (db: Queryable, crmId: string): Promise<UpdatesInfo> => {
  const rows = await db.query<{ last_daily_remark: unknown; last_roster_change: unknown; last_news: unknown }>(
    'SELECT last_daily_remark, last_roster_change, last_news FROM roster_updates WHERE crm_id = $1',
    [crmId],
  )
  const row = rows[0]
  return {
    lastDailyRemarkTimestamp: utc(row?.last_daily_remark),
    lastRosterChange: utc(row?.last_roster_change),
    lastNewsTimestamp: utc(row?.last_news),
  }
}

/**
 * `GET roster/{crmId}/updates` (SPEC section 7: "result holds the last-change timestamps"), polled
 * every 15 s by every client (SPEC section 9): core `UpdatesInfo`. It reads only; it never extends the session.
 */
export const updatesRoutes: RouteModule = ({ db }) => [
  sessionRoute('GET', '/rest/pems/roster/{crmId}/updates', async (ctx) => ok(UpdatesInfo, await updatesOf(db, ctx.params.crmId))),
]
