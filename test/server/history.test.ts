import { suite } from 'uvu'
import * as assert from 'uvu/assert'
import { ChangeHistory, type HistoryEntry } from '../../core/history/change-history.codec'
import { RoleInfoList } from '../../core/roles/roles.codec'
import { ConfirmRosterChangeResult, RosterChange } from '../../core/roster-changes/roster-change.codec'
import { OPERATIONS } from '../../server/operations/operations.routes'
import { client, okResult } from './check-in-fixtures'
import { ANNA, BRUNO, errIdOf, jsonOf, sessionOf, sharedServer } from './helpers'
import { anEmail, basicdata, send } from './my-data.fixtures'
import { upcomingLeg } from './roster.fixtures'

const TOKEN = 'history-ops-token'
const shared = sharedServer({ operationsToken: TOKEN })
const HISTORY = (crmId: string) => `/rest/pems/history/${crmId}`
const COMMUNICATION = '/api/communication/v2'

const annaClient = async () => {
  const { url } = await shared.get()
  return client(url, await sessionOf(url, ANNA))
}

/** Anna's whole history, page after page (limit 200), as the app reads it. */
const historyOf = async (who: ReturnType<typeof client>, crmId: string = ANNA.crmId): Promise<ReadonlyArray<HistoryEntry>> => {
  const all: HistoryEntry[] = []
  let before: string | undefined
  do {
    const page = await okResult(await who.get(`${HISTORY(crmId)}?limit=200${before === undefined ? '' : `&before=${before}`}`), ChangeHistory)
    all.push(...page.entries)
    before = page.next
  } while (before !== undefined)
  return all
}

/** The newest entry, after a write made one minute after the previous (so `at` orders them too). */
const newest = async (who: ReturnType<typeof client>): Promise<HistoryEntry> => {
  const [entry] = (await okResult(await who.get(`${HISTORY(ANNA.crmId)}?limit=1`), ChangeHistory)).entries
  if (entry === undefined) throw new Error('no history entry')
  return entry
}
const tick = async () => (await shared.get()).clock.advance({ minutes: 1 })
const changesOf = (entry: HistoryEntry) => entry.changes.map((c) => [c.field, c.before, c.after])

const Record = suite('change history: each write kind records an entry with before → after')

Record('the seeded roster change notified to anna is in her history, days with their duties before and after', async () => {
  const anna = await annaClient()
  const notified = (await historyOf(anna)).filter((e) => e.kind === 'rosterChangeNotified')
  assert.is(notified.length, 1)
  const [entry] = notified
  assert.match(entry?.subject ?? '', /^RC-100001-/)
  const confirmable = entry?.changes.find((c) => c.after !== null && /SBY|standby/i.test(String(c.after)))
  assert.ok(confirmable, JSON.stringify(entry?.changes))
  assert.match(confirmable?.field ?? '', /^\d{4}-\d{2}-\d{2}$/)
})

Record('a roster change the back office notifies: one entry, at the server clock, one line per day (before → after, none for a new duty)', async () => {
  const { url, clock } = await shared.get()
  await tick()
  const res = await client(url, undefined).post(
    `${OPERATIONS}/roster-changes`,
    {
      crmId: ANNA.crmId,
      id: 'RC-history-1',
      days: [
        { date: '2026-03-20', confirmable: true, items: [{ old: 'Off', new: 'Standby 06:00-14:00', freeText: 'Cover' }] },
        { date: '2026-03-21', confirmable: false, items: [{ old: '', new: 'Simulator 08:00-12:00' }] },
      ],
    },
    { Authorization: `Bearer ${TOKEN}` },
  )
  assert.is(res.status, 200, await res.clone().text())
  const entry = await newest(await annaClient())
  assert.is(entry.kind, 'rosterChangeNotified')
  assert.is(entry.subject, 'RC-history-1')
  assert.ok(entry.at.toInstant().equals(clock.now()))
  assert.equal(changesOf(entry), [
    ['2026-03-20', 'Off', 'Standby 06:00-14:00'],
    ['2026-03-21', null, 'Simulator 08:00-12:00'],
  ])
})

Record('anna confirms a day of her pending roster change: a confirmation entry with that day only', async () => {
  const anna = await annaClient()
  await tick()
  const pending = await okResult(await anna.get(`/rest/pems/roster/${ANNA.crmId}/notif?ltype=mobile`), RosterChange)
  const day = pending.changes.find((d) => d.confirmable)
  assert.ok(day, 'a confirmable day')
  if (day === undefined) return
  const result = await okResult(
    await anna.post(`/rest/pems/roster/${ANNA.crmId}/notif?ltype=mobile&op=confirm`, { id: pending.id, changes: [day.date.toString()] }),
    ConfirmRosterChangeResult,
  )
  assert.is(result.periods.length, 1)
  const entry = await newest(anna)
  assert.is(entry.kind, 'rosterChangeConfirmed')
  assert.is(entry.subject, pending.id)
  assert.equal(entry.changes.map((c) => c.field), [day.date.toString()])
  assert.is(entry.changes[0]?.after, day.items[0]?.new)
})

