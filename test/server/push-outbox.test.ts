// The push outbox (issue 28 item 3): a push is written with the write that causes it and delivered by any server
// process. In-process (embedded database, and PostgreSQL when DATABASE_URL is set), on a security clock moved by hand:
// retries on the backoff schedule, the give-up after 24 hours, 410 removing the subscription, a refusal given up at
// once. Several processes on PostgreSQL: a process killed with SIGKILL after the commit, while its push is on the wire
// and unanswered, loses nothing: another process delivers it to the push service on loopback.
import { Temporal } from 'temporal-polyfill'
import { suite } from 'uvu'
import * as assert from 'uvu/assert'
import { PushPayload } from '../../core/news/push-payload.codec'
import { manualClock } from '../../server/clock'
import { instantOf } from '../../server/db/db'
import { openPostgresDb } from '../../server/db/postgres.db'
import { memoryLogger } from '../../server/logger'
import { OPERATIONS } from '../../server/operations/operations.routes'
import { DEFAULT_PUSH_ENDPOINT_HOSTS } from '../../server/push/push-endpoints'
import { client } from './check-in-fixtures'
import { ANNA, eventually, jsonOf, sessionOf, startServer, type TestServer } from './helpers'
import { type ServerProcess, startServerProcess, stopProcess } from './process.support'
import { startPushService, type TestPushService } from './push-service'

const TOKEN = 'ops-token-for-the-outbox'
const DEVICES = '/api/communication/v2/device/IADP'
const opsHeaders = { Authorization: `Bearer ${TOKEN}` }
const newsBody = (id: string) => ({ id, kind: 'BROADCAST', sender: 'Crew control', subject: `Subject ${id}`, recipients: [ANNA.crmId] })

/** Real time moved by hand: the outbox's times are on the security clock. */
const security = manualClock(Temporal.Instant.from('2030-01-01T10:00:00Z'))
const logger = memoryLogger()
let server: TestServer
let pushService: TestPushService

interface OutboxState {
  readonly attempts: number
  readonly next: Temporal.Instant
  readonly error: string | null
}
const outboxOf = async (uuid: string): Promise<ReadonlyArray<OutboxState>> =>
  (
    await server.server.deps.db.query<{ attempts: number; next_attempt_at: unknown; last_error: string | null }>(
      'SELECT attempts, next_attempt_at, last_error FROM push_outbox WHERE device_uuid = $1',
      [uuid],
    )
  ).map((r) => ({ attempts: r.attempts, next: instantOf(r.next_attempt_at), error: r.last_error }))

const devicesOfAnna = async (): Promise<string[]> => {
  const anna = client(server.url, await sessionOf(server.url, ANNA))
  return ((await jsonOf(await anna.get(DEVICES))).result as Array<{ uuid: string }>).map((d) => d.uuid)
}
/** Registers a device of anna's whose subscription's endpoint behaves so (a fresh session: the security clock moves). */
const registerAnna = async (uuid: string, behaviour: Parameters<TestPushService['subscribe']>[1]): Promise<void> => {
  const anna = client(server.url, await sessionOf(server.url, ANNA))
  const res = await anna.post(DEVICES, { uuid, deviceName: uuid, deviceToken: pushService.subscribe(uuid, behaviour).token })
  assert.is(res.status, 200, await res.clone().text())
}
const publish = async (id: string): Promise<void> => {
  const res = await client(server.url, undefined).post(`${OPERATIONS}/news`, newsBody(id), opsHeaders)
  assert.is(res.status, 200, await res.clone().text())
}
const deliverDue = (): Promise<void> => server.server.deps.push.deliverDue()
const pushesTo = (name: string) => pushService.received.filter((p) => p.subscription === name)
const receivedBy = (service: TestPushService, name: string): number => service.received.filter((p) => p.subscription === name).length

