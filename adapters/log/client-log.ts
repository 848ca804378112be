import { pipe } from 'fp-ts/function'
import * as T from 'fp-ts/Task'
import * as TE from 'fp-ts/TaskEither'
import type { TransportError } from '../../core/errors/app-error'
import type { CrmId } from '../../core/shared/brands'
import { LOG_FLUSH_INTERVAL_MS, LOG_FLUSH_MAX_MESSAGES } from '../../core/shared/constants'
import { LogBatch, type LogMessage } from '../../core/settings/log.codec'
import type { LogLevel } from '../../core/shared/log-level.codec'
import type { ClientLog } from '../../core/platform/client-log.port'
import type { Clock } from '../../core/platform/clock.port'
import type { Cancel, Scheduler } from '../../core/platform/scheduler.port'

/** Who is logging: the batch header of SPEC section 3 ("crmId, device, version"). */
export interface LogContext {
  readonly crmId: CrmId
  readonly device: string
  readonly version: string
}

/** A transport that outlives the page: `navigator.sendBeacon` (see {@link browserBeacon}). */
export interface Beacon {
  readonly send: (url: string, body: string) => boolean
}

/**
 * What the log needs. `flush` is the LogPort's; `flushKeepalive` and `beaconUrl` come from
 * log.http.ts; `beacon` from {@link browserBeacon}.
 */
export interface ClientLogDeps {
  readonly flush: (batch: LogBatch) => TE.TaskEither<TransportError, void>
  readonly flushKeepalive?: (batch: LogBatch) => TE.TaskEither<TransportError, void>
  readonly beacon?: Beacon
  readonly beaconUrl?: () => string
  readonly scheduler: Scheduler
  readonly clock: Clock
  /** The signed-in crew member; without one messages wait in the buffer. */
  readonly context: () => LogContext | undefined
  /** The level before public configuration is loaded. */
  readonly initialLevel: LogLevel
}

const RANK: Readonly<Record<LogLevel, number>> = { DEBUG: 0, INFO: 1, WARNING: 2, ERROR: 3, OFF: 4 }

/**
 * "Log flush every 60 s, or at 100 buffered messages. Log level comes from public configuration"
 * (SPEC section 9). Without a signed-in crew member nothing is sent and only the newest 100
 * messages are kept.
 */
export const createClientLog = (deps: ClientLogDeps): ClientLog => {
  let level: LogLevel = deps.initialLevel
  let buffer: LogMessage[] = []
  let nextId = 1

  const take = (): LogBatch | undefined => {
    const context = deps.context()
    if (context === undefined || buffer.length === 0) return undefined
    const messages = buffer
    buffer = []
    return { ...context, messages }
  }

  const flush = (): T.Task<void> => {
    const batch = take()
    if (batch === undefined) return T.of(undefined)
    return pipe(
      deps.flush(batch),
      TE.match(
        () => undefined,
        () => undefined,
      ),
    )
  }

  return {
    log: (messageLevel, message) => {
      if (level === 'OFF' || RANK[messageLevel] < RANK[level]) return
      const timestamp = deps.clock.now().toZonedDateTimeISO('UTC')
      buffer.push({ id: nextId++, level: messageLevel, message, timestamp })
      if (buffer.length > LOG_FLUSH_MAX_MESSAGES) buffer = buffer.slice(-LOG_FLUSH_MAX_MESSAGES)
      if (buffer.length >= LOG_FLUSH_MAX_MESSAGES && deps.context() !== undefined) void flush()()
    },
    setLevel: (next) => {
      level = next
      if (next === 'OFF') buffer = []
      else buffer = buffer.filter((m) => RANK[m.level] >= RANK[next])
    },
    flush,
    flushOnHide: () => {
      const batch = take()
      if (batch === undefined) return
      if (deps.flushKeepalive !== undefined) return void deps.flushKeepalive(batch)()
      const url = deps.beaconUrl?.()
      if (deps.beacon !== undefined && url !== undefined && deps.beacon.send(url, JSON.stringify(LogBatch.encode(batch)))) return
      void deps.flush(batch)()
    },
    start: () => deps.scheduler.setInterval(LOG_FLUSH_INTERVAL_MS, () => void flush()()),
    buffered: () => buffer.length,
  }
}

/** `navigator.sendBeacon` when the browser has it. The body travels as text (a CORS-safelisted type). */
export const browserBeacon = (nav: { sendBeacon?: (url: string, data?: BodyInit | null) => boolean } | undefined): Beacon | undefined => {
  const send = nav?.sendBeacon
  return send === undefined ? undefined : { send: (url, body) => send.call(nav, url, body) }
}

/** The page-hide events: `visibilitychange` to hidden, and `pagehide`. */
export interface PageHideTarget {
  readonly document: {
    readonly visibilityState: string
    addEventListener(type: 'visibilitychange', listener: () => void): void
    removeEventListener(type: 'visibilitychange', listener: () => void): void
  }
  readonly window: {
    addEventListener(type: 'pagehide', listener: () => void): void
    removeEventListener(type: 'pagehide', listener: () => void): void
  }
}

/** "flush on page hide": flushes when the page is hidden or left; returns the unbinding function. */
export const bindPageHide = (log: ClientLog, target: PageHideTarget): Cancel => {
  const onVisibility = () => {
    if (target.document.visibilityState === 'hidden') log.flushOnHide()
  }
  const onPageHide = () => log.flushOnHide()
  target.document.addEventListener('visibilitychange', onVisibility)
  target.window.addEventListener('pagehide', onPageHide)
  return () => {
    target.document.removeEventListener('visibilitychange', onVisibility)
    target.window.removeEventListener('pagehide', onPageHide)
  }
}
