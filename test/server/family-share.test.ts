import { suite } from 'uvu'
import * as assert from 'uvu/assert'
import ICAL from 'ical.js'
import { CreatedFamilyLink, FamilyLinks } from '../../core/roster/family-share/family-share.codec'
import { ChangeHistory } from '../../core/history/change-history.codec'
import { ANNA, BRUNO, errIdOf, getWith, jsonOf, sessionOf, startServer, XHR, type TestServer } from './helpers'
import { resultOf, sendJson } from './roster.fixtures'

const base = `/rest/pems/family/${ANNA.crmId}/links`

const Family = suite('family share: links, the shared page and its feed')

let server: TestServer
let cookie: string
Family.before(async () => {
  server = await startServer()
  cookie = await sessionOf(server.url, ANNA)
})
Family.after(async () => server.close())

const create = async (name: string, level: 'whereAndWhen' | 'busyOrFree' = 'whereAndWhen') =>
  resultOf(await sendJson(server.url, 'POST', base, cookie, { name, level }), CreatedFamilyLink)
const remove = (id: string) => fetch(`${server.url}${base}/${id}`, { method: 'DELETE', headers: { ...XHR, Cookie: cookie } })
const open = (path: string, headers: Record<string, string> = {}) => getWith(server.url, path, undefined, headers)
const list = async () => resultOf(await getWith(server.url, base, cookie), FamilyLinks)

Family('a "Partner" link shows where anna is and when she is back, in the viewer language, and nothing an airline would mind', async () => {
  const created = await create('Partner')
  assert.match(created.path, /^\/family\/[A-Za-z0-9_-]{43}$/)
  const res = await open(created.path, { 'Accept-Language': 'en-GB,en;q=0.9' })
  assert.is(res.status, 200)
  assert.is(res.headers.get('content-type'), 'text/html; charset=utf-8')
  assert.is(res.headers.get('x-robots-tag'), 'noindex, nofollow')
  assert.is(res.headers.get('referrer-policy'), 'no-referrer')
  const page = await res.text()
  assert.ok(Buffer.byteLength(page) < 30_000, `page of ${Buffer.byteLength(page)} bytes`)
  assert.match(page, '<meta name="robots" content="noindex, nofollow">')
  assert.match(page, /Away: New York City \(JFK\)/)
  assert.match(page, /Day off|At home/)
  if (process.env['FAMILY_PAGE_DUMP'] !== undefined) (await import('node:fs')).writeFileSync(process.env['FAMILY_PAGE_DUMP'], page)
  // Nothing of the roster but places and times: no flight number, pairing number, hotel or other crew.
  const events = await server.server.deps.db.query<{ body: { eventDescription?: { flightNumber?: string; pairingNumber?: string }; hotelName?: string } }>(
    'SELECT body FROM roster_events WHERE crm_id = $1',
    [ANNA.crmId],
  )
  const secrets = new Set<string>()
  for (const { body: data } of events) {
    for (const s of [data.eventDescription?.flightNumber, data.eventDescription?.pairingNumber, data.hotelName]) if (s !== undefined && s.length > 2) secrets.add(s)
  }
  assert.ok(secrets.size > 5, 'the seed has flight numbers and hotels to hide')
  for (const s of secrets) assert.not.ok(page.includes(s), `the page shows ${s}`)
  assert.not.match(page, /bruno|Bruno/)
  const fr = await (await open(created.path, { 'Accept-Language': 'fr-FR,fr;q=0.9,en;q=0.5' })).text()
  assert.match(fr, '<html lang="fr">')
  assert.match(fr, /En déplacement: New York City \(JFK\)/)
  await remove(created.link.id)
})

Family('the .ics twin at the same level, parsed by ical.js: all-day entries named as on the page, UIDs without the crmId', async () => {
  const created = await create('Parents')
  const res = await open(`${created.path}.ics`)
  assert.is(res.status, 200)
  assert.is(res.headers.get('content-type'), 'text/calendar; charset=utf-8')
  const events = new ICAL.Component(ICAL.parse(await res.text())).getAllSubcomponents('vevent').map((c) => new ICAL.Event(c))
  assert.ok(events.length > 5)
  assert.ok(events.some((e) => e.summary.startsWith('Away: New York City (JFK)')))
  assert.ok(events.every((e) => e.startDate.isDate && !e.uid.includes(ANNA.crmId)))
  await remove(created.link.id)
})

Family('busy or free: no place at all, "Working" and "Free"', async () => {
  const created = await create('Neighbour', 'busyOrFree')
  const page = await (await open(created.path)).text()
  assert.match(page, /Working/)
  assert.match(page, /Free/)
  assert.not.match(page, /JFK|New York|Away|At home/)
  await remove(created.link.id)
})

