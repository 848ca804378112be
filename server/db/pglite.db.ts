import { mkdirSync } from 'node:fs'
import { dirname, resolve } from 'node:path'
import { PGlite } from '@electric-sql/pglite'
import type { Db, Queryable, Row } from './db'

const queryable = (pg: Pick<PGlite, 'query' | 'exec'>): Queryable => ({
  query: async <R extends Row = Row>(sql: string, params: ReadonlyArray<unknown> = []) =>
    (await pg.query<R>(sql, [...params])).rows,
  exec: async (sql: string) => {
    await pg.exec(sql)
  },
})

/**
 * The embedded database (ARCHITECTURE.md section 3: "an embedded database by default (no server to
 * install)") in `dataDir`. PGlite creates only the last folder of its path, so the parent is created
 * first (ARCHITECTURE.md section 7). Queries are serialised by PGlite; a transaction holds the only connection.
 */
export const openPgliteDb = async (dataDir: string): Promise<Db> => {
  const dir = resolve(dataDir)
  mkdirSync(dirname(dir), { recursive: true })
  const pg = await PGlite.create(dir)
  return {
    kind: 'pglite',
    ...queryable(pg),
    transaction: (work) => pg.transaction((tx) => work(queryable(tx))),
    close: () => pg.close(),
  }
}
