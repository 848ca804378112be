import * as E from 'fp-ts/Either'
import { suite } from 'uvu'
import * as assert from 'uvu/assert'
import { Temporal } from 'temporal-polyfill'
import { isAlreadyCheckedIn } from '../../core/check-in/already-checked-in.rules'
import {
  AlreadyCheckedInError,
  CheckIn,
  CheckInConfiguration,
  CheckInConfigurationEnvelope,
  CheckInEnvelope,
  CheckInPostEnvelope,
  CheckInPostResult,
} from '../../core/check-in/check-in.codec'
import { EmptyEnvelope } from '../../core/shared/envelope.codec'
import { ConfirmRosterChangeResult } from '../../core/roster-changes/roster-change.codec'
import { checkInPermissionAt, checkInRefusal } from '../../server/check-in/check-in.permission'
import { CHECK_IN_AIRPORTS } from '../../server/seed/check-in.seed'
import { DEMO_CREW } from '../../server/seed/demo-crew'
import { addCrew, anEvent, client, insertChange, insertEvents, okResult, refusal, updatesOf, type TestCrew } from './check-in-fixtures'
import { ANNA, BRUNO, sessionOf, sharedServer, T0, type TestServer } from './helpers'

const shared = sharedServer()
const at = (minutes: number): Temporal.Instant => T0.add({ minutes })
const R = (crmId: string) => `/rest/pems/roster/${crmId}`

interface World {
  readonly server: TestServer
  readonly crew: Readonly<Record<'a' | 'none' | 'window' | 'confirm' | 'pending' | 'notPending' | 'duty1' | 'duty2' | 'outsider', TestCrew>>
}

let world: Promise<World> | undefined
const ready = (): Promise<World> =>
  (world ??= (async () => {
    const server = await shared.get()
    const db = server.server.deps.db
    const crew = {
      a: await addCrew(db, { username: 'cia', crmId: '300101' }),
      none: await addCrew(db, { username: 'cinone', crmId: '300102' }),
      window: await addCrew(db, { username: 'ciwin', crmId: '300103' }),
      confirm: await addCrew(db, { username: 'ciconf', crmId: '300104' }),
      pending: await addCrew(db, { username: 'cipend', crmId: '300105' }),
      notPending: await addCrew(db, { username: 'cinopend', crmId: '300106' }),
      duty1: await addCrew(db, { username: 'cid1', crmId: '300107', rank: 'FO' }),
      duty2: await addCrew(db, { username: 'cid2', crmId: '300108' }),
      outsider: await addCrew(db, { username: 'ciout', crmId: '300109' }),
    }
    await insertEvents(db, crew.a.crmId, [
      anEvent({ id: 'CI-A', type: 'C_I', from: at(90), to: at(90) }),
      anEvent({ id: 'CI-A-NEXT', type: 'C_I', from: at(24 * 60), to: at(24 * 60), airport: 'JFK' }),
      anEvent({ id: 'SBY-A', type: 'SBY', from: at(60), to: at(120) }),
    ])
    await insertEvents(db, crew.window.crmId, [anEvent({ id: 'CI-W', type: 'C_I', from: at(300), to: at(300) })])
    await insertEvents(db, crew.confirm.crmId, [anEvent({ id: 'CI-C', type: 'C_I', from: at(60), to: at(60) })])
    await insertEvents(db, crew.pending.crmId, [anEvent({ id: 'CI-P', type: 'C_I', from: at(60), to: at(60) })])
    await insertChange(db, crew.pending.crmId, 'RC-CIP', [{ date: '2026-03-15', confirmable: true }])
    await insertEvents(db, crew.notPending.crmId, [anEvent({ id: 'CI-NP', type: 'C_I', from: at(60), to: at(60) })])
    await insertChange(db, crew.notPending.crmId, 'RC-CINP', [
      { date: '2026-03-15', confirmable: false },
      { date: '2026-03-16', confirmable: true },
    ])
    for (const member of [crew.duty1, crew.duty2]) await insertEvents(db, member.crmId, [anEvent({ id: `CI-D-${member.crmId}`, type: 'C_I', from: at(45), to: at(45), airport: 'ORY' })])
    await db.query(
      `INSERT INTO check_ins (crm_id, check_in_logical_id, permission, airport, from_utc, positions) VALUES ($1, $2, 'CHECK_IN_ALLOWED', 'ORY', $3, $4::jsonb)`,
      [crew.duty2.crmId, `CI-D-${crew.duty2.crmId}`, at(45).toString(), JSON.stringify([{ assignment: 'CP', name: 'cid2 Test', checkedIn: false, crmId: crew.duty2.crmId }, { assignment: 'FO', name: 'cid1 Test', checkedIn: false, crmId: crew.duty1.crmId }, { assignment: 'CC', checkedIn: false }])],
    )
    return { server, crew }
  })())

