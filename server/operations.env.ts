import * as E from 'fp-ts/Either'
import { DEFAULT_CLIENT_LOG_LIMITS, type ClientLogLimits } from './client-log/client-log.limits'
import { DEFAULT_CONNECTION_LIMITS, type ConnectionLimits } from './http/connections'

/** The options of `ServerOptions` that the operations variables set. */
export interface OperationsOptions {
  readonly connectionLimits: ConnectionLimits
  readonly allowedOrigins: ReadonlyArray<string>
  readonly logoutMethod: 'GET' | 'POST'
  readonly databasePoolSize: number
  readonly accessLog: boolean
  readonly shutdownGraceSeconds: number
  readonly clientLogLimits: ClientLogLimits
}

const NUMBERS = {
  IDLE_TIMEOUT_SECONDS: DEFAULT_CONNECTION_LIMITS.idleSeconds,
  HEADERS_TIMEOUT_SECONDS: DEFAULT_CONNECTION_LIMITS.headersSeconds,
  REQUEST_TIMEOUT_SECONDS: DEFAULT_CONNECTION_LIMITS.requestSeconds,
  MAX_CONNECTIONS: DEFAULT_CONNECTION_LIMITS.maxConnections,
  MAX_CONNECTIONS_PER_ADDRESS: DEFAULT_CONNECTION_LIMITS.maxConnectionsPerAddress,
  DATABASE_POOL_SIZE: 10,
  SHUTDOWN_GRACE_SECONDS: 10,
  CLIENT_LOG_RETENTION_DAYS: DEFAULT_CLIENT_LOG_LIMITS.retentionDays,
  CLIENT_LOG_QUOTA_MB: DEFAULT_CLIENT_LOG_LIMITS.totalBytes / 1024 / 1024,
} as const

type NumberName = keyof typeof NUMBERS

/**
 * The operations variables (server/README.md, "Running it in production"): IDLE_TIMEOUT_SECONDS,
 * HEADERS_TIMEOUT_SECONDS, REQUEST_TIMEOUT_SECONDS, MAX_CONNECTIONS, MAX_CONNECTIONS_PER_ADDRESS (0: none),
 * DATABASE_POOL_SIZE, SHUTDOWN_GRACE_SECONDS, CLIENT_LOG_RETENTION_DAYS, CLIENT_LOG_QUOTA_MB, ALLOWED_ORIGINS (comma-separated), LOGOUT_METHOD (GET or
 * POST), ACCESS_LOG (0 turns the per-request line off). A malformed value is a `Left` naming the variable.
 */
export const operationsFromEnv = (env: NodeJS.ProcessEnv): E.Either<string, OperationsOptions> => {
  const n: Partial<Record<NumberName, number>> = {}
  for (const name of Object.keys(NUMBERS) as NumberName[]) {
    const raw = env[name]
    if (raw === undefined || raw === '') {
      n[name] = NUMBERS[name]
      continue
    }
    const value = Number(raw)
    const min = name === 'MAX_CONNECTIONS_PER_ADDRESS' || name === 'SHUTDOWN_GRACE_SECONDS' ? 0 : 1
    if (!Number.isInteger(value) || value < min) return E.left(`${name} must be a whole number of at least ${min}, got '${raw}'`)
    n[name] = value
  }
  const logout = (env['LOGOUT_METHOD'] ?? 'GET').toUpperCase()
  if (logout !== 'GET' && logout !== 'POST') return E.left(`LOGOUT_METHOD must be GET or POST, got '${env['LOGOUT_METHOD'] ?? ''}'`)
  const origins = (env['ALLOWED_ORIGINS'] ?? '')
    .split(',')
    .map((o) => o.trim())
    .filter((o) => o !== '')
  const get = (name: NumberName): number => n[name] ?? NUMBERS[name]
  return E.right({
    connectionLimits: {
      idleSeconds: get('IDLE_TIMEOUT_SECONDS'),
      headersSeconds: get('HEADERS_TIMEOUT_SECONDS'),
      requestSeconds: get('REQUEST_TIMEOUT_SECONDS'),
      maxConnections: get('MAX_CONNECTIONS'),
      maxConnectionsPerAddress: get('MAX_CONNECTIONS_PER_ADDRESS'),
    },
    allowedOrigins: origins,
    logoutMethod: logout,
    databasePoolSize: get('DATABASE_POOL_SIZE'),
    accessLog: env['ACCESS_LOG'] !== '0' && env['ACCESS_LOG'] !== 'false',
    shutdownGraceSeconds: get('SHUTDOWN_GRACE_SECONDS'),
    clientLogLimits: {
      ...DEFAULT_CLIENT_LOG_LIMITS,
      retentionDays: get('CLIENT_LOG_RETENTION_DAYS'),
      totalBytes: get('CLIENT_LOG_QUOTA_MB') * 1024 * 1024,
    },
  })
}
