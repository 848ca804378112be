/**
 * The one database interface of the server (ARCHITECTURE.md section 3, "Storage: an embedded
 * database by default, PostgreSQL when DATABASE_URL is set; one SQL dialect and one migration set
 * for both"). Two implementations: `pglite.db.ts` (embedded, @electric-sql/pglite) and
 * `postgres.db.ts` (`pg` pool).
 *
 * Conventions every caller follows so that both implementations answer identically:
 * - parameters are `$1, $2, ...`; JSON values travel as `JSON.stringify(value)` cast with `::jsonb`;
 * - instants travel as ISO strings (`Temporal.Instant#toString()`) into `timestamptz` columns and come
 *   back as `Date` (turn them into `Temporal.Instant` with `instantOf`); never use SQL `now()`:
 *   the server clock is injectable;
 * - never select a raw `bigint`/`numeric` column (pg answers strings, PGlite numbers): cast to `int` or `text`.
 */
import { Temporal } from 'temporal-polyfill'

/** One row of a result: column name -> value. Rows are not wire payloads; JSONB contents are decoded with the core codecs. */
export type Row = Readonly<Record<string, unknown>>

/** The statements a transaction (and the database itself) can run. */
export interface Queryable {
  /** One statement with `$n` parameters; resolves to its rows (empty for writes without RETURNING). */
  readonly query: <R extends Row = Row>(sql: string, params?: ReadonlyArray<unknown>) => Promise<ReadonlyArray<R>>
  /** Several statements without parameters (migrations). */
  readonly exec: (sql: string) => Promise<void>
  /**
   * Tells this process's listeners of `channel` ({@link Db.listen}) that `payload` changed, once the
   * writes so far are committed: right after COMMIT inside a transaction (never after a rollback), at
   * once outside one (so call it after the write). Other processes learn the same change from the
   * table's NOTIFY trigger; this in-process path exists because that NOTIFY may arrive after the
   * writer has already answered, and a client must see its own acknowledged write on its next read.
   */
  readonly announce: (channel: string, payload: string) => void
}

/**
 * Whether a channel's notifications are arriving: `lost` when the listening connection dropped (what
 * was notified meanwhile is gone), `listening` once LISTEN is in force (again).
 */
export type ListenState = 'listening' | 'lost'

/** What {@link Db.listen} calls: each payload, and each change of {@link ListenState}. */
export interface ChannelListener {
  readonly onPayload: (payload: string) => void
  readonly onState: (state: ListenState) => void
}

/** The database: statements, transactions, change notifications, close. */
export interface Db extends Queryable {
  readonly kind: 'pglite' | 'postgres'
  /**
   * Runs `work` in one transaction: committed when it resolves, rolled back when it rejects
   * ("a my-data update, a roster-change confirmation or a remark either happens whole or not at all").
   * What `work` announced reaches the listeners after the COMMIT, before this resolves.
   */
  readonly transaction: <A>(work: (tx: Queryable) => Promise<A>) => Promise<A>
  /**
   * Subscribes to `channel` (lower-case letters, digits, `_`): every NOTIFY on it, from any connection or
   * process, after that transaction committed, and every {@link Queryable.announce} of this process.
   * `onState` says `listening` once LISTEN is in force and `lost` while the listening connection is down
   * (PostgreSQL reconnects by itself; the embedded database never loses it). Resolves, once the first
   * LISTEN succeeded or failed, to the function that unsubscribes. Caches build on it (`notified-cache.ts`).
   */
  readonly listen: (channel: string, listener: ChannelListener) => Promise<() => void>
  readonly close: () => Promise<void>
  /**
   * The embedded database only: a consistent copy of its whole data folder as a gzipped tarball, taken while
   * it runs (PGlite serialises it with every query). PostgreSQL has none: back it up with its own tools.
   */
  readonly backup?: () => Promise<Uint8Array>
}

/** A `timestamptz` value read back from either implementation, as an instant. */
export const instantOf = (value: unknown): Temporal.Instant => {
  if (value instanceof Date) return Temporal.Instant.fromEpochMilliseconds(value.getTime())
  if (typeof value === 'string') return Temporal.Instant.from(value)
  throw new TypeError(`not a timestamptz value: ${String(value)}`)
}
