import { createHash } from 'node:crypto'
import { createRemoteJWKSet, errors, jwtVerify, type JWTVerifyGetKey } from 'jose'
import { Temporal } from 'temporal-polyfill'
import type { Queryable } from '../../db/db'
import type { Logger } from '../../logger'
import type { SessionLookup } from '../session.store'
import { userTag } from '../rate-limit'
import { findUserByName } from '../user.repo'
import { DEFAULT_OIDC_ALGORITHMS, type OidcSettings } from '../sso/sso.settings'

/** Looks up the "session" an OIDC access token stands for. */
export interface BearerSessions {
  /** Whether an OpenID provider is configured (otherwise every JWT bearer is Missing). */
  readonly enabled: boolean
  /**
   * The session of a bearer JWT: Valid (signature, issuer, audience, expiry and algorithm checked, the
   * subject an existing crew member), Expired (a valid token past `exp`: the client refreshes or signs
   * in again), or Missing (anything else; the reason is logged, never answered).
   */
  readonly find: (token: string, now: Temporal.Instant) => Promise<SessionLookup>
}

/**
 * A bearer value shaped like a JWS (three base64url parts; an empty third one is an unsigned `alg: none` token,
 * taken here so that its refusal is judged, and logged, like any other).
 */
const JWT = /^[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]*$/

/** How long a failed discovery is remembered: bearer requests meanwhile fail at once instead of each waiting 10 s. */
export const DISCOVERY_RETRY_MS = 30_000
/** Default maximum age of an access token (its `iat`), seconds (OIDC_MAX_TOKEN_AGE_S). */
export const DEFAULT_MAX_TOKEN_AGE_S = 3600
/** Clock skew allowed on `iat`, `nbf` and `exp`, seconds. */
const CLOCK_TOLERANCE_S = 30
/** Claims only an ID token carries: such a token is not an access token, whatever its audience. */
const ID_TOKEN_CLAIMS = ['nonce', 'at_hash', 'c_hash'] as const

/**
 * Why the verified claims of a token do not make it an access token of an allowed client (undefined when they do):
 * the header's `typ` is `at+jwt` (RFC 9068), or else no ID-token claim is present (`nonce`, `at_hash`, `c_hash`)
 * and `typ` is absent or `JWT`; its `client_id` (RFC 9068) or `azp` names an allowed client (both, when both are
 * given).
 */
