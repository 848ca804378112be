import * as O from 'fp-ts/Option'
import { ownValue } from '../shared/own-key'
import { authError, type AuthError } from './auth-error'

/** The single sign-on protocols the app speaks. */
export type SsoProtocol = 'OIDC' | 'SAML2'

/** How a single sign-on came back to the app: signed in, or refused with the security message to show. */
export type SsoOutcome = { readonly _tag: 'SignedIn' } | { readonly _tag: 'Refused'; readonly error: AuthError }

/** The default `matchUrl` of a server entry: the hash mark the service provider returns with. */
export const DEFAULT_SAML2_MATCH = 'saml2='

const REFUSALS: Readonly<Record<string, Parameters<typeof authError>[0]>> = {
  UNSIGNED: 'CertificateValidationFailed',
  BAD_SIGNATURE: 'WrongSignature',
  EXPIRED: 'CertificateExpired',
  NOT_YET_VALID: 'CertificateNotYetValid',
  REPLAYED: 'CertificateValidationFailed',
  UNSOLICITED: 'CertificateValidationFailed',
  WRONG_AUDIENCE: 'CertificateValidationFailed',
  WRONG_DESTINATION: 'CertificateValidationFailed',
  WRONG_RECIPIENT: 'CertificateValidationFailed',
  WRONG_ISSUER: 'CertificateValidationFailed',
  INVALID: 'CertificateValidationFailed',
  UNKNOWN_USER: 'AuthenticationUserNotFound',
  IDP_UNREACHABLE: 'Saml2IdpUnreachable',
}

/**
 * The security message of a service provider's refusal code (`#saml2=failed&reason=CODE`), from the
 * SPEC section 8 list: "Certificate expired, decoding error, not yet valid, public key not found,
 * validation failed or wrong signature", "Authentication user not found", "SAML2 identity provider load
 * timeout or unreachable". An unknown code is 'validation failed'.
 */
export const refusalError = (reason: string): AuthError => authError(ownValue(REFUSALS, reason) ?? 'CertificateValidationFailed')

/**
 * The SAML2 outcome a URL hash carries when it matches the server entry's `matchUrl` (default `saml2=`):
 * `#saml2=ok` signed in, `#saml2=failed&reason=CODE` refused. None when the hash is not a SAML2 return.
 */
export const saml2ReturnOf = (urlHash: string, matchUrl: string = DEFAULT_SAML2_MATCH): O.Option<SsoOutcome> => {
  const hash = urlHash.startsWith('#') ? urlHash.slice(1) : urlHash
  if (matchUrl === '' || !hash.includes(matchUrl)) return O.none
  const params = new Map(hash.split('&').map((pair) => [pair.split('=')[0] ?? '', decodeURIComponent(pair.split('=')[1] ?? '')] as const))
  const status = params.get('saml2')
  if (status === 'ok') return O.some({ _tag: 'SignedIn' })
  return O.some({ _tag: 'Refused', error: refusalError(params.get('reason') ?? '') })
}

/** Whether a URL query is an OpenID provider's answer to the authorization request (`code` or `error`, with `state`). */
export const isOidcCallback = (search: string): boolean => {
  const keys = new Set((search.startsWith('?') ? search.slice(1) : search).split('&').map((pair) => pair.split('=')[0] ?? ''))
  return keys.has('state') && (keys.has('code') || keys.has('error'))
}

/**
 * When to refresh an access token that expires in `expiresInSeconds`: a minute before, or at 80 % of its
 * life for tokens shorter than five minutes; never sooner than five seconds. In milliseconds.
 */
export const refreshDelayMs = (expiresInSeconds: number): number => {
  const life = Math.max(0, expiresInSeconds) * 1000
  const before = life >= 5 * 60_000 ? life - 60_000 : life * 0.8
  return Math.max(5_000, Math.round(before))
}

/**
 * "SAML2 identity provider load timeout" (SPEC section 8): the login page did not replace the app within
 * `loginShowTimeout` ms of the redirect. Checked every `responseCheckInterval` ms (server entry fields);
 * defaults 15 s and 500 ms.
 */
export const ssoLoadTimedOut = (input: { readonly startedAtMs: number; readonly nowMs: number; readonly loginShowTimeout?: number | undefined }): boolean =>
  input.nowMs - input.startedAtMs >= (input.loginShowTimeout ?? DEFAULT_LOGIN_SHOW_TIMEOUT_MS)

export const DEFAULT_LOGIN_SHOW_TIMEOUT_MS = 15_000
export const DEFAULT_RESPONSE_CHECK_INTERVAL_MS = 500
