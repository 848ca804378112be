import { suite } from 'uvu'
import * as assert from 'uvu/assert'
import type { ChannelListener, Db, Row } from '../../server/db/db'
import { createSessionCache } from '../../server/security/session.cache'
import { sessionIdOf } from '../../server/security/session.store'
import { ANNA, BRUNO, eventually, getWith, outsideWriter, sessionOf, sharedServer, T0 } from './helpers'

// The session lookup of every request is served from memory (server/security/session.cache.ts), kept
// true by renew/logout in this process and by the sessions NOTIFY trigger for every other process.

const shared = sharedServer()
const updates = (crmId: string) => `/rest/pems/roster/${crmId}/updates`
const idOfCookie = (cookie: string): string => sessionIdOf(cookie.split('=')[1] ?? '') ?? ''

const Sessions = suite('session cache: logout and renew, here or on another node')

Sessions('a logout in this server is refused on the very next poll', async () => {
  const { url, server } = await shared.get()
  const cookie = await sessionOf(url, ANNA)
  assert.is((await getWith(url, updates(ANNA.crmId), cookie)).status, 200)
  assert.ok(server.deps.caches.sessions.strict || server.deps.caches.sessions.cache.peek(idOfCookie(cookie)) !== undefined, 'the session was kept (PostgreSQL: strict, never kept)')
  assert.is((await getWith(url, '/rest/pems/security/logout', cookie)).status, 200)
  assert.is((await getWith(url, updates(ANNA.crmId), cookie)).status, 401)
})

Sessions('a logout by another node (UPDATE sessions in SQL) is refused once its NOTIFY arrives', async () => {
  const { url, server } = await shared.get()
  const cookie = await sessionOf(url, ANNA)
  assert.is((await getWith(url, updates(ANNA.crmId), cookie)).status, 200)
  assert.ok(server.deps.caches.sessions.strict || server.deps.caches.sessions.cache.peek(idOfCookie(cookie)) !== undefined, 'the session was kept (PostgreSQL: strict, never kept)')
  const outside = await outsideWriter(server)
  try {
    await outside.db.query('UPDATE sessions SET ended_at = $2 WHERE id = $1', [idOfCookie(cookie), T0.toString()])
    await eventually('the ended session is refused', async () => (await getWith(url, updates(ANNA.crmId), cookie)).status === 401)
  } finally {
    await outside.close()
  }
})

Sessions('a renew by another node (UPDATE expires_at in SQL) keeps the session valid past its old expiry', async () => {
  const { url, server, clock } = await shared.get()
  const cookie = await sessionOf(url, BRUNO)
  assert.is((await getWith(url, updates(BRUNO.crmId), cookie)).status, 200)
  const outside = await outsideWriter(server)
  try {
    await outside.db.query('UPDATE sessions SET renewed_at = $2, expires_at = $3 WHERE id = $1', [idOfCookie(cookie), T0.toString(), T0.add({ minutes: 30 }).toString()])
    clock.set(T0.add({ minutes: 20 }))
    // Whether or not the NOTIFY has come yet: a kept copy that says Expired is read again from the database.
    assert.is((await getWith(url, updates(BRUNO.crmId), cookie)).status, 200)
    clock.set(T0.add({ minutes: 31 }))
    assert.is((await getWith(url, updates(BRUNO.crmId), cookie)).status, 401)
  } finally {
    clock.set(T0)
    await outside.close()
  }
})

Sessions.after(shared.close)
Sessions.run()

/** A database stand-in with one session row the test edits, that never notifies: only the Expired re-read can see a renew. */
const silentDb = (row: { expires_at: string }) => {
  let reads = 0
  const db: Db = {
    kind: 'pglite',
    query: async <R extends Row = Row>(): Promise<ReadonlyArray<R>> => {
      reads += 1
      const stored: Row = { id: 'x', username: 'anna', crm_id: ANNA.crmId, created_at: T0.toString(), expires_at: row.expires_at, ended: false }
      return [stored as R]
    },
    exec: async () => undefined,
    announce: () => undefined,
    transaction: (work) => work(db),
    listen: async (_channel: string, listener: ChannelListener) => {
      listener.onState('listening')
      return () => undefined
    },
    close: async () => undefined,
  }
  return { db, reads: () => reads }
}

const Expired = suite('session cache: expiry')

Expired('expiry is checked against the clock on every call; a kept copy that says Expired is read once more', async () => {
  const row = { expires_at: T0.add({ minutes: 15 }).toString() }
  const { db, reads } = silentDb(row)
  const sessions = createSessionCache(db)
  await sessions.cache.ready
  const token = 'a'.repeat(43)
  assert.is((await sessions.find(token, T0))._tag, 'Valid')
  assert.is((await sessions.find(token, T0.add({ minutes: 14 })))._tag, 'Valid')
  assert.is(reads(), 1, 'kept')
  assert.is((await sessions.find(token, T0.add({ minutes: 15 })))._tag, 'Expired')
  assert.is(reads(), 2, 'Expired: read once more')
  row.expires_at = T0.add({ minutes: 45 }).toString()
  assert.is((await sessions.find(token, T0.add({ minutes: 16 })))._tag, 'Valid', 'renewed elsewhere')
  assert.is(reads(), 3)
  assert.is((await sessions.find(token, T0.add({ minutes: 17 })))._tag, 'Valid')
  assert.is(reads(), 3, 'kept again')
  assert.is((await sessions.find('not a token', T0))._tag, 'Missing')
  assert.is(reads(), 3, 'a malformed token costs no read')
  sessions.cache.close()
})

Expired.run()