export const accessTokenRefusal = (typ: unknown, payload: Readonly<Record<string, unknown>>, clientIds: ReadonlyArray<string>): string | undefined => {
  const kind = typeof typ === 'string' ? typ.toLowerCase().replace(/^application\//, '') : undefined
  if (kind !== 'at+jwt') {
    if (kind !== undefined && kind !== 'jwt') return `typ '${String(typ)}' is not at+jwt`
    const idClaim = ID_TOKEN_CLAIMS.find((c) => c in payload)
    if (idClaim !== undefined) return `an ID token (it carries ${idClaim}) is not an access token`
  }
  const named = [payload['client_id'], payload['azp']].filter((v) => v !== undefined)
  if (named.length === 0) return 'neither client_id nor azp names the client'
  const stranger = named.find((v) => typeof v !== 'string' || !clientIds.includes(v))
  return stranger === undefined ? undefined : `client '${String(stranger)}' is not allowed`
}

/** The bearer JWT of an `Authorization` header, or undefined. */
export const bearerJwtOf = (authorization: string | undefined): string | undefined => {
  const m = /^Bearer +(\S+) *$/i.exec(authorization ?? '')
  const value = m?.[1]
  return value !== undefined && JWT.test(value) ? value : undefined
}

interface Discovery {
  readonly jwks: JWTVerifyGetKey
}

/**
 * Validates OIDC access tokens with `jose` against the provider's JWKS (found through its discovery
 * document, fetched once and again after a failure; jose refetches the JWKS when a new key id appears).
 * The token's own times are checked against the real clock (the provider's), not the server's duty
 * clock. The subject (or `usernameClaim`) must name a crew member; the session then carries that crew
 * member's crmId, so every rule of a password session applies, the `{crmId}` guard included.
 */
export const createBearerSessions = (db: Queryable, settings: OidcSettings | undefined, logger: Logger): BearerSessions => {
  if (settings === undefined) return { enabled: false, find: async () => ({ _tag: 'Missing' }) }
  let discovery: Promise<Discovery> | undefined
  let failed: { readonly at: number; readonly error: unknown } | undefined
  const discover = (): Promise<Discovery> => {
    if (discovery === undefined && failed !== undefined && Date.now() - failed.at < DISCOVERY_RETRY_MS) return Promise.reject(failed.error)
    return (discovery ??= (async () => {
      const url = `${settings.issuer.replace(/\/$/, '')}/.well-known/openid-configuration`
      const res = await fetch(url, { signal: AbortSignal.timeout(10_000) })
      if (!res.ok) throw new Error(`discovery answered ${res.status}`)
      const doc: unknown = await res.json()
      const jwksUri = typeof doc === 'object' && doc !== null && 'jwks_uri' in doc && typeof doc.jwks_uri === 'string' ? doc.jwks_uri : undefined
      if (jwksUri === undefined) throw new Error('discovery names no jwks_uri')
      return { jwks: createRemoteJWKSet(new URL(jwksUri)) }
    })().catch((error: unknown) => {
      discovery = undefined
      failed = { at: Date.now(), error }
      throw error
    }))
  }
  const claim = settings.usernameClaim ?? 'sub'
  const algorithms = [...(settings.algorithms ?? DEFAULT_OIDC_ALGORITHMS)]
  const tokenNow = settings.tokenClock ?? (() => new Date())
  const clientIds = settings.clientIds ?? [settings.clientId]
  const maxTokenAge = settings.maxTokenAgeSeconds ?? DEFAULT_MAX_TOKEN_AGE_S
  const refused = (reason: string): SessionLookup => {
    logger.warn(`OIDC bearer token refused: ${reason}`)
    return { _tag: 'Missing' }
  }
  return {
    enabled: true,
    find: async (token, now) => {
      let payload: Readonly<Record<string, unknown>>
      let typ: unknown
      try {
        const { jwks } = await discover()
        const verified = await jwtVerify(token, jwks, {
          issuer: settings.issuer,
          audience: settings.audience,
          algorithms,
          requiredClaims: ['exp', 'iat', claim],
          maxTokenAge,
          clockTolerance: CLOCK_TOLERANCE_S,
          currentDate: tokenNow(),
        })
        payload = verified.payload
        typ = verified.protectedHeader.typ
      } catch (error) {
        if (error instanceof errors.JWTExpired) return { _tag: 'Expired' }
        logger.warn(`OIDC bearer token refused: ${error instanceof Error ? `${error.name}: ${error.message}` : String(error)}`)
        return { _tag: 'Missing' }
      }
      const notAccessToken = accessTokenRefusal(typ, payload, clientIds)
      if (notAccessToken !== undefined) return refused(notAccessToken)
      const username = payload[claim]
      const exp = payload['exp']
      if (typeof username !== 'string' || typeof exp !== 'number') return { _tag: 'Missing' }
      const user = await findUserByName(db, username)
      // The user name must match exactly: `ANNA` is not anna (user names are compared without case only at a password login).
      if (user === null || user.username !== username) return refused(`no crew member for this ${claim} (${userTag(username)})`)
      const left = Math.max(0, exp * 1000 - tokenNow().getTime())
      return {
        _tag: 'Valid',
        session: {
          id: `oidc:${createHash('sha256').update(token).digest('hex')}`,
          username: user.username,
          crmId: user.crmId,
          createdAt: now,
          expiresAt: now.add(Temporal.Duration.from({ milliseconds: left })),
        },
      }
    },
  }
}
