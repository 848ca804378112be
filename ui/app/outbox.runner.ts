import * as E from 'fp-ts/Either'
import * as O from 'fp-ts/Option'
import type * as TE from 'fp-ts/TaskEither'
import type { Temporal } from 'temporal-polyfill'
import { proxy, ref } from 'valtio'
import type { Outbox, OutboxAction, OutboxItem } from '../../core/outbox/outbox.codec'
import type { OutboxSender, OutboxStore } from '../../core/outbox/outbox.port'
import { pendingCount, pruneSettled, reopened, routeAction, type ActionRoute } from '../../core/outbox/outbox.rules'
import { queueAction, type QueueActionError } from '../../core/outbox/queue-action.use-case'
import { sendOutbox, type UpdateOutbox } from '../../core/outbox/send-outbox.use-case'
import type { ClockFn } from '../../core/platform/clock.port'
import type { CacheError, EncryptedCache } from '../../core/platform/encrypted-cache.port'
import type { Store } from '../../core/platform/observable'
import type { CrmId } from '../../core/shared/brands'
import { StoredInstant } from '../../core/shared/time.codec'

/** The outbox as the screens read it (valtio; Temporal values held by `ref`). */
export interface OutboxView {
  crmId: CrmId | undefined
  /** 'locked': the encrypted cache is locked (a session resumed without the password), so the outbox cannot be read. */
  status: 'idle' | 'ready' | 'locked'
  outbox: Outbox | undefined
  /** When the duty plan last came from the server (shown on the duty plan). */
  lastSynced: Temporal.Instant | undefined
  /** Locked: how many actions wait in the stored outbox (the plain count kept beside it); 0 otherwise. */
  lockedWaiting: number
}

/** What unlocking with the password gave: sending started, or the password is not the one of the last sign-in here. */
export type UnlockResult = 'unlocked' | 'mismatch'

export interface OutboxRunner {
  readonly view: OutboxView
  /** Signed in: reads the stored outbox (an action a closed app was sending waits again) and sends what waits. */
  readonly start: (crmId: CrmId) => void
  /** Signed out: forgets the view (the stored outbox stays, encrypted). */
  readonly stop: () => void
  /** How an action made now goes (core `routeAction`): now, through the outbox, or not at all. */
  readonly route: () => ActionRoute
  /** Keeps an action in the outbox, then sends at once when online. */
  readonly queue: (action: OutboxAction) => Promise<E.Either<QueueActionError, OutboxItem>>
  /** Sends what waits (when the connection returns; also after each queue while online). */
  readonly send: () => Promise<void>
  /**
   * A session resumed without the password (the page reopened) cannot read the outbox: the password the crew member
   * types unlocks the encrypted cache (checked against the hash of the last sign-in on this device), then what waits
   * is sent.
   */
  readonly unlock: (password: string) => Promise<UnlockResult>
  /** Called with the actions a round sent or refused (a sent confirmation reloads the duty plan). */
  readonly onSettled: (listener: (items: ReadonlyArray<OutboxItem>) => void) => () => void
}

export interface OutboxRunnerDeps {
  readonly store: OutboxStore
  readonly sender: OutboxSender
  readonly cache: EncryptedCache
  readonly clock: ClockFn
  readonly online: Store<boolean>
  /** The profile's `offlineOutbox` switch. */
  readonly enabled: boolean
  /** The duty plan's loads: one while online is a sync. */
  readonly dutiesLoaded: (listener: () => void) => () => void
  readonly log: (message: string) => void
  /**
   * Fetches, while online, what making an action offline needs (the daily-remark types, kept in the encrypted cache),
   * so a remark can be written offline even where the new-remark screen was never opened online.
   */
  readonly prepare?: (crmId: CrmId) => Promise<unknown>
  /** Proves the password against the last sign-in on this device and, when it matches, unlocks the encrypted cache. */
  readonly unlockCache?: (password: string) => Promise<boolean>
}

/** Where the instant the duty plan last came from the server is kept (the device copy's time reads it too). */
export const lastSyncedKey = (crmId: CrmId): string => `sync:lastSynced:${crmId}`

/**
 * Runs the offline outbox for the signed-in crew member: one change of the stored outbox at a
 * time (queue and send never overwrite each other), sending when the connection returns, and the
 * "last synced" time of the duty plan (kept in the encrypted cache beside the outbox).
 */
