import type * as O from 'fp-ts/Option'
import type { SsoChoice } from '../auth/auth.state'
import type { SsoOutcome, SsoProtocol } from '../auth/sso-return.rules'

/** The browser side of single sign-on: the chosen SSO, the OIDC client and the SAML2 return. */
export interface SsoBrowser {
  /** The single sign-on chosen earlier in this tab. */
  readonly chosen: () => O.Option<SsoChoice>
  /**
   * At start: completes an OpenID provider's answer in the URL (state, PKCE, nonce checked; tokens kept in memory),
   * or reads a SAML2 return in the hash (`matchUrl`); removes either from the address bar.
   */
  readonly completeReturn: (matchUrl?: string) => Promise<O.Option<SsoOutcome>>
  /**
   * Remembers the choice and leaves for the identity provider (OIDC authorization request, or the SAML2 login
   * address with `query` added: see `ssoLoginRequestOf`). An OIDC flow keeps `returnPath` with its `state` and
   * comes back to it.
   */
  readonly startLogin: (choice: SsoChoice, options: { readonly query: ReadonlyArray<readonly [string, string]>; readonly returnPath?: string | undefined }) => Promise<void>
  /** Forgets the tokens and the choice, and goes to the identity provider's logout, which returns to the app. */
  readonly endSession: (protocol: SsoProtocol) => Promise<void>
  /** The access token for `Authorization: Bearer` (SPEC section 7), if one is held. */
  readonly bearerToken: () => string | undefined
}
