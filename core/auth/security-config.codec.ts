import * as t from 'io-ts'
import { LogLevel } from '../shared/log-level.codec'
import {
  DEFAULT_APPLICATION_LOCK_TIMEOUT_S,
  DEFAULT_CERT_VALIDITY_MINUTES,
  DEFAULT_COOKIE_MAX_AGE,
} from '../shared/constants'

/**
 * The result of `GET security/config` (SPEC section 3, "Security config": useSso, authUrl,
 * logoutUrl, logoutMethod, useSsoLogoutUrl, ssoLogoutUrl, cookieMaxAge, certValidity (minutes),
 * remainingCertValidity, userName, applicationLockTimeout).
 *
 * Shape chosen where the spec is open:
 * - always sent: `useSso`, `certValidity` (minutes), `applicationLockTimeout` (seconds) and
 *   `cookieMaxAge` (seconds, -1 for a session cookie): the values of SPEC section 9 defaults;
 * - optional: `authUrl` (the SSO login URL), `logoutUrl`, `logoutMethod` (an HTTP method name such
 *   as `GET` or `POST`), `useSsoLogoutUrl` with `ssoLogoutUrl` (the SSO logout page loaded in a hidden
 *   frame), `remainingCertValidity` (minutes left of the current session) and `userName` (the
 *   signed-in user, when a session exists).
 */
export const SecurityConfig = t.intersection(
  [
    t.type({
      useSso: t.boolean,
      certValidity: t.number,
      applicationLockTimeout: t.number,
      cookieMaxAge: t.number,
    }),
    t.partial({
      authUrl: t.string,
      logoutUrl: t.string,
      logoutMethod: t.string,
      useSsoLogoutUrl: t.boolean,
      ssoLogoutUrl: t.string,
      remainingCertValidity: t.number,
      userName: t.string,
    }),
  ],
  'SecurityConfig',
)
export type SecurityConfig = t.TypeOf<typeof SecurityConfig>

/**
 * The configuration the app continues with when the security configuration cannot be loaded
 * ("Defaults: certValidity 15 minutes, applicationLockTimeout 1800 s, cookieMaxAge -1", SPEC
 * section 9; "On failure with a default config available, it continues with the default", section 4).
 * Login is by username and password.
 */
export const DEFAULT_SECURITY_CONFIG: SecurityConfig = {
  useSso: false,
  certValidity: DEFAULT_CERT_VALIDITY_MINUTES,
  applicationLockTimeout: DEFAULT_APPLICATION_LOCK_TIMEOUT_S,
  cookieMaxAge: DEFAULT_COOKIE_MAX_AGE,
}

/** A client log level (SPEC section 3: "Levels are DEBUG, INFO, WARNING, ERROR, OFF"). */
export { LogLevel } from '../shared/log-level.codec'

/**
 * The result of `GET public/bootstrap/configuration`: "result holds logLevel and customerCode"
 * (SPEC section 7). Both are always sent.
 */
export const PublicConfiguration = t.type({ logLevel: LogLevel, customerCode: t.string }, 'PublicConfiguration')
export type PublicConfiguration = t.TypeOf<typeof PublicConfiguration>
