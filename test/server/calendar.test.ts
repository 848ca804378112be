import { suite } from 'uvu'
import * as assert from 'uvu/assert'
import ICAL from 'ical.js'
import { CalendarSubscriptionStatus, CreatedCalendarSubscription } from '../../core/roster/calendar-feed/calendar-entry.codec'
import { calendarUidKey, feedUid } from '../../server/calendar/calendar-subscription.repo'
import { ANNA, BRUNO, errIdOf, getWith, jsonOf, sessionOf, sharedServer, startServer, T0, XHR } from './helpers'
import { eventRow, resultOf, sendJson } from './roster.fixtures'

const shared = sharedServer()
const base = `/rest/pems/calendar/${ANNA.crmId}/subscription`
const annaCookie = async () => sessionOf((await shared.get()).url, ANNA)
/** The UID anna's feed gives a duty: an HMAC under the deployment's key, never the crmId. */
const uidOf = async (logicalId: string): Promise<string> => feedUid(await calendarUidKey((await shared.get()).server.deps.db), ANNA.crmId, logicalId)

const create = async (language: 'en' | 'fr' = 'en'): Promise<string> => {
  const { url } = await shared.get()
  const created = await resultOf(await sendJson(url, 'POST', base, await annaCookie(), { language }), CreatedCalendarSubscription)
  return created.feedPath
}

const revoke = async (): Promise<Response> => {
  const { url } = await shared.get()
  return fetch(`${url}${base}`, { method: 'DELETE', headers: { ...XHR, Cookie: await annaCookie() } })
}

interface ParsedEvent {
  readonly uid: string
  readonly sequence: number
  readonly start: string
  readonly end: string | undefined
  readonly summary: string
  readonly status: string
  readonly description: string
}

/** The feed parsed by a real RFC 5545 parser (ical.js). */
const parse = (text: string): ReadonlyArray<ParsedEvent> =>
  new ICAL.Component(ICAL.parse(text)).getAllSubcomponents('vevent').map((c) => {
    const e = new ICAL.Event(c)
    return {
      uid: e.uid,
      sequence: e.sequence,
      start: e.startDate.toJSDate().toISOString(),
      end: c.hasProperty('dtend') ? e.endDate.toJSDate().toISOString() : undefined,
      summary: e.summary,
      status: String(c.getFirstPropertyValue('status')),
      description: e.description,
    }
  })

const feed = async (path: string, headers: Record<string, string> = {}): Promise<Response> => getWith((await shared.get()).url, path, undefined, headers)
const feedEvents = async (path: string) => {
  const res = await feed(path)
  assert.is(res.status, 200)
  assert.is(res.headers.get('content-type'), 'text/calendar; charset=utf-8')
  return parse(await res.text())
}

const Feed = suite('calendar subscription feed')

// Every test has a server of its own (a fresh copy of the seeded database, the clock at T0): the duties one test
// moves or removes and the time it advances are not what the next one starts from.
Feed.after.each(async () => shared.close())
Feed.after(async () => shared.close())

Feed('create answers the feed path once; the status says active without the URL; the feed holds anna\'s duties with UTC times', async () => {
  const { url, server } = await shared.get()
  const path = await create()
  assert.match(path, /^\/calendar\/[A-Za-z0-9_-]{43}\.ics$/)
  const status = await resultOf(await getWith(url, base, await annaCookie()), CalendarSubscriptionStatus)
  assert.is(status.active, true)
  assert.not.match(JSON.stringify(status), path.slice(10, 53))
  const events = await feedEvents(path)
  const leg = await eventRow(server.deps.db, ANNA.crmId, 'LEG', T0)
  const legUid = await uidOf(leg.logicalId)
  const entry = events.find((e) => e.uid === legUid)
  assert.ok(entry, 'the upcoming leg is in the feed')
  assert.is(entry.start, new Date(leg.from.epochMilliseconds).toISOString())
  assert.is(entry.sequence, 0)
  assert.match(entry.description, '(local)')
  assert.ok(events.length > 20)
  // No personal data of other crew: bruno's name never appears in anna's feed.
  const text = await (await feed(path)).text()
  assert.not.match(text.toLowerCase(), 'bruno')
  for (const e of events) assert.not.match(e.uid, ANNA.crmId, `a UID names the crew member: ${e.uid}`)
})

/** Moves a top-level event by `hours` on the server, as an airline import would (columns and stored body). */
const moveEvent = async (eventId: string, hours: number) => {
  const { server } = await shared.get()
  await server.deps.db.query(
    `UPDATE roster_events SET from_utc = from_utc + make_interval(hours => $3), to_utc = to_utc + make_interval(hours => $3),
       body = jsonb_set(jsonb_set(body, '{fromDateTimeUTC}', to_jsonb(to_char((from_utc + make_interval(hours => $3)) AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"+00:00"'))),
                        '{toDateTimeUTC}', to_jsonb(to_char((to_utc + make_interval(hours => $3)) AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"+00:00"')))
     WHERE crm_id = $1 AND event_id = $2`,
    [ANNA.crmId, eventId, hours],
  )
}