const signedIn = async (member: TestCrew) => {
  const { server } = await ready()
  return client(server.url, await sessionOf(server.url, member))
}
const checkIn = (c: ReturnType<typeof client>, crmId: string, checkInLogicalId: string) => c.post(`${R(crmId)}/checkin?op=checkin&ltype=mobile`, { checkInLogicalId })
const loadCheckIn = (c: ReturnType<typeof client>, crmId: string, id: string) => c.get(`${R(crmId)}/checkin?checkInLogicalId=${encodeURIComponent(id)}&ltype=mobile`)
const checkedInAt = async (crmId: string, id: string) => {
  const { server } = await ready()
  const rows = await server.server.deps.db.query<{ checked_in_at: unknown }>('SELECT checked_in_at FROM check_ins WHERE crm_id = $1 AND check_in_logical_id = $2', [crmId, id])
  return rows[0]?.checked_in_at ?? null
}
const withClock = async (instant: Temporal.Instant, work: () => Promise<void>): Promise<void> => {
  const { server } = await ready()
  server.clock.set(instant)
  try {
    await work()
  } finally {
    server.clock.set(T0)
  }
}

const Rule = suite('checkInPermissionAt / checkInRefusal (server permission)')
const from = at(90).toZonedDateTimeISO('UTC')
const base = { scheduled: 'CHECK_IN_ALLOWED', fromDateTimeUTC: from, pendingChanges: false } as const

Rule('"CHECK_IN_ALLOWED only inside the time window" of the core rule: opens 120 min before, closes 30 min after (half-open)', () => {
  assert.is(checkInPermissionAt({ ...base, now: at(90 - 120).subtract({ seconds: 1 }) }), 'CHECK_IN_NOT_ALLOWED')
  assert.is(checkInPermissionAt({ ...base, now: at(90 - 120) }), 'CHECK_IN_ALLOWED')
  assert.is(checkInPermissionAt({ ...base, now: at(90 + 30).subtract({ seconds: 1 }) }), 'CHECK_IN_ALLOWED')
  assert.is(checkInPermissionAt({ ...base, now: at(90 + 30) }), 'CHECK_IN_NOT_ALLOWED')
})

Rule('"EXPECTED_TO_CHECKIN_BUT_PENDING (unconfirmed roster changes must be confirmed first)": pending inside the window only', () => {
  assert.is(checkInPermissionAt({ ...base, pendingChanges: true, now: T0 }), 'CHECK_IN_PENDING')
  assert.is(checkInPermissionAt({ ...base, pendingChanges: true, now: at(-60) }), 'CHECK_IN_NOT_ALLOWED')
  assert.is(checkInPermissionAt({ ...base, scheduled: 'CHECK_IN_NOT_ALLOWED', now: T0 }), 'CHECK_IN_NOT_ALLOWED')
})