const Retries = suite('push outbox: retries, backoff, give-up, gone subscriptions')
Retries.before(async () => {
  pushService = await startPushService()
  // The loopback push service is admitted as the operator's relay (PUSH_RELAY_ORIGINS), the one switch that lets push go inside.
  server = await startServer({
    operationsToken: TOKEN,
    securityClock: security,
    logger,
    push: { endpoints: { hosts: DEFAULT_PUSH_ENDPOINT_HOSTS, relayOrigins: [pushService.url] } },
  })
})
Retries.after(async () => {
  await server.close()
  await pushService.close()
})

Retries('a failing push service (500) is tried again 30 s, 1 min, 2 min later; the push arrives once it answers', async () => {
  await registerAnna('flaky', 'fail')
  await publish('N-retry-1')
  await deliverDue()
  assert.is(pushService.requests('flaky'), 1, 'the write itself woke the delivery')
  const [first] = await outboxOf('flaky')
  assert.is(first?.attempts, 1)
  assert.ok(first?.next.equals(security.now().add({ seconds: 30 })), `next attempt 30 s later, got ${first?.next.toString()}`)
  assert.match(first?.error ?? '', /answered 500/)
  for (const [wait, attempts] of [
    [29, 1],
    [1, 2],
    [59, 2],
    [1, 3],
    [119, 3],
  ] as const) {
    security.advance({ seconds: wait })
    await deliverDue()
    assert.is(pushService.requests('flaky'), attempts, `after ${wait} s more: ${attempts} attempts`)
  }
  assert.ok((await outboxOf('flaky'))[0]?.next.equals(security.now().add({ seconds: 1 })), 'the third failure waits 2 minutes')
  pushService.behave('flaky', 'accept')
  security.advance({ seconds: 1 })
  await deliverDue()
  assert.is(pushService.requests('flaky'), 4)
  const [pushed] = pushesTo('flaky')
  const payload = PushPayload.decode(pushed?.payload)
  assert.ok(payload._tag === 'Right' && payload.right.id === 'news:N-retry-1', 'the push arrived')
  assert.equal(await outboxOf('flaky'), [], 'delivered: out of the outbox')
  assert.ok(logger.lines.some((l) => l.startsWith('WARN push news:N-retry-1 to device flaky') && l.includes('attempt 3')), 'each failure is logged')
})

Retries('a push service that keeps failing: 30 attempts over 23 hours on the schedule, then given up; the device stays', async () => {
  await registerAnna('dead', 'fail')
  const written = security.now()
  await publish('N-giveup-1')
  await deliverDue()
  const times: number[] = [0]
  for (let guard = 0; guard < 100; guard++) {
    const [row] = await outboxOf('dead')
    if (row === undefined) break
    security.set(row.next)
    await deliverDue()
    times.push(security.now().since(written).total({ unit: 'seconds' }))
  }
  const attempts = pushService.requests('dead')
  assert.is(attempts, 30)
  assert.equal(times.slice(0, 10), [0, 30, 90, 210, 450, 930, 1890, 3810, 7410, 11010], 'doubling from 30 s, then hourly')
  assert.ok((times[29] ?? 0) < 24 * 3600 && (times[29] ?? 0) + 3600 >= 24 * 3600, 'the last attempt is the last one inside 24 hours')
  assert.ok(logger.lines.some((l) => l.startsWith('WARN push news:N-giveup-1 to device dead') && l.includes('given up after 30 attempts')))
  assert.ok((await devicesOfAnna()).includes('dead'), 'failing is not gone: the device stays')
})

Retries('a push left in the outbox past its give-up time (every process down for a day) is dropped unsent', async () => {
  await registerAnna('late', 'accept')
  const db = server.server.deps.db
  await db.query(
    `INSERT INTO push_outbox (crm_id, device_uuid, device_token, push_id, kind, path, detail, created_at, next_attempt_at)
     SELECT crm_id, uuid, device_token, 'news:N-late', 'news', '/news', 'late', $2, $2 FROM devices WHERE uuid = $1`,
    ['late', security.now().subtract({ hours: 24 }).toString()],
  )
  await deliverDue()
  assert.is(pushService.requests('late'), 0)
  assert.equal(await outboxOf('late'), [])
  assert.ok(logger.lines.some((l) => l.startsWith('WARN push news:N-late to device late') && l.includes('given up unsent')))
})

