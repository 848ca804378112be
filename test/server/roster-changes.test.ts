import * as E from 'fp-ts/Either'
import * as t from 'io-ts'
import { suite } from 'uvu'
import * as assert from 'uvu/assert'
import { Temporal } from 'temporal-polyfill'
import { ChangeEffects } from '../../core/roster/change-effects.codec'
import { DutyEvent } from '../../core/roster/event.codec'
import { classifyConfirmResult } from '../../core/roster-changes/confirm-outcome.rules'
import {
  ConfirmRosterChangeResponse,
  ConfirmRosterChangeResult,
  RosterChange,
  RosterChangeItem,
  RosterChangeResponse,
} from '../../core/roster-changes/roster-change.codec'
import { EmptyEnvelope } from '../../core/shared/envelope.codec'
import { decodeWith } from '../../core/shared/decode'
import type { Queryable } from '../../server/db/db'
import { DEMO_CREW } from '../../server/seed/demo-crew'
import { rosterChangesSeeder } from '../../server/seed/roster-changes.seed'
import { addCrew, anEvent, client, eventIdsOf, insertChange, insertEvents, okResult, refusal, updatesOf, type TestCrew } from './check-in-fixtures'
import { ANNA, BRUNO, sessionOf, sharedServer, T0, TEST_HASHING, type TestServer } from './helpers'

const shared = sharedServer()
const R = (crmId: string) => `/rest/pems/roster/${crmId}`
const utc = (s: string): Temporal.Instant => Temporal.Instant.from(s)
const day = (s: string): Temporal.PlainDate => Temporal.PlainDate.from(s)

interface World {
  readonly server: TestServer
  readonly dora: TestCrew
  readonly atom: TestCrew
}

let world: Promise<World> | undefined
const ready = (): Promise<World> =>
  (world ??= (async () => {
    const server = await shared.get()
    const db = server.server.deps.db
    const dora = await addCrew(db, { username: 'rcdora', crmId: '300201' })
    const atom = await addCrew(db, { username: 'rcatom', crmId: '300202' })
    await insertEvents(db, dora.crmId, [
      anEvent({ id: 'OFF-1', type: 'OFF', from: utc('2026-03-16T23:00:00Z'), to: utc('2026-03-17T22:59:59Z') }),
      anEvent({ id: 'SBY-KEEP', type: 'SBY', from: utc('2026-03-19T06:00:00Z'), to: utc('2026-03-19T12:00:00Z') }),
      anEvent({
        id: 'PAR-1',
        type: 'PAR',
        from: utc('2026-03-20T05:00:00Z'),
        to: utc('2026-03-21T18:00:00Z'),
        children: [anEvent({ id: 'LEG-1', type: 'LEG', from: utc('2026-03-20T05:00:00Z'), to: utc('2026-03-20T07:00:00Z') })],
      }),
    ])
    await insertChange(db, dora.crmId, 'RC-T-1', [
      { date: '2026-03-17', confirmable: true, replaces: ['OFF-1'], adds: [anEvent({ id: 'SBY-NEW-1', type: 'SBY', from: utc('2026-03-17T05:00:00Z'), to: utc('2026-03-17T13:00:00Z') })] },
      { date: '2026-03-18', confirmable: false },
      { date: '2026-03-20', confirmable: true, replaces: ['PAR-1'], adds: [anEvent({ id: 'GRD-NEW-3', type: 'GROUND', from: utc('2026-03-20T08:00:00Z'), to: utc('2026-03-20T16:00:00Z') })] },
    ])
    await insertEvents(db, atom.crmId, [
      anEvent({ id: 'X-1', type: 'OFF', from: utc('2026-03-16T23:00:00Z'), to: utc('2026-03-17T22:59:59Z') }),
      anEvent({ id: 'CLASH', type: 'SBY', from: utc('2026-03-25T06:00:00Z'), to: utc('2026-03-25T12:00:00Z') }),
    ])
    const y1 = anEvent({ id: 'Y-1', type: 'SBY', from: utc('2026-03-17T05:00:00Z'), to: utc('2026-03-17T13:00:00Z') })
    await insertChange(db, atom.crmId, 'RC-T-2', [
      { date: '2026-03-17', confirmable: true, replaces: ['X-1'], adds: [y1] },
      { date: '2026-03-18', confirmable: true, adds: [anEvent({ id: 'CLASH', type: 'SBY', from: utc('2026-03-18T05:00:00Z'), to: utc('2026-03-18T13:00:00Z') })] },
    ])
    await insertChange(db, atom.crmId, 'RC-T-3', [
      { date: '2026-03-17', confirmable: true, replaces: ['X-1'], adds: [y1] },
      { date: '2026-03-19', confirmable: true, rawNewEvents: [{ id: 'broken' }] },
    ], T0)
    return { server, dora, atom }
  })())

