import { fileURLToPath } from 'node:url'
import * as E from 'fp-ts/Either'
import { Temporal } from 'temporal-polyfill'
import { DEFAULT_APPLICATION_LOCK_TIMEOUT_S, DEFAULT_CERT_VALIDITY_MINUTES, DEFAULT_COOKIE_MAX_AGE, LOG_LEVELS } from '../core/shared/constants'
import type { LogLevel } from '../core/auth/security-config.codec'
import { DEFAULT_DISPLAY_OPTIONS } from '../core/access/profile-defaults'
import { type Clock, fixedClock, systemClock } from './clock'
import type { Db } from './db/db'
import { consoleLogger, type Logger } from './logger'
import { DEFAULT_SCRYPT, type ScryptParams } from './security/password'
import { DEFAULT_CONNECTION_LIMITS, type ConnectionLimits } from './http/connections'
import { operationsFromEnv } from './operations.env'
import type { OidcSettings, SamlSettings } from './security/sso/sso.settings'
import { ssoFromEnv } from './security/sso/sso-env'
import { DEFAULT_CLIENT_LOG_LIMITS, type ClientLogLimits } from './client-log/client-log.limits'


/**
 * Login rate limits (ARCHITECTURE.md section 3: "Login failures are rate-limited per user and per address"),
 * see `security/rate-limit.ts`: `failuresPerUser` failures of one user name from one address lock that pair
 * for `lockoutMinutes` (doubling on each further lockout); `failuresPerAddress` failures from one address
 * within `windowMinutes` lock the address for `windowMinutes` (doubling too).
 */
export interface LoginLimits {
  readonly failuresPerUser: number
  readonly failuresPerAddress: number
  readonly windowMinutes: number
  readonly lockoutMinutes: number
}

/** 5 failures per user and address (lockout 1 minute, doubling), 20 per address within 15 minutes. */
export const DEFAULT_LOGIN_LIMITS: LoginLimits = { failuresPerUser: 5, failuresPerAddress: 20, windowMinutes: 15, lockoutMinutes: 1 }

/** The largest request body accepted: 64 KiB (larger is answered 413). */
export const MAX_BODY_BYTES = 64 * 1024

