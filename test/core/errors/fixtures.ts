import type {
  HttpError,
  NetworkError,
  RequestInfo,
  ServiceError,
  SessionExpiredError,
} from '../../../core/errors/app-error'
import type { ErrorItem } from '../../../core/shared/envelope.codec'

export const aRequest = (overrides: Partial<RequestInfo> = {}): RequestInfo => ({
  method: 'GET',
  url: 'https://crew.example/rest/pems/roster/C1/events',
  ...overrides,
})

export const anErrorItem = (overrides: Partial<ErrorItem> = {}): ErrorItem => ({
  errId: 'ERR_AUTHENTICATION_FAILED',
  errMessage: 'Authentication failed',
  ...overrides,
})

export const aServiceError = (errors: ReadonlyArray<ErrorItem> = [anErrorItem()]): ServiceError => ({
  _tag: 'Service',
  errors,
  request: aRequest(),
})

export const anHttpError = (overrides: Partial<HttpError> = {}): HttpError => ({
  _tag: 'Http',
  status: 500,
  request: aRequest(),
  isJson: false,
  ...overrides,
})

export const aNetworkError = (overrides: Partial<NetworkError> = {}): NetworkError => ({
  _tag: 'Network',
  request: aRequest(),
  message: 'Failed to fetch',
  timedOut: false,
  ...overrides,
})

export const aSessionExpired = (status = 401): SessionExpiredError => ({
  _tag: 'SessionExpired',
  request: aRequest(),
  status,
})

/** A wire envelope `{ success, result?, error? }` with overrides (keys set to undefined are dropped). */
export const anEnvelope = (overrides: Record<string, unknown> = {}): Record<string, unknown> =>
  Object.fromEntries(
    Object.entries({ success: true, result: { count: 1, name: 'x' }, ...overrides }).filter(([, v]) => v !== undefined),
  )
