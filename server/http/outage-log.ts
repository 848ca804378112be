import type { Logger } from '../logger'

/** While the database cannot be reached, one summary line per this many seconds, however many requests are refused. */
export const OUTAGE_LOG_INTERVAL_SECONDS = 10

/** Counts the requests refused for an unreachable database and logs them once per interval. */
export interface OutageLog {
  /** A request was answered 503 because the database could not be reached (`reason`: the driver's message). */
  readonly refused: (reason: string) => void
  /** Logs what is still counted and stops the timer (the server closes; the timer also stops itself after an interval without a refusal). */
  readonly close: () => void
}

/**
 * The first refusal of an outage is logged at once (WARN `database unavailable`, `refused: 1`); further
 * refusals are counted and written as one WARN `database unavailable` line per interval with their count
 * (`refused`) and the outage's running total (`refusedTotal`). An interval without a refusal ends the outage
 * in the log: one INFO `database refusals stopped` with the total and how long refusals lasted. So a poller
 * hammering a server whose database is down costs one line per interval, not one per request.
 */
export const createOutageLog = (logger: Logger, intervalMs = OUTAGE_LOG_INTERVAL_SECONDS * 1000): OutageLog => {
  let timer: NodeJS.Timeout | undefined
  let counted = 0
  let total = 0
  let lastReason = ''
  let since = 0
  const flush = (): boolean => {
    if (counted === 0) return false
    logger.warn('database unavailable', { refused: counted, refusedTotal: total, seconds: intervalMs / 1000, reason: lastReason })
    counted = 0
    return true
  }
  const end = (): void => {
    if (timer !== undefined) clearInterval(timer)
    timer = undefined
    logger.info('database refusals stopped', { refusedTotal: total, seconds: Math.round((Date.now() - since) / 1000) })
    total = 0
  }
  return {
    refused: (reason) => {
      lastReason = reason
      total += 1
      if (timer !== undefined) {
        counted += 1
        return
      }
      since = Date.now()
      logger.warn('database unavailable', { refused: 1, refusedTotal: 1, reason })
      timer = setInterval(() => {
        if (!flush()) end()
      }, intervalMs)
    },
    close: () => {
      if (timer === undefined) return
      flush()
      end()
    },
  }
}
