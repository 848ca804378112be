import * as t from 'io-ts'

/**
 * The result of `GET security/sso`: the single sign-on a server offers beside username and password.
 * Shape chosen (the spec names the server entry's SAML2 fields and "an OIDC identity server", not this call):
 * - `oidc`: the OpenID provider's issuer (discovery at `{issuer}/.well-known/openid-configuration`) and the
 *   public client id of the web app; the server accepts that provider's access tokens as bearer tokens;
 * - `saml2`: where the SAML2 login starts on this server (`authUrl`, a path), and the identity provider's
 *   logout URL (`logoutUrl`), loaded after the server session ends.
 */
export const SsoConfig = t.partial(
  {
    oidc: t.type({ issuer: t.string, clientId: t.string }, 'OidcProviderConfig'),
    saml2: t.intersection([t.type({ authUrl: t.string }), t.partial({ logoutUrl: t.string })], 'Saml2ProviderConfig'),
  },
  'SsoConfig',
)
export type SsoConfig = t.TypeOf<typeof SsoConfig>