Family('replace stops the old link at once; revoke too; both answer the same plain 404 as a token never made', async () => {
  const created = await create('Partner')
  const replaced = await resultOf(await sendJson(server.url, 'POST', `${base}/${created.link.id}/replace`, cookie, {}), CreatedFamilyLink)
  assert.is.not(replaced.path, created.path)
  const never = await open(`/family/${'A'.repeat(43)}`)
  const old = await open(created.path)
  assert.is(old.status, 404)
  assert.is(never.status, 404)
  assert.equal(await old.text(), await never.text())
  assert.is((await open(replaced.path)).status, 200)
  assert.is((await remove(created.link.id)).status, 200)
  const gone = await open(replaced.path)
  assert.is(gone.status, 404)
  assert.is(errIdOf(await jsonOf(gone)), 'ERR_NOT_FOUND')
  assert.is((await open('/family/not-a-token')).status, 404)
  assert.is((await open(`/family/${'A'.repeat(43)}.ics`)).status, 404)
})

Family('Settings lists names, levels, when made and last opened, never a path; rename; at most 5 links', async () => {
  const made = [await create('One'), await create('Two', 'busyOrFree')]
  await open(made[0]!.path)
  const links = (await list()).links
  const one = links.find((l) => l.id === made[0]!.link.id)
  assert.ok(one?.lastOpenedAt !== undefined, 'opening records "last opened"')
  assert.is(links.find((l) => l.id === made[1]!.link.id)?.lastOpenedAt, undefined)
  const listed = JSON.stringify(await jsonOf(await getWith(server.url, base, cookie)))
  for (const m of made) assert.not.ok(listed.includes(m.path.slice('/family/'.length)), 'the list never holds a token')
  const renamed = await sendJson(server.url, 'PUT', `${base}/${made[0]!.link.id}`, cookie, { name: 'Mum and Dad' })
  assert.is(renamed.status, 200)
  assert.ok((await list()).links.some((l) => l.name === 'Mum and Dad'))
  for (const name of ['Three', 'Four', 'Five']) await create(name)
  const sixth = await sendJson(server.url, 'POST', base, cookie, { name: 'Six', level: 'busyOrFree' })
  assert.is(sixth.status, 400)
  assert.match(JSON.stringify(await jsonOf(sixth)), 'At most 5 family links')
  for (const link of (await list()).links) await remove(link.id)
})

Family('bad input: empty, over-long or control-character names, unknown levels and fields are 400; another crew member cannot see or touch the links', async () => {
  for (const body of [{ name: '', level: 'busyOrFree' }, { name: 'x'.repeat(41), level: 'busyOrFree' }, { name: 'a\u0007b', level: 'busyOrFree' }, { name: 'ok', level: 'everything' }, { name: 'ok', level: 'busyOrFree', crmId: BRUNO.crmId }]) {
    const res = await sendJson(server.url, 'POST', base, cookie, body)
    assert.is(res.status, 400, JSON.stringify(body))
  }
  const created = await create('Partner')
  const bruno = await sessionOf(server.url, BRUNO)
  assert.is((await getWith(server.url, base, bruno)).status, 403)
  const brunoDelete = await fetch(`${server.url}/rest/pems/family/${BRUNO.crmId}/links/${created.link.id}`, { method: 'DELETE', headers: { ...XHR, Cookie: bruno } })
  assert.is(brunoDelete.status, 404, "bruno's own route does not find anna's link")
  assert.is((await open(created.path)).status, 200)
  await remove(created.link.id)
})

Family('the change history records creating, replacing and revoking a link', async () => {
  const created = await create('Sister')
  await sendJson(server.url, 'POST', `${base}/${created.link.id}/replace`, cookie, {})
  await remove(created.link.id)
  const history = await resultOf(await getWith(server.url, `/rest/pems/history/${ANNA.crmId}`, cookie), ChangeHistory)
  const mine = history.entries.filter((e) => e.kind === 'familyShare' && e.subject === 'Sister')
  assert.is(mine.length, 3)
})

Family('opens are limited per link and per address on the security clock: the 31st open of one link in a minute is 429', async () => {
  const created = await create('Busy family')
  const statuses: number[] = []
  for (let i = 0; i < 31; i += 1) statuses.push((await open(created.path)).status)
  assert.equal(statuses.slice(0, 30), Array.from({ length: 30 }, () => 200))
  assert.is(statuses[30], 429)
  await remove(created.link.id)
})

Family.run()