Retries('410: the subscription and its outbox row go; 400: given up at once, the device stays', async () => {
  await registerAnna('gone', 'gone')
  await registerAnna('refusing', 'refuse')
  await publish('N-gone-1')
  await deliverDue()
  assert.is(pushService.requests('gone'), 1)
  assert.is(pushService.requests('refusing'), 1)
  assert.equal(await outboxOf('gone'), [])
  assert.equal(await outboxOf('refusing'), [], 'a 400 is not tried again')
  const devices = await devicesOfAnna()
  assert.not.ok(devices.includes('gone'), 'the gone subscription is removed')
  assert.ok(devices.includes('refusing'))
  security.advance({ hours: 1 })
  await deliverDue()
  assert.is(pushService.requests('refusing'), 1, 'and never sent again')
})
Retries.run()

const databaseUrl = process.env['DATABASE_URL']
const Processes = suite('push outbox: several processes on one PostgreSQL')
if (databaseUrl === undefined || databaseUrl === '') {
  Processes.skip('a process killed between commit and delivery: another delivers (set DATABASE_URL to run)', () => undefined)
} else {
  Processes('a process killed with SIGKILL after the commit, its push on the wire and unanswered: another process delivers it', async () => {
    const schema = `outbox_${Date.now().toString(36)}`
    const service = await startPushService()
    // The loopback push service through PUSH_RELAY_ORIGINS; a long push timeout: A's request stays unanswered until A dies.
    const env = { DATABASE_URL: databaseUrl, DATABASE_SCHEMA: schema, OPS_TOKEN: TOKEN, PUSH_RELAY_ORIGINS: service.url, PUSH_TIMEOUT_MS: '300000' }
    const running: ServerProcess[] = []
    const admin = await openPostgresDb(databaseUrl, { schema })
    try {
      const a = await startServerProcess(env)
      running.push(a)
      const anna = client(a.url, await sessionOf(a.url, ANNA))
      // The push service holds the first request it gets for this subscription and answers the next ones.
      const subscription = service.subscribe('anna-kill', 'hold-first')
      assert.is((await anna.post(DEVICES, { uuid: 'kill', deviceName: 'kill', deviceToken: subscription.token })).status, 200)
      const res = await client(a.url, undefined).post(`${OPERATIONS}/news`, newsBody('N-kill-1'), opsHeaders)
      assert.is(res.status, 200, 'the write is committed and answered')
      await eventually('A sent the push and waits for the push service', async () => service.held() === 1, 1000)

      const b = await startServerProcess(env)
      running.push(b)
      // B is up and polling, and cannot take the row: A's open transaction holds it.
      const [rows] = await admin.query<{ n: number; free: number }>(
        `SELECT (SELECT count(*)::int FROM push_outbox) AS n,
                (SELECT count(*)::int FROM (SELECT id FROM push_outbox FOR UPDATE SKIP LOCKED) free) AS free`,
      )
      assert.equal(rows, { n: 1, free: 0 }, 'one push in the outbox, locked by A')
      assert.is(service.received.length, 0)

      await stopProcess(a, 'SIGKILL')
      await eventually('B delivered the push (its poll finds the row A held free)', async () => receivedBy(service, 'anna-kill') === 1, 1000)
      const payload = PushPayload.decode(service.received.find((p) => p.subscription === 'anna-kill')?.payload)
      assert.ok(payload._tag === 'Right' && payload.right.id === 'news:N-kill-1')
      assert.is(service.requests('anna-kill'), 2, "A's request (cut by the kill) and B's")
      await eventually('the outbox is empty', async () => (await admin.query('SELECT 1 FROM push_outbox')).length === 0, 500)
    } finally {
      await admin.close()
      await Promise.all(running.map((p) => stopProcess(p, 'SIGKILL')))
      await service.close()
      const drop = await openPostgresDb(databaseUrl)
      await drop.exec(`DROP SCHEMA IF EXISTS ${schema} CASCADE`)
      await drop.close()
    }
  })
}
Processes.run()
