import * as E from 'fp-ts/Either'
import * as t from 'io-ts'
import webpush from 'web-push'
import type { PushPayload } from '../../core/news/push-payload.codec'
import type { PushOutcome } from './push-outcome'
import type { VapidKeys } from './vapid-keys'

/** A browser's subscription as `PushSubscription.toJSON()` gives it: the device token of a web device. */
export const WebPushSubscription = t.type({ endpoint: t.string, keys: t.type({ p256dh: t.string, auth: t.string }) }, 'WebPushSubscription')
export type WebPushSubscription = t.TypeOf<typeof WebPushSubscription>

/** The subscription in a device token, when the token is one (a native FCM/APNs token is not JSON). */
export const webSubscriptionOf = (deviceToken: string): WebPushSubscription | undefined => {
  if (!deviceToken.startsWith('{')) return undefined
  try {
    const decoded = WebPushSubscription.decode(JSON.parse(deviceToken))
    if (E.isLeft(decoded)) return undefined
    const url = new URL(decoded.right.endpoint)
    return url.protocol === 'https:' || url.protocol === 'http:' ? decoded.right : undefined
  } catch {
    return undefined
  }
}

/** Push services answer 404 or 410 for a subscription that no longer exists (RFC 8030 section 7.3). */
const GONE = new Set([404, 410])

/**
 * Sends one Web Push (RFC 8030) with the payload encrypted per RFC 8291 (aes128gcm) and a VAPID
 * signature (RFC 8292), both by the web-push library; the request itself goes out with fetch and a
 * timeout, so a slow push service costs a bounded wait in the background and never a request's.
 */
export const sendWebPush = async (
  subscription: WebPushSubscription,
  payload: PushPayload,
  options: { readonly vapid: VapidKeys; readonly subject: string; readonly timeoutMs: number },
): Promise<PushOutcome> => {
  try {
    const details = webpush.generateRequestDetails(subscription, JSON.stringify(payload), {
      vapidDetails: { subject: options.subject, publicKey: options.vapid.publicKey, privateKey: options.vapid.privateKey },
      TTL: 24 * 60 * 60,
      contentEncoding: 'aes128gcm',
      urgency: 'high',
    })
    const body = details.body === null ? undefined : new Uint8Array(details.body)
    const response = await fetch(details.endpoint, {
      method: details.method,
      headers: Object.fromEntries(Object.entries(details.headers).map(([k, v]) => [k, String(v)])),
      ...(body === undefined ? {} : { body }),
      signal: AbortSignal.timeout(options.timeoutMs),
    })
    await response.arrayBuffer().catch(() => undefined)
    if (response.ok) return { _tag: 'Sent' }
    if (GONE.has(response.status)) return { _tag: 'Gone', status: response.status }
    return { _tag: 'Failed', reason: `push service answered ${response.status}` }
  } catch (error) {
    return { _tag: 'Failed', reason: error instanceof Error ? error.message : String(error) }
  }
}