/** Options of `createServer`; everything has a default. */
export interface ServerOptions {
  /** Folder of the embedded database (default `./data`). Ignored with `databaseUrl` or `db`. */
  readonly dataDir?: string
  /** `postgres://…`: use a real PostgreSQL instead of the embedded database. */
  readonly databaseUrl?: string
  /** With `databaseUrl`: put every table in this schema (tests isolate themselves so). */
  readonly databaseSchema?: string
  /** An already opened database; the caller keeps ownership (close() does not close it). */
  readonly db?: Db
  readonly clock?: Clock
  /**
   * The clock of login limits, lockouts and log quotas: real time by default, also when `clock` is a fixed
   * CREW_NOW (a frozen clock would never end a lockout); tests move it by hand.
   */
  readonly securityClock?: Clock
  readonly logger?: Logger
  /** NODE_ENV=production: demo users are created only with `seedDemo`. */
  readonly production?: boolean
  /** SEED_DEMO=1. */
  readonly seedDemo?: boolean
  /** Security config certValidity in minutes (SPEC section 9 default 15; env CERT_VALIDITY_MINUTES). */
  readonly certValidityMinutes?: number
  /** Security config applicationLockTimeout in seconds (SPEC section 9 default 1800; env APPLICATION_LOCK_TIMEOUT_S). */
  readonly applicationLockTimeoutSeconds?: number
  /**
   * Security config cookieMaxAge in seconds: the session cookie's `Max-Age`; -1 (SPEC section 9
   * default) is a browser-session cookie with no `Max-Age` (env COOKIE_MAX_AGE).
   */
  readonly cookieMaxAge?: number
  /** Whether `security/identity/resetpassword/{username}` is served (SPEC section 6: "password reset off" by default). */
  readonly passwordResetEnabled?: boolean
  readonly customerCode?: string
  readonly logLevel?: LogLevel
  /** The built web app (default `dist/app` of the repository). */
  readonly staticDir?: string
  /** Behind a reverse proxy: the client address is the last `X-Forwarded-For` entry. */
  readonly trustProxy?: boolean
  readonly loginLimits?: LoginLimits
  /** Host to listen on (default 127.0.0.1). */
  readonly host?: string
  /** Idle, header and request timeouts, connection caps (default {@link DEFAULT_CONNECTION_LIMITS}). */
  readonly connectionLimits?: ConnectionLimits
  /**
   * Origins besides the server's own whose state-changing calls are accepted (e.g. a mobile wrapper's
   * `capacitor://localhost`); any other `Origin` or `Sec-Fetch-Site: cross-site` is refused with 403.
   */
  readonly allowedOrigins?: ReadonlyArray<string>
  /** The method of `security/logout` (security config `logoutMethod`): GET as the contract says, or POST. */
  readonly logoutMethod?: 'GET' | 'POST'
  /** PostgreSQL pool size per process (DATABASE_POOL_SIZE, default 10). */
  readonly databasePoolSize?: number
  /** One structured log line per request (ACCESS_LOG, default on). */
  readonly accessLog?: boolean
  /** Bounds of the client log (`POST idp/log`): per session and hour, per message, retention, total. */
  readonly clientLogLimits?: ClientLogLimits
  /** How long SIGTERM waits for requests in flight before closing their connections (default 10 s). */
  readonly shutdownGraceSeconds?: number
  /** scrypt cost of new password hashes (default N = 2^15, r = 8, p = 1); tests lower it to stay fast. */
  readonly passwordHashing?: ScryptParams
  /** An OpenID provider whose access tokens are accepted as bearer tokens (none by default). */
  readonly oidc?: OidcSettings
  /** A SAML2 identity provider for the service provider under `security/saml2` (none by default). */
  readonly saml?: SamlSettings
  /** The calendar feed shows sickness and suspension as "Absence", without details (CALENDAR_PRIVATE_ABSENCES=1; default off). */
  readonly calendarPrivateAbsences?: boolean
  /**
   * Check-in calls must carry the device position, verified against the event airport's check-in zone
   * (CHECK_IN_POSITION_REQUIRED; off by default, since the spec's contract sends the logical id alone).
   */
  readonly checkInPositionRequired?: boolean
  /** The most a family link may show (`FAMILY_SHARE_MAX_LEVEL`: whereAndWhen, busyOrFree, or off for no family links). */
  readonly familyShareMaxLevel?: 'whereAndWhen' | 'busyOrFree' | 'off'
}

/** The resolved configuration handed to every route module. */
export interface ServerConfig {
  readonly production: boolean
  readonly seedDemo: boolean
  readonly certValidityMinutes: number
  readonly applicationLockTimeoutSeconds: number
  readonly cookieMaxAge: number
  readonly passwordResetEnabled: boolean
  readonly customerCode: string
  readonly logLevel: LogLevel
  readonly staticDir: string
  readonly trustProxy: boolean
  readonly loginLimits: LoginLimits
  readonly host: string
  readonly passwordHashing: ScryptParams
  readonly connectionLimits: ConnectionLimits
  readonly allowedOrigins: ReadonlyArray<string>
  readonly logoutMethod: 'GET' | 'POST'
  readonly securityClock: Clock
  readonly clientLogLimits: ClientLogLimits
  readonly accessLog: boolean
  readonly shutdownGraceSeconds: number
  readonly oidc?: OidcSettings
  readonly saml?: SamlSettings
  readonly checkInPositionRequired: boolean
  readonly familyShareMaxLevel: 'whereAndWhen' | 'busyOrFree' | 'off'
  readonly calendarPrivateAbsences: boolean
}

/** The repository's `dist/app`, wherever the server is started from. */
export const DEFAULT_STATIC_DIR = fileURLToPath(new URL('../dist/app', import.meta.url))

