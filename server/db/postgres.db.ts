import pg from 'pg'
import type { Db, Queryable, Row } from './db'

/** Options of {@link openPostgresDb}: `schema` puts every table in that schema (tests isolate themselves so). */
export interface PostgresOptions {
  readonly schema?: string
  readonly maxConnections?: number
}

const SCHEMA_NAME = /^[a-z_][a-z0-9_]{0,62}$/

const queryable = (client: pg.Pool | pg.PoolClient): Queryable => ({
  query: async <R extends Row = Row>(sql: string, params: ReadonlyArray<unknown> = []) =>
    (await client.query<R>(sql, [...params])).rows,
  exec: async (sql: string) => {
    await client.query(sql)
  },
})

/**
 * A real PostgreSQL through a `pg` pool (issue 3: "With DATABASE_URL=postgres://… the same schema and
 * SQL run on a real PostgreSQL"). With `schema`, the schema is created if missing and every connection
 * uses it as its search path.
 */
export const openPostgresDb = async (connectionString: string, options: PostgresOptions = {}): Promise<Db> => {
  const schema = options.schema
  if (schema !== undefined && !SCHEMA_NAME.test(schema)) throw new Error(`invalid schema name: ${schema}`)
  const pool = new pg.Pool({
    connectionString,
    max: options.maxConnections ?? 10,
    ...(schema === undefined ? {} : { options: `-c search_path=${schema}` }),
  })
  // An idle client that loses its connection must not crash the process; the next query reconnects.
  pool.on('error', () => undefined)
  if (schema !== undefined) await pool.query(`CREATE SCHEMA IF NOT EXISTS ${schema}`)
  return {
    kind: 'postgres',
    ...queryable(pool),
    transaction: async (work) => {
      const client = await pool.connect()
      try {
        await client.query('BEGIN')
        const result = await work(queryable(client))
        await client.query('COMMIT')
        return result
      } catch (error) {
        await client.query('ROLLBACK').catch(() => undefined)
        throw error
      } finally {
        client.release()
      }
    },
    close: () => pool.end(),
  }
}
