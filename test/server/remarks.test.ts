import * as E from 'fp-ts/Either'
import { suite } from 'uvu'
import * as assert from 'uvu/assert'
import { Temporal } from 'temporal-polyfill'
import { isFromScheduler, remarkLists } from '../../core/remarks/remark.rules'
import { DailyRemarksEnvelope, DailyRemarksResult, RemarkTypesEnvelope, RemarkTypesResult, type DailyRemark } from '../../core/remarks/remark.codec'
import { EmptyEnvelope } from '../../core/shared/envelope.codec'
import { REMARK_COMMENT_MAX } from '../../server/remarks/remarks.routes'
import { REMARK_TYPES } from '../../server/seed/remarks.seed'
import { addCrew, client, okEmptyResult, okResult, refusal, setRosterPeriod, updatesOf, type TestCrew } from './check-in-fixtures'
import { ANNA, BRUNO, sessionOf, sharedServer, T0, type TestServer } from './helpers'

const shared = sharedServer()
const BASE = (crmId: string) => `/rest/pems/roster/${crmId}/details/daily_remark`
const MARCH = '?fromDtUtc=2026-03-01T00:00:00%2B00:00&toDtUtc=2026-03-31T23:59:59%2B00:00'

interface World {
  readonly server: TestServer
  readonly remy: TestCrew
  readonly reader: TestCrew
  readonly noPeriod: TestCrew
  readonly off: TestCrew
}

let world: Promise<World> | undefined
const ready = (): Promise<World> =>
  (world ??= (async () => {
    const server = await shared.get()
    const db = server.server.deps.db
    const remy = await addCrew(db, { username: 'remy', crmId: '300301' })
    const reader = await addCrew(db, { username: 'reremreader', crmId: '300302', dailyRemark: 'READ' })
    const noPeriod = await addCrew(db, { username: 'renoperiod', crmId: '300303' })
    const off = await addCrew(db, { username: 'reoff', crmId: '300304', dailyRemark: 'NO' })
    for (const member of [remy, reader, off]) await setRosterPeriod(db, member.crmId, Temporal.Instant.from('2026-03-01T00:00:00Z'), Temporal.Instant.from('2026-04-01T00:00:00Z'))
    await db.query(
      `INSERT INTO daily_remarks (id, crm_id, remark_date, remark_type, comment, remark_sender, logical_id_related_event, created_at)
       VALUES ('R-S-1', $1, '2026-03-16', 'GEN', 'Please call crew control.', 'SCHED', 'DREM#300301#1', $2)`,
      [remy.crmId, T0.subtract({ hours: 1 }).toString()],
    )
    return { server, remy, reader, noPeriod, off }
  })())

const signedIn = async (member: { username: string; password: string }) => {
  const { server } = await ready()
  return client(server.url, await sessionOf(server.url, member))
}
const list = async (member: TestCrew): Promise<ReadonlyArray<DailyRemark>> =>
  (await okResult(await (await signedIn(member)).get(`${BASE(member.crmId)}${MARCH}`), DailyRemarksResult)).dailyRemarks
const ownOn = async (member: TestCrew, date: string) => (await list(member)).filter((r) => !isFromScheduler(r) && r.date.toString() === date)
const create = async (member: TestCrew, body: unknown) => (await signedIn(member)).post(BASE(member.crmId), body)
const countOwn = async (crmId: string): Promise<number> => {
  const { server } = await ready()
  return (await server.server.deps.db.query<{ n: number }>("SELECT count(*)::int AS n FROM daily_remarks WHERE crm_id = $1 AND remark_sender = 'CREW'", [crmId]))[0]?.n ?? -1
}

const Types = suite('GET roster/{crmId}/details/daily_remark/types')

Types('"Remark types carry remarkType and text", in order', async () => {
  const { remy } = await ready()
  const types = await okResult(await (await signedIn(remy)).get(`${BASE(remy.crmId)}/types`), RemarkTypesResult)
  assert.equal(types, REMARK_TYPES.map((t) => ({ remarkType: t.remarkType, text: t.text })))
})

Types('bad input: a query parameter is 400', async () => {
  const { remy } = await ready()
  assert.is((await refusal(await (await signedIn(remy)).get(`${BASE(remy.crmId)}/types?all=1`))).errId, 'ERR_INVALID_QUERY')
})

