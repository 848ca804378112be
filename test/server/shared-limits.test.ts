import { Temporal } from 'temporal-polyfill'
import { suite } from 'uvu'
import * as assert from 'uvu/assert'
import { CreatedCalendarSubscription } from '../../core/roster/calendar-feed/calendar-entry.codec'
import { FEED_REQUESTS_PER_MINUTE, FEED_REQUESTS_PER_MINUTE_PER_ADDRESS } from '../../server/calendar/calendar.routes'
import { manualClock } from '../../server/clock'
import { ANNA, getWith, sessionOf, startServer, type TestServer } from './helpers'
import { resultOf, sendJson } from './roster.fixtures'

/** Real time, moved by hand: the security clock of limits (never the CREW_NOW product clock). */
const security = manualClock(Temporal.Instant.from('2030-01-01T10:00:00.500Z'))
let started: Promise<TestServer> | undefined
const server = (): Promise<TestServer> => (started ??= startServer({ securityClock: security, trustProxy: true }))

const newFeed = async (): Promise<string> => {
  const { url } = await server()
  const cookie = await sessionOf(url, ANNA)
  return (await resultOf(await sendJson(url, 'POST', `/rest/pems/calendar/${ANNA.crmId}/subscription`, cookie, { language: 'en' }), CreatedCalendarSubscription)).feedPath
}

const statuses = async (n: number, path: string, address: string): Promise<number[]> => {
  const { url } = await server()
  const out: number[] = []
  for (let i = 0; i < n; i++) out.push((await getWith(url, path, undefined, { 'X-Forwarded-For': address })).status)
  return out
}

const count = (list: ReadonlyArray<number>, status: number): number => list.filter((s) => s === status).length

const Feed = suite('calendar feed limits')

Feed.after(async () => {
  if (started !== undefined) await (await started).close()
})

Feed('one feed URL: 60 a minute on the security clock; moving the product clock (CREW_NOW) frees nothing', async () => {
  const path = await newFeed()
  const first = await statuses(FEED_REQUESTS_PER_MINUTE + 1, path, '198.51.100.1')
  assert.is(count(first, 200), FEED_REQUESTS_PER_MINUTE)
  assert.is(first.at(-1), 429)
  ;(await server()).clock.advance({ hours: 2 })
  assert.equal(await statuses(1, path, '198.51.100.2'), [429], 'the product clock moved, the token is still over its limit (from another address too)')
  security.advance({ minutes: 1 })
  assert.equal(await statuses(1, path, '198.51.100.1'), [200], 'a new minute of real time')
})

Feed('one address: its own, higher limit, so a calendar service polling many feeds from few addresses is not cut at 60', async () => {
  security.advance({ minutes: 1 })
  const unknown = '/calendar/not-a-token.ics'
  const list = await statuses(FEED_REQUESTS_PER_MINUTE_PER_ADDRESS + 1, unknown, '203.0.113.7')
  assert.is(count(list, 404), FEED_REQUESTS_PER_MINUTE_PER_ADDRESS)
  assert.is(list.at(-1), 429)
  assert.equal(await statuses(1, unknown, '203.0.113.8'), [404], 'another address is not limited')
})

Feed.run()
