import * as O from 'fp-ts/Option'
import type { SecurityConfig } from './security-config.codec'

/** The methods `security/logout` may take: the contract's GET, or POST where the server's configuration says so. */
export type LogoutMethod = 'GET' | 'POST'

/**
 * The method of the logout call from the security configuration's `logoutMethod` (SPEC section 7 names GET; the
 * server may announce POST). Any other value, or none, is GET: a server that announces nothing follows the contract.
 */
export const logoutMethodOf = (config: O.Option<SecurityConfig>): LogoutMethod =>
  O.exists((c: SecurityConfig) => c.logoutMethod?.trim().toUpperCase() === 'POST')(config) ? 'POST' : 'GET'
