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
  /** The claim naming the crew member's user name (default `sub`), matched exactly. */
  readonly usernameClaim?: string
  /**
   * The clients whose access tokens are accepted: a token's `client_id` or `azp` must be one of them (OIDC_CLIENT_IDS,
   * comma list; default: `clientId` alone).
   */
  readonly clientIds?: ReadonlyArray<string>
  /** The oldest an access token may be (now − `iat`), seconds (OIDC_MAX_TOKEN_AGE_S, default 3600). */
  readonly maxTokenAgeSeconds?: number
  /** The clock token times are judged by (default: the real clock, the provider's; tests move it). */
  readonly tokenClock?: () => Date
}

/** The SAML2 identity provider the server's service provider trusts. */
export interface SamlSettings {
  /** The IdP's single sign-on URL (HTTP-Redirect binding). */
  readonly entryPoint: string
  /** The IdP's signing certificate or public key, PEM. */
  readonly idpCert: string
  /**
   * The IdP's entity id: the assertion's Issuer, and the Response's when it has one, must equal it (SAML_IDP_ISSUER,
   * required with SAML).
   */
  readonly idpIssuer: string
  /** This service provider's entity id: the audience assertions must name (default `urn:crew-duty-plan:sp`). */
  readonly entityId?: string
  /** The IdP's logout URL, loaded after the server session ends (SPEC section 4, rule 7, LOGGING_OUT_SSO). */
  readonly logoutUrl?: string
  /**
   * This server's public base URL (e.g. `https://crew.example.com`, PUBLIC_URL, required with SAML outside the SSO
   * demo): the assertion consumer URL that Destination and Recipient must equal and the AuthnRequest names. Never
   * taken from the request's Host header; without it (only possible when the server is built in code, as the tests
   * do) it is the address the server listens on.
   */
  readonly publicUrl?: string
  /**
   * Accept assertions no AuthnRequest of this server asked for (IdP-initiated sign-in, SAML_ALLOW_IDP_INITIATED=1).
   * Off by default: an unsolicited assertion is how a login CSRF signs a victim into the attacker's account.
   * An assertion that names an InResponseTo is still checked against the requests sent.
   */
  readonly allowIdpInitiated?: boolean
}

/** The default entity id of the service provider. */
export const DEFAULT_SP_ENTITY_ID = 'urn:crew-duty-plan:sp'

/** Accepted JWT signature algorithms by default: asymmetric only. */
export const DEFAULT_OIDC_ALGORITHMS: ReadonlyArray<string> = ['RS256', 'PS256', 'ES256']
