import type { LogoutMethod } from './logout-method.rules'
import type * as TE from 'fp-ts/TaskEither'
import type { TransportError } from '../errors/app-error'
import type { PublicConfiguration, SecurityConfig } from './security-config.codec'
import type { LogoutResult, ResetPasswordResult, SessionInfo } from './session.codec'
import type { AuthUser } from './user.codec'

/**
 * The security calls of SPEC section 7 (paths under `rest/pems`). The adapter makes them with
 * ignoreSessionErrors: a 401 comes back to the caller as a value (prevalidation, login and
 * keep-alive each decide what it means) instead of starting the global session-expiry flow.
 */
export interface AuthPort {
  /** `GET security/config`: the security configuration. */
  readonly loadSecurityConfig: () => TE.TaskEither<TransportError, SecurityConfig>
  /** `GET security/authentication/validate`: pre-validates the current session (SPEC section 4, rule 2). */
  readonly prevalidate: () => TE.TaskEither<TransportError, SessionInfo>
  /**
   * `POST security/authentication/{username}`: "the password travels in a header" (HTTP Basic
   * credentials in `Authorization`). Credentials arrive already trimmed.
   */
  readonly authenticate: (username: string, password: string) => TE.TaskEither<TransportError, SessionInfo>
  /** `GET security/authorization`: the authorized user with crmId and configuration enablings. */
  readonly authorize: () => TE.TaskEither<TransportError, AuthUser>
  /** `GET security/authentication/renew/{userName}`: extends the session after user activity. */
  readonly renew: (userName: string) => TE.TaskEither<TransportError, SessionInfo>
  /** `GET security/logout` (or POST when the security configuration's `logoutMethod` says so): ends the server session. */
  readonly logout: (method?: LogoutMethod) => TE.TaskEither<TransportError, LogoutResult>
  /** `GET security/identity/resetpassword/{username}`: asks for a new password by mail. */
  readonly resetPassword: (username: string) => TE.TaskEither<TransportError, ResetPasswordResult>
  /** `GET public/bootstrap/configuration`: log level and customer code. */
  readonly loadPublicConfiguration: () => TE.TaskEither<TransportError, PublicConfiguration>
}

/** What the stored password hash says about a password (SPEC section 4, "Offline cache login"). */
export type StoredHashComparison = 'not-stored' | 'mismatch' | 'match'

/**
 * The offline credential cache. The adapter hashes (salted, in the encrypted local cache); core
 * only asks for the comparison and decides (`offline-login.rules.ts`).
 */
export interface OfflineCredentialsPort {
  /** Compares `password` with the hash stored for `username` at the last online login. */
  readonly compareWithStoredHash: (username: string, password: string) => TE.TaskEither<TransportError, StoredHashComparison>
  /** Stores the hash of `password` for `username` after a successful online login. */
  readonly storePasswordHash: (username: string, password: string) => TE.TaskEither<TransportError, void>
}
