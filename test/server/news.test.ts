import * as E from 'fp-ts/Either'
import * as O from 'fp-ts/Option'
import { suite } from 'uvu'
import * as assert from 'uvu/assert'
import { readEnvelope } from '../../core/errors/envelope.rules'
import { MyInternalMessagesResponse } from '../../core/news/news.codec'
import { toNewsItem, type NewsItem } from '../../core/news/news-item.rules'
import { instantOf } from '../../server/db/db'
import { firstCheckInAfter } from '../../server/seed/news.seed'
import { ANNA, BRUNO, errIdOf, sessionOf, sharedServer, T0 } from './helpers'
import { send } from './my-data.fixtures'

const shared = sharedServer()
const API = '/api/communication/v2'

const newsOf = async (url: string, cookie: string): Promise<ReadonlyArray<NewsItem>> => {
  const res = await send(url, 'POST', `${API}/notification/myInternalMessages`, cookie, { domain: 'IADP' })
  assert.is(res.status, 200)
  const decoded = readEnvelope(MyInternalMessagesResponse)(res.body)
  if (E.isLeft(decoded)) throw new Error(JSON.stringify(decoded.left))
  return decoded.right.messages.map((m) => {
    const item = toNewsItem(m)
    if (E.isLeft(item)) throw new Error(JSON.stringify(item.left))
    return item.right
  })
}

const recipientStatus = async (db: { query: (sql: string, p: ReadonlyArray<unknown>) => Promise<ReadonlyArray<Record<string, unknown>>> }, id: string, crmId: string) =>
  (await db.query('SELECT status, deleted_at FROM news_recipients WHERE message_id = $1 AND crm_id = $2', [id, crmId]))[0]

const List = suite('POST /notification/myInternalMessages')

List('"Response: messages": decoded with core MyInternalMessagesResponse and toNewsItem, newest first', async () => {
  const { url } = await shared.get()
  const items = await newsOf(url, await sessionOf(url, ANNA))
  assert.ok(items.length >= 5)
  const dates = items.map((i) => (O.isSome(i.date) ? i.date.value.epochMilliseconds : 0))
  assert.equal(dates, [...dates].sort((a, b) => b - a))
})

List('news of each kind: BROADCAST unread, read and expired; CHECKINALERT; ROSTERCHANGE with properties', async () => {
  const { url } = await shared.get()
  const items = await newsOf(url, await sessionOf(url, ANNA))
  const broadcasts = items.filter((i) => i.category === 'message')
  assert.ok(broadcasts.some((i) => !i.read && !i.expired), 'an unread broadcast')
  assert.ok(broadcasts.some((i) => i.read), 'a read broadcast')
  assert.ok(broadcasts.some((i) => i.expired), 'an expired broadcast')
  const change = items.find((i) => i.category === 'rosterChange')
  assert.ok(change !== undefined && O.isSome(change.properties.fromDateTimeUTC) && O.isSome(change.properties.toDateTimeUTC))
  assert.ok(items.some((i) => i.category === 'checkIn'))
})

List('the CHECKINALERT points at anna\'s upcoming C_I event (the first after now in roster_events)', async () => {
  const { url, server } = await shared.get()
  const items = await newsOf(url, await sessionOf(url, ANNA))
  const alert = items.find((i) => i.category === 'checkIn')
  const first = await firstCheckInAfter(server.deps.db, ANNA.crmId, T0)
  assert.ok(first !== null, 'the roster seed gives anna an upcoming C_I')
  const logicalIds = await server.deps.db.query("SELECT 1 FROM roster_events WHERE crm_id = $1 AND event_type = 'C_I' AND logical_id = $2", [ANNA.crmId, first?.logicalId])
  assert.is(logicalIds.length, 1)
  assert.equal(alert?.checkInLogicalId, O.some(first?.logicalId))
})

List('the seed moves last_news of roster_updates to the newest message', async () => {
  const { server } = await shared.get()
  const rows = await server.deps.db.query<{ last_news: unknown; newest: unknown }>(
    `SELECT u.last_news, (SELECT max(m.created_at) FROM news_messages m JOIN news_recipients r ON r.message_id = m.id WHERE r.crm_id = u.crm_id) AS newest
     FROM roster_updates u WHERE u.crm_id = $1`,
    [ANNA.crmId],
  )
  const row = rows[0]
  assert.ok(row !== undefined && row.last_news !== null)
  if (row !== undefined) assert.is(instantOf(row.last_news).toString(), instantOf(row.newest).toString())
})

List('a crew member only ever sees their own messages', async () => {
  const { url } = await shared.get()
  const anna = (await newsOf(url, await sessionOf(url, ANNA))).map((i) => i.id)
  const bruno = (await newsOf(url, await sessionOf(url, BRUNO))).map((i) => i.id)
  assert.ok(anna.every((id) => !id.includes(BRUNO.crmId)))
  assert.ok(bruno.every((id) => !id.includes(ANNA.crmId)))
})