Rule('"\'checked in\' wins": a second check-in is AlreadyCheckedIn, then window (before/after) and pending refusals', () => {
  assert.equal(checkInRefusal({ ...base, now: at(200), checkedIn: true }), E.left({ _tag: 'AlreadyCheckedIn' }))
  assert.equal(checkInRefusal({ ...base, now: at(-31), checkedIn: false }), E.left({ _tag: 'NotYetOpen', opensAt: at(-30) }))
  assert.equal(checkInRefusal({ ...base, now: at(120), checkedIn: false }), E.left({ _tag: 'Closed', closedAt: at(120) }))
  assert.equal(checkInRefusal({ ...base, pendingChanges: true, now: T0, checkedIn: false }), E.left({ _tag: 'Pending' }))
  assert.equal(checkInRefusal({ ...base, now: T0, checkedIn: false }), E.right(undefined))
})

const Config = suite('GET roster/{crmId}/checkin/configuration')

Config('"upcomingCheckinEvent, ciAllowedAirports, checkInPermission": the next C_I inside its window is CHECK_IN_ALLOWED', async () => {
  const { crew } = await ready()
  const config = await okResult(await (await signedIn(crew.a)).get(`${R(crew.a.crmId)}/checkin/configuration`), CheckInConfiguration)
  assert.is(config.upcomingCheckinEvent?.logicalId, 'CI-A')
  assert.is(config.upcomingCheckinEvent?.airport, 'CDG')
  assert.ok(config.upcomingCheckinEvent?.fromDateTimeUTC.toInstant().equals(at(90)))
  assert.is(config.checkInPermission, 'CHECK_IN_ALLOWED')
  assert.equal(config.ciAllowedAirports.map((a) => a.code), ['CDG', 'JFK', 'LHR', 'NRT', 'ORY'])
  const cdg = config.ciAllowedAirports.find((a) => a.code === 'CDG')
  assert.equal(cdg, CHECK_IN_AIRPORTS.find((a) => a.code === 'CDG'))
})

Config('no check-in ahead: upcomingCheckinEvent null and CHECK_IN_NOT_ALLOWED', async () => {
  const { crew } = await ready()
  const config = await okResult(await (await signedIn(crew.none)).get(`${R(crew.none.crmId)}/checkin/configuration`), CheckInConfiguration)
  assert.is(config.upcomingCheckinEvent, null)
  assert.is(config.checkInPermission, 'CHECK_IN_NOT_ALLOWED')
  assert.is(config.ciAllowedAirports.length, CHECK_IN_AIRPORTS.length)
})

Config('bad input: an unknown query parameter is 400 ERR_INVALID_QUERY', async () => {
  const { crew } = await ready()
  const r = await refusal(await (await signedIn(crew.a)).get(`${R(crew.a.crmId)}/checkin/configuration?debug=1`))
  assert.is(r.status, 400)
  assert.is(r.errId, 'ERR_INVALID_QUERY')
  assert.match(r.errMessage, 'debug')
})

const Window = suite('the check-in time window with a manual clock')

Window('before the window: CHECK_IN_NOT_ALLOWED and the check-in is refused with the opening time, nothing written', async () => {
  const { crew } = await ready()
  const c = await signedIn(crew.window)
  assert.is((await okResult(await loadCheckIn(c, crew.window.crmId, 'CI-W'), CheckIn)).checkInPermission, 'CHECK_IN_NOT_ALLOWED')
  const r = await refusal(await checkIn(c, crew.window.crmId, 'CI-W'))
  assert.is(r.status, 409)
  assert.is(r.errId, 'ERR_CHECK_IN_NOT_YET_OPEN')
  assert.match(r.errMessage, '2026-03-15T11:00:00Z')
  assert.is(await checkedInAt(crew.window.crmId, 'CI-W'), null)
})

