import { rmSync } from 'node:fs'
import { suite } from 'uvu'
import * as assert from 'uvu/assert'
import { CalendarSubscriptionStatus, CreatedCalendarSubscription } from '../../core/roster/calendar-feed/calendar-entry.codec'
import { FEED_REQUESTS_PER_MINUTE } from '../../server/calendar/calendar.routes'
import { openPostgresDb } from '../../server/db/postgres.db'
import { DUTY_DATA_CALLS_PER_SESSION } from '../../server/roster/roster.routes'
import { ANNA, BRUNO, eventually, getWith, login, sessionOf, tempDir } from './helpers'
import { freePort, nginxBinary, startNginx, testedNginxConfig } from './nginx.support'
import { type ServerProcess, startServerProcess, stopProcess } from './process.support'
import { resultOf, sendJson } from './roster.fixtures'

const databaseUrl = process.env['DATABASE_URL']
const nginx = nginxBinary()
const Proxy = suite('three processes behind nginx (the configuration of docs/operations.md)')

const statusOf = (res: Promise<Response>): Promise<number | string> =>
  res.then(
    (r) => r.status,
    (error: unknown) => String(error),
  )

if (databaseUrl === undefined || databaseUrl === '' || nginx === undefined) {
  Proxy.skip(`three processes behind nginx (needs ${nginx === undefined ? 'nginx (apt-get install nginx-light)' : ''}${nginx === undefined && !databaseUrl ? ' and ' : ''}${databaseUrl ? '' : 'DATABASE_URL'})`, () => undefined)
} else {
  Proxy('sign-in, cross-upstream reads, logout everywhere, client address through the proxy, shared limits, and a rolling restart without a failed request', async () => {
    const dir = tempDir('cdp-nginx-')
    const schema = `nginx_${Date.now().toString(36)}`
    const ports = [await freePort(), await freePort(), await freePort()]
    const env = (port: number) => ({ DATABASE_URL: databaseUrl, DATABASE_SCHEMA: schema, TRUST_PROXY: '1', PORT: String(port) })
    const running: ServerProcess[] = []
    let proxy: Awaited<ReturnType<typeof startNginx>> | undefined
    const admin = await openPostgresDb(databaseUrl, { schema })
    try {
      running.push(await startServerProcess(env(ports[0] ?? 0)))
      running.push(...(await Promise.all([startServerProcess(env(ports[1] ?? 0)), startServerProcess(env(ports[2] ?? 0))])))
      const upstream = running.map((p) => p.url)
      const proxyPort = await freePort()
      proxy = await startNginx(nginx, dir, testedNginxConfig(ports, proxyPort), proxyPort)
      const url = proxy.url

      // Sign-in through the proxy; the session is valid on every upstream (no stickiness).
      const cookie = await sessionOf(url, ANNA)
      for (const u of upstream) assert.is((await getWith(u, '/rest/pems/security/authorization', cookie)).status, 200, `session valid on ${u}`)

      // A write on one upstream, read on another.
      const status = `/rest/pems/calendar/${ANNA.crmId}/subscription`
      const before = await resultOf(await getWith(upstream[1] ?? '', status, cookie), CalendarSubscriptionStatus)
      assert.is(before.active, false)
      await resultOf(await sendJson(upstream[0] ?? '', 'POST', status, cookie, { language: 'en' }), CreatedCalendarSubscription)
      assert.is((await resultOf(await getWith(upstream[1] ?? '', status, cookie), CalendarSubscriptionStatus)).active, true, 'written on 1, read on 2')

      // The feed limit holds through the proxy (round robin spreads the fetches over the three processes). A feed URL
      // first fetched once from each process (first renders are slow), then a fresh one counted; a run that straddles
      // a minute of real time is repeated.
      const warm = await resultOf(await sendJson(url, 'POST', status, cookie, { language: 'en' }), CreatedCalendarSubscription)
      for (const u of upstream) assert.is((await fetch(`${u}${warm.feedPath}`)).status, 200)
      let feed: Array<number | string> = []
      for (let attempt = 0; attempt < 3; attempt++) {
        const { feedPath } = await resultOf(await sendJson(url, 'POST', status, cookie, { language: 'en' }), CreatedCalendarSubscription)
        const minute = Math.floor(Date.now() / 60_000)
        feed = []
        for (let burst = 0; burst < 7; burst++) feed.push(...(await Promise.all(Array.from({ length: 9 }, () => statusOf(fetch(`${url}${feedPath}`))))))
        if (Math.floor(Date.now() / 60_000) === minute) break
      }
      assert.is(feed.filter((s) => s === 200).length, FEED_REQUESTS_PER_MINUTE, `feed statuses: ${feed.join(' ')}`)
      assert.is(feed.filter((s) => s === 429).length, 63 - FEED_REQUESTS_PER_MINUTE)

      // The session cap holds through the proxy: two duty-data calls held in their database read (the test locks the
      // roster table), a third, sent to whichever process round robin picks, is refused at once.
      const events = `/rest/pems/roster/${ANNA.crmId}/events`
      const held = await admin.transaction(async (tx) => {
        await tx.exec('LOCK TABLE roster_events IN ACCESS EXCLUSIVE MODE')
        const calls = Array.from({ length: DUTY_DATA_CALLS_PER_SESSION }, () => statusOf(getWith(url, events, cookie)))
        await eventually(
          'two calls wait for the lock',
          async () => {
            const [row] = await admin.query<{ n: number }>(
              `SELECT count(*)::int AS n FROM pg_stat_activity WHERE wait_event_type = 'Lock' AND query LIKE '%roster_events%' AND datname = current_database()`,
            )
            return (row?.n ?? 0) >= 1
          },
          300,
        )
        // (Two calls on two processes wait on the lock; two on one process share one read, so at least one waits.)
        const third = await statusOf(fetch(`${url}${events}`, { headers: { Cookie: cookie }, signal: AbortSignal.timeout(15_000) }))
        assert.is(third, 429, 'the third concurrent call of one session is refused, whichever process it reaches')
        return calls
      })
      assert.equal(await Promise.all(held), [200, 200])

      // The login limiter sees the client's address (nginx's $remote_addr), not a forged X-Forwarded-For.
      for (let i = 0; i < 5; i++) assert.is((await login(url, 'someone', 'wrong', { 'X-Forwarded-For': `198.51.100.${i}` })).status, 401)
      assert.is((await login(url, 'someone', 'wrong', { 'X-Forwarded-For': '198.51.100.99' })).status, 429, 'forged addresses do not escape the lockout')
      // With TRUST_PROXY=1 a process believes its proxy: another client address (as the proxy would send it) is not locked.
      assert.is((await login(upstream[2] ?? '', 'someone', 'wrong', { 'X-Forwarded-For': '203.0.113.5' })).status, 401, 'the lockout is per client address')

      // Rolling restart: pollers through the proxy while one process gets SIGTERM and comes back on its port.
      const bruno = await sessionOf(url, BRUNO)
      let polling = true
      const results: Array<number | string> = []
      const poller = async (): Promise<void> => {
        while (polling) results.push(await statusOf(getWith(url, `/rest/pems/roster/${BRUNO.crmId}/updates`, bruno)))
      }
      const pollers = [poller(), poller(), poller(), poller()]
      await eventually('the pollers are under way', async () => results.length >= 20)
      const stopped = running[0]
      if (stopped === undefined) throw new Error('no process')
      assert.is(await stopProcess(stopped, 'SIGTERM'), 0)
      const during = results.length
      running[0] = await startServerProcess(env(ports[0] ?? 0))
      await eventually('the restarted process serves through the proxy', async () => results.length >= during + 40)
      polling = false
      await Promise.all(pollers)
      const failed = results.filter((s) => s !== 200)
      assert.equal(failed, [], `${failed.length} of ${results.length} polls failed during the rolling restart`)

      // Logout through the proxy ends the session on every upstream at once.
      assert.is((await getWith(url, '/rest/pems/security/logout', cookie)).status, 200)
      for (const u of upstream) assert.is((await getWith(u, '/rest/pems/security/authorization', cookie)).status, 401, `logged out on ${u}`)
      assert.not.match(proxy.errorLog(), /\[(emerg|alert|crit)\]/)
    } finally {
      await proxy?.stop()
      await admin.close()
      await Promise.all(running.map((p) => stopProcess(p, 'SIGTERM')))
      const drop = await openPostgresDb(databaseUrl)
      await drop.exec(`DROP SCHEMA IF EXISTS ${schema} CASCADE`)
      await drop.close()
      rmSync(dir, { recursive: true, force: true })
    }
  })
}

Proxy.run()
