/**
 * The OpenID provider whose access tokens the server accepts as bearer tokens (SPEC section 7: "Calls send
 * a bearer token when an OIDC token exists"; ARCHITECTURE.md section 3: "A bearer token from OIDC is
 * accepted where a session cookie is not present").
 */
export interface OidcSettings {
  /** The issuer (`iss`); its discovery document names the JWKS. */
  readonly issuer: string
  /** The audience (`aud`) access tokens must be issued for: this API's resource indicator. */
  readonly audience: string
  /** The public client id the web app signs in with (sent to the app by `security/sso`). */
  readonly clientId: string
  /** Accepted signature algorithms (default RS256, PS256, ES256; never `none` or HMAC). */
  readonly algorithms?: ReadonlyArray<string>
  /** The claim naming the crew member's user name (default `sub`). */
  readonly usernameClaim?: string
  /** The clock token times are judged by (default: the real clock, the provider's; tests move it). */
  readonly tokenClock?: () => Date
}

/** The SAML2 identity provider the server's service provider trusts. */
export interface SamlSettings {
  /** The IdP's single sign-on URL (HTTP-Redirect binding). */
  readonly entryPoint: string
  /** The IdP's signing certificate or public key, PEM. */
  readonly idpCert: string
  /** The IdP's entity id: assertions from another issuer are refused (optional). */
  readonly idpIssuer?: string
  /** This service provider's entity id: the audience assertions must name (default `urn:crew-duty-plan:sp`). */
  readonly entityId?: string
  /** The IdP's logout URL, loaded after the server session ends (SPEC section 4, rule 7, LOGGING_OUT_SSO). */
  readonly logoutUrl?: string
  /**
   * This server's public base URL (e.g. `https://crew.example.com`): the assertion consumer URL that
   * Destination and Recipient must equal. Default: the scheme and Host of the request.
   */
  readonly publicUrl?: string
}

/** The default entity id of the service provider. */
export const DEFAULT_SP_ENTITY_ID = 'urn:crew-duty-plan:sp'

/** Accepted JWT signature algorithms by default: asymmetric only. */
export const DEFAULT_OIDC_ALGORITHMS: ReadonlyArray<string> = ['RS256', 'PS256', 'ES256']
