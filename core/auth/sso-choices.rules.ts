import type { SsoChoice } from './auth.state'
import type { SsoConfig } from './sso-config.codec'

/**
 * The single sign-ons the login screen offers, in this order: OpenID Connect (the issuer, the client id),
 * then SAML2 (the service provider's login path, the identity provider's logout URL).
 */
export const ssoChoicesOf = (config: SsoConfig): ReadonlyArray<SsoChoice> => [
  ...(config.oidc === undefined ? [] : [{ protocol: 'OIDC' as const, authUrl: config.oidc.issuer, clientId: config.oidc.clientId }]),
  ...(config.saml2 === undefined
    ? []
    : [{ protocol: 'SAML2' as const, authUrl: config.saml2.authUrl, ...(config.saml2.logoutUrl === undefined ? {} : { logoutUrl: config.saml2.logoutUrl }) }]),
]