const signedIn = async (member: { username: string; password: string }) => {
  const { server } = await ready()
  return client(server.url, await sessionOf(server.url, member))
}
const load = (c: ReturnType<typeof client>, crmId: string) => c.get(`${R(crmId)}/notif?ltype=mobile`)
const confirm = (c: ReturnType<typeof client>, crmId: string, body: unknown) => c.post(`${R(crmId)}/notif?ltype=mobile&op=confirm`, body)
const confirmedDays = async (db: Queryable, id: string) =>
  (await db.query<{ d: string }>('SELECT change_date::text AS d FROM roster_change_days WHERE change_id = $1 AND confirmed_at IS NOT NULL ORDER BY 1', [id])).map((r) => r.d)

const Load = suite('GET roster/{crmId}/notif?ltype=mobile')

Load('"result id and changes": the pending change by date, with confirmable and items old/new/freeText', async () => {
  const { dora } = await ready()
  const change = await okResult(await load(await signedIn(dora), dora.crmId), RosterChange)
  assert.is(change.id, 'RC-T-1')
  assert.equal(change.changes.map((d) => [d.date.toString(), d.confirmable]), [['2026-03-17', true], ['2026-03-18', false], ['2026-03-20', true]])
  assert.equal(change.changes[0]?.items, [{ old: 'old duty 2026-03-17', new: 'new duty 2026-03-17', freeText: 'message 2026-03-17' }])
})

Load('bad input: ltype missing or not mobile, an unknown parameter: 400 ERR_INVALID_QUERY', async () => {
  const { dora } = await ready()
  const c = await signedIn(dora)
  for (const q of ['', '?ltype=desktop', '?ltype=mobile&x=1', '?ltype=mobile&ltype=mobile']) {
    const r = await refusal(await c.get(`${R(dora.crmId)}/notif${q}`))
    assert.is(r.status, 400, q)
    assert.is(r.errId, 'ERR_INVALID_QUERY')
  }
})

Load('ours, GET notif/effects: per confirmable day, the event ids its confirmation removes and the events it adds (with times); the day that cannot be confirmed is left out', async () => {
  const { dora } = await ready()
  const effects = await okResult(await (await signedIn(dora)).get(`${R(dora.crmId)}/notif/effects`), ChangeEffects)
  assert.is(effects.id, 'RC-T-1')
  assert.equal(
    effects.days.map((d) => [d.date.toString(), d.replacedEventIds, d.newEvents.map((e) => [e.id, e.type, e.fromDateTimeUTC.toInstant().toString(), e.toDateTimeUTC.toInstant().toString()])]),
    [
      ['2026-03-17', ['OFF-1'], [['SBY-NEW-1', 'SBY', '2026-03-17T05:00:00Z', '2026-03-17T13:00:00Z']]],
      ['2026-03-20', ['PAR-1'], [['GRD-NEW-3', 'GROUND', '2026-03-20T08:00:00Z', '2026-03-20T16:00:00Z']]],
    ],
  )
})

