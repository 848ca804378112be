import { createHash } from 'node:crypto'
import { createRemoteJWKSet, errors, jwtVerify, type JWTVerifyGetKey } from 'jose'
import { Temporal } from 'temporal-polyfill'
import type { Queryable } from '../../db/db'
import type { Logger } from '../../logger'
import type { SessionLookup } from '../session.store'
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

/** A bearer value shaped like a JWS (three base64url parts). */
const JWT = /^[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+$/

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
  const discover = (): Promise<Discovery> =>
    (discovery ??= (async () => {
      const url = `${settings.issuer.replace(/\/$/, '')}/.well-known/openid-configuration`
      const res = await fetch(url, { signal: AbortSignal.timeout(10_000) })
      if (!res.ok) throw new Error(`discovery answered ${res.status}`)
      const doc: unknown = await res.json()
      const jwksUri = typeof doc === 'object' && doc !== null && 'jwks_uri' in doc && typeof doc.jwks_uri === 'string' ? doc.jwks_uri : undefined
      if (jwksUri === undefined) throw new Error('discovery names no jwks_uri')
      return { jwks: createRemoteJWKSet(new URL(jwksUri)) }
    })().catch((error: unknown) => {
      discovery = undefined
      throw error
    }))
  const claim = settings.usernameClaim ?? 'sub'
  const algorithms = [...(settings.algorithms ?? DEFAULT_OIDC_ALGORITHMS)]
  const tokenNow = settings.tokenClock ?? (() => new Date())
  return {
    enabled: true,
    find: async (token, now) => {
      let payload: Readonly<Record<string, unknown>>
      try {
        const { jwks } = await discover()
        payload = (await jwtVerify(token, jwks, { issuer: settings.issuer, audience: settings.audience, algorithms, requiredClaims: ['exp', claim], currentDate: tokenNow() })).payload
      } catch (error) {
        if (error instanceof errors.JWTExpired) return { _tag: 'Expired' }
        logger.warn(`OIDC bearer token refused: ${error instanceof Error ? `${error.name}: ${error.message}` : String(error)}`)
        return { _tag: 'Missing' }
      }
      const username = payload[claim]
      const exp = payload['exp']
      if (typeof username !== 'string' || typeof exp !== 'number') return { _tag: 'Missing' }
      const user = await findUserByName(db, username)
      if (user === null) {
        logger.warn(`OIDC bearer token refused: no crew member for ${claim} '${username}'`)
        return { _tag: 'Missing' }
      }
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
