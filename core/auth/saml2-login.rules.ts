import * as O from 'fp-ts/Option'
import type { ServerEntry } from '../access/profile.codec'
import { ssoReturnPathOf } from '../access/sso-return-paths.rules'
import type { SsoChoice } from './auth.state'

/** The server entry's SAML2 settings (SPEC section 3, server config entry). */
export type Saml2EntrySettings = Pick<ServerEntry, 'saml2AuthUrl' | 'useSaml2AuthObject' | 'backUrl' | 'loginShowTimeout' | 'minDomElements'>

/** Where a single sign-on leaves for, and the query it adds to that address. */
export interface SsoLoginRequest {
  readonly choice: SsoChoice
  readonly query: ReadonlyArray<readonly [string, string]>
  /** The allow-listed signed-in path the sign-on started from, to come back to (an OIDC flow keeps it with its `state`). */
  readonly returnPath: string | undefined
}

/**
 * The SAML2 login of a server entry. `saml2AuthUrl` (when not blank) replaces the login address the server's
 * security configuration announces. `useSaml2AuthObject` (default true) sends the app's auth object with it:
 * where to come back (`RelayState`: the allow-listed signed-in path the app is on, see {@link ssoReturnPathOf}, else
 * the entry's `backUrl`, default `/`) and how long the identity provider may
 * take to answer (`timeout`, the entry's `loginShowTimeout`) and how many elements its login page must hold to count
 * as loaded (`minDomElements`, see {@link idpPageLoaded}); false leaves the address exactly as written, for an
 * identity-provider-initiated login page that carries its own return and refuses unknown parameters.
 * An OpenID Connect choice is left as it is (its request is built by the OIDC client, which keeps `returnPath`).
 */
export const ssoLoginRequestOf = (choice: SsoChoice, entry: Saml2EntrySettings | undefined, currentPath?: string): SsoLoginRequest => {
  const returnPath = O.toUndefined(ssoReturnPathOf(currentPath))
  if (choice.protocol !== 'SAML2') return { choice, query: [], returnPath }
  const authUrl = entry?.saml2AuthUrl?.trim() ?? ''
  const effective: SsoChoice = authUrl === '' ? choice : { ...choice, authUrl }
  if (entry?.useSaml2AuthObject === false) return { choice: effective, query: [], returnPath: undefined }
  return {
    choice: effective,
    returnPath,
    query: [
      ['RelayState', returnPath ?? entry?.backUrl ?? '/'],
      ...(entry?.loginShowTimeout === undefined ? [] : [['timeout', String(entry.loginShowTimeout)] as const]),
      ...(entry?.minDomElements === undefined ? [] : [['minDomElements', String(entry.minDomElements)] as const]),
    ],
  }
}

/**
 * How many elements an HTML page holds: its start tags. Comments, the doctype and end tags are not elements;
 * a tag written inside a script's text is counted too (a page count, not a parser).
 */
export const htmlElementCount = (html: string): number => (html.replace(/<!--[\s\S]*?-->/g, '').match(/<[A-Za-z][^\s/>]*/g) ?? []).length

/**
 * `minDomElements` of a server entry: the identity provider's login page counts as loaded only when it holds at
 * least that many elements (an empty or one-line error answer is "SAML2 identity provider load timeout or
 * unreachable", SPEC section 8). Not set, or 0 and below: any answer counts.
 */
export const idpPageLoaded = (elementCount: number, minDomElements: number | undefined): boolean =>
  minDomElements === undefined || !Number.isFinite(minDomElements) || minDomElements <= 0 || elementCount >= minDomElements