Feed('a duty moved on the server appears moved, with the same UID and a higher SEQUENCE', async () => {
  const { server, clock } = await shared.get()
  const path = await create()
  const standby = await eventRow(server.deps.db, ANNA.crmId, 'SBY', T0)
  const uid = await uidOf(standby.logicalId)
  const before = (await feedEvents(path)).find((e) => e.uid === uid)
  assert.ok(before)
  clock.advance({ minutes: 5 })
  await moveEvent(standby.eventId, 2)
  const after = (await feedEvents(path)).find((e) => e.uid === uid)
  assert.ok(after)
  assert.is(after.start, new Date(Date.parse(before.start) + 2 * 3_600_000).toISOString())
  assert.ok(after.sequence > before.sequence)
  assert.is(after.status, 'CONFIRMED')
  // Polling again without a change keeps the sequence.
  assert.is((await feedEvents(path)).find((e) => e.uid === uid)?.sequence, after.sequence)
})

Feed('a duty removed on the server appears cancelled with a higher SEQUENCE, and is gone after 30 days', async () => {
  const { server, clock } = await shared.get()
  const path = await create()
  const off = await eventRow(server.deps.db, ANNA.crmId, 'OFF', T0)
  const uid = await uidOf(off.logicalId)
  const before = (await feedEvents(path)).find((e) => e.uid === uid)
  assert.is(before?.status, 'CONFIRMED')
  await server.deps.db.query('DELETE FROM roster_events WHERE crm_id = $1 AND event_id = $2', [ANNA.crmId, off.eventId])
  const cancelled = (await feedEvents(path)).find((e) => e.uid === uid)
  assert.is(cancelled?.status, 'CANCELLED')
  assert.ok((cancelled?.sequence ?? -1) > (before?.sequence ?? 0))
  clock.advance({ hours: 24 * 31 })
  assert.is((await feedEvents(path)).find((e) => e.uid === uid), undefined)
  clock.set(T0.add({ hours: 1 }))
})

Feed('ETag and Last-Modified: the same feed again is 304 without a body; a change answers 200 with a new ETag', async () => {
  const { server, clock } = await shared.get()
  const path = await create()
  const first = await feed(path)
  const etag = first.headers.get('etag')
  const lastModified = first.headers.get('last-modified')
  assert.ok(etag)
  assert.ok(lastModified)
  await first.text()
  const again = await feed(path, { 'If-None-Match': etag })
  assert.is(again.status, 304)
  assert.is(await again.text(), '')
  assert.is(again.headers.get('etag'), etag)
  assert.is((await feed(path, { 'If-Modified-Since': lastModified })).status, 304)
  clock.advance({ minutes: 1 })
  const standby = await eventRow(server.deps.db, ANNA.crmId, 'SBY', T0)
  await moveEvent(standby.eventId, 1)
  const changed = await feed(path, { 'If-None-Match': etag })
  assert.is(changed.status, 200)
  assert.is.not(changed.headers.get('etag'), etag)
})

Feed('rotate: the old URL answers 404 and the new one works; revoke: 404 exactly like a token that never existed', async () => {
  const old = await create()
  const rotated = await create('fr')
  assert.is.not(rotated, old)
  const unknown = await feed(`/calendar/${'A'.repeat(43)}.ics`)
  const unknownBody = await unknown.text()
  assert.is(unknown.status, 404)
  const gone = await feed(old)
  assert.is(gone.status, 404)
  assert.is(await gone.text(), unknownBody)
  assert.is(gone.headers.get('content-type'), unknown.headers.get('content-type'))
  assert.not.match(unknownBody, /revoked|rotated|expired|100001|anna/i)
  const events = await feedEvents(rotated)
  assert.ok(events.some((e) => e.summary.startsWith('Repos') || e.summary.startsWith('Réserve') || e.summary.startsWith('Vol')), 'French titles')
  assert.is((await revoke()).status, 200)
  const revoked = await feed(rotated)
  assert.is(revoked.status, 404)
  assert.is(await revoked.text(), unknownBody)
  const { url } = await shared.get()
  assert.is((await resultOf(await getWith(url, base, await annaCookie()), CalendarSubscriptionStatus)).active, false)
  assert.is((await feed('/calendar/not-a-token.ics')).status, 404)
})

Feed('the subscription calls need a session and the crew member\'s own crmId', async () => {
  const { url } = await shared.get()
  assert.is((await getWith(url, base)).status, 401)
  assert.is((await sendJson(url, 'POST', base, undefined, { language: 'en' })).status, 401)
  const res = await sendJson(url, 'POST', `/rest/pems/calendar/${BRUNO.crmId}/subscription`, await annaCookie(), { language: 'en' })
  assert.is(res.status, 403)
  assert.is(errIdOf(await jsonOf(res)), 'ERR_FORBIDDEN_CRM_ID')
  assert.is((await sendJson(url, 'POST', base, await annaCookie(), { language: 'de' })).status, 400)
})

Feed('with CALENDAR_PRIVATE_ABSENCES the feed shows sickness and suspension as "Absence" (parsed by ical.js); without it, as they are', async () => {
  const path = await create()
  const shown = (await feedEvents(path)).map((e) => e.summary)
  assert.ok(shown.includes('Sick leave') && shown.includes('Suspension'), 'by default the kinds are named')
  const hiding = await startServer({ calendarPrivateAbsences: true })
  try {
    const cookie = await sessionOf(hiding.url, ANNA)
    const created = await resultOf(await sendJson(hiding.url, 'POST', base, cookie, { language: 'en' }), CreatedCalendarSubscription)
    const res = await getWith(hiding.url, created.feedPath)
    assert.is(res.status, 200)
    const text = await res.text()
    const events = parse(text)
    assert.ok(events.some((e) => e.summary === 'Absence'))
    assert.not.ok(events.some((e) => e.summary === 'Sick leave' || e.summary === 'Suspension'))
    assert.not.match(text, /Sick leave|Suspension/)
  } finally {
    await hiding.close()
  }
})

Feed.run()
