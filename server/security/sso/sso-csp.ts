import { CONTENT_SECURITY_POLICY } from '../../http/security-headers'
import type { OidcSettings } from './sso.settings'

/**
 * The Content-Security-Policy with the OpenID provider's origin added to `connect-src`: the web app
 * fetches the provider's discovery document and token endpoint itself (oauth4webapi). Undefined without
 * OIDC (the strict policy stays as it is).
 */
export const ssoContentSecurityPolicy = (oidc: OidcSettings | undefined): string | undefined => {
  if (oidc === undefined) return undefined
  let origin: string
  try {
    origin = new URL(oidc.issuer).origin
  } catch {
    return undefined
  }
  return CONTENT_SECURITY_POLICY.replace("connect-src 'self'", `connect-src 'self' ${origin}`)
}
