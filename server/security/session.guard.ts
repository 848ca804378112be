import type { IncomingHttpHeaders } from 'node:http'
import { parseCookies, serializeCookie } from '../http/cookies'

/** The session cookie's name. */
export const SESSION_COOKIE = 'CDP_SESSION'

/**
 * The session token of a request: the session cookie, or, only where no cookie is present, an
 * `Authorization: Bearer <token>` (ARCHITECTURE.md section 3: "A bearer token ... is accepted where a
 * session cookie is not present"). The bearer value is the same session token the cookie carries,
 * for clients without a cookie jar (the mobile wrapper, curl, load tools).
 */
export const sessionTokenOf = (headers: IncomingHttpHeaders): string | undefined => {
  const cookie = parseCookies(headers.cookie).get(SESSION_COOKIE)
  if (cookie !== undefined && cookie !== '') return cookie
  const m = /^Bearer +([A-Za-z0-9_-]+) *$/i.exec(headers.authorization ?? '')
  return m?.[1]
}

/** The `Set-Cookie` of a new session: HttpOnly, SameSite=Strict, Secure behind TLS; cookieMaxAge -1 is a browser-session cookie. */
export const sessionCookie = (token: string, secure: boolean, cookieMaxAge: number): string =>
  serializeCookie(SESSION_COOKIE, token, { secure, maxAgeSeconds: cookieMaxAge })

/** The `Set-Cookie` that removes the session cookie (logout). */
export const clearedSessionCookie = (secure: boolean): string => serializeCookie(SESSION_COOKIE, '', { secure, maxAgeSeconds: 0 })
