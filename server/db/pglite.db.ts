import { mkdirSync } from 'node:fs'
import { dirname, resolve } from 'node:path'
import { PGlite } from '@electric-sql/pglite'
import { channelHub, checkChannel, pendingAnnouncements } from './channels'
import type { Db, Queryable, Row } from './db'

const queryable = (pg: Pick<PGlite, 'query' | 'exec'>, announce: Queryable['announce']): Queryable => ({
  query: async <R extends Row = Row>(sql: string, params: ReadonlyArray<unknown> = []) =>
    (await pg.query<R>(sql, [...params])).rows,
  exec: async (sql: string) => {
    await pg.exec(sql)
  },
  announce,
})

/**
 * The embedded database (ARCHITECTURE.md section 3: "an embedded database by default (no server to
 * install)") in `dataDir`. PGlite creates only the last folder of its path, so the parent is created
 * first (ARCHITECTURE.md section 7). Queries are serialised by PGlite; a transaction holds the only connection.
 * Notifications: PGlite's one connection LISTENs; it is in-process, so it never drops, and a NOTIFY
 * of a committed statement is delivered before that statement's promise resolves.
 */
export const openPgliteDb = async (dataDir: string): Promise<Db> => {
  const dir = resolve(dataDir)
  mkdirSync(dirname(dir), { recursive: true })
  const pg = await PGlite.create(dir)
  const hub = channelHub()
  const listening = new Map<string, Promise<unknown>>()
  return {
    kind: 'pglite',
    ...queryable(pg, hub.deliver),
    transaction: async (work) => {
      const pending = pendingAnnouncements()
      const result = await pg.transaction((tx) => work(queryable(tx, pending.announce)))
      pending.deliverTo(hub)
      return result
    },
    listen: async (channel, listener) => {
      const name = checkChannel(channel)
      const remove = hub.add(name, listener)
      let started = listening.get(name)
      if (started === undefined) {
        started = pg.listen(name, (payload) => hub.deliver(name, payload))
        listening.set(name, started)
      }
      try {
        await started
        listener.onState('listening')
      } catch {
        listening.delete(name)
        listener.onState('lost')
      }
      return remove
    },
    close: () => pg.close(),
    backup: async () => new Uint8Array(await (await pg.dumpDataDir('gzip')).arrayBuffer()),
  }
}