/** Fills every default of {@link ServerOptions} (SPEC section 9 for the security config). */
export const resolveConfig = (options: ServerOptions): ServerConfig => ({
  production: options.production ?? false,
  seedDemo: options.seedDemo ?? false,
  certValidityMinutes: options.certValidityMinutes ?? DEFAULT_CERT_VALIDITY_MINUTES,
  applicationLockTimeoutSeconds: options.applicationLockTimeoutSeconds ?? DEFAULT_APPLICATION_LOCK_TIMEOUT_S,
  cookieMaxAge: options.cookieMaxAge ?? DEFAULT_COOKIE_MAX_AGE,
  passwordResetEnabled: options.passwordResetEnabled ?? false,
  customerCode: options.customerCode ?? DEFAULT_DISPLAY_OPTIONS.customerCode,
  logLevel: options.logLevel ?? 'INFO',
  staticDir: options.staticDir ?? DEFAULT_STATIC_DIR,
  trustProxy: options.trustProxy ?? false,
  loginLimits: options.loginLimits ?? DEFAULT_LOGIN_LIMITS,
  host: options.host ?? '127.0.0.1',
  passwordHashing: options.passwordHashing ?? DEFAULT_SCRYPT,
  connectionLimits: options.connectionLimits ?? DEFAULT_CONNECTION_LIMITS,
  allowedOrigins: options.allowedOrigins ?? [],
  logoutMethod: options.logoutMethod ?? 'GET',
  securityClock: options.securityClock ?? systemClock,
  clientLogLimits: options.clientLogLimits ?? DEFAULT_CLIENT_LOG_LIMITS,
  accessLog: options.accessLog ?? true,
  shutdownGraceSeconds: options.shutdownGraceSeconds ?? 10,
  checkInPositionRequired: options.checkInPositionRequired ?? false,
  familyShareMaxLevel: options.familyShareMaxLevel ?? 'whereAndWhen',
  calendarPrivateAbsences: options.calendarPrivateAbsences ?? false,
  ...(options.oidc === undefined ? {} : { oidc: options.oidc }),
  ...(options.saml === undefined ? {} : { saml: options.saml }),
})

/** What `server/main.ts` reads from the environment. */
export interface EnvConfig {
  readonly port: number
  readonly options: ServerOptions
}

const flag = (value: string | undefined): boolean => value === '1' || value === 'true'

const positiveNumber = (name: string, value: string | undefined, fallback: number): E.Either<string, number> => {
  if (value === undefined || value === '') return E.right(fallback)
  const n = Number(value)
  return Number.isFinite(n) && n >= 0 ? E.right(n) : E.left(`${name} must be a non-negative number, got '${value}'`)
}

const cookieMaxAgeOf = (value: string | undefined): E.Either<string, number> => {
  if (value === undefined || value === '') return E.right(DEFAULT_COOKIE_MAX_AGE)
  const n = Number(value)
  return Number.isInteger(n) && n >= -1 ? E.right(n) : E.left(`COOKIE_MAX_AGE must be -1 (browser session) or a number of seconds, got '${value}'`)
}

const logLevelOf = (value: string | undefined): E.Either<string, LogLevel> => {
  if (value === undefined || value === '') return E.right('INFO')
  const found = LOG_LEVELS.find((l) => l === value)
  return found === undefined ? E.left(`LOG_LEVEL must be one of ${LOG_LEVELS.join(', ')}`) : E.right(found)
}

const clockOf = (value: string | undefined): E.Either<string, Clock> => {
  if (value === undefined || value === '') return E.right(systemClock)
  try {
    return E.right(fixedClock(Temporal.Instant.from(value)))
  } catch {
    return E.left(`CREW_NOW must be an ISO instant such as 2026-03-15T08:00:00Z, got '${value}'`)
  }
}

/**
 * Reads PORT (8080), HOST, DATA_DIR (./data), DATABASE_URL, DATABASE_SCHEMA, CREW_NOW, NODE_ENV, SEED_DEMO,
 * CERT_VALIDITY_MINUTES, APPLICATION_LOCK_TIMEOUT_S, COOKIE_MAX_AGE, PASSWORD_RESET_ENABLED, CHECK_IN_POSITION_REQUIRED, TRUST_PROXY, LOG_LEVEL, CUSTOMER_CODE, STATIC_DIR,
 * and the operations variables of `operationsFromEnv`, and the single sign-on variables of `security/sso/sso-env.ts`
 * (OIDC_*, SAML_*).
 * A malformed value is a `Left` with a message naming the variable.
 */
