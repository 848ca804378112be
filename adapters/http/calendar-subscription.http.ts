import { pipe } from 'fp-ts/function'
import * as TE from 'fp-ts/TaskEither'
import { readEmptyEnvelope, readEnvelope } from '../../core/errors/envelope.rules'
import { CalendarSubscriptionStatus, CreateCalendarSubscriptionBody, CreatedCalendarSubscription } from '../../core/roster/calendar-feed/calendar-entry.codec'
import type { CalendarSubscriptionPort } from '../../core/roster/calendar-feed/calendar-subscription.port'
import type { HttpClient } from './http-client'
import { encodePath } from './http-request'

/**
 * The feed's absolute URL: the server's origin (the selected server, else the app's own) and the path the
 * server answered (`/calendar/<token>.ics`).
 */
export const feedUrlOf = (client: HttpClient, feedPath: string): string => {
  const serverBase = client.urlOf('pems', '').replace(/\/rest\/pems$/, '')
  const origin = typeof globalThis.location === 'undefined' ? 'http://localhost' : globalThis.location.href
  return new URL(`${serverBase}${feedPath}`, origin).toString()
}

/** `GET`, `POST` and `DELETE rest/pems/calendar/{crmId}/subscription`; never cached (the URL is a secret). */
export const createCalendarSubscriptionHttp = (client: HttpClient): CalendarSubscriptionPort => ({
  loadStatus: (crmId) =>
    client.request({
      method: 'GET',
      base: 'pems',
      path: encodePath`calendar/${crmId}/subscription`,
      flags: { ignoreErrors: true },
      read: readEnvelope(CalendarSubscriptionStatus),
    }),
  create: (crmId, language) =>
    pipe(
      client.request({
        method: 'POST',
        base: 'pems',
        path: encodePath`calendar/${crmId}/subscription`,
        body: CreateCalendarSubscriptionBody.encode({ language }),
        flags: { showProgress: true, ignoreErrors: true },
        read: readEnvelope(CreatedCalendarSubscription),
      }),
      TE.map((created) => ({ feedUrl: feedUrlOf(client, created.feedPath), createdAt: created.createdAt })),
    ),
  revoke: (crmId) =>
    client.request({
      method: 'DELETE',
      base: 'pems',
      path: encodePath`calendar/${crmId}/subscription`,
      flags: { showProgress: true, ignoreErrors: true },
      read: readEmptyEnvelope,
    }),
})