Load('ours, GET notif/effects: another crew member\'s crmId is 403 and leaks nothing; nothing pending is an empty answer', async () => {
  const { dora } = await ready()
  const c = await signedIn(dora)
  const r = await refusal(await c.get(`${R(ANNA.crmId)}/notif/effects`))
  assert.is(r.status, 403)
  assert.not.ok(JSON.stringify(r).includes('SBY'), 'no event of anna in the refusal')
  const bruno = await okResult(await (await signedIn(BRUNO)).get(`${R(BRUNO.crmId)}/notif/effects`), ChangeEffects)
  assert.ok(bruno.days.length > 0, 'bruno, signed in as himself, reads his own')
  const none = await addCrew((await ready()).server.server.deps.db, { username: 'rcnone', crmId: '300209' })
  assert.equal(await okResult(await (await signedIn(none)).get(`${R(none.crmId)}/notif/effects`), ChangeEffects), { id: '', days: [] })
})

Load('ours, GET notif/effects: an undeclared query parameter is 400 ERR_INVALID_QUERY, as on every other route', async () => {
  const { dora } = await ready()
  const c = await signedIn(dora)
  for (const q of ['?ltype=mobile', '?x=1', '?id=RC-T-1&id=RC-T-1']) {
    const r = await refusal(await c.get(`${R(dora.crmId)}/notif/effects${q}`))
    assert.is(r.status, 400, q)
    assert.is(r.errId, 'ERR_INVALID_QUERY')
  }
})

const Confirm = suite('POST roster/{crmId}/notif?ltype=mobile&op=confirm')

Confirm('confirming applies the new duty in place of the old one, answers its period, bumps last_roster_change; refused dates go to failed', async () => {
  const { dora, server } = await ready()
  const db = server.server.deps.db
  const c = await signedIn(dora)
  server.clock.set(T0.add({ minutes: 1 }))
  try {
    const result = await okResult(await confirm(c, dora.crmId, { id: 'RC-T-1', changes: ['2026-03-17', '2026-03-18', '2026-03-25'] }), ConfirmRosterChangeResult)
    assert.equal(
      result.periods.map((p) => [p.fromDateTimeUTC.toString({ timeZoneName: 'never' }), p.toDateTimeUTC.toString({ timeZoneName: 'never' })]),
      [['2026-03-16T23:00:00+00:00', '2026-03-17T22:59:59+00:00']],
    )
    assert.equal(result.failed?.map((f) => f.date.toString()), ['2026-03-18', '2026-03-25'])
    assert.match(result.failed?.[0]?.errMessage ?? '', 'cannot be confirmed')
    assert.match(result.failed?.[1]?.errMessage ?? '', 'not part of the roster change')
    assert.is(classifyConfirmResult([day('2026-03-17'), day('2026-03-18'), day('2026-03-25')], result)._tag, 'SomeFailed')
    assert.ok((await updatesOf(db, dora.crmId)).lastRosterChange?.equals(T0.add({ minutes: 1 })))
  } finally {
    server.clock.set(T0)
  }
  const ids = await eventIdsOf(db, dora.crmId)
  assert.not.ok(ids.includes('OFF-1'))
  assert.ok(ids.includes('SBY-NEW-1'))
  const body = (await db.query<{ body: unknown }>("SELECT body FROM roster_events WHERE crm_id = $1 AND event_id = 'SBY-NEW-1'", [dora.crmId]))[0]?.body
  assert.ok(E.isRight(decodeWith(DutyEvent)(body)), 'the new event is stored as a core DutyEvent')
  assert.equal(await confirmedDays(db, 'RC-T-1'), ['2026-03-17'])
  const left = await okResult(await load(c, dora.crmId), RosterChange)
  assert.equal(left.changes.map((d) => d.date.toString()), ['2026-03-18', '2026-03-20'], 'confirmed days are no longer pending')
})

Confirm('a date already confirmed is failed, nothing changes and last_roster_change stays', async () => {
  const { dora, server } = await ready()
  const db = server.server.deps.db
  const before = await updatesOf(db, dora.crmId)
  server.clock.set(T0.add({ minutes: 2 }))
  try {
    const result = await okResult(await confirm(await signedIn(dora), dora.crmId, { id: 'RC-T-1', changes: ['2026-03-17'] }), ConfirmRosterChangeResult)
    assert.equal(result.periods, [])
    assert.match(result.failed?.[0]?.errMessage ?? '', 'already confirmed')
    assert.is(classifyConfirmResult([day('2026-03-17')], result)._tag, 'Failed')
  } finally {
    server.clock.set(T0)
  }
  assert.equal(await updatesOf(db, dora.crmId), before)
})