const List = suite('GET roster/{crmId}/details/daily_remark?fromDtUtc&toDtUtc')

List('"result.dailyRemarks": the scheduler\'s unread remark with its related event', async () => {
  const { remy } = await ready()
  const remarks = await list(remy)
  const sched = remarks.find((r) => r.logicalIdRelatedEvent === 'DREM#300301#1')
  assert.equal(sched && [sched.date.toString(), sched.remarkType, sched.remarkSender, sched.comment, sched.read], ['2026-03-16', 'GEN', 'SCHED', 'Please call crew control.', false])
  assert.ok(sched?.remarkTimeStamp?.toInstant().equals(T0.subtract({ hours: 1 })))
})

List('bad input: a bound missing, not a date-time, or from after to: 400 ERR_INVALID_QUERY', async () => {
  const { remy } = await ready()
  const c = await signedIn(remy)
  for (const q of ['', '?fromDtUtc=2026-03-01T00:00:00%2B00:00', '?fromDtUtc=yesterday&toDtUtc=2026-03-31T23:59:59%2B00:00', '?fromDtUtc=2026-03-31T00:00:00%2B00:00&toDtUtc=2026-03-01T00:00:00%2B00:00']) {
    const r = await refusal(await c.get(`${BASE(remy.crmId)}${q}`))
    assert.is(r.status, 400, q)
    assert.is(r.errId, 'ERR_INVALID_QUERY')
  }
})

List('without the daily-remarks enabling (value NO): 403', async () => {
  const { off } = await ready()
  assert.is((await refusal(await (await signedIn(off)).get(`${BASE(off.crmId)}${MARCH}`))).status, 403)
})

const Create = suite('POST roster/{crmId}/details/daily_remark')

Create('"body date, remarkType, comment": stored as the crew member\'s own remark; last_daily_remark moves to now', async () => {
  const { remy, server } = await ready()
  server.clock.set(T0.add({ minutes: 1 }))
  try {
    await okEmptyResult(await create(remy, { date: '2026-03-20', remarkType: 'REQ', comment: 'Early duties please.' }))
    assert.ok((await updatesOf(server.server.deps.db, remy.crmId)).lastDailyRemark?.equals(T0.add({ minutes: 1 })))
  } finally {
    server.clock.set(T0)
  }
  const own = await ownOn(remy, '2026-03-20')
  assert.equal(own.map((r) => [r.remarkType, r.comment, r.remarkSender, r.read]), [['REQ', 'Early duties please.', 'CREW', true]])
  assert.is(remarkLists(await list(remy), 'Q').fromMe.length >= 1, true)
})

Create('"The date cannot be earlier than today (the server corrects it)": today at the home base (Europe/Paris), not in UTC', async () => {
  const { remy, server } = await ready()
  await okEmptyResult(await create(remy, { date: '2026-03-01', remarkType: 'GEN', comment: 'Corrected to today' }))
  assert.is((await ownOn(remy, '2026-03-15')).length, 1)
  server.clock.set(Temporal.Instant.from('2026-03-15T23:30:00Z'))
  try {
    await okEmptyResult(await create(remy, { date: '2026-03-15', remarkType: 'GEN', comment: 'Already tomorrow in Paris' }))
  } finally {
    server.clock.set(T0)
  }
  assert.equal((await ownOn(remy, '2026-03-16')).map((r) => r.comment), ['Already tomorrow in Paris'])
})

Create('"... and not after the roster period end": refused, nothing stored', async () => {
  const { remy } = await ready()
  const before = await countOwn(remy.crmId)
  const r = await refusal(await create(remy, { date: '2026-04-01', remarkType: 'GEN', comment: 'Too late' }))
  assert.is(r.status, 400)
  assert.is(r.errId, 'ERR_INVALID_REMARK')
  assert.match(r.errMessage, 'roster period end 2026-03-31')
  assert.is(await countOwn(remy.crmId), before)
  await okEmptyResult(await create(remy, { date: '2026-03-31', remarkType: 'GEN', comment: 'Last day is fine' }))
})

