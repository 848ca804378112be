import * as E from 'fp-ts/Either'
import * as T from 'fp-ts/Task'
import * as TE from 'fp-ts/TaskEither'
import { pipe } from 'fp-ts/function'
import { authError, fromTransportError, type AuthError } from './auth-error'
import type { AuthPort, OfflineCredentialsPort, StoredHashComparison } from './auth.port'
import { isLoginEnabled, prepareCredentials, type LoginFormValues } from './login-form.rules'
import { offlineLoginVerdict } from './offline-login.rules'

/** The sign-in call, the offline credential cache and the profile's username option. */
export interface AuthenticateDeps {
  readonly auth: Pick<AuthPort, 'authenticate'>
  readonly offline: OfflineCredentialsPort
  /** The profile's upperCaseUsername option. */
  readonly upperCaseUsername: boolean
}

/** The login form's values and whether the app is online (offline means the cache login). */
export interface AuthenticateInput extends LoginFormValues {
  readonly online: boolean
}

/** Who signed in, and whether against the server or the offline cache. */
export interface Authenticated {
  readonly userName: string
  readonly mode: 'online' | 'offline'
}

/**
 * Signs in with the login form's values. "Username and password are trimmed before sending"
 * (SPEC section 5) and the username is upper-cased when the profile says so; empty credentials
 * are refused without a call.
 * - Online: `POST security/authentication/{username}`; a 401/403 is 'Authentication failed (user
 *   name or password invalid)'. On success the password hash is stored for a later offline login
 *   (a storage failure does not fail the login).
 * - Offline: the offline cache login, "A stored password hash must exist (otherwise error 'not
 *   stored') and must match (otherwise error 'failed')" (SPEC section 4). An unreadable cache
 *   counts as nothing stored.
 */
export const authenticate =
  (deps: AuthenticateDeps) =>
  (input: AuthenticateInput): TE.TaskEither<AuthError, Authenticated> => {
    if (!isLoginEnabled(input)) return TE.left(authError('AuthenticationFailed'))
    const { username, password } = prepareCredentials(input, deps.upperCaseUsername)

    if (!input.online) {
      const comparison: T.Task<StoredHashComparison> = pipe(
        deps.offline.compareWithStoredHash(username, password),
        TE.getOrElse((): T.Task<StoredHashComparison> => T.of('not-stored')),
      )
      const offline: Authenticated = { userName: username, mode: 'offline' }
      return pipe(
        comparison,
        T.map((c) => pipe(offlineLoginVerdict(c), E.map(() => offline))),
      )
    }

    const rejectIdentity = fromTransportError('AuthenticationFailed')
    const storeHash = (): TE.TaskEither<AuthError, void> =>
      pipe(
        deps.offline.storePasswordHash(username, password),
        TE.orElse(() => TE.right<AuthError, void>(undefined)),
      )
    return pipe(
      deps.auth.authenticate(username, password),
      TE.mapLeft(rejectIdentity),
      TE.chainFirst(storeHash),
      TE.map((session): Authenticated => ({ userName: session.userName, mode: 'online' })),
    )
  }
