import * as E from 'fp-ts/Either'
import { isIP } from 'node:net'

/**
 * The hosts of the real Web Push services, the one list the server sends web pushes to (issue 25):
 * Google FCM (Chrome, Android browsers), Mozilla autopush (Firefox), Apple web push (Safari) and Windows
 * push notification services (Edge). `*.` matches any subdomain, never the bare name. The operator
 * replaces it with PUSH_ENDPOINT_HOSTS.
 */
export const DEFAULT_PUSH_ENDPOINT_HOSTS: ReadonlyArray<string> = [
  'fcm.googleapis.com',
  'android.googleapis.com',
  '*.push.services.mozilla.com',
  '*.push.apple.com',
  '*.notify.windows.com',
]

/**
 * Where web pushes may go. `hosts`: push services on the internet, reached only over `https:` on port
 * 443, without credentials in the URL, at a public address (checked when the request is made and pinned
 * for it). `relayOrigins`: exact origins (`https://push-relay.airline.internal:8443`) of an on-premise
 * push relay the operator runs and trusts, which may use `http:`, any port and a private address.
 */
export interface PushEndpointPolicy {
  readonly hosts: ReadonlyArray<string>
  readonly relayOrigins: ReadonlyArray<string>
}

export const DEFAULT_PUSH_ENDPOINT_POLICY: PushEndpointPolicy = { hosts: DEFAULT_PUSH_ENDPOINT_HOSTS, relayOrigins: [] }

/** An endpoint the policy accepts: its URL, and whether it is the operator's relay (no public-address rule). */
export interface AllowedEndpoint {
  readonly url: URL
  readonly relay: boolean
}

const hostMatches = (hostname: string, pattern: string): boolean => {
  const p = pattern.toLowerCase()
  return p.startsWith('*.') ? hostname.endsWith(p.slice(1)) && hostname.length > p.length - 1 : hostname === p
}

/**
 * Whether a push may be sent to `endpoint` (at registration and again before each send). Left: why not,
 * in words that never repeat the URL (it may carry credentials).
 */
export const checkPushEndpoint = (endpoint: string, policy: PushEndpointPolicy): E.Either<string, AllowedEndpoint> => {
  let url: URL
  try {
    url = new URL(endpoint)
  } catch {
    return E.left('the push endpoint is not a URL')
  }
  if (url.username !== '' || url.password !== '') return E.left('the push endpoint carries credentials')
  if (policy.relayOrigins.includes(url.origin)) {
    return url.protocol === 'https:' || url.protocol === 'http:' ? E.right({ url, relay: true }) : E.left('the push endpoint is not http(s)')
  }
  if (url.protocol !== 'https:') return E.left('the push endpoint is not https')
  if (url.port !== '' && url.port !== '443') return E.left('the push endpoint is not on port 443')
  const hostname = url.hostname.toLowerCase().replace(/\.$/, '')
  if (isIP(hostname.replace(/^\[|\]$/g, '')) !== 0) return E.left('the push endpoint is an IP address, not a push service')
  if (!policy.hosts.some((pattern) => hostMatches(hostname, pattern))) return E.left('the push endpoint is not a known push service')
  return E.right({ url, relay: false })
}

/** Userinfo (`user:pass@`) of every URL in `text` replaced by `***@`: log lines never print URL credentials. */
export const redactUrlCredentials = (text: string): string => text.replace(/([a-z][a-z0-9+.-]*:\/\/)[^/?#\s@]*@/gi, '$1***@')
