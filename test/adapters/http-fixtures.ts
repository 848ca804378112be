import * as O from 'fp-ts/Option'
import * as t from 'io-ts'
import nock from 'nock'
import { CrmId } from '../../core/shared/brands'
import type { ServerEntry } from '../../core/access/profile.codec'
import { readEnvelope } from '../../core/errors/envelope.rules'
import { realScheduler } from '../../adapters/clock/scheduler'
import { createHttpClient, type HttpClientDeps } from '../../adapters/http/http-client'
import { createHttpEvents } from '../../adapters/http/http-events'
import type { HttpRequest } from '../../adapters/http/http-request'
import { createOnlineStore } from '../../adapters/http/online.store'
import { createProgressCounter } from '../../adapters/http/progress.store'
import type { ResponseCache } from '../../adapters/http/response-cache'
import { decodeOrThrow } from './fixtures'
import type { ErrorDialogEvent, SessionExpiredEvent } from '../../core/platform/http-events.port'

export const ORIGIN = 'https://crew.example.test'
export const SERVER: ServerEntry = { name: 'Test', origin: ORIGIN, port: '', path: '/' }
export const CRM_ID: CrmId = decodeOrThrow(CrmId, 'C1001')

/** nock on the test origin, rejecting any unexpected network call. */
export const api = () => {
  nock.disableNetConnect()
  return nock(ORIGIN)
}

/** A cache in memory, to watch what the client reads and writes. */
export const memoryCache = (): ResponseCache & { readonly entries: Map<string, unknown> } => {
  const entries = new Map<string, unknown>()
  return {
    entries,
    read: (key) => async () => (entries.has(key) ? O.some(entries.get(key)) : O.none),
    write: (key, value) => async () => {
      entries.set(key, value)
    },
  }
}

/** A client on the test server, with the events it raises collected. */
export const aClient = (overrides: Partial<HttpClientDeps> = {}) => {
  const online = createOnlineStore()
  const progress = createProgressCounter()
  const events = createHttpEvents()
  const sessionExpired: SessionExpiredEvent[] = []
  const dialogs: ErrorDialogEvent[] = []
  events.sessionExpired.subscribe((e) => sessionExpired.push(e))
  events.errors.subscribe((e) => dialogs.push(e))
  const client = createHttpClient({ server: () => SERVER, scheduler: realScheduler, online, progress, events, ...overrides })
  return { client, online, progress, events, sessionExpired, dialogs }
}

/** A GET of `rest/pems/{path}` answering a number. */
export const aNumberRequest = (path = 'numbers/one', overrides: Partial<HttpRequest<number>> = {}): HttpRequest<number> => ({
  method: 'GET',
  base: 'pems',
  path,
  read: readEnvelope(t.number),
  ...overrides,
})

/** `{ success: true, result }`. */
export const ok = (result: unknown) => ({ success: true, result })
