import { SecurityConfig, PublicConfiguration } from '../../core/auth/security-config.codec'
import { ResetPasswordResult } from '../../core/auth/session.codec'
import { ServerConfigResult } from '../../core/servers/server.codec'
import type { ServerDeps } from '../deps'
import { ERR } from '../http/errors'
import { failure, ok } from '../http/reply'
import { publicRoute, type Route } from '../http/router'
import { userTag } from './rate-limit'
import { remainingMinutes } from './session.store'
import { findUserByName } from './user.repo'

/**
 * The public configuration calls of SPEC section 7: `security/config`, `public/bootstrap/configuration`,
 * `{base}/config` of server selection, and `security/identity/resetpassword/{username}`.
 */
export const configRoutes = (deps: ServerDeps): ReadonlyArray<Route> => {
  const { db, config, logger } = deps
  return [
    /**
     * SPEC section 9: "Defaults: certValidity 15 minutes, applicationLockTimeout 1800 s, cookieMaxAge -1".
     * With a valid session it adds userName and remainingCertValidity (minutes).
     */
    publicRoute('GET', '/rest/pems/security/config', async (ctx) => {
      const lookup = await ctx.lookupSession()
      const base: SecurityConfig = {
        useSso: false,
        certValidity: config.certValidityMinutes,
        applicationLockTimeout: config.applicationLockTimeoutSeconds,
        cookieMaxAge: config.cookieMaxAge,
        logoutUrl: '/rest/pems/security/logout',
        logoutMethod: config.logoutMethod,
        useSsoLogoutUrl: false,
      }
      const session =
        lookup._tag === 'Valid' ? { userName: lookup.session.username, remainingCertValidity: remainingMinutes(lookup.session, ctx.now) } : {}
      return ok(SecurityConfig, { ...base, ...session })
    }),

    /** "GET public/bootstrap/configuration: result holds logLevel and customerCode" (SPEC section 7). */
    publicRoute('GET', '/rest/pems/public/bootstrap/configuration', async () =>
      ok(PublicConfiguration, { logLevel: config.logLevel, customerCode: config.customerCode }),
    ),

    /** "GET {base}/config on a candidate server ... returns useSso and authUrl" (SPEC section 7); normal login has no SSO URL. */
    publicRoute('GET', '/rest/pems/config', async () => ok(ServerConfigResult, { useSso: false })),

    /**
     * Served only when password reset is on (SPEC section 6 default: off). The answer is the same
     * whether or not the user exists ("it never reveals whether a user exists").
     */
    publicRoute('GET', '/rest/pems/security/identity/resetpassword/{username}', async (ctx) => {
      if (!config.passwordResetEnabled) return failure(404, ERR.featureDisabled, 'Password reset is not enabled on this server')
      const user = await findUserByName(db, ctx.params.username)
      // No mail transport in the reference server: the request is only logged, server-side.
      // The log names no user: a one-way tag lets an operator match repeated requests.
      logger.info(user === null ? 'password reset asked for an unknown user name' : 'password reset asked', user === null ? undefined : { user: userTag(user.username) })
      return ok(ResetPasswordResult, { requested: true })
    }),
  ]
}
