import { userInfo } from 'node:os'
import pg from 'pg'
import { channelHub, checkChannel, pendingAnnouncements } from './channels'
import type { Db, Queryable, Row } from './db'
import { pgListener } from './pg-listener'

/** Options of {@link openPostgresDb}: `schema` puts every table in that schema (tests isolate themselves so). */
export interface PostgresOptions {
  readonly schema?: string
  readonly maxConnections?: number
}

const SCHEMA_NAME = /^[a-z_][a-z0-9_]{0,62}$/

/** How long a query waits for a pooled connection before failing (then answered 503, not left hanging). */
const CONNECT_TIMEOUT_MS = 5_000

const osUser = (): string | undefined => {
  try {
    return userInfo().username
  } catch {
    return undefined
  }
}

/**
 * The user name to connect as when `connectionString` names none: as libpq does, `PGUSER`, else the
 * operating-system user (pg alone sends no user name when `USER` is unset, and the server refuses).
 */
export const defaultUserOf = (connectionString: string, env: NodeJS.ProcessEnv = process.env): { readonly user?: string } => {
  let named = false
  try {
    const url = new URL(connectionString)
    named = url.username !== '' || url.searchParams.has('user')
  } catch {
    return {}
  }
  if (named) return {}
  const user = [env['PGUSER'], env['USER']].find((v) => v !== undefined && v !== '') ?? osUser()
  return user === undefined || user === '' ? {} : { user }
}

const queryable = (client: pg.Pool | pg.PoolClient, announce: Queryable['announce']): Queryable => ({
  query: async <R extends Row = Row>(sql: string, params: ReadonlyArray<unknown> = []) =>
    (await client.query<R>(sql, [...params])).rows,
  exec: async (sql: string) => {
    await client.query(sql)
  },
  announce,
})

/**
 * `CREATE SCHEMA IF NOT EXISTS` is not safe when two sessions run it at once (both see no schema, one fails on
 * `pg_namespace_nspname_index`): two server processes started together on one database did exactly that. A
 * transaction-scoped advisory lock keyed on the schema name makes the second wait and then find the schema.
 */
/** Runs `work` on one pooled client inside BEGIN … COMMIT, rolled back when it throws. */
const inTransaction = async <A>(pool: pg.Pool, work: (client: pg.PoolClient) => Promise<A>): Promise<A> => {
  const client = await pool.connect()
  try {
    await client.query('BEGIN')
    const result = await work(client)
    await client.query('COMMIT')
    return result
  } catch (error) {
    await client.query('ROLLBACK').catch(() => undefined)
    throw error
  } finally {
    client.release()
  }
}

const createSchemaOnce = (pool: pg.Pool, schema: string): Promise<void> =>
  inTransaction(pool, async (client) => {
    // A schema that exists is left alone: the serving role (docs/operations.md) may not create one, even IF NOT EXISTS.
    const exists = async (): Promise<boolean> => (await client.query('SELECT 1 FROM pg_namespace WHERE nspname = $1', [schema])).rowCount === 1
    if (await exists()) return
    await client.query('SELECT pg_advisory_xact_lock(hashtext($1))', [`cdp-schema:${schema}`])
    await client.query(`CREATE SCHEMA IF NOT EXISTS ${schema}`)
  })

/**
 * A real PostgreSQL through a `pg` pool ("With DATABASE_URL=postgres://… the same schema and
 * SQL run on a real PostgreSQL"). With `schema`, the schema is created if missing and every connection
 * uses it as its search path. `listen` goes through one dedicated connection ({@link pgListener}), named
 * `cdp-listener:<schema>` in `pg_stat_activity`; channels are database-wide, so servers in other schemas
 * of the same database cause at most spurious invalidations.
 */
export const openPostgresDb = async (connectionString: string, options: PostgresOptions = {}): Promise<Db> => {
  const schema = options.schema
  if (schema !== undefined && !SCHEMA_NAME.test(schema)) throw new Error(`invalid schema name: ${schema}`)
  const searchPath = schema === undefined ? {} : { options: `-c search_path=${schema}` }
  const user = defaultUserOf(connectionString)
  const pool = new pg.Pool({ connectionString, ...user, max: options.maxConnections ?? 10, connectionTimeoutMillis: CONNECT_TIMEOUT_MS, ...searchPath })
  const hub = channelHub()
  const listener = pgListener({ connectionString, ...user, application_name: `cdp-listener:${schema ?? 'public'}`, ...searchPath }, hub)
  // An idle client that loses its connection must not crash the process; the next query reconnects.
  pool.on('error', () => undefined)
  if (schema !== undefined) await createSchemaOnce(pool, schema)
  return {
    kind: 'postgres',
    ...queryable(pool, hub.deliver),
    transaction: async (work) => {
      const pending = pendingAnnouncements()
      const result = await inTransaction(pool, (client) => work(queryable(client, pending.announce)))
      pending.deliverTo(hub)
      return result
    },
    listen: async (channel, onChannel) => {
      const name = checkChannel(channel)
      const remove = hub.add(name, onChannel)
      onChannel.onState((await listener.subscribe(name)) ? 'listening' : 'lost')
      return remove
    },
    close: async () => {
      await listener.close()
      await pool.end()
    },
  }
}