Create('"The comment must pass the shared pattern check": hostile characters are refused and named', async () => {
  const { remy } = await ready()
  const before = await countOwn(remy.crmId)
  for (const [comment, named] of [['<script>alert(1)</script>', '< >'], ['tab\there', 'U+0009'], ['smile \u{1F600}', '\u{1F600}'], ['caf\u00e9', '\u00e9']] as const) {
    const r = await refusal(await create(remy, { date: '2026-03-21', remarkType: 'GEN', comment }))
    assert.is(r.status, 400, comment)
    assert.is(r.errId, 'ERR_INVALID_REMARK')
    assert.match(r.errMessage, `comment: Following characters are not allowed: ${named}`)
  }
  assert.is(await countOwn(remy.crmId), before)
})

Create('allowed special characters are stored verbatim (parameters, not SQL); typographic quotes are normalised', async () => {
  const { remy } = await ready()
  await okEmptyResult(await create(remy, { date: '2026-03-22', remarkType: 'GEN', comment: "x'); DROP TABLE daily_remarks; --" }))
  assert.equal((await ownOn(remy, '2026-03-22')).map((r) => r.comment), ["x'); DROP TABLE daily_remarks; --"])
  await okEmptyResult(await create(remy, { date: '2026-03-23', remarkType: 'GEN', comment: '  It\u2019s \u201Cfine\u201D \u2013 ok  ' }))
  assert.equal((await ownOn(remy, '2026-03-23')).map((r) => r.comment), ['It\'s "fine" - ok'])
})

Create(`too long: more than ${REMARK_COMMENT_MAX} characters is refused; over 64 KiB is 413`, async () => {
  const { remy } = await ready()
  const before = await countOwn(remy.crmId)
  const r = await refusal(await create(remy, { date: '2026-03-24', remarkType: 'GEN', comment: 'a'.repeat(REMARK_COMMENT_MAX + 1) }))
  assert.is(r.status, 400)
  assert.match(r.errMessage, `Cannot be longer than ${REMARK_COMMENT_MAX} characters`)
  assert.is((await refusal(await create(remy, { date: '2026-03-24', remarkType: 'GEN', comment: 'a'.repeat(70_000) }))).status, 413)
  assert.is(await countOwn(remy.crmId), before)
  await okEmptyResult(await create(remy, { date: '2026-03-24', remarkType: 'GEN', comment: 'a'.repeat(REMARK_COMMENT_MAX) }))
})

Create('unknown remark type, missing type, wrong types, unknown field, malformed date: 400, nothing stored', async () => {
  const { remy } = await ready()
  const before = await countOwn(remy.crmId)
  const cases: ReadonlyArray<readonly [unknown, string]> = [
    [{ date: '2026-03-25', remarkType: 'XYZ', comment: 'x' }, 'ERR_UNKNOWN_REMARK_TYPE'],
    [{ date: '2026-03-25', remarkType: '  ', comment: 'x' }, 'ERR_INVALID_REMARK'],
    [{ date: '2026-03-25', remarkType: 7, comment: 'x' }, 'ERR_INVALID_BODY'],
    [{ date: '25/03/2026', remarkType: 'GEN', comment: 'x' }, 'ERR_INVALID_BODY'],
    [{ date: '2026-03-25', remarkType: 'GEN' }, 'ERR_INVALID_BODY'],
    [{ date: '2026-03-25', remarkType: 'GEN', comment: 'x', remarkSender: 'SCHED' }, 'ERR_UNKNOWN_FIELD'],
  ]
  for (const [body, errId] of cases) {
    const r = await refusal(await create(remy, body))
    assert.is(r.status, 400, errId)
    assert.is(r.errId, errId)
  }
  assert.is(await countOwn(remy.crmId), before)
})

Create('a second remark on the same date replaces the first (the date is what DELETE names)', async () => {
  const { remy } = await ready()
  await okEmptyResult(await create(remy, { date: '2026-03-26', remarkType: 'GEN', comment: 'first' }))
  await okEmptyResult(await create(remy, { date: '2026-03-26', remarkType: 'MED', comment: 'second' }))
  assert.equal((await ownOn(remy, '2026-03-26')).map((r) => [r.remarkType, r.comment]), [['MED', 'second']])
})

