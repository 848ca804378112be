import type { Clock } from '../clock'
import type { Db, Queryable } from '../db/db'
import type { Logger } from '../logger'
import { decideDelivery, isPastGiveUp } from './push-delivery.rules'
import { redactUrlCredentials } from './push-endpoints'
import type { PushOutcome } from './push-outcome'
import { claimDuePushes, postponePush, PUSH_OUTBOX_CHANNEL, removeGoneSubscription, removePush, type OutboxRow } from './push-outbox.repo'

/** How often each process looks for due rows besides the NOTIFY that wakes it (retries, rows a killed process held). */
export const OUTBOX_POLL_MS = 2_000
/** Rows claimed (and sent in parallel) at a time. */
export const OUTBOX_BATCH = 50

/** The delivery loop of one process. */
export interface PushDelivery {
  /** Runs a delivery pass now (or one more after the running one) and resolves once the loop is idle. */
  readonly deliverDue: () => Promise<void>
  /** Resolves once the running pass (if any) is over. */
  readonly idle: () => Promise<void>
  /** Stops waking and polling; resolves once the running pass is over. */
  readonly stop: () => Promise<void>
}

export interface PushDeliveryDeps {
  readonly db: Db
  /** The security clock (real time): when rows are due and given up. */
  readonly clock: Clock
  readonly logger: Logger
  /** Sends one row's push; never rejects (a failure is an outcome). */
  readonly send: (row: OutboxRow) => Promise<PushOutcome>
  readonly pollMs?: number
}

const label = (row: OutboxRow): string => `push ${row.request.id} to device ${row.deviceUuid} of ${row.crmId}`

/**
 * The loop that delivers the outbox: woken by the outbox's NOTIFY (any process's write) and this process's own
 * commits, and by a short poll; one pass claims due rows a batch at a time until none is left. On PostgreSQL a
 * batch is claimed and settled in one transaction that stays open while its pushes are sent, so its rows stay
 * locked: another process skips them, and takes them over as soon as a killed process's connection closes. The
 * embedded database belongs to one process and serialises every query, so there the batch is read, sent outside
 * any transaction (requests keep being served meanwhile), then settled in one.
 */
export const startPushDelivery = async (deps: PushDeliveryDeps): Promise<PushDelivery> => {
  const { db, clock, logger } = deps
  let running: Promise<void> | undefined
  let again = false
  let stopped = false

  const settle = async (q: Queryable, row: OutboxRow, outcome: PushOutcome): Promise<void> => {
    const attempts = row.attempts + 1
    const decision = decideDelivery(outcome, attempts, row.createdAt, clock.now())
    switch (decision._tag) {
      case 'Delivered':
        await removePush(q, row.id)
        return
      case 'RemoveSubscription':
        await removeGoneSubscription(q, row)
        logger.info(`push subscription of device ${row.deviceUuid} of ${row.crmId} is gone (${decision.status}): removed`)
        return
      case 'Retry':
        await postponePush(q, row.id, attempts, decision.at, redactUrlCredentials(decision.reason))
        logger.warn(`${label(row)} failed (attempt ${attempts}, next at ${decision.at.toString()}): ${redactUrlCredentials(decision.reason)}`)
        return
      case 'GiveUp':
        await removePush(q, row.id)
        logger.warn(`${label(row)} failed, given up after ${attempts} attempt${attempts === 1 ? '' : 's'}: ${redactUrlCredentials(decision.reason)}`)
        return
    }
  }

  /** Sends the rows that are not past their give-up time; those are dropped unsent. */
  const sendAll = (rows: ReadonlyArray<OutboxRow>): Promise<ReadonlyArray<readonly [OutboxRow, PushOutcome | undefined]>> => {
    const now = clock.now()
    return Promise.all(rows.map(async (row) => [row, isPastGiveUp(row.createdAt, now) ? undefined : await deps.send(row)] as const))
  }

  const settleAll = async (q: Queryable, results: ReadonlyArray<readonly [OutboxRow, PushOutcome | undefined]>): Promise<void> => {
    for (const [row, outcome] of results) {
      if (outcome !== undefined) await settle(q, row, outcome)
      else {
        await removePush(q, row.id)
        logger.warn(`${label(row)} failed, given up unsent: written ${row.createdAt.toString()}, past its give-up time (${row.attempts} attempts)`)
      }
    }
  }

  /** One batch: how many rows it claimed. */
  const batch = async (): Promise<number> => {
    if (db.kind === 'postgres') {
      return db.transaction(async (tx) => {
        const rows = await claimDuePushes(tx, clock.now(), OUTBOX_BATCH)
        await settleAll(tx, await sendAll(rows))
        return rows.length
      })
    }
    const rows = await claimDuePushes(db, clock.now(), OUTBOX_BATCH)
    const results = await sendAll(rows)
    await db.transaction((tx) => settleAll(tx, results))
    return rows.length
  }

  const pass = async (): Promise<void> => {
    do {
      again = false
      while (!stopped && (await batch()) === OUTBOX_BATCH);
    } while (again && !stopped)
  }

  const wake = (): void => {
    if (stopped) return
    if (running !== undefined) {
      again = true
      return
    }
    running = pass()
      .catch((error: unknown) => logger.error(`push delivery failed: ${redactUrlCredentials(error instanceof Error ? error.message : String(error))}`))
      .finally(() => {
        running = undefined
      })
  }

  const idle = async (): Promise<void> => {
    while (running !== undefined) await running
  }

  const unlisten = await db.listen(PUSH_OUTBOX_CHANNEL, {
    onPayload: wake,
    // Back after a lost connection: what was notified meanwhile is due now.
    onState: (state) => {
      if (state === 'listening') wake()
    },
  })
  const poll = setInterval(wake, deps.pollMs ?? OUTBOX_POLL_MS)
  poll.unref()
  // Whatever an earlier process left (it stopped, or was killed before it sent).
  wake()

  return {
    deliverDue: async () => {
      wake()
      await idle()
    },
    idle,
    stop: async () => {
      stopped = true
      clearInterval(poll)
      unlisten()
      await idle()
    },
  }
}
