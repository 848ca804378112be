import { suite } from 'uvu'
import * as assert from 'uvu/assert'
import { LogMessage } from '../../core/settings/log.codec'
import { LOG_FLUSH_MAX_MESSAGES } from '../../core/shared/constants'
import { DateTimeWithOffset } from '../../core/shared/time.codec'
import { DEFAULT_CLIENT_LOG_LIMITS } from '../../server/client-log/client-log.limits'
import { manualClock } from '../../server/clock'
import { ANNA, BRUNO, errIdOf, sessionOf, sharedServer, T0 } from './helpers'
import { send } from './my-data.fixtures'

const shared = sharedServer()
const PATH = '/rest/pems/idp/log'

const aMessage = (id: number, overrides: Partial<LogMessage> = {}): LogMessage => ({
  id,
  message: `message ${id}`,
  level: 'INFO',
  timestamp: T0.toZonedDateTimeISO('Europe/Paris'),
  ...overrides,
})

/** A wire batch (core LogBatch shape, messages encoded with the core codec), as the client's log flush sends it. */
const aBatch = (crmId: string, messages: ReadonlyArray<LogMessage>): { crmId: string; device: string; version: string; messages: Array<Record<string, unknown>> } => ({
  crmId,
  device: 'Chromium on Linux',
  version: 'v2020.2.83',
  messages: messages.map((m) => ({ ...LogMessage.encode(m) })),
})

const stored = async (db: { query: (sql: string, p?: ReadonlyArray<unknown>) => Promise<ReadonlyArray<Record<string, unknown>>> }, crmId: string): Promise<number> =>
  Number((await db.query('SELECT count(*)::int AS n FROM client_logs WHERE crm_id = $1', [crmId]))[0]?.['n'] ?? 0)

const Log = suite('POST idp/log (client log flush)')

Log('"body crmId, device, version, messages": every message stored with its level and client timestamp', async () => {
  const { url, server } = await shared.get()
  const cookie = await sessionOf(url, ANNA)
  const before = await stored(server.deps.db, ANNA.crmId)
  const res = await send(url, 'POST', PATH, cookie, aBatch(ANNA.crmId, [aMessage(1), aMessage(2, { level: 'ERROR', message: 'failed to load hotel' })]))
  assert.is(res.status, 200)
  assert.is(res.body.success, true)
  assert.is(await stored(server.deps.db, ANNA.crmId), before + 2)
  const rows = await server.deps.db.query<{ level: string; client_timestamp: string; device: string }>(
    "SELECT level, client_timestamp, device FROM client_logs WHERE crm_id = $1 AND message = 'failed to load hotel'",
    [ANNA.crmId],
  )
  assert.equal(rows[0], { level: 'ERROR', client_timestamp: DateTimeWithOffset.encode(T0.toZonedDateTimeISO('Europe/Paris')), device: 'Chromium on Linux' })
})

Log(`"Log flush ... at ${LOG_FLUSH_MAX_MESSAGES} buffered messages": a full batch is accepted, one more is 400 and nothing is stored`, async () => {
  const { url, server } = await shared.get()
  const cookie = await sessionOf(url, ANNA)
  const full = Array.from({ length: LOG_FLUSH_MAX_MESSAGES }, (_, i) => aMessage(i))
  const before = await stored(server.deps.db, ANNA.crmId)
  assert.is((await send(url, 'POST', PATH, cookie, aBatch(ANNA.crmId, full))).status, 200)
  assert.is(await stored(server.deps.db, ANNA.crmId), before + LOG_FLUSH_MAX_MESSAGES)
  const over = await send(url, 'POST', PATH, cookie, aBatch(ANNA.crmId, [...full, aMessage(999)]))
  assert.is(over.status, 400)
  assert.is(errIdOf(over.body), 'ERR_INVALID_BODY')
  assert.is(await stored(server.deps.db, ANNA.crmId), before + LOG_FLUSH_MAX_MESSAGES)
})

Log('a body over 64 KiB is 413 and nothing is stored', async () => {
  const { url, server } = await shared.get()
  const before = await stored(server.deps.db, ANNA.crmId)
  const res = await send(url, 'POST', PATH, await sessionOf(url, ANNA), aBatch(ANNA.crmId, [aMessage(1, { message: 'x'.repeat(70 * 1024) })]))
  assert.is(res.status, 413)
  assert.is(await stored(server.deps.db, ANNA.crmId), before)
})

