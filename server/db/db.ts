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
}

/** The database: statements, transactions, close. */
export interface Db extends Queryable {
  readonly kind: 'pglite' | 'postgres'
  /**
   * Runs `work` in one transaction: committed when it resolves, rolled back when it rejects
   * (issue 3: "a my-data update, a roster-change confirmation or a remark either happens whole or not at all").
   */
  readonly transaction: <A>(work: (tx: Queryable) => Promise<A>) => Promise<A>
  readonly close: () => Promise<void>
}

/** A `timestamptz` value read back from either implementation, as an instant. */
export const instantOf = (value: unknown): Temporal.Instant => {
  if (value instanceof Date) return Temporal.Instant.fromEpochMilliseconds(value.getTime())
  if (typeof value === 'string') return Temporal.Instant.from(value)
  throw new TypeError(`not a timestamptz value: ${String(value)}`)
}
