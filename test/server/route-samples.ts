import type { Route } from '../../server/http/router'
import type { Queryable } from '../../server/db/db'
import { ANNA } from './helpers'

/** A value for each path parameter name of the route table that lets a request reach its handler's own checks. */
export type PathValues = Readonly<Record<string, string>>

/** Anna's own values: her crmId and username, one of her legs and hotels from the seeded database. */
export const annaPathValues = async (db: Queryable): Promise<PathValues> => {
  const first = async (type: string): Promise<string> => {
    const rows = await db.query<{ event_id: string }>('SELECT event_id FROM roster_events WHERE crm_id = $1 AND event_type = $2 ORDER BY from_utc LIMIT 1', [ANNA.crmId, type])
    const id = rows[0]?.event_id
    if (id === undefined) throw new Error(`the seed has no ${type} for anna`)
    return id
  }
  const leg = await first('LEG')
  return {
    crmId: ANNA.crmId,
    username: ANNA.username,
    userName: ANNA.username,
    eventId: leg,
    hotelId: await first('HOT'),
    checkInLogicalId: leg,
    logicalId: leg,
    id: '1',
    status: 'READ',
    domain: 'IDP',
    languageCode: 'fr',
    uuid: '00000000-0000-4000-8000-000000000000',
    file: 'no-such-token.ics',
  }
}

/** The route's path with each `{name}` replaced by `valueOf(name)` (percent-encoded). */
export const fillPath = (route: Route, valueOf: (name: string) => string): string =>
  `/${route.segments.map((s) => ('literal' in s ? s.literal : encodeURIComponent(valueOf(s.param)))).join('/')}`

/** The path parameter names of a route. */
export const paramsOf = (route: Route): ReadonlyArray<string> => route.segments.flatMap((s) => ('param' in s ? [s.param] : []))

/** Whether the route's own test probes, added by test servers, are this route (the fuzz and key tests skip them). */
export const isProbe = (route: Route): boolean => route.path.includes('/probe')
