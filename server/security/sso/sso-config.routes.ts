import { SsoConfig } from '../../../core/auth/sso-config.codec'
import type { RouteDeps } from '../../deps'
import { ok } from '../../http/reply'
import { publicRoute, type Route } from '../../http/router'
import { SAML2_LOGIN_PATH } from '../saml/saml.routes'

/** `GET security/sso`: the single sign-on this server is configured for (core `SsoConfig`; empty without any). */
export const ssoConfigRoutes = (deps: RouteDeps): ReadonlyArray<Route> => {
  const { oidc, saml } = deps.config
  const result: SsoConfig = {
    ...(oidc === undefined ? {} : { oidc: { issuer: oidc.issuer, clientId: oidc.clientId } }),
    ...(saml === undefined
      ? {}
      : { saml2: { authUrl: SAML2_LOGIN_PATH, ...(saml.logoutUrl === undefined ? {} : { logoutUrl: saml.logoutUrl }) } }),
  }
  return [publicRoute('GET', '/rest/pems/security/sso', async () => ok(SsoConfig, result))]
}