Window('after the window: CHECK_IN_NOT_ALLOWED and refused as closed', async () => {
  const { crew } = await ready()
  await withClock(at(300 + 30), async () => {
    const c = await signedIn(crew.window)
    assert.is((await okResult(await loadCheckIn(c, crew.window.crmId, 'CI-W'), CheckIn)).checkInPermission, 'CHECK_IN_NOT_ALLOWED')
    const r = await refusal(await checkIn(c, crew.window.crmId, 'CI-W'))
    assert.is(r.errId, 'ERR_CHECK_IN_CLOSED')
    const config = await okResult(await c.get(`${R(crew.window.crmId)}/checkin/configuration`), CheckInConfiguration)
    assert.is(config.upcomingCheckinEvent, null, 'a closed window is no longer upcoming')
  })
  assert.is(await checkedInAt(crew.window.crmId, 'CI-W'), null)
})

Window('inside the window (its opening instant): CHECK_IN_ALLOWED and the check-in succeeds', async () => {
  const { crew } = await ready()
  await withClock(at(300 - 120), async () => {
    const c = await signedIn(crew.window)
    assert.is((await okResult(await loadCheckIn(c, crew.window.crmId, 'CI-W'), CheckIn)).checkInPermission, 'CHECK_IN_ALLOWED')
    assert.equal(await okResult(await checkIn(c, crew.window.crmId, 'CI-W'), CheckInPostResult), { checkedIn: true })
  })
  assert.is.not(await checkedInAt(crew.window.crmId, 'CI-W'), null)
})

const Post = suite('POST roster/{crmId}/checkin?op=checkin&ltype=mobile')

Post('check-in: checkedIn, own position checked in, last_roster_change moves to now; the configuration moves to the next event', async () => {
  const { crew, server } = await ready()
  const c = await signedIn(crew.a)
  await withClock(at(1), async () => {
    assert.equal(await okResult(await checkIn(c, crew.a.crmId, 'CI-A'), CheckInPostResult), { checkedIn: true })
    assert.ok((await updatesOf(server.server.deps.db, crew.a.crmId)).lastRosterChange?.equals(at(1)))
  })
  const state = await okResult(await loadCheckIn(c, crew.a.crmId, 'CI-A'), CheckIn)
  assert.is(state.checkedIn, true)
  const config = await okResult(await c.get(`${R(crew.a.crmId)}/checkin/configuration`), CheckInConfiguration)
  assert.is(config.upcomingCheckinEvent?.logicalId, 'CI-A-NEXT')
  assert.is(config.upcomingCheckinEvent?.airport, 'JFK')
  assert.is(config.checkInPermission, 'CHECK_IN_NOT_ALLOWED', 'tomorrow\'s window is not open yet')
})

Post('"The error ERR_ALREADY_CHECKED_IN of kind APP": a second check-in is refused with it, and the core treats it as success', async () => {
  const { crew, server } = await ready()
  const c = await signedIn(crew.a)
  const before = await updatesOf(server.server.deps.db, crew.a.crmId)
  await withClock(at(2), async () => {
    const res = await checkIn(c, crew.a.crmId, 'CI-A')
    const r = await refusal(res)
    assert.is(r.status, 409)
    assert.ok(r.error._tag === 'Service' && AlreadyCheckedInError.is(r.error.errors[0]))
    assert.ok(isAlreadyCheckedIn(r.error))
  })
  assert.equal(await updatesOf(server.server.deps.db, crew.a.crmId), before, 'nothing written')
})

Post('"check-in updates the positions\' checkedIn": the member\'s position on a colleague\'s check-in of the same duty', async () => {
  const { crew } = await ready()
  const other = await signedIn(crew.duty2)
  const positionOf = async () => (await okResult(await loadCheckIn(other, crew.duty2.crmId, `CI-D-${crew.duty2.crmId}`), CheckIn)).positions
  assert.equal((await positionOf()).map((p) => [p.assignment, p.checkedIn]), [['CP', false], ['FO', false], ['CC', false]])
  await okResult(await checkIn(await signedIn(crew.duty1), crew.duty1.crmId, `CI-D-${crew.duty1.crmId}`), CheckInPostResult)
  const positions = await positionOf()
  assert.equal(positions.map((p) => [p.assignment, p.checkedIn]), [['CP', false], ['FO', true], ['CC', false]])
  assert.equal(positions[1], { assignment: 'FO', name: 'cid1 Test', checkedIn: true }, 'the stored crmId is not on the wire')
})