Log("401 without a session; a batch naming another crew member's crmId is 403 and stores nothing", async () => {
  const { url, server } = await shared.get()
  assert.is((await send(url, 'POST', PATH, undefined, aBatch(ANNA.crmId, [aMessage(1)]))).status, 401)
  const before = await stored(server.deps.db, BRUNO.crmId)
  const res = await send(url, 'POST', PATH, await sessionOf(url, ANNA), aBatch(BRUNO.crmId, [aMessage(1)]))
  assert.is(res.status, 403)
  assert.is(errIdOf(res.body), 'ERR_FORBIDDEN_CRM_ID')
  assert.is(await stored(server.deps.db, BRUNO.crmId), before)
})

Log('bad input: an unknown level, a timestamp without offset, an unknown field, a malformed crmId are 400', async () => {
  const { url } = await shared.get()
  const cookie = await sessionOf(url, ANNA)
  const base = aBatch(ANNA.crmId, [aMessage(1)])
  const message = base.messages[0] ?? {}
  for (const [body, errId] of [
    [{ ...base, messages: [{ ...message, level: 'TRACE' }] }, 'ERR_INVALID_BODY'],
    [{ ...base, messages: [{ ...message, timestamp: '2026-03-15 08:00' }] }, 'ERR_INVALID_BODY'],
    [{ ...base, messages: [{ ...message, stack: 'at x' }] }, 'ERR_UNKNOWN_FIELD'],
    [{ ...base, crmId: '../100001' }, 'ERR_INVALID_BODY'],
  ] as const) {
    const res = await send(url, 'POST', PATH, cookie, body)
    assert.is(res.status, 400, JSON.stringify(body).slice(0, 120))
    assert.is(errIdOf(res.body), errId)
  }
})

Log.after(shared.close)

// Small bounds, so that a few batches reach them; the retention runs on the security clock, moved by hand.
const security = manualClock(T0)
const bounded = sharedServer({
  securityClock: security,
  clientLogLimits: { ...DEFAULT_CLIENT_LOG_LIMITS, bytesPerCrewHour: 100 * 1024, bytesPerAddressHour: 1024 * 1024, bytesPerCrew: 1024 * 1024, totalBytes: 400 * 1024, retentionDays: 30 },
})
/** A batch of 15 messages of 4,000 characters: about 61 KB, within the 64 KiB body limit. */
const bigBatch = (crmId: string) => aBatch(crmId, Array.from({ length: 15 }, (_, i) => aMessage(i, { message: 'y'.repeat(4000) })))

const Flood = suite('POST idp/log cannot fill the disk')

Flood('a message longer than 4,096 characters is stored cut to that length, and says so', async () => {
  const { url, server } = await bounded.get()
  const cookie = await sessionOf(url, BRUNO)
  assert.is((await send(url, 'POST', PATH, cookie, aBatch(BRUNO.crmId, [aMessage(1, { message: 'z'.repeat(10_000) })]))).status, 200)
  const rows = await server.deps.db.query<{ message: string }>("SELECT message FROM client_logs WHERE crm_id = $1 AND message LIKE 'zzz%'", [BRUNO.crmId])
  assert.is(rows[0]?.message.length, 4096)
  assert.ok(rows[0]?.message.endsWith(' [truncated]'))
})

Flood('a crew member sending batch after batch is refused with 429 and the reason once past their hourly share, and signing in again gives no new share', async () => {
  const { url, server } = await bounded.get()
  const cookie = await sessionOf(url, ANNA)
  const statuses: number[] = []
  let refusal: Awaited<ReturnType<typeof send>> | undefined
  for (let i = 0; i < 6; i++) {
    const res = await send(url, 'POST', PATH, cookie, bigBatch(ANNA.crmId))
    statuses.push(res.status)
    if (res.status !== 200) refusal ??= res
  }
  // About 61 KB a batch: the first fits in the 100 KiB of the hour, the second would not.
  assert.equal(statuses, [200, 429, 429, 429, 429, 429])
  assert.is(refusal?.status, 429)
  assert.is(errIdOf(refusal?.body ?? {}), 'ERR_RATE_LIMITED')
  assert.match(refusal?.body.error?.[0]?.errMessage ?? '', /this crew member has sent their 100 KiB of log for the hour/)
  const usedBytes = Number((await server.deps.db.query<{ n: string }>('SELECT COALESCE(sum(bytes), 0)::text AS n FROM client_logs WHERE crm_id = $1', [ANNA.crmId]))[0]?.n)
  assert.ok(usedBytes <= 100 * 1024, `${usedBytes} bytes stored`)
  assert.is((await send(url, 'POST', PATH, await sessionOf(url, ANNA), bigBatch(ANNA.crmId))).status, 429, 'a new session of the same crew member has no new share')
})

