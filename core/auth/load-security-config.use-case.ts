import * as O from 'fp-ts/Option'
import * as TE from 'fp-ts/TaskEither'
import { pipe } from 'fp-ts/function'
import { fromTransportError, type AuthError } from './auth-error'
import type { AuthPort } from './auth.port'
import type { SecurityConfig } from './security-config.codec'

/** The configuration in use and where it came from (`default` means the load failed). */
export interface LoadedSecurityConfig {
  readonly config: SecurityConfig
  readonly source: 'server' | 'default'
}

/** The security-config call and the configuration to fall back to. */
export interface LoadSecurityConfigDeps {
  readonly auth: Pick<AuthPort, 'loadSecurityConfig'>
  /** The configuration to continue with on failure, usually `O.some(DEFAULT_SECURITY_CONFIG)`. */
  readonly defaultConfig: O.Option<SecurityConfig>
}

/**
 * Loads `GET security/config`. "On failure with a default config available, it continues with the
 * default. Otherwise it goes to CONFIG_LOAD_ERROR" (SPEC section 4, rule 1): with a default the
 * result is `source: 'default'` (the UI shows 'Unable to load security config (app continues with
 * defaults)'); without one the failure is 'Unexpected error loading security configuration' (or a
 * network / service-unavailable message).
 */
export const loadSecurityConfig =
  (deps: LoadSecurityConfigDeps) =>
  (): TE.TaskEither<AuthError, LoadedSecurityConfig> => {
    const fromServer = (config: SecurityConfig): LoadedSecurityConfig => ({ config, source: 'server' })
    const fallBack = (error: AuthError): TE.TaskEither<AuthError, LoadedSecurityConfig> =>
      O.match(
        () => TE.left(error),
        (config: SecurityConfig) => TE.right<AuthError, LoadedSecurityConfig>({ config, source: 'default' }),
      )(deps.defaultConfig)
    return pipe(
      deps.auth.loadSecurityConfig(),
      TE.map(fromServer),
      TE.mapLeft(fromTransportError('SecurityConfigLoadFailed')),
      TE.orElse(fallBack),
    )
  }