Confirm('a replaced pairing goes with its children; the period covers the whole pairing; the day that cannot be confirmed stays pending', async () => {
  const { dora, server } = await ready()
  const db = server.server.deps.db
  const c = await signedIn(dora)
  const result = await okResult(await confirm(c, dora.crmId, { id: 'RC-T-1', changes: ['2026-03-20'] }), ConfirmRosterChangeResult)
  assert.is(result.failed, undefined)
  assert.ok(result.periods[0]?.fromDateTimeUTC.toInstant().equals(utc('2026-03-19T23:00:00Z')))
  assert.ok(result.periods[0]?.toDateTimeUTC.toInstant().equals(utc('2026-03-21T18:00:00Z')))
  assert.equal(await eventIdsOf(db, dora.crmId), ['GRD-NEW-3', 'SBY-KEEP', 'SBY-NEW-1'])
  // The day that cannot be confirmed is still pending: it stays listed, with its reason, after the others are confirmed.
  const left = await okResult(await load(c, dora.crmId), RosterChange)
  assert.is(left.id, 'RC-T-1')
  assert.equal(left.changes.map((d) => [d.date.toString(), d.confirmable]), [['2026-03-18', false]])
  assert.equal(left.changes[0]?.items, [{ old: 'old duty 2026-03-18', new: 'new duty 2026-03-18', freeText: 'message 2026-03-18' }])
})

Confirm('a day that cannot be confirmed is dropped by the server once its date is past; then nothing is pending', async () => {
  const { dora, server } = await ready()
  server.clock.set(Temporal.Instant.from('2026-03-18T22:50:00Z'))
  try {
    const c = await signedIn(dora)
    assert.equal((await okResult(await load(c, dora.crmId), RosterChange)).changes.map((d) => d.date.toString()), ['2026-03-18'], 'still 18 March in the crew member\'s zone')
    server.clock.set(Temporal.Instant.from('2026-03-18T23:01:00Z'))
    assert.equal(await okResult(await load(c, dora.crmId), RosterChange), { id: '', changes: [] })
  } finally {
    server.clock.set(T0)
  }
})

Confirm('"a roster-change confirmation either happens whole or not at all": a clash on the second date leaves nothing changed', async () => {
  const { atom, server } = await ready()
  const db = server.server.deps.db
  const before = { events: await eventIdsOf(db, atom.crmId), updates: await updatesOf(db, atom.crmId) }
  const c = await signedIn(atom)
  for (const [id, dates] of [['RC-T-2', ['2026-03-17', '2026-03-18']], ['RC-T-3', ['2026-03-17', '2026-03-19']]] as const) {
    const r = await refusal(await confirm(c, atom.crmId, { id, changes: dates }))
    assert.is(r.status, 500, id)
    assert.is(r.errId, 'ERR_UNEXPECTED')
    assert.equal(await confirmedDays(db, id), [])
  }
  assert.equal(await eventIdsOf(db, atom.crmId), before.events)
  assert.equal(await updatesOf(db, atom.crmId), before.updates)
  const alone = await okResult(await confirm(c, atom.crmId, { id: 'RC-T-2', changes: ['2026-03-17'] }), ConfirmRosterChangeResult)
  assert.is(alone.periods.length, 1, 'the first date alone is confirmable: it was the clash that rolled it back')
})

Confirm('an unknown id, or another crew member\'s change id, is a 404 envelope', async () => {
  const { atom } = await ready()
  const c = await signedIn(atom)
  for (const id of ['RC-NOPE', 'RC-T-1']) {
    const r = await refusal(await confirm(c, atom.crmId, { id, changes: ['2026-03-17'] }))
    assert.is(r.status, 404, id)
    assert.is(r.errId, 'ERR_ROSTER_CHANGE_NOT_FOUND')
  }
})

