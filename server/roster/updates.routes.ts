import { encodedOk } from '../http/reply'
import { sessionRoute, type RouteModule } from '../http/router'

/**
 * `GET roster/{crmId}/updates` (SPEC section 7: "result holds the last-change timestamps"), polled
 * every 15 s by every client (SPEC section 9): core `UpdatesInfo`, from the updates cache
 * (`updates.cache.ts`; a miss is one primary-key read of `roster_updates`). It reads only; it never
 * extends the session.
 */
export const updatesRoutes: RouteModule = ({ caches }) => [
  sessionRoute('GET', '/rest/pems/roster/{crmId}/updates', async (ctx) => encodedOk(await caches.updates.get(ctx.params.crmId))),
]