Create('"Creating a remark needs the edit-level daily-remarks permission": READ is 403; no roster period is 409', async () => {
  const { reader, noPeriod } = await ready()
  const r = await refusal(await create(reader, { date: '2026-03-20', remarkType: 'GEN', comment: 'x' }))
  assert.is(r.status, 403)
  assert.is(r.errId, 'ERR_DAILY_REMARK_NOT_PERMITTED')
  assert.is(await countOwn(reader.crmId), 0)
  assert.is((await refusal(await create(noPeriod, { date: '2026-03-20', remarkType: 'GEN', comment: 'x' }))).status, 409)
})

const Delete = suite('DELETE roster/{crmId}/details/daily_remark?date=')

Delete('deletes the own remark of the date and moves last_daily_remark; again is 404; the scheduler\'s stays', async () => {
  const { remy, server } = await ready()
  const c = await signedIn(remy)
  await okEmptyResult(await create(remy, { date: '2026-03-16', remarkType: 'GEN', comment: 'to delete' }))
  server.clock.set(T0.add({ minutes: 3 }))
  try {
    await okEmptyResult(await c.del(`${BASE(remy.crmId)}?date=2026-03-16`))
    assert.ok((await updatesOf(server.server.deps.db, remy.crmId)).lastDailyRemark?.equals(T0.add({ minutes: 3 })))
  } finally {
    server.clock.set(T0)
  }
  assert.equal(await ownOn(remy, '2026-03-16'), [])
  assert.ok((await list(remy)).some((r) => r.logicalIdRelatedEvent === 'DREM#300301#1'))
  const again = await refusal(await c.del(`${BASE(remy.crmId)}?date=2026-03-16`))
  assert.is(again.status, 404)
  assert.is(again.errId, 'ERR_REMARK_NOT_FOUND')
})

Delete('bad input: no date, a malformed date, an extra parameter: 400', async () => {
  const { remy } = await ready()
  const c = await signedIn(remy)
  for (const q of ['', '?date=16.03.2026', '?date=2026-03-20&all=true']) assert.is((await refusal(await c.del(`${BASE(remy.crmId)}${q}`))).errId, 'ERR_INVALID_QUERY', q)
  assert.is((await ownOn(remy, '2026-03-20')).length, 1)
})

const Read = suite('PUT roster/{crmId}/details/daily_remark/read/{logicalId} (mark read by logical id)')

Read('"Opening marks it read": the scheduler\'s remark is read afterwards; marking again is fine', async () => {
  const { remy } = await ready()
  const c = await signedIn(remy)
  const path = `${BASE(remy.crmId)}/read/${encodeURIComponent('DREM#300301#1')}`
  await okEmptyResult(await c.put(path))
  assert.is((await list(remy)).find((r) => r.logicalIdRelatedEvent === 'DREM#300301#1')?.read, true)
  await okEmptyResult(await c.put(path))
})

Read('an unknown logical id is 404; one over 256 characters is 400', async () => {
  const { remy } = await ready()
  const c = await signedIn(remy)
  assert.is((await refusal(await c.put(`${BASE(remy.crmId)}/read/DREM-NOPE`))).status, 404)
  assert.is((await refusal(await c.put(`${BASE(remy.crmId)}/read/${'x'.repeat(257)}`))).status, 400)
})

const Guard = suite('daily-remark calls: 401 without a session, 403 on another crmId')

Guard('"Unauthenticated calls are 401" on every remark call', async () => {
  const { server } = await ready()
  const c = client(server.url, undefined)
  const b = BASE(ANNA.crmId)
  for (const res of [c.get(`${b}${MARCH}`), c.post(b, { date: '2026-03-20', remarkType: 'GEN', comment: 'x' }), c.del(`${b}?date=2026-03-20`), c.get(`${b}/types`), c.put(`${b}/read/X`)]) {
    assert.is((await refusal(await res)).status, 401)
  }
})