Flood('past the total quota every batch is refused with 507 and the reason', async () => {
  const { url } = await bounded.get()
  let last: Awaited<ReturnType<typeof send>> | undefined
  // An hour between batches: each fits the crew member's hourly share, and together they reach the 400 KiB total.
  for (let i = 0; i < 12 && last?.status !== 507; i++) {
    security.advance({ hours: 1 })
    last = await send(url, 'POST', PATH, await sessionOf(url, BRUNO), bigBatch(BRUNO.crmId))
  }
  assert.is(last?.status, 507)
  assert.is(errIdOf(last?.body ?? {}), 'ERR_QUOTA_EXCEEDED')
  assert.match(last?.body.error?.[0]?.errMessage ?? '', /client-log storage is full/)
})

Flood('logs older than the retention period are deleted, which frees the quota again', async () => {
  const { url, server } = await bounded.get()
  security.advance({ hours: 24 * 31 })
  assert.is((await send(url, 'POST', PATH, await sessionOf(url, BRUNO), aBatch(BRUNO.crmId, [aMessage(1, { message: 'after retention' })]))).status, 200)
  const rows = await server.deps.db.query<{ message: string }>('SELECT message FROM client_logs')
  assert.equal(rows.map((r) => r.message), ['after retention'])
})

Flood.after(bounded.close)

Log.run()
Flood.run()

// Small per-crew and per-address shares: one crew member cannot take the total, nor can one address.
const shares = sharedServer({
  clientLogLimits: { ...DEFAULT_CLIENT_LOG_LIMITS, bytesPerCrewHour: 10 * 1024 * 1024, bytesPerAddressHour: 10 * 1024 * 1024, bytesPerCrew: 150 * 1024, totalBytes: 100 * 1024 * 1024 },
})
const Shares = suite('POST idp/log: shares per crew member and per address')

Shares("one crew member's logs may take their share of the storage and no more (507 with the reason); another crew member still logs", async () => {
  const { url } = await shares.get()
  const statuses: number[] = []
  let refusal: Awaited<ReturnType<typeof send>> | undefined
  for (let i = 0; i < 4; i++) {
    const res = await send(url, 'POST', PATH, await sessionOf(url, ANNA), bigBatch(ANNA.crmId))
    statuses.push(res.status)
    if (res.status !== 200) refusal ??= res
  }
  assert.equal(statuses, [200, 200, 507, 507])
  assert.match(refusal?.body.error?.[0]?.errMessage ?? '', /this crew member's share of the client-log storage/)
  assert.is((await send(url, 'POST', PATH, await sessionOf(url, BRUNO), bigBatch(BRUNO.crmId))).status, 200)
})
Shares.after(shares.close)

const perAddress = sharedServer({
  clientLogLimits: { ...DEFAULT_CLIENT_LOG_LIMITS, bytesPerCrewHour: 10 * 1024 * 1024, bytesPerAddressHour: 100 * 1024, bytesPerCrew: 10 * 1024 * 1024, totalBytes: 100 * 1024 * 1024 },
})
const PerAddress = suite('POST idp/log: one address, several crew members')
PerAddress('the hourly share of an address holds whoever signs in from it', async () => {
  const { url } = await perAddress.get()
  assert.is((await send(url, 'POST', PATH, await sessionOf(url, ANNA), bigBatch(ANNA.crmId))).status, 200)
  const second = await send(url, 'POST', PATH, await sessionOf(url, BRUNO), bigBatch(BRUNO.crmId))
  assert.is(second.status, 429)
  assert.match(second.body.error?.[0]?.errMessage ?? '', /this address has sent its 100 KiB of log for the hour/)
})
PerAddress.after(perAddress.close)

Shares.run()
PerAddress.run()