Confirm('bad input: op or ltype wrong, malformed date, unknown field, no dates: 400 and nothing confirmed', async () => {
  const { atom, server } = await ready()
  const c = await signedIn(atom)
  const path = `${R(atom.crmId)}/notif`
  const good = { id: 'RC-T-3', changes: ['2026-03-17'] }
  const cases: ReadonlyArray<readonly [Promise<Response>, string]> = [
    [c.post(`${path}?ltype=mobile`, good), 'ERR_INVALID_QUERY'],
    [c.post(`${path}?ltype=mobile&op=delete`, good), 'ERR_INVALID_QUERY'],
    [c.post(`${path}?op=confirm`, good), 'ERR_INVALID_QUERY'],
    [confirm(c, atom.crmId, { id: 'RC-T-3', changes: ['2026-13-01'] }), 'ERR_INVALID_BODY'],
    [confirm(c, atom.crmId, { id: 'RC-T-3', changes: '2026-03-17' }), 'ERR_INVALID_BODY'],
    [confirm(c, atom.crmId, { ...good, all: true }), 'ERR_UNKNOWN_FIELD'],
    [confirm(c, atom.crmId, { id: 'RC-T-3', changes: [] }), 'ERR_INVALID_BODY'],
    [confirm(c, atom.crmId, '{"id":'), 'ERR_MALFORMED_JSON'],
  ]
  for (const [res, errId] of cases) {
    const r = await refusal(await res)
    assert.is(r.status, 400, errId)
    assert.is(r.errId, errId)
  }
  assert.equal(await confirmedDays(server.server.deps.db, 'RC-T-3'), [])
})

const Guard = suite('roster-change calls: 401 without a session, 403 on another crmId')

Guard('"Unauthenticated calls are 401"', async () => {
  const { server } = await ready()
  const c = client(server.url, undefined)
  for (const res of [load(c, ANNA.crmId), confirm(c, ANNA.crmId, { id: 'x', changes: ['2026-03-17'] })]) assert.is((await refusal(await res)).status, 401)
})

Guard('"anything else is 403 and touches nothing": anna cannot read or confirm bruno\'s change', async () => {
  const { server } = await ready()
  const db = server.server.deps.db
  const c = client(server.url, await sessionOf(server.url, ANNA))
  const bruno = (await db.query<{ id: string }>('SELECT id FROM roster_changes WHERE crm_id = $1', [BRUNO.crmId]))[0]?.id ?? 'none'
  const dates = (await db.query<{ d: string }>('SELECT change_date::text AS d FROM roster_change_days WHERE change_id = $1', [bruno])).map((r) => r.d)
  for (const res of [load(c, BRUNO.crmId), confirm(c, BRUNO.crmId, { id: bruno, changes: dates })]) {
    const r = await refusal(await res)
    assert.is(r.status, 403)
    assert.is(r.errId, 'ERR_FORBIDDEN_CRM_ID')
  }
  assert.equal(await confirmedDays(db, bruno), [])
})

const Seed = suite('roster-changes seed')

Seed('the served demo: anna has a pending change of two days after today, one confirmable and one not; bruno has one', async () => {
  const { server } = await ready()
  const today = T0.toZonedDateTimeISO('Europe/Paris').toPlainDate()
  const anna = await okResult(await load(await signedIn(ANNA), ANNA.crmId), RosterChange)
  assert.match(anna.id, /^RC-100001-/)
  assert.equal(anna.changes.map((d) => d.confirmable), [true, false])
  for (const d of anna.changes) {
    assert.ok(Temporal.PlainDate.compare(d.date, today) > 0)
    assert.ok(d.items.length > 0 && d.items.every((i) => RosterChangeItem.is(i)))
    assert.ok((d.items[0]?.freeText ?? '') !== '')
  }
  const bruno = await okResult(await load(await signedIn(BRUNO), BRUNO.crmId), RosterChange)
  assert.equal(bruno.changes.map((d) => d.confirmable), [true])
  assert.ok(server.url !== '')
})

class Rollback extends Error {}