Guard('"anything else is 403 and touches nothing": anna cannot list, write, delete or mark bruno\'s remarks', async () => {
  const { server } = await ready()
  const db = server.server.deps.db
  const snapshot = async () => JSON.stringify(await db.query('SELECT id, remark_date::text, comment, read_at FROM daily_remarks WHERE crm_id = $1 ORDER BY id', [BRUNO.crmId]))
  const before = await snapshot()
  const c = client(server.url, await sessionOf(server.url, ANNA))
  const b = BASE(BRUNO.crmId)
  const own = (await db.query<{ d: string }>("SELECT remark_date::text AS d FROM daily_remarks WHERE crm_id = $1 AND remark_sender = 'CREW' LIMIT 1", [BRUNO.crmId]))[0]?.d ?? '2026-03-16'
  const related = (await db.query<{ l: string }>('SELECT logical_id_related_event AS l FROM daily_remarks WHERE crm_id = $1 AND logical_id_related_event IS NOT NULL LIMIT 1', [BRUNO.crmId]))[0]?.l ?? 'X'
  for (const res of [c.get(`${b}${MARCH}`), c.post(b, { date: '2026-03-20', remarkType: 'GEN', comment: 'x' }), c.del(`${b}?date=${own}`), c.get(`${b}/types`), c.put(`${b}/read/${encodeURIComponent(related)}`)]) {
    const r = await refusal(await res)
    assert.is(r.status, 403)
    assert.is(r.errId, 'ERR_FORBIDDEN_CRM_ID')
  }
  assert.is(await snapshot(), before)
})

const Seed = suite('remarks seed')

Seed('"daily remarks both ways": anna and bruno each have unread scheduler remarks and their own, no own remark today', async () => {
  for (const member of [ANNA, BRUNO]) {
    const { server } = await ready()
    const c = client(server.url, await sessionOf(server.url, member))
    const remarks = (await okResult(await c.get(`${BASE(member.crmId)}${MARCH}`), DailyRemarksResult)).dailyRemarks
    const lists = remarkLists(remarks, 'Q')
    assert.ok(lists.fromScheduler.filter((r) => r.read === false).length >= 2, member.username)
    assert.ok(lists.fromScheduler.every((r) => r.logicalIdRelatedEvent !== undefined))
    assert.ok(lists.fromScheduler.some((r) => r.logicalIdRelatedEvent === `${member.crmId}:DREM-20260320`), 'linked to the roster\'s DREM marker')
    assert.ok(lists.fromMe.length >= 2)
    assert.not.ok(lists.fromMe.some((r) => r.date.toString() === '2026-03-15'))
    assert.ok(remarks.every((r) => E.isRight(DailyRemarksResult.decode(DailyRemarksResult.encode({ dailyRemarks: [r] })))))
  }
  const { server } = await ready()
  assert.ok((await updatesOf(server.server.deps.db, ANNA.crmId)).lastDailyRemark !== null)
})

const Contract = suite('remarks contract: every answer decodes with the core envelope codecs')

Contract('list, types, create, mark read, delete and a refusal are core envelopes', async () => {
  const { remy } = await ready()
  const c = await signedIn(remy)
  const b = BASE(remy.crmId)
  assert.ok(E.isRight(DailyRemarksEnvelope.decode(await (await c.get(`${b}${MARCH}`)).json())))
  assert.ok(E.isRight(RemarkTypesEnvelope.decode(await (await c.get(`${b}/types`)).json())))
  // One after the other: the delete must find the remark the create made (started together, on PostgreSQL the
  // delete could run first and find nothing).
  const calls = [
    () => c.post(b, { date: '2026-03-29', remarkType: 'GEN', comment: 'contract' }),
    () => c.put(`${b}/read/${encodeURIComponent('DREM#300301#1')}`),
    () => c.del(`${b}?date=2026-03-29`),
  ]
  for (const call of calls) {
    const body = EmptyEnvelope.decode(await (await call()).json())
    assert.ok(E.isRight(body) && body.right.success, JSON.stringify(body))
  }
  const refused = EmptyEnvelope.decode(await (await c.post(b, { date: '2026-03-29', remarkType: 'NOPE', comment: 'x' })).json())
  assert.ok(E.isRight(refused) && refused.right.success === false && refused.right.error?.[0]?.errId === 'ERR_UNKNOWN_REMARK_TYPE')
})

Guard.after(shared.close)
Types.run()
List.run()
Create.run()
Delete.run()
Read.run()
Seed.run()
Contract.run()
Guard.run()
