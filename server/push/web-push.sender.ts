import * as E from 'fp-ts/Either'
import * as t from 'io-ts'
import webpush from 'web-push'
import type { PushPayload } from '../../core/news/push-payload.codec'
import type { PushOutcome } from './push-outcome'
import type { VapidKeys } from './vapid-keys'
import { sendPinned, type Resolve } from './pinned-request'
import { checkPushEndpoint, redactUrlCredentials, type PushEndpointPolicy } from './push-endpoints'

/** A browser's subscription as `PushSubscription.toJSON()` gives it: the device token of a web device. */
export const WebPushSubscription = t.type({ endpoint: t.string, keys: t.type({ p256dh: t.string, auth: t.string }) }, 'WebPushSubscription')
export type WebPushSubscription = t.TypeOf<typeof WebPushSubscription>

/** The subscription in a device token, when the token is one (a native FCM/APNs token is not JSON); where it may point is `push-endpoints.ts`'s rule. */
export const webSubscriptionOf = (deviceToken: string): WebPushSubscription | undefined => {
  if (!deviceToken.startsWith('{')) return undefined
  try {
    const decoded = WebPushSubscription.decode(JSON.parse(deviceToken))
    return E.isLeft(decoded) ? undefined : decoded.right
  } catch {
    return undefined
  }
}

/** Push services answer 404 or 410 for a subscription that no longer exists (RFC 8030 section 7.3). */
const GONE = new Set([404, 410])

/** How web pushes go out: VAPID keys and contact, the per-request timeout, where pushes may go, the resolver. */
export interface WebPushSendOptions {
  readonly vapid: VapidKeys
  readonly subject: string
  readonly timeoutMs: number
  readonly policy: PushEndpointPolicy
  readonly resolve: Resolve
}

/**
 * Sends one Web Push (RFC 8030) with the payload encrypted per RFC 8291 (aes128gcm) and a VAPID
 * signature (RFC 8292), both by the web-push library. The endpoint is checked against the policy again
 * (a subscription stored under an older policy, or written around the route, is not trusted), and the
 * request goes to the address checked when it was resolved, with a timeout and no redirects
 * (`pinned-request.ts`), so a slow push service costs a bounded wait in the background and never a request's.
 */
export const sendWebPush = async (subscription: WebPushSubscription, payload: PushPayload, options: WebPushSendOptions): Promise<PushOutcome> => {
  const endpoint = checkPushEndpoint(subscription.endpoint, options.policy)
  if (E.isLeft(endpoint)) return { _tag: 'Refused', reason: `not sent: ${endpoint.left}` }
  try {
    const details = webpush.generateRequestDetails(subscription, JSON.stringify(payload), {
      vapidDetails: { subject: options.subject, publicKey: options.vapid.publicKey, privateKey: options.vapid.privateKey },
      TTL: 24 * 60 * 60,
      contentEncoding: 'aes128gcm',
      urgency: 'high',
    })
    const status = await sendPinned(
      endpoint.right,
      {
        method: details.method,
        headers: Object.fromEntries(Object.entries(details.headers).map(([k, v]) => [k, String(v)])),
        ...(details.body === null ? {} : { body: new Uint8Array(details.body) }),
        timeoutMs: options.timeoutMs,
      },
      options.resolve,
    )
    if (E.isLeft(status)) return { _tag: 'Failed', reason: `not sent: ${status.left}` }
    if (status.right >= 200 && status.right < 300) return { _tag: 'Sent' }
    if (GONE.has(status.right)) return { _tag: 'Gone', status: status.right }
    if (status.right >= 300 && status.right < 400) return { _tag: 'Failed', reason: `push service answered a redirect (${status.right}), not followed`, status: status.right }
    return { _tag: 'Failed', reason: `push service answered ${status.right}`, status: status.right }
  } catch (error) {
    return { _tag: 'Failed', reason: redactUrlCredentials(error instanceof Error ? error.message : String(error)) }
  }
}
