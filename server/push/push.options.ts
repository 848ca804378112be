/** FCM HTTP v1 credentials: the airline's Firebase service account (its `project_id`, `client_email`, `private_key`). */
export interface FcmCredentials {
  readonly projectId: string
  readonly clientEmail: string
  /** PEM, PKCS #8 (`-----BEGIN PRIVATE KEY-----`). */
  readonly privateKey: string
  /** Overrides for tests: the OAuth token endpoint and the FCM base URL. */
  readonly tokenUrl?: string
  readonly apiUrl?: string
}

import { DEFAULT_PUSH_ENDPOINT_HOSTS, type PushEndpointPolicy } from './push-endpoints'
import type { Resolve } from './pinned-request'

/** How the server sends pushes; everything has a default (web push on with stored keys, FCM off). */
export interface PushOptions {
  /** false: no push at all (PUSH_ENABLED=0). */
  readonly enabled?: boolean
  /** The VAPID key pair (base64url, as `web-push generate-vapid-keys` prints); else made once and stored. */
  readonly vapid?: { readonly publicKey: string; readonly privateKey: string }
  /** The VAPID contact (`mailto:` or `https:`), PUSH_VAPID_SUBJECT. */
  readonly subject?: string
  /** Native tokens go to FCM only with credentials. */
  readonly fcm?: FcmCredentials
  /** Per push request, milliseconds (default 10 s). */
  readonly timeoutMs?: number
  /** Where web pushes may go (default: the public push services only, `push-endpoints.ts`). */
  readonly endpoints?: PushEndpointPolicy
  /** The host name resolver of web pushes (default the system's); tests inject one. */
  readonly resolve?: Resolve
  /** How often the delivery loop looks for due outbox rows besides NOTIFY, milliseconds (default 2 s, `push-delivery.ts`). */
  readonly outboxPollMs?: number
}

export const DEFAULT_PUSH_TIMEOUT_MS = 10_000
export const DEFAULT_VAPID_SUBJECT = 'mailto:crew-duty-plan@example.invalid'

const list = (value: string | undefined): ReadonlyArray<string> | undefined =>
  value === undefined ? undefined : value.split(',').map((v) => v.trim()).filter((v) => v !== '')

/** PUSH_RELAY_ORIGINS entries as origins (`https://relay.example:8443`); throws naming the variable on one that is not. */
const relayOriginsOf = (values: ReadonlyArray<string>): ReadonlyArray<string> =>
  values.map((value) => {
    let url: URL | undefined
    try {
      url = new URL(value)
    } catch {
      url = undefined
    }
    if (url === undefined || (url.protocol !== 'https:' && url.protocol !== 'http:') || url.username !== '' || url.password !== '' || url.origin !== value.replace(/\/$/, '')) {
      throw new Error(`PUSH_RELAY_ORIGINS must list origins such as https://push-relay.example:8443, got '${value}'`)
    }
    return url.origin
  })

const text = (env: NodeJS.ProcessEnv, name: string): string | undefined => {
  const value = env[name]?.trim()
  return value === undefined || value === '' ? undefined : value
}

/**
 * The push options from the environment (documented in server/README.md, "Push"): PUSH_ENABLED,
 * PUSH_VAPID_PUBLIC_KEY + PUSH_VAPID_PRIVATE_KEY, PUSH_VAPID_SUBJECT, PUSH_TIMEOUT_MS, PUSH_ENDPOINT_HOSTS (replaces the push service hosts), PUSH_RELAY_ORIGINS
 * (an on-premise relay's origins), and FCM_PROJECT_ID +
 * FCM_CLIENT_EMAIL + FCM_PRIVATE_KEY (`\n` escapes allowed). Throws with a message naming the variable when
 * only half of a pair is set.
 */
export const pushOptionsFromEnv = (env: NodeJS.ProcessEnv): PushOptions => {
  const publicKey = text(env, 'PUSH_VAPID_PUBLIC_KEY')
  const privateKey = text(env, 'PUSH_VAPID_PRIVATE_KEY')
  if ((publicKey === undefined) !== (privateKey === undefined)) throw new Error('PUSH_VAPID_PUBLIC_KEY and PUSH_VAPID_PRIVATE_KEY go together')
  const fcm = [text(env, 'FCM_PROJECT_ID'), text(env, 'FCM_CLIENT_EMAIL'), text(env, 'FCM_PRIVATE_KEY')] as const
  const fcmSet = fcm.filter((v) => v !== undefined).length
  if (fcmSet !== 0 && fcmSet !== 3) throw new Error('FCM_PROJECT_ID, FCM_CLIENT_EMAIL and FCM_PRIVATE_KEY go together')
  const timeout = text(env, 'PUSH_TIMEOUT_MS')
  const subject = text(env, 'PUSH_VAPID_SUBJECT')
  const hosts = list(text(env, 'PUSH_ENDPOINT_HOSTS'))
  const relays = list(text(env, 'PUSH_RELAY_ORIGINS'))
  return {
    enabled: text(env, 'PUSH_ENABLED') !== '0',
    ...(publicKey !== undefined && privateKey !== undefined ? { vapid: { publicKey, privateKey } } : {}),
    ...(subject !== undefined ? { subject } : {}),
    ...(fcm[0] !== undefined && fcm[1] !== undefined && fcm[2] !== undefined
      ? { fcm: { projectId: fcm[0], clientEmail: fcm[1], privateKey: fcm[2].replace(/\\n/g, '\n') } }
      : {}),
    ...(hosts !== undefined || relays !== undefined
      ? { endpoints: { hosts: hosts ?? DEFAULT_PUSH_ENDPOINT_HOSTS, relayOrigins: relays === undefined ? [] : relayOriginsOf(relays) } }
      : {}),
    ...(timeout !== undefined && Number.isInteger(Number(timeout)) && Number(timeout) > 0 ? { timeoutMs: Number(timeout) } : {}),
  }
}
