import * as O from 'fp-ts/Option'
import type { SecurityConfig } from './security-config.codec'

const ERROR_CODE_KEYS = ['error', 'errorcode', 'error_code']

/**
 * The error code carried by the URL hash, for SPEC section 4 rule 8 ("If the URL hash carries
 * error code 102 with SSO in the browser, the user is logged out silently and the page reloads").
 * Format chosen: hash parameters `key=value` joined by `&`, after an optional leading `#` and an
 * optional route part ending in `?` (`#error=102`, `#/login?errorCode=102`); the key is `error`,
 * `errorCode` or `error_code`, case-insensitive.
 */
export const hashErrorCode = (urlHash: string): O.Option<string> => {
  const withoutMark = urlHash.startsWith('#') ? urlHash.slice(1) : urlHash
  const query = withoutMark.includes('?') ? withoutMark.slice(withoutMark.indexOf('?') + 1) : withoutMark
  for (const pair of query.split('&')) {
    const [key, value] = pair.split('=')
    if (key !== undefined && value !== undefined && ERROR_CODE_KEYS.includes(key.trim().toLowerCase())) {
      return O.some(value.trim())
    }
  }
  return O.none
}

/** The SSO error code that forces a silent logout (SPEC section 4, rule 8). */
export const SSO_LOGOUT_ERROR_CODE = '102'

/** True when rule 8 applies: SSO, in the browser (not the hybrid app), and error code 102 in the hash. */
export const mustLogOutSilently = (input: {
  readonly config: SecurityConfig
  readonly inBrowser: boolean
  readonly urlHash: string
}): boolean =>
  input.config.useSso &&
  input.inBrowser &&
  O.exists((code: string) => code === SSO_LOGOUT_ERROR_CODE)(hashErrorCode(input.urlHash))

/**
 * The page the hidden logout frame loads on an SSO logout ("LOGGING_OUT_SSO (hidden logout
 * frame)", SPEC section 4, rule 7). Choice: with SSO, `ssoLogoutUrl` when `useSsoLogoutUrl` is on
 * and it is set, else `logoutUrl` when set; none (a plain logout) without SSO or without a URL.
 */
export const ssoLogoutFrameUrl = (config: SecurityConfig): O.Option<string> => {
  if (!config.useSso) return O.none
  if (config.useSsoLogoutUrl === true && config.ssoLogoutUrl !== undefined && config.ssoLogoutUrl !== '') {
    return O.some(config.ssoLogoutUrl)
  }
  return config.logoutUrl !== undefined && config.logoutUrl !== '' ? O.some(config.logoutUrl) : O.none
}
