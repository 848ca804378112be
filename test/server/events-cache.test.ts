import { request as httpRequest } from 'node:http'
import { brotliDecompressSync, gunzipSync } from 'node:zlib'
import { suite } from 'uvu'
import * as assert from 'uvu/assert'
import { DutyEvent } from '../../core/roster/event.codec'
import { RosterData } from '../../core/roster/roster.codec'
import { nestTexts } from '../../server/roster/roster-data.body'
import { sessionCap } from '../../server/http/session-cap'
import { failure } from '../../server/http/reply'
import { ANNA, BRUNO, errIdOf, eventually, getWith, outsideWriter, sessionOf, sharedServer, type TestServer } from './helpers'
import { resultOf, sendJson } from './roster.fixtures'

// GET roster/{crmId}/events is served from memory (server/roster/events.cache.ts), compressed as the client
// accepts, and one session may run only two duty-data calls at once.

const shared = sharedServer()
const R = `/rest/pems/roster/${ANNA.crmId}`

const events = async (server: TestServer, cookie: string): Promise<RosterData> => resultOf(await getWith(server.url, `${R}/events`, cookie), RosterData)

/** Signs anna in and reads her duty data once, so that it is in the cache (checked). */
const cachedEvents = async (server: TestServer): Promise<{ readonly cookie: string; readonly data: RosterData }> => {
  const cookie = await sessionOf(server.url, ANNA)
  const data = await events(server, cookie)
  assert.ok(server.server.deps.caches.events.peek(ANNA.crmId) != null, 'the answer was kept')
  return { cookie, data }
}

const remarkOf = (data: RosterData, logicalId: string): string | undefined => data.events.find((e) => e.logicalId === logicalId)?.remark

/** A GET whose body comes back as the bytes sent (fetch would decompress them). */
const rawGet = (url: string, path: string, headers: Record<string, string>): Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body: Buffer }> =>
  new Promise((resolve, reject) => {
    const u = new URL(url)
    const req = httpRequest({ host: u.hostname, port: u.port, path, headers }, (res) => {
      const chunks: Buffer[] = []
      res.on('data', (c: Buffer) => chunks.push(c))
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }))
    })
    req.on('error', reject)
    req.end()
  })

const Fresh = suite('events cache: a read never answers older than a roster change')

Fresh('a remark saved through PUT events/{eventId} shows on the very next events read', async () => {
  const server = await shared.get()
  const { cookie, data } = await cachedEvents(server)
  const target = data.events.find((e) => e.eventId !== undefined && e.type !== 'PAR')
  assert.ok(target?.eventId !== undefined)
  const res = await sendJson(server.url, 'PUT', `${R}/events/${encodeURIComponent(target.eventId)}`, cookie, DutyEvent.encode({ ...target, remark: 'Saved through the app' }))
  assert.is(res.status, 200)
  assert.is(remarkOf(await events(server, cookie), target.logicalId), 'Saved through the app')
})

Fresh('a change written by another process (direct SQL, no announcement) shows once its NOTIFY arrives', async () => {
  const server = await shared.get()
  const { cookie, data } = await cachedEvents(server)
  const target = data.events.find((e) => e.eventId !== undefined && e.type !== 'PAR')
  assert.ok(target?.eventId !== undefined)
  const outside = await outsideWriter(server.server)
  try {
    await outside.db.query(`UPDATE roster_events SET body = jsonb_set(body, '{remark}', '"Written by the import job"') WHERE crm_id = $1 AND event_id = $2`, [ANNA.crmId, target.eventId])
    await eventually('the read shows the outside write', async () => remarkOf(await events(server, cookie), target.logicalId) === 'Written by the import job')
    await outside.db.query('UPDATE block_months SET name = $1 WHERE id = (SELECT min(id) FROM block_months)', ['Renamed by the import job'])
    await eventually('a block-month change reaches every crew member', async () => (await events(server, cookie)).blockMonthList.some((b) => b.name === 'Renamed by the import job'))
    await outside.db.query('DELETE FROM roster_events WHERE crm_id = $1 AND event_id = $2', [ANNA.crmId, target.eventId])
    await eventually('the read shows the outside delete', async () => remarkOf(await events(server, cookie), target.logicalId) === undefined && !(await events(server, cookie)).events.some((e) => e.logicalId === target.logicalId))
  } finally {
    await outside.close()
  }
})