List('401 without a session; bad input: unknown field, wrong type, bad domain, no body are 400', async () => {
  const { url } = await shared.get()
  const path = `${API}/notification/myInternalMessages`
  assert.is((await send(url, 'POST', path, undefined, { domain: 'IADP' })).status, 401)
  const cookie = await sessionOf(url, ANNA)
  for (const [body, errId] of [
    [{ domain: 'IADP', crmId: BRUNO.crmId }, 'ERR_UNKNOWN_FIELD'],
    [{ domain: 42 }, 'ERR_INVALID_BODY'],
    [{ domain: "IADP' OR 1=1" }, 'ERR_INVALID_BODY'],
  ] as const) {
    const res = await send(url, 'POST', path, cookie, body)
    assert.is(res.status, 400, JSON.stringify(body))
    assert.is(errIdOf(res.body), errId)
  }
  const empty = await fetch(`${url}${path}`, { method: 'POST', headers: { Cookie: cookie, 'X-Requested-With': 'XMLHttpRequest' } })
  assert.is(empty.status, 400)
})

const Status = suite('PUT /notification/{id}/{status}')

Status('"Unread becomes read by status update": READ is stored and listed', async () => {
  const { url } = await shared.get()
  const cookie = await sessionOf(url, ANNA)
  const res = await send(url, 'PUT', `${API}/notification/N-broadcast-winter-ops/READ`, cookie)
  assert.is(res.status, 200)
  assert.is((await newsOf(url, cookie)).find((i) => i.id === 'N-broadcast-winter-ops')?.read, true)
  const bruno = await newsOf(url, await sessionOf(url, BRUNO))
  assert.is(bruno.find((i) => i.id === 'N-broadcast-winter-ops')?.read, false, "the other recipient's status is his own")
})

Status('an expired message cannot be set READ: 409 ERR_NEWS_EXPIRED', async () => {
  const { url } = await shared.get()
  const res = await send(url, 'PUT', `${API}/notification/N-${ANNA.crmId}-expired/READ`, await sessionOf(url, ANNA))
  assert.is(res.status, 409)
  assert.is(errIdOf(res.body), 'ERR_NEWS_EXPIRED')
})

Status("another crew member's message id is 404 and touches nothing; an unknown status is 400; 401 without a session", async () => {
  const { url, server } = await shared.get()
  const cookie = await sessionOf(url, ANNA)
  const id = `N-${BRUNO.crmId}-checkin`
  const before = await recipientStatus(server.deps.db, id, BRUNO.crmId)
  const res = await send(url, 'PUT', `${API}/notification/${id}/READ`, cookie)
  assert.is(res.status, 404)
  assert.is(errIdOf(res.body), 'ERR_NOT_FOUND')
  assert.equal(await recipientStatus(server.deps.db, id, BRUNO.crmId), before)
  assert.is((await send(url, 'PUT', `${API}/notification/N-broadcast-winter-ops/DONE`, cookie)).status, 400)
  assert.is((await send(url, 'PUT', `${API}/notification/N-broadcast-winter-ops/READ`, undefined)).status, 401)
})

const Delete = suite('DELETE /notification/{id}')

Delete('deletes the crew member\'s copy only; deleting it again is 404', async () => {
  const { url, server } = await shared.get()
  const cookie = await sessionOf(url, ANNA)
  const res = await send(url, 'DELETE', `${API}/notification/N-broadcast-winter-ops`, cookie)
  assert.is(res.status, 200)
  assert.not.ok((await newsOf(url, cookie)).some((i) => i.id === 'N-broadcast-winter-ops'))
  assert.ok((await newsOf(url, await sessionOf(url, BRUNO))).some((i) => i.id === 'N-broadcast-winter-ops'))
  assert.is((await send(url, 'DELETE', `${API}/notification/N-broadcast-winter-ops`, cookie)).status, 404)
  assert.ok((await recipientStatus(server.deps.db, 'N-broadcast-winter-ops', BRUNO.crmId))?.['deleted_at'] === null)
})

Delete("another crew member's message id is 404 and touches nothing; 401 without a session", async () => {
  const { url, server } = await shared.get()
  const id = `N-${BRUNO.crmId}-read`
  const before = await recipientStatus(server.deps.db, id, BRUNO.crmId)
  const res = await send(url, 'DELETE', `${API}/notification/${id}`, await sessionOf(url, ANNA))
  assert.is(res.status, 404)
  assert.equal(await recipientStatus(server.deps.db, id, BRUNO.crmId), before)
  assert.is((await send(url, 'DELETE', `${API}/notification/${id}`, undefined)).status, 401)
})

List.run()
Status.run()
Delete.after(shared.close)
Delete.run()