export const configFromEnv = (env: NodeJS.ProcessEnv): E.Either<string, EnvConfig> => {
  const port = positiveNumber('PORT', env['PORT'], 8080)
  const cert = positiveNumber('CERT_VALIDITY_MINUTES', env['CERT_VALIDITY_MINUTES'], DEFAULT_CERT_VALIDITY_MINUTES)
  const lock = positiveNumber('APPLICATION_LOCK_TIMEOUT_S', env['APPLICATION_LOCK_TIMEOUT_S'], DEFAULT_APPLICATION_LOCK_TIMEOUT_S)
  const cookieMaxAge = cookieMaxAgeOf(env['COOKIE_MAX_AGE'])
  const level = logLevelOf(env['LOG_LEVEL'])
  const clock = clockOf(env['CREW_NOW'])
  const operations = operationsFromEnv(env)
  if (E.isLeft(operations)) return operations
  if (E.isLeft(port)) return port
  if (E.isLeft(cert)) return cert
  if (E.isLeft(lock)) return lock
  if (E.isLeft(cookieMaxAge)) return cookieMaxAge
  if (E.isLeft(level)) return level
  if (E.isLeft(clock)) return clock
  const sso = ssoFromEnv(env)
  if (E.isLeft(sso)) return sso
  const databaseUrl = env['DATABASE_URL']
  const databaseSchema = env['DATABASE_SCHEMA']
  const staticDir = env['STATIC_DIR']
  const customerCode = env['CUSTOMER_CODE']
  const familyShare = familyShareFromEnv(env['FAMILY_SHARE_MAX_LEVEL'])
  if (E.isLeft(familyShare)) return familyShare
  return E.right({
    port: port.right,
    options: {
      dataDir: env['DATA_DIR'] ?? './data',
      ...(databaseUrl !== undefined && databaseUrl !== '' ? { databaseUrl } : {}),
      ...(databaseSchema !== undefined && databaseSchema !== '' ? { databaseSchema } : {}),
      ...(staticDir !== undefined && staticDir !== '' ? { staticDir } : {}),
      ...(customerCode !== undefined && customerCode !== '' ? { customerCode } : {}),
      clock: clock.right,
      logger: consoleLogger,
      production: env['NODE_ENV'] === 'production',
      seedDemo: flag(env['SEED_DEMO']),
      certValidityMinutes: cert.right,
      applicationLockTimeoutSeconds: lock.right,
      cookieMaxAge: cookieMaxAge.right,
      passwordResetEnabled: flag(env['PASSWORD_RESET_ENABLED']),
      checkInPositionRequired: flag(env['CHECK_IN_POSITION_REQUIRED']),
      ...familyShare.right,
      calendarPrivateAbsences: flag(env['CALENDAR_PRIVATE_ABSENCES']),
      trustProxy: flag(env['TRUST_PROXY']),
      logLevel: level.right,
      host: env['HOST'] ?? '127.0.0.1',
      ...operations.right,
      ...sso.right,
    },
  })
}

/** `FAMILY_SHARE_MAX_LEVEL`: unset or `whereAndWhen` (links show what their level says), `busyOrFree` (every link at most that), `off`. */
const familyShareFromEnv = (value: string | undefined): E.Either<string, { readonly familyShareMaxLevel?: 'whereAndWhen' | 'busyOrFree' | 'off' }> => {
  if (value === undefined || value === '') return E.right({})
  if (value === 'whereAndWhen' || value === 'busyOrFree' || value === 'off') return E.right({ familyShareMaxLevel: value })
  return E.left(`FAMILY_SHARE_MAX_LEVEL must be whereAndWhen, busyOrFree or off, got '${value}'`)
}