Fresh('a crew member whose roster period another process removed gets 404, and the roster back once it is restored', async () => {
  const server = await shared.get()
  const cookie = await sessionOf(server.url, BRUNO)
  const path = `/rest/pems/roster/${BRUNO.crmId}/events`
  assert.is((await getWith(server.url, path, cookie)).status, 200)
  const outside = await outsideWriter(server.server)
  try {
    const [period] = await outside.db.query<{ from_utc: unknown; to_utc: unknown; from_local_at_hb: unknown; to_local_at_hb: unknown }>(
      'SELECT from_utc, to_utc, from_local_at_hb, to_local_at_hb FROM roster_periods WHERE crm_id = $1',
      [BRUNO.crmId],
    )
    assert.ok(period !== undefined)
    await outside.db.query('DELETE FROM roster_periods WHERE crm_id = $1', [BRUNO.crmId])
    await eventually('404 once the period is gone', async () => (await getWith(server.url, path, cookie)).status === 404)
    await outside.db.query('INSERT INTO roster_periods (crm_id, from_utc, to_utc, from_local_at_hb, to_local_at_hb) VALUES ($1, $2, $3, $4, $5)', [
      BRUNO.crmId,
      period.from_utc,
      period.to_utc,
      period.from_local_at_hb,
      period.to_local_at_hb,
    ])
    await eventually('the roster is back', async () => (await getWith(server.url, path, cookie)).status === 200)
  } finally {
    await outside.close()
  }
})

Fresh.after(shared.close)
Fresh.run()

const Compressed = suite('API answers compressed as the client accepts')

Compressed('brotli and gzip answers of GET events decode to the same JSON as the uncompressed one, which the core codec reads', async () => {
  const server = await shared.get()
  const cookie = await sessionOf(server.url, ANNA)
  const identity = await rawGet(server.url, `${R}/events`, { Cookie: cookie })
  assert.is(identity.status, 200)
  assert.is(identity.headers['content-encoding'], undefined)
  assert.is(identity.headers['vary'], 'Accept-Encoding')
  const json = identity.body.toString('utf8')
  await resultOf(new Response(json), RosterData)
  for (const [accept, coding, decompress] of [
    ['gzip, deflate, br, zstd', 'br', brotliDecompressSync],
    ['gzip', 'gzip', gunzipSync],
    ['br;q=0, gzip', 'gzip', gunzipSync],
  ] as const) {
    for (let i = 0; i < 2; i++) {
      const res = await rawGet(server.url, `${R}/events`, { Cookie: cookie, 'Accept-Encoding': accept })
      assert.is(res.headers['content-encoding'], coding, accept)
      assert.is(Number(res.headers['content-length']), res.body.length)
      assert.ok(res.body.length * 4 < identity.body.length, `${coding} shrinks the answer at least 4 times`)
      assert.is(decompress(res.body).toString('utf8'), json, `${accept}, request ${i + 1}`)
    }
  }
})

Compressed('a small answer (the update poll) and an error stay uncompressed', async () => {
  const server = await shared.get()
  const cookie = await sessionOf(server.url, ANNA)
  const poll = await rawGet(server.url, `${R}/updates`, { Cookie: cookie, 'Accept-Encoding': 'br, gzip' })
  assert.is(poll.status, 200)
  assert.is(poll.headers['content-encoding'], undefined)
  JSON.parse(poll.body.toString('utf8'))
  const refused = await rawGet(server.url, `${R}/events`, { 'Accept-Encoding': 'br, gzip' })
  assert.is(refused.status, 401)
  assert.is(refused.headers['content-encoding'], undefined)
})