export const createOutboxRunner = (deps: OutboxRunnerDeps): OutboxRunner => {
  const view = proxy<OutboxView>({ crmId: undefined, status: 'idle', outbox: undefined, lastSynced: undefined, lockedWaiting: 0 })
  const listeners = new Set<(items: ReadonlyArray<OutboxItem>) => void>()
  let chain: Promise<unknown> = Promise.resolve()
  let sending: Promise<void> | undefined

  const serial = <A>(job: () => Promise<A>): Promise<A> => {
    const run = chain.then(job)
    chain = run.catch(() => undefined)
    return run
  }
  const updateFor =
    (crmId: CrmId): UpdateOutbox =>
    (f) =>
    () =>
      serial(async (): Promise<E.Either<CacheError, Outbox>> => {
        const loaded = await deps.store.load(crmId)()
        if (E.isLeft(loaded)) return loaded
        const next = f(loaded.right)
        const saved = await deps.store.save(crmId, next)()
        if (E.isLeft(saved)) return saved
        if (view.crmId === crmId) {
          view.outbox = ref(next)
          view.status = 'ready'
        }
        return E.right(next)
      })

  const settledBetween = (before: Outbox | undefined, after: Outbox): ReadonlyArray<OutboxItem> =>
    after.items.filter((i) => {
      if (i.state._tag !== 'Sent' && i.state._tag !== 'Refused') return false
      const was = before?.items.find((b) => b.seq === i.seq)
      return was === undefined || was.state._tag === 'Waiting' || was.state._tag === 'Sending'
    })

  const run = (task: TE.TaskEither<CacheError, Outbox>): Promise<E.Either<CacheError, Outbox>> => task()

  const open = async (crmId: CrmId): Promise<void> => {
    const result = await run(updateFor(crmId)((o) => pruneSettled(reopened(o), deps.clock())))
    if (view.crmId !== crmId) return
    if (E.isLeft(result)) {
      const waiting = await deps.store.waitingCount(crmId)()
      if (view.crmId !== crmId) return
      view.status = 'locked'
      view.lockedWaiting = E.isRight(waiting) ? waiting.right : 0
      return
    }
    view.lockedWaiting = 0
    const synced = await deps.cache.get(lastSyncedKey(crmId))()
    const stored = E.isRight(synced) && O.isSome(synced.right) ? StoredInstant.decode(synced.right.value) : undefined
    if (stored !== undefined && E.isRight(stored) && view.lastSynced === undefined) view.lastSynced = ref(stored.right)
  }

  const send = (): Promise<void> => {
    const crmId = view.crmId
    if (crmId === undefined || !deps.online.get()) return Promise.resolve()
    if (sending !== undefined) return sending
    const round = (async () => {
      if (view.status !== 'ready') await open(crmId)
      const before = view.outbox
      const result = await run(sendOutbox({ update: updateFor(crmId), sender: deps.sender, now: deps.clock })(crmId))
      if (E.isLeft(result)) return deps.log(`outbox: not sent (${result.left._tag})`)
      const settled = settledBetween(before, result.right)
      if (settled.length > 0) for (const listener of [...listeners]) listener(settled)
    })()
    sending = round.finally(() => {
      sending = undefined
    })
    return sending
  }

  deps.online.subscribe((online) => {
    if (online) void send()
  })
  deps.dutiesLoaded(() => {
    const crmId = view.crmId
    if (crmId === undefined || !deps.online.get()) return
    const now = deps.clock()
    view.lastSynced = ref(now)
    void deps.cache.put(lastSyncedKey(crmId), now.toString())()
  })

  return {
    view,
    start: (crmId) => {
      view.crmId = crmId
      view.status = 'idle'
      view.outbox = undefined
      view.lastSynced = undefined
      view.lockedWaiting = 0
      void open(crmId).then(() => send())
      // Best effort: a failed warm-up only means the remark types are fetched when the form opens.
      if (deps.enabled && deps.online.get() && deps.prepare !== undefined) {
        const prepare = deps.prepare
        Promise.resolve()
          .then(() => prepare(crmId))
          .catch((error: unknown) => deps.log(`outbox: remark types not fetched ahead (${String(error)})`))
      }
    },
    stop: () => {
      view.crmId = undefined
      view.status = 'idle'
      view.outbox = undefined
      view.lastSynced = undefined
      view.lockedWaiting = 0
    },
    route: () =>
      routeAction({ online: deps.online.get(), outboxEnabled: deps.enabled, pending: view.outbox === undefined ? 0 : pendingCount(view.outbox) }),
    queue: async (action) => {
      const crmId = view.crmId
      if (crmId === undefined) return E.left({ _tag: 'CacheLocked' })
      const result = await queueAction({ update: updateFor(crmId), now: deps.clock, outboxEnabled: deps.enabled })(action)()
      if (E.isRight(result)) void send()
      return result
    },
    send,
    unlock: async (password) => {
      const crmId = view.crmId
      if (crmId === undefined || deps.unlockCache === undefined || !(await deps.unlockCache(password))) return 'mismatch'
      await open(crmId)
      void send()
      return 'unlocked'
    },
    onSettled: (listener) => {
      listeners.add(listener)
      return () => void listeners.delete(listener)
    },
  }
}
