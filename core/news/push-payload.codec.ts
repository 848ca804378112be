import * as t from 'io-ts'

/** What a push is about: a roster change to confirm, a news message, a daily remark from the scheduler. */
export const PushKind = t.keyof({ rosterChange: null, news: null, dailyRemark: null }, 'PushKind')
export type PushKind = t.TypeOf<typeof PushKind>

/**
 * The payload of a push sent by the server (encrypted per RFC 8291 for Web Push, FCM data for native
 * tokens) and shown by the service worker or the native app: `id` is the distinct message id of the
 * once-per-id rule (SPEC section 4, News), `path` the app route a tap opens, `title` and `body` the
 * notification text in the crew member's language.
 */
export const PushPayload = t.type(
  { id: t.string, kind: PushKind, path: t.string, title: t.string, body: t.string },
  'PushPayload',
)
export type PushPayload = t.TypeOf<typeof PushPayload>

/** `GET /api/communication/v2/push/vapidPublicKey`: the server's VAPID public key (base64url) browsers subscribe with. */
export const VapidPublicKey = t.type({ publicKey: t.string }, 'VapidPublicKey')
export type VapidPublicKey = t.TypeOf<typeof VapidPublicKey>