Record('my data: a contact created (none → value), updated (only the field that changed), deleted (value → none)', async () => {
  const anna = await annaClient()
  await tick()
  const created = anEmail(7, 'anna.work@example.com')
  assert.is((await anna.post(basicdata(ANNA.crmId), { contacts: [created] })).status, 200)
  const made = await newest(anna)
  assert.is(made.kind, 'myData')
  assert.is(made.section, 'contacts')
  assert.is(made.subject, 'EMAIL 7')
  assert.ok(changesOf(made).some(([f, b, a]) => f === 'contact' && b === null && a === 'anna.work@example.com'))
  assert.not.ok(made.changes.some((c) => c.field === 'crewCode'), 'the owner codes are not history')

  await tick()
  const natKey = { crewCode: 'ANNA', type: 'EMAIL', prio: 7 }
  const updated = await anna.put(basicdata(ANNA.crmId), { originalNatKey: natKey, updatedData: { contacts: [anEmail(7, 'anna.crew@example.com')] } })
  assert.is(updated.status, 200, await updated.clone().text())
  assert.equal(changesOf(await newest(anna)), [['contact', 'anna.work@example.com', 'anna.crew@example.com']])

  await tick()
  const { url } = await shared.get()
  const deleted = await send(url, 'DELETE', basicdata(ANNA.crmId), await sessionOf(url, ANNA), { dataType: 'contacts', natKey })
  assert.is(deleted.status, 200, JSON.stringify(deleted.body))
  const gone = await newest(anna)
  assert.equal(gone.subject, 'EMAIL 7')
  assert.ok(changesOf(gone).some(([f, b, a]) => f === 'contact' && b === 'anna.crew@example.com' && a === null))
})

Record('a refused my-data write (same priority twice) records nothing: the entry lives in the write\'s transaction', async () => {
  const anna = await annaClient()
  const before = (await historyOf(anna)).length
  const res = await anna.post(basicdata(ANNA.crmId), { contacts: [anEmail(8, 'a@example.com'), anEmail(8, 'b@example.com')] })
  assert.is(res.status, 409, await res.clone().text())
  assert.is((await historyOf(anna)).length, before)
})

Record('notification settings: subscriptions and channel switches, contact e-mail, preferred language; a save that changes nothing records nothing', async () => {
  const anna = await annaClient()
  await tick()
  assert.is((await anna.put(`${COMMUNICATION}/notification-tag-settings/IADP`, { subscriptions: ['EVENTTYPE=HOTEL', 'EVENTTYPE=BROADCAST'], useAllDevice: false })).status, 200)
  const tags = await newest(anna)
  assert.is(tags.kind, 'notificationSettings')
  assert.is(tags.section, 'subscriptions')
  assert.is(tags.subject, 'IADP')
  assert.equal(changesOf(tags).map(([field, , after]) => [field, after]), [
    ['subscriptions', 'EVENTTYPE=BROADCAST, EVENTTYPE=HOTEL'],
    ['useAllDevice', false],
  ])
  assert.match(String(tags.changes[0]?.before), 'EVENTTYPE=ROSTERCHANGE', 'the seeded subscriptions before')
  assert.is(tags.changes[1]?.before, true)
  const count = (await historyOf(anna)).length
  assert.is((await anna.put(`${COMMUNICATION}/notification-tag-settings/IADP`, { subscriptions: ['EVENTTYPE=BROADCAST', 'EVENTTYPE=HOTEL'] })).status, 200)
  assert.is((await historyOf(anna)).length, count, 'the same settings again: no entry')

  await tick()
  assert.is((await anna.put(`${COMMUNICATION}/contactinformation`, { email: 'anna.notify@example.com', phone: '+33612345678' })).status, 200)
  const contact = await newest(anna)
  assert.is(contact.section, 'contactInformation')
  assert.ok(changesOf(contact).some(([f, , a]) => f === 'email' && a === 'anna.notify@example.com'))

  await tick()
  assert.is((await anna.put(`${COMMUNICATION}/preferredLanguage/fr`)).status, 200)
  const language = await newest(anna)
  assert.is(language.section, 'preferredLanguage')
  assert.equal(changesOf(language).map(([f, , a]) => [f, a]), [['preferredLanguage', 'fr']])
})

Record('roles: the leg and its date, per role changed its short name, set before → after', async () => {
  const anna = await annaClient()
  const { server } = await shared.get()
  await tick()
  const leg = await upcomingLeg(server.deps.db, ANNA.crmId)
  const roles = await okResult(
    await anna.put(`/rest/pems/roster/${ANNA.crmId}/roleUpdate`, { logicalId: leg.logicalId, roles: [{ roleNumber: 2, setOnEvent: false }, { roleNumber: 3, setOnEvent: true }] }),
    RoleInfoList,
  )
  assert.equal(roles.filter((r) => r.setOnEvent).map((r) => r.shortName), ['CMD', 'PM'])
  const entry = await newest(anna)
  assert.is(entry.kind, 'roles')
  assert.match(entry.subject, /\d{4}-\d{2}-\d{2}$/)
  assert.equal(changesOf(entry), [
    ['PF', true, false],
    ['PM', false, true],
  ])
})