Seed('"a pending roster change": the seeder reads the roster, replaces a clean duty day of the current block month with a standby', async () => {
  const { server } = await ready()
  const anna = DEMO_CREW.find((m) => m.username === 'anna')
  if (anna === undefined) throw new Error('no anna')
  const outcome = await server.server.deps.db
    .transaction(async (tx) => {
      await tx.exec('DELETE FROM roster_change_days; DELETE FROM roster_changes; DELETE FROM block_months;')
      await tx.query('DELETE FROM roster_events WHERE crm_id = $1', [anna.crmId])
      await tx.query("INSERT INTO block_months (id, name, from_date, to_date) VALUES ('BM-T', 'March', '2026-03-01', '2026-03-31')")
      await insertEvents(tx, anna.crmId, [
        anEvent({ id: 'T-OFF', type: 'OFF', from: utc('2026-03-16T23:00:00Z'), to: utc('2026-03-17T22:59:59Z') }),
        anEvent({ id: 'T-PAR', type: 'PAR', from: utc('2026-03-18T06:00:00Z'), to: utc('2026-03-19T18:00:00Z') }),
      ])
      await rosterChangesSeeder.run(tx, { now: T0, crew: [anna], passwordHashing: TEST_HASHING })
      const days = await tx.query<{ d: string; confirmable: boolean; items: unknown; replaced_event_ids: unknown; new_events: unknown }>(
        'SELECT change_date::text AS d, confirmable, items, replaced_event_ids, new_events FROM roster_change_days ORDER BY change_date',
      )
      throw new Rollback(JSON.stringify(days))
    })
    .catch((e: unknown) => (e instanceof Rollback ? e.message : Promise.reject(e)))
  const days = JSON.parse(outcome) as ReadonlyArray<{ d: string; confirmable: boolean; items: unknown; replaced_event_ids: unknown; new_events: unknown }>
  assert.equal(days.map((d) => [d.d, d.confirmable]), [['2026-03-17', true], ['2026-03-20', false]], 'clean days only: the pairing days are skipped')
  assert.equal(days[0]?.replaced_event_ids, ['T-OFF'])
  const added = decodeWith(t.array(DutyEvent))(days[0]?.new_events)
  assert.ok(E.isRight(added) && added.right[0]?.type === 'SBY')
  const items = decodeWith(t.array(RosterChangeItem))(days[0]?.items)
  assert.ok(E.isRight(items) && items.right[0]?.old.startsWith('OFF') === true && items.right[0].new.startsWith('SBY'))
  assert.equal(days[1]?.new_events, [])
  assert.is((await server.server.deps.db.query("SELECT 1 FROM block_months WHERE id = 'BM-T'")).length, 0, 'rolled back')
})

const Contract = suite('roster-changes contract: every answer decodes with the core envelope codecs')

Contract('load, confirm and the 404 of an unknown id are core envelopes', async () => {
  const { server } = await ready()
  const member = await addCrew(server.server.deps.db, { username: 'rccontract', crmId: '300203' })
  await insertChange(server.server.deps.db, member.crmId, 'RC-K', [{ date: '2026-03-17', confirmable: true }])
  const c = await signedIn(member)
  const loaded: unknown = await (await load(c, member.crmId)).json()
  assert.ok(E.isRight(RosterChangeResponse.decode(loaded)))
  const confirmed: unknown = await (await confirm(c, member.crmId, { id: 'RC-K', changes: ['2026-03-17'] })).json()
  assert.ok(E.isRight(ConfirmRosterChangeResponse.decode(confirmed)))
  const empty: unknown = await (await load(c, member.crmId)).json()
  assert.ok(E.isRight(RosterChangeResponse.decode(empty)))
  const missing = EmptyEnvelope.decode(await (await confirm(c, member.crmId, { id: 'RC-NONE', changes: ['2026-03-17'] })).json())
  assert.ok(E.isRight(missing) && missing.right.success === false && missing.right.error?.[0]?.errId === 'ERR_ROSTER_CHANGE_NOT_FOUND')
})

Guard.after(shared.close)
Load.run()
Confirm.run()
Seed.run()
Contract.run()
Guard.run()