Post('unknown logical id, and a logical id that is not a C_I event: 404', async () => {
  const { crew } = await ready()
  const c = await signedIn(crew.a)
  for (const id of ['NOPE', 'SBY-A']) {
    const r = await refusal(await checkIn(c, crew.a.crmId, id))
    assert.is(r.status, 404, id)
    assert.is(r.errId, 'ERR_CHECK_IN_NOT_FOUND')
    assert.is((await refusal(await loadCheckIn(c, crew.a.crmId, id))).status, 404)
  }
})

Post('bad input on GET checkin: no checkInLogicalId, ltype not mobile, an unknown parameter: 400 ERR_INVALID_QUERY', async () => {
  const { crew } = await ready()
  const c = await signedIn(crew.a)
  for (const q of ['?ltype=mobile', '?checkInLogicalId=CI-A&ltype=web', '?checkInLogicalId=CI-A&ltype=mobile&x=1']) {
    const r = await refusal(await c.get(`${R(crew.a.crmId)}/checkin${q}`))
    assert.is(r.status, 400, q)
    assert.is(r.errId, 'ERR_INVALID_QUERY')
  }
})

Post('bad input: wrong op, wrong ltype, unknown body field, wrong type, missing body: 4xx and nothing written', async () => {
  const { crew } = await ready()
  const c = await signedIn(crew.confirm)
  const path = `${R(crew.confirm.crmId)}/checkin`
  const cases: ReadonlyArray<readonly [Promise<Response>, string]> = [
    [c.post(`${path}?op=confirm&ltype=mobile`, { checkInLogicalId: 'CI-C' }), 'ERR_INVALID_QUERY'],
    [c.post(`${path}?ltype=mobile`, { checkInLogicalId: 'CI-C' }), 'ERR_INVALID_QUERY'],
    [c.post(`${path}?op=checkin&ltype=desktop`, { checkInLogicalId: 'CI-C' }), 'ERR_INVALID_QUERY'],
    [c.post(`${path}?op=checkin&ltype=mobile`, { checkInLogicalId: 'CI-C', pairingNumber: '12' }), 'ERR_UNKNOWN_FIELD'],
    [c.post(`${path}?op=checkin&ltype=mobile`, { checkInLogicalId: 42 }), 'ERR_INVALID_BODY'],
    [c.post(`${path}?op=checkin&ltype=mobile`, { checkInLogicalId: '' }), 'ERR_INVALID_BODY'],
    [c.post(`${path}?op=checkin&ltype=mobile`), 'ERR_INVALID_BODY'],
  ]
  for (const [res, errId] of cases) {
    const r = await refusal(await res)
    assert.is(r.status, 400, errId)
    assert.is(r.errId, errId)
  }
  assert.is(await checkedInAt(crew.confirm.crmId, 'CI-C'), null)
})

const Confirm = suite('POST roster/{crmId}/checkin/{checkInLogicalId}?op=confirm&ltype=mobile')

Confirm('confirm checks in for the event of the path (confirmed_at stamped); a second one is ERR_ALREADY_CHECKED_IN', async () => {
  const { crew, server } = await ready()
  const c = await signedIn(crew.confirm)
  const path = `${R(crew.confirm.crmId)}/checkin/CI-C?op=confirm&ltype=mobile`
  assert.equal(await okResult(await c.post(path), CheckInPostResult), { checkedIn: true })
  const rows = await server.server.deps.db.query<{ confirmed_at: unknown }>('SELECT confirmed_at FROM check_ins WHERE crm_id = $1', [crew.confirm.crmId])
  assert.is.not(rows[0]?.confirmed_at ?? null, null)
  assert.ok(isAlreadyCheckedIn((await refusal(await c.post(path))).error))
})