// Each suite has a server of its own (Record's is closed after it, so Read starts a fresh one) and makes the
// entries it reads: Read passes alone, whatever ran before it.
Record.after(async () => shared.close())

const Read = suite('change history: reading it')
Read.before(async () => {
  const { url } = await shared.get()
  const cookie = await sessionOf(url, ANNA)
  const anna = client(url, cookie)
  const natKey = { crewCode: 'ANNA', type: 'EMAIL', prio: 7 }
  // Four contacts created and deleted, one minute apart: eight entries of anna's own, besides the seeded ones.
  for (let i = 0; i < 4; i++) {
    await tick()
    const created = await anna.post(basicdata(ANNA.crmId), { contacts: [anEmail(7, `anna.read${i}@example.com`)] })
    if (created.status !== 200) throw new Error(`contact ${i} not created: ${created.status} ${await created.text()}`)
    await tick()
    const deleted = await send(url, 'DELETE', basicdata(ANNA.crmId), cookie, { dataType: 'contacts', natKey })
    if (deleted.status !== 200) throw new Error(`contact ${i} not deleted: ${deleted.status}`)
  }
})
Read.after(async () => shared.close())

Read('newest first: ids and times descending; pages of 2 follow each other with the next cursor, nothing twice', async () => {
  const anna = await annaClient()
  const all = await historyOf(anna)
  assert.ok(all.length >= 8, `${all.length} entries`)
  for (let i = 1; i < all.length; i++) {
    const [a, b] = [all[i - 1], all[i]]
    if (a === undefined || b === undefined) continue
    assert.ok(BigInt(a.id) > BigInt(b.id))
    assert.ok(a.at.epochMilliseconds >= b.at.epochMilliseconds)
  }
  const first = await okResult(await anna.get(`${HISTORY(ANNA.crmId)}?limit=2`), ChangeHistory)
  assert.equal(first.entries.map((e) => e.id), all.slice(0, 2).map((e) => e.id))
  assert.is(first.next, all[1]?.id)
  const second = await okResult(await anna.get(`${HISTORY(ANNA.crmId)}?limit=2&before=${first.next ?? ''}`), ChangeHistory)
  assert.equal(second.entries.map((e) => e.id), all.slice(2, 4).map((e) => e.id))
  const last = await okResult(await anna.get(`${HISTORY(ANNA.crmId)}?limit=200`), ChangeHistory)
  assert.is(last.next, undefined)
})

Read('a bad limit or cursor is 400 ERR_INVALID_QUERY; no session 401', async () => {
  const anna = await annaClient()
  for (const query of ['limit=0', 'limit=500', 'before=abc', 'page=2']) {
    const res = await anna.get(`${HISTORY(ANNA.crmId)}?${query}`)
    assert.is(res.status, 400, query)
    assert.is(errIdOf(await jsonOf(res)), 'ERR_INVALID_QUERY')
  }
  const { url } = await shared.get()
  assert.is((await client(url, undefined).get(HISTORY(ANNA.crmId))).status, 401)
})

Read('another crew member\'s history is the same 403 as every other endpoint, and nothing of it is told', async () => {
  const { url } = await shared.get()
  const anna = await annaClient()
  const bruno = client(url, await sessionOf(url, BRUNO))
  const brunos = await historyOf(bruno, BRUNO.crmId)
  assert.ok(brunos.length > 0, 'bruno has his own seeded roster change')
  assert.ok(brunos.every((e) => !e.subject.includes(ANNA.crmId)))
  const res = await anna.get(HISTORY(BRUNO.crmId))
  const other = await anna.get(`/rest/pems/calendar/${BRUNO.crmId}/subscription`)
  assert.is(res.status, 403)
  assert.is(other.status, 403)
  const body = await res.text()
  assert.equal(JSON.parse(body), await other.json())
  assert.not.match(body, /RC-200002|rosterChange/)
  const annas = await historyOf(anna)
  assert.ok(annas.every((e) => !e.subject.includes(BRUNO.crmId)), 'anna never reads bruno\'s entries')
})

Read('append-only: the database refuses UPDATE and DELETE of an entry, from any connection; the rows stay as they were', async () => {
  const { server } = await shared.get()
  const db = server.deps.db
  const snapshot = async () => (await db.query<{ line: string }>("SELECT id::text || ' ' || kind || ' ' || changes::text AS line FROM change_history ORDER BY id")).map((r) => r.line)
  const before = await snapshot()
  for (const sql of ["UPDATE change_history SET subject = 'forged'", 'DELETE FROM change_history', `DELETE FROM change_history WHERE crm_id = '${ANNA.crmId}'`]) {
    const error = await db.query(sql).then(
      () => undefined,
      (e: unknown) => e,
    )
    assert.ok(error instanceof Error, sql)
    assert.match(String((error as Error).message), /append-only/)
  }
  assert.equal(await snapshot(), before)
})


Record.run()
Read.run()
