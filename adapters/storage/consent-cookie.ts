import { CONSENT_COOKIE_MAX_AGE_S, CONSENT_COOKIE_NAME } from '../../core/shared/constants'
import type { Consent } from '../../core/platform/consent.port'
import type { Clock } from '../../core/platform/clock.port'

/** Reads and writes `document.cookie` (behind an interface so tests can watch the exact string). */
export interface CookieJar {
  readonly read: () => string
  readonly write: (cookie: string) => void
}

/** The jar of a document. */
export const documentCookieJar = (doc: { cookie: string }): CookieJar => ({
  read: () => doc.cookie,
  write: (cookie) => {
    doc.cookie = cookie
  },
})

/** What the consent cookie needs: the jar, the clock (for `Expires`), and whether the page is on https. */
export interface ConsentCookieDeps {
  readonly jar: CookieJar
  readonly clock: Clock
  readonly secure: boolean
}

/**
 * The consent as a real cookie `cookieConsent=true` with a 1-year lifetime (CONSENT_COOKIE_MAX_AGE_S,
 * as both `Max-Age` and `Expires` for older browsers), `Path=/`, `SameSite=Lax`, and `Secure` on https.
 */
export const createConsentCookie = (deps: ConsentCookieDeps): Consent => ({
  hasConsent: () =>
    deps.jar
      .read()
      .split(';')
      .some((part) => part.trim().split('=')[0] === CONSENT_COOKIE_NAME),
  accept: () => {
    const expires = new Date(deps.clock.now().epochMilliseconds + CONSENT_COOKIE_MAX_AGE_S * 1000).toUTCString()
    const attributes = [`Max-Age=${CONSENT_COOKIE_MAX_AGE_S}`, `Expires=${expires}`, 'Path=/', 'SameSite=Lax']
    deps.jar.write([`${CONSENT_COOKIE_NAME}=true`, ...attributes, ...(deps.secure ? ['Secure'] : [])].join('; '))
  },
})
