import * as O from 'fp-ts/Option'
import * as TE from 'fp-ts/TaskEither'
import type { AuthPort, OfflineCredentialsPort, StoredHashComparison } from '../../../core/auth/auth.port'
import { reduceAuth } from '../../../core/auth/auth.machine'
import {
  initialAuthState,
  type AuthEffect,
  type AuthEnvironment,
  type AuthEvent,
  type AuthState,
  type AuthStatus,
} from '../../../core/auth/auth.state'
import { DEFAULT_SECURITY_CONFIG, type SecurityConfig } from '../../../core/auth/security-config.codec'
import { AuthUser } from '../../../core/auth/user.codec'
import type { TransportError } from '../../../core/errors/app-error'
import { decodeOrThrow } from '../shared/fixtures'

export { decodeOrThrow }


// ---- wire payloads ----
export const aSecurityConfigWire = (o: Record<string, unknown> = {}) => ({
  useSso: false,
  certValidity: 15,
  applicationLockTimeout: 1800,
  cookieMaxAge: -1,
  logoutUrl: 'https://crew.example.com/rest/pems/security/logout',
  logoutMethod: 'GET',
  ...o,
})

export const aUserWire = (o: Record<string, unknown> = {}) => ({
  crmId: 'CRM-0042',
  userName: 'anna',
  firstName: 'Anna',
  lastName: 'Berg',
  credentials: { userId: 'u-anna' },
  refTimestamp: '2026-03-15T08:00:00+00:00',
  refTimestampLtAtHb: '2026-03-15T09:00:00+01:00',
  configuration: { enablings: [{ featureId: 'IDP_MY_DATA', value: 'WRITE' }], languageServiceAvailable: true },
  ...o,
})

// ---- domain values ----
export const aSecurityConfig = (o: Partial<SecurityConfig> = {}): SecurityConfig => ({ ...DEFAULT_SECURITY_CONFIG, ...o })
export const anSsoConfig = (o: Partial<SecurityConfig> = {}): SecurityConfig =>
  aSecurityConfig({ useSso: true, authUrl: 'https://idp.example.com/saml2/login', ...o })
export const aUser = (o: Record<string, unknown> = {}): AuthUser => decodeOrThrow(AuthUser, aUserWire(o))

export const anEnvironment = (o: Partial<AuthEnvironment> = {}): AuthEnvironment => ({
  online: true,
  inBrowser: true,
  urlHash: '',
  alreadyLoggedIn: true,
  defaultConfig: O.some(DEFAULT_SECURITY_CONFIG),
  ...o,
})

/** A state in `status` with a configuration in use (and the rest overridable). */
export const aStateIn = (status: AuthStatus, o: Partial<AuthState> = {}): AuthState => ({
  ...initialAuthState(anEnvironment()),
  config: O.some(aSecurityConfig()),
  status,
  ...o,
})

/** Feeds events one after another; returns the last state and every effect asked for, in order. */
export const run = (state: AuthState, events: ReadonlyArray<AuthEvent>): { state: AuthState; effects: AuthEffect[] } =>
  events.reduce<{ state: AuthState; effects: AuthEffect[] }>(
    (acc, event) => {
      const next = reduceAuth(acc.state, event)
      return { state: next.state, effects: [...acc.effects, ...next.effects] }
    },
    { state, effects: [] },
  )

export const effectTypes = (effects: ReadonlyArray<AuthEffect>): string[] => effects.map((e) => e.type)

// ---- transport errors ----
const request = { method: 'GET', url: 'https://crew.example.com/rest/pems/security/config' }
export const httpError = (status: number): TransportError => ({ _tag: 'Http', status, request, isJson: false })
export const networkError = (): TransportError => ({ _tag: 'Network', request, message: 'fetch failed', timedOut: false })
export const serviceError = (errId: string): TransportError => ({ _tag: 'Service', errors: [{ errId }] })

// ---- fake ports ----
export interface Calls {
  readonly log: string[]
}

/** An auth port answering successfully unless overridden; every call is logged with its arguments. */
export const aFakeAuthPort = (calls: Calls, o: Partial<AuthPort> = {}): AuthPort => ({
  loadSecurityConfig: () => {
    calls.log.push('loadSecurityConfig')
    return TE.right(aSecurityConfig())
  },
  prevalidate: () => {
    calls.log.push('prevalidate')
    return TE.right({ userName: 'anna' })
  },
  authenticate: (username, password) => {
    calls.log.push(`authenticate(${username},${password})`)
    return TE.right({ userName: username, remainingCertValidity: 15 })
  },
  authorize: () => {
    calls.log.push('authorize')
    return TE.right(aUser())
  },
  renew: (userName) => {
    calls.log.push(`renew(${userName})`)
    return TE.right({ userName })
  },
  logout: () => {
    calls.log.push('logout')
    return TE.right({ loggedOut: true })
  },
  resetPassword: (username) => {
    calls.log.push(`resetPassword(${username})`)
    return TE.right({ requested: true })
  },
  loadPublicConfiguration: () => {
    calls.log.push('loadPublicConfiguration')
    return TE.right({ logLevel: 'INFO', customerCode: 'CDP' })
  },
  ...o,
})

/** An offline credential cache holding `stored` (username -> password) and logging its calls. */
export const aFakeOfflinePort = (
  calls: Calls,
  stored: Record<string, string> = {},
  o: Partial<OfflineCredentialsPort> = {},
): OfflineCredentialsPort => ({
  compareWithStoredHash: (username, password) => {
    calls.log.push(`compare(${username})`)
    const hash = stored[username]
    const comparison: StoredHashComparison = hash === undefined ? 'not-stored' : hash === password ? 'match' : 'mismatch'
    return TE.right(comparison)
  },
  storePasswordHash: (username, password) => {
    calls.log.push(`store(${username},${password})`)
    stored[username] = password
    return TE.right(undefined)
  },
  ...o,
})