Compressed('POST eventById answers the stored event with its children, compressed like the rest', async () => {
  const server = await shared.get()
  const cookie = await sessionOf(server.url, ANNA)
  const data = await events(server, cookie)
  const pairing = data.events.find((e) => (e.events?.length ?? 0) > 1)
  assert.ok(pairing !== undefined)
  const one = await resultOf(await sendJson(server.url, 'POST', `${R}/eventById`, cookie, { logicalEventId: pairing.logicalId }), DutyEvent)
  assert.equal(DutyEvent.encode(one), DutyEvent.encode(pairing))
})

Compressed.after(shared.close)
Compressed.run()

const Cap = suite('one session runs at most two duty-data calls at once')

Cap('a third parallel events call of one session is refused with 429 and Retry-After, while another session is served', async () => {
  const server = await shared.get()
  const db = server.server.deps.db
  const anna = await sessionOf(server.url, ANNA)
  const bruno = await sessionOf(server.url, BRUNO)
  await getWith(server.url, `${R}/updates`, anna)
  await getWith(server.url, `/rest/pems/roster/${BRUNO.crmId}/updates`, bruno)
  server.server.deps.caches.events.clear()
  let open = (): void => undefined
  const gate = new Promise<void>((resolve) => {
    open = resolve
  })
  // Holds the roster tables, so that the events calls wait in the database until the gate opens.
  const holding = db.transaction(async (tx) => {
    await tx.query('LOCK TABLE roster_periods IN ACCESS EXCLUSIVE MODE')
    await gate
  })
  try {
    const calls = [1, 2, 3].map(() => getWith(server.url, `${R}/events`, anna))
    const first = await Promise.race(calls)
    assert.is(first.status, 429)
    assert.is(first.headers.get('retry-after'), '1')
    assert.is(errIdOf((await first.json()) as { error?: Array<{ errId?: string }> }), 'ERR_TOO_MANY_REQUESTS')
    const poll = await getWith(server.url, `/rest/pems/roster/${BRUNO.crmId}/updates`, bruno)
    assert.is(poll.status, 200, "another crew member's poll is answered meanwhile")
    open()
    const statuses = (await Promise.all(calls)).map((r) => r.status).sort()
    assert.equal(statuses, [200, 200, 429])
    assert.is((await getWith(server.url, `${R}/events`, anna)).status, 200, 'served again once the calls under way are done')
  } finally {
    open()
    await holding
  }
})

Cap('sessionCap: the limit counts per session, and a finished or failed call frees its place', async () => {
  const cap = sessionCap(2)
  const pending: Array<() => void> = []
  const slow = () => new Promise<ReturnType<typeof failure>>((resolve) => pending.push(() => resolve({ status: 200, body: {} })))
  const a1 = cap('a', slow)
  const a2 = cap('a', slow)
  assert.is((await cap('a', slow)).status, 429)
  const b1 = cap('b', slow)
  await Promise.resolve()
  assert.is(pending.length, 3, "b's call runs")
  for (const done of pending) done()
  assert.equal([(await a1).status, (await a2).status, (await b1).status], [200, 200, 200])
  await cap('a', () => Promise.reject(new Error('boom'))).catch(() => undefined)
  const again = cap('a', slow)
  const again2 = cap('a', slow)
  await Promise.resolve()
  assert.is(pending.length, 5, 'a failed call freed its place')
  for (const done of pending.slice(3)) done()
  assert.equal([(await again).status, (await again2).status], [200, 200])
})

Cap.after(shared.close)
Cap.run()

const Nest = suite('nestTexts: stored event texts nested into their pairings')

Nest('children follow their parent in row order; an orphan stays at the top level; a looping parent chain is left out, as before', () => {
  const row = (id: string, parent: string | null, body = `{"id":"${id}"}`) => ({ logical_id: id, parent_logical_id: parent, body })
  const nested = nestTexts([row('P', null), row('L1', 'P'), row('X', 'gone'), row('L2', 'P', '{"id": "L2" }'), row('A', 'B'), row('B', 'A'), row('E', null, '{}'), row('C', 'E')])
  assert.equal(nested.map((t) => JSON.parse(t) as unknown), [
    { id: 'P', events: [{ id: 'L1' }, { id: 'L2' }] },
    { id: 'X' },
    { events: [{ id: 'C' }] },
  ])
})

Nest.run()
