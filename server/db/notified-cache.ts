import type { Db, ListenState } from './db'

/** The payload that empties the whole cache (the tables' TRUNCATE triggers send it). */
export const EVERY_KEY = '*'

/** What a {@link notifiedCache} reads and how much it keeps. */
export interface NotifiedCacheOptions<V> {
  /** The NOTIFY channel whose payloads are this cache's keys ({@link EVERY_KEY}: all of them). */
  readonly channel: string
  /** Reads the value of a key from the database (a miss). */
  readonly load: (key: string) => Promise<V>
  /** Whether a loaded value may be kept (default: every value). */
  readonly keep?: (value: V) => boolean
  /** At most this many entries; the oldest goes first (default 100,000). */
  readonly maxEntries?: number
  /** A safety limit on an entry's age in ms, for a notification lost without the connection dropping (default 60 s). */
  readonly ttlMs?: number
  /** Milliseconds of a monotonic clock (default `performance.now`); tests move it by hand. */
  readonly monotonicMs?: () => number
}

/** A read-through cache kept true by the database's notifications (see {@link notifiedCache}). */
export interface NotifiedCache<V> {
  /** The value of `key`: from memory, or read (concurrent reads of one key share one database read). */
  readonly get: (key: string) => Promise<V>
  /** The value in memory, without reading; undefined on a miss. */
  readonly peek: (key: string) => V | undefined
  /** Forgets `key` (its notification does this); a read of it already under way will not be kept. */
  readonly invalidate: (key: string) => void
  /** Forgets everything; no read under way will be kept. */
  readonly clear: () => void
  /** Whether values are kept now: only while the channel is LISTENed. */
  readonly caching: () => boolean
  /** The number of entries kept. */
  readonly size: () => number
  /** Resolves once the first LISTEN succeeded or failed. */
  readonly ready: Promise<void>
  /** Unsubscribes and empties the cache; later reads all go to the database. */
  readonly close: () => void
}

interface Flight<V> {
  /** Set when the key was invalidated after this read began: its value may predate the change. */
  readonly state: { stale: boolean }
  readonly promise: Promise<V>
}

/**
 * A per-key cache of database reads that is never older than an acknowledged write
 * (reference server: `roster/{crmId}/updates` is polled by every client every 15 s, and each poll
 * also looks its session up). The rules:
 * - a write announces its key after COMMIT (`Queryable.announce`, this process) and the table's trigger
 *   NOTIFYs it (every process): either removes the entry and marks a read of that key already under
 *   way as stale, so a read that began before the commit cannot put the old value back;
 * - a read is kept only if it began while the channel was LISTENed and nothing invalidated its key
 *   meanwhile; while the listening connection is down nothing is kept and the cache is emptied
 *   (notifications may have been missed), and again when it is back;
 * - at most `maxEntries` (oldest first out) and `ttlMs` old, in case a notification is lost while the
 *   connection still looks alive.
 * Values must not be `undefined` (`peek` answers undefined for a miss).
 */
export const notifiedCache = <V>(db: Pick<Db, 'listen'>, options: NotifiedCacheOptions<V>): NotifiedCache<V> => {
  const maxEntries = options.maxEntries ?? 100_000
  const ttlMs = options.ttlMs ?? 60_000
  const monotonicMs = options.monotonicMs ?? (() => performance.now())
  const keep = options.keep ?? (() => true)
  const entries = new Map<string, { readonly value: V; readonly at: number }>()
  const flights = new Map<string, Flight<V>>()
  let listening = false
  let closed = false
  let unsubscribe: (() => void) | undefined

  const invalidate = (key: string): void => {
    entries.delete(key)
    const flight = flights.get(key)
    if (flight !== undefined) {
      flight.state.stale = true
      flights.delete(key)
    }
  }

  const clear = (): void => {
    entries.clear()
    for (const flight of flights.values()) flight.state.stale = true
    flights.clear()
  }

  const store = (key: string, value: V): void => {
    entries.delete(key)
    if (entries.size >= maxEntries) {
      const oldest = entries.keys().next()
      if (oldest.done !== true) entries.delete(oldest.value)
    }
    entries.set(key, { value, at: monotonicMs() })
  }

  const peek = (key: string): V | undefined => {
    const entry = entries.get(key)
    if (entry === undefined) return undefined
    if (monotonicMs() - entry.at < ttlMs) return entry.value
    entries.delete(key)
    return undefined
  }

  const read = (key: string): Promise<V> => {
    const state = { stale: !listening }
    const settle = () => {
      if (flights.get(key)?.state === state) flights.delete(key)
    }
    const promise = options.load(key).then(
      (value) => {
        settle()
        if (!state.stale && keep(value)) store(key, value)
        return value
      },
      (error: unknown) => {
        settle()
        throw error
      },
    )
    flights.set(key, { state, promise })
    return promise
  }

  const onState = (state: ListenState): void => {
    listening = state === 'listening' && !closed
    clear()
  }

  const ready = db
    .listen(options.channel, { onPayload: (key) => (key === EVERY_KEY ? clear() : invalidate(key)), onState })
    .then(
      (remove) => {
        if (closed) remove()
        else unsubscribe = remove
      },
      () => onState('lost'),
    )

  return {
    get: (key) => {
      const hit = peek(key)
      if (hit !== undefined) return Promise.resolve(hit)
      return flights.get(key)?.promise ?? read(key)
    },
    peek,
    invalidate,
    clear,
    caching: () => listening,
    size: () => entries.size,
    ready,
    close: () => {
      closed = true
      listening = false
      unsubscribe?.()
      clear()
    },
  }
}