Confirm('bad input: op=checkin on the confirm path, a logical id over 256 characters, an unknown event', async () => {
  const { crew } = await ready()
  const c = await signedIn(crew.confirm)
  assert.is((await refusal(await c.post(`${R(crew.confirm.crmId)}/checkin/CI-C?op=checkin&ltype=mobile`))).errId, 'ERR_INVALID_QUERY')
  assert.is((await refusal(await c.post(`${R(crew.confirm.crmId)}/checkin/${'x'.repeat(257)}?op=confirm&ltype=mobile`))).status, 400)
  assert.is((await refusal(await c.post(`${R(crew.confirm.crmId)}/checkin/NOPE?op=confirm&ltype=mobile`))).status, 404)
})

const Pending = suite('CHECK_IN_PENDING while a roster change is unconfirmed')

Pending('"unconfirmed roster changes must be confirmed first": pending in configuration and check-in; the check-in is refused', async () => {
  const { crew } = await ready()
  const c = await signedIn(crew.pending)
  assert.is((await okResult(await c.get(`${R(crew.pending.crmId)}/checkin/configuration`), CheckInConfiguration)).checkInPermission, 'CHECK_IN_PENDING')
  assert.is((await okResult(await loadCheckIn(c, crew.pending.crmId, 'CI-P'), CheckIn)).checkInPermission, 'CHECK_IN_PENDING')
  const r = await refusal(await checkIn(c, crew.pending.crmId, 'CI-P'))
  assert.is(r.status, 409)
  assert.is(r.errId, 'ERR_CHECK_IN_PENDING')
  assert.is(await checkedInAt(crew.pending.crmId, 'CI-P'), null)
})

Pending('once the change is confirmed the check-in is allowed and succeeds', async () => {
  const { crew } = await ready()
  const c = await signedIn(crew.pending)
  const confirmed = await okResult(await c.post(`${R(crew.pending.crmId)}/notif?ltype=mobile&op=confirm`, { id: 'RC-CIP', changes: ['2026-03-15'] }), ConfirmRosterChangeResult)
  assert.is(confirmed.periods.length, 1)
  assert.is((await okResult(await loadCheckIn(c, crew.pending.crmId, 'CI-P'), CheckIn)).checkInPermission, 'CHECK_IN_ALLOWED')
  assert.equal(await okResult(await checkIn(c, crew.pending.crmId, 'CI-P'), CheckInPostResult), { checkedIn: true })
})

Pending('a day that cannot be confirmed, or a change after the duty day, does not hold the check-in', async () => {
  const { crew } = await ready()
  const c = await signedIn(crew.notPending)
  assert.is((await okResult(await loadCheckIn(c, crew.notPending.crmId, 'CI-NP'), CheckIn)).checkInPermission, 'CHECK_IN_ALLOWED')
})

const Guard = suite('check-in calls: 401 without a session, 403 on another crmId')

Guard('"Unauthenticated calls are 401" on every check-in call', async () => {
  const { server, crew } = await ready()
  const c = client(server.url, undefined)
  const id = crew.outsider.crmId
  for (const res of [c.get(`${R(id)}/checkin/configuration`), loadCheckIn(c, id, 'X'), checkIn(c, id, 'X'), c.post(`${R(id)}/checkin/X?op=confirm&ltype=mobile`)]) {
    const r = await refusal(await res)
    assert.is(r.status, 401)
    assert.is(r.errId, 'ERR_UNAUTHENTICATED')
  }
})

Guard('"Every {crmId} in a path must be the signed-in crew member\'s: anything else is 403 and touches nothing"', async () => {
  const { server } = await ready()
  const c = client(server.url, await sessionOf(server.url, ANNA))
  const db = server.server.deps.db
  const count = async () => (await db.query<{ n: number }>('SELECT count(*)::int AS n FROM check_ins WHERE crm_id = $1 AND checked_in_at IS NOT NULL', [BRUNO.crmId]))[0]?.n
  const before = await count()
  const b = BRUNO.crmId
  for (const res of [c.get(`${R(b)}/checkin/configuration`), loadCheckIn(c, b, 'X'), checkIn(c, b, 'X'), c.post(`${R(b)}/checkin/X?op=confirm&ltype=mobile`)]) {
    const r = await refusal(await res)
    assert.is(r.status, 403)
    assert.is(r.errId, 'ERR_FORBIDDEN_CRM_ID')
  }
  assert.is(await count(), before)
})

const Seed = suite('check-in seed (the demo airline as served)')

Seed('"an upcoming check-in inside its time window": anna\'s next C_I, 90 minutes after now at CDG, is CHECK_IN_ALLOWED', async () => {
  const { server } = await ready()
  const c = client(server.url, await sessionOf(server.url, ANNA))
  const config = await okResult(await c.get(`${R(ANNA.crmId)}/checkin/configuration`), CheckInConfiguration)
  const upcoming = config.upcomingCheckinEvent
  assert.ok(upcoming?.fromDateTimeUTC.toInstant().equals(at(90)))
  assert.is(upcoming?.airport, 'CDG')
  assert.is(config.checkInPermission, 'CHECK_IN_ALLOWED', 'her pending roster change is after the duty day')
  const state = await okResult(await loadCheckIn(c, ANNA.crmId, upcoming?.logicalId ?? ''), CheckIn)
  assert.equal(state.positions[0], { assignment: 'CP', name: 'Anna Lindqvist', checkedIn: false })
  assert.ok(state.positions.some((p) => p.name === undefined), 'an open position')
})

Seed('"allowed airports (code, latitude, longitude, radius)": CDG, ORY, JFK, LHR, NRT with radii in metres', () => {
  assert.equal(CHECK_IN_AIRPORTS.map((a) => a.code), ['CDG', 'ORY', 'JFK', 'LHR', 'NRT'])
  for (const a of CHECK_IN_AIRPORTS) assert.ok(a.radius >= 1000 && a.radius <= 5000 && Math.abs(a.latitude) <= 90 && Math.abs(a.longitude) <= 180)
})

Seed('anna checks in by time window (GEO_LOCATION_CHECKIN NO), bruno by location (YES)', () => {
  const geo = (username: string) => DEMO_CREW.find((m) => m.username === username)?.enablings.find((e) => e.featureId === 'GEO_LOCATION_CHECKIN')?.value
  assert.is(geo('anna'), 'NO')
  assert.is(geo('bruno'), 'YES')
})

const Contract = suite('check-in contract: every answer decodes with the core envelope codecs')

Contract('configuration, check-in state, check in and its refusal are core envelopes', async () => {
  const { server } = await ready()
  const member = await addCrew(server.server.deps.db, { username: 'cicontract', crmId: '300110' })
  await insertEvents(server.server.deps.db, member.crmId, [anEvent({ id: 'CI-K', type: 'C_I', from: at(30), to: at(30) })])
  const c = await signedIn(member)
  assert.ok(E.isRight(CheckInConfigurationEnvelope.decode(await (await c.get(`${R(member.crmId)}/checkin/configuration`)).json())))
  assert.ok(E.isRight(CheckInEnvelope.decode(await (await loadCheckIn(c, member.crmId, 'CI-K')).json())))
  assert.ok(E.isRight(CheckInPostEnvelope.decode(await (await checkIn(c, member.crmId, 'CI-K')).json())))
  const second: unknown = await (await c.post(`${R(member.crmId)}/checkin/CI-K?op=confirm&ltype=mobile`)).json()
  assert.ok(E.isRight(CheckInPostEnvelope.decode(second)))
  const refused = EmptyEnvelope.decode(second)
  assert.ok(E.isRight(refused) && refused.right.success === false && AlreadyCheckedInError.is(refused.right.error?.[0]))
})

Guard.after(shared.close)
Rule.run()
Config.run()
Window.run()
Post.run()
Confirm.run()
Pending.run()
Seed.run()
Contract.run()
Guard.run()
