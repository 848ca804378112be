import { suite } from 'uvu'
import * as assert from 'uvu/assert'
import { RoleInfoList } from '../../core/roles/roles.codec'
import { RosterData } from '../../core/roster/roster.codec'
import { applyRoleUpdate } from '../../server/roles/role-update.rules'
import { ANNA, BRUNO, errIdOf, getWith, jsonOf, sessionOf, sharedServer, T0 } from './helpers'
import { eventRow, resultOf, sendJson, snapshot, upcomingLeg } from './roster.fixtures'

const shared = sharedServer()
const base = `/rest/pems/roster/${ANNA.crmId}`
const cookieOf = async (who: { username: string; password: string } = ANNA) => sessionOf((await shared.get()).url, who)

const Get = suite('GET roster/{crmId}/role/{eventId}')

Get('"available roles" of a leg: core RoleInfoList, some with updateByCrewMember', async () => {
  const { url, server } = await shared.get()
  const leg = await upcomingLeg(server.deps.db, ANNA.crmId)
  const roles = await resultOf(await getWith(url, `${base}/role/${leg.eventId}`, await cookieOf()), RoleInfoList)
  assert.equal(roles.map((r) => r.shortName), ['CMD', 'PF', 'PM', 'TRI'])
  assert.equal(roles.filter((r) => r.updateByCrewMember).map((r) => r.shortName), ['PF', 'PM'])
  assert.equal(roles.filter((r) => r.setOnEvent).map((r) => r.shortName), ['CMD', 'PF'])
})

Get('an event without roles answers [], an unknown event 404, a malformed id 400, no session 401, another crmId 403', async () => {
  const { url, server } = await shared.get()
  const cookie = await cookieOf()
  const off = await eventRow(server.deps.db, ANNA.crmId, 'OFF')
  assert.equal(await resultOf(await getWith(url, `${base}/role/${off.eventId}`, cookie), RoleInfoList), [])
  assert.is((await getWith(url, `${base}/role/NOPE-1`, cookie)).status, 404)
  const bad = await getWith(url, `${base}/role/${encodeURIComponent('a b')}`, cookie)
  assert.is(bad.status, 400)
  assert.is(errIdOf(await jsonOf(bad)), 'ERR_BAD_PATH')
  assert.is((await getWith(url, `${base}/role/${off.eventId}`)).status, 401)
  assert.is((await getWith(url, `/rest/pems/roster/${BRUNO.crmId}/role/${off.eventId}`, cookie)).status, 403)
})

const Put = suite('PUT roster/{crmId}/roleUpdate')

Put('"only roles with updateByCrewMember may change": the change persists and shows in the leg\'s roles on the next GET events', async () => {
  const { url, server } = await shared.get()
  const leg = await upcomingLeg(server.deps.db, ANNA.crmId)
  const cookie = await cookieOf()
  const body = { logicalId: leg.logicalId, roles: [{ roleNumber: 2, setOnEvent: false }, { roleNumber: 3, setOnEvent: true }] }
  const answer = await resultOf(await sendJson(url, 'PUT', `${base}/roleUpdate`, cookie, body), RoleInfoList)
  assert.equal(answer.filter((r) => r.setOnEvent).map((r) => r.shortName), ['CMD', 'PM'])
  const again = await resultOf(await getWith(url, `${base}/role/${leg.eventId}`, cookie), RoleInfoList)
  assert.equal(again, answer)
  const data = await resultOf(await getWith(url, `${base}/events`, cookie), RosterData)
  const event = data.events.flatMap((e) => e.events ?? []).find((e) => e.eventId === leg.eventId)
  assert.equal(event?.roles, [{ id: 1, name: 'Commander' }, { id: 3, name: 'Pilot monitoring' }])
})

Put('a role the crew member may not update is 403 ERR_ROLE_NOT_EDITABLE and nothing is written, even with valid items beside it', async () => {
  const { url, server } = await shared.get()
  const leg = await eventRow(server.deps.db, ANNA.crmId, 'LEG', T0.add({ hours: 48 }))
  const before = await snapshot(server.deps.db, ANNA.crmId)
  const res = await sendJson(url, 'PUT', `${base}/roleUpdate`, await cookieOf(), { logicalId: leg.logicalId, roles: [{ roleNumber: 2, setOnEvent: true }, { roleNumber: 1, setOnEvent: false }] })
  assert.is(res.status, 403)
  const body = await jsonOf(res)
  assert.is(errIdOf(body), 'ERR_ROLE_NOT_EDITABLE')
  assert.match(body.error?.[0]?.errMessage ?? '', /CMD/)
  assert.is(await snapshot(server.deps.db, ANNA.crmId), before)
})

Put('bad input: an unknown role 400 ERR_UNKNOWN_ROLE, a role twice 400, wrong types 400, an unknown field 400, an unknown event 404', async () => {
  const { url, server } = await shared.get()
  const leg = await upcomingLeg(server.deps.db, ANNA.crmId)
  const cookie = await cookieOf()
  const before = await snapshot(server.deps.db, ANNA.crmId)
  const cases: ReadonlyArray<readonly [unknown, number, string]> = [
    [{ logicalId: leg.logicalId, roles: [{ roleNumber: 99, setOnEvent: true }] }, 400, 'ERR_UNKNOWN_ROLE'],
    [{ logicalId: leg.logicalId, roles: [{ roleNumber: 2, setOnEvent: true }, { roleNumber: 2, setOnEvent: false }] }, 400, 'ERR_INVALID_BODY'],
    [{ logicalId: leg.logicalId, roles: [{ roleNumber: '2', setOnEvent: 'yes' }] }, 400, 'ERR_INVALID_BODY'],
    [{ logicalId: leg.logicalId, roles: [], admin: true }, 400, 'ERR_UNKNOWN_FIELD'],
    [{ logicalId: '100001:NOPE', roles: [{ roleNumber: 2, setOnEvent: true }] }, 404, 'ERR_NOT_FOUND'],
  ]
  for (const [body, status, errId] of cases) {
    const res = await sendJson(url, 'PUT', `${base}/roleUpdate`, cookie, body)
    assert.is(res.status, status, errId)
    assert.is(errIdOf(await jsonOf(res)), errId)
  }
  assert.is(await snapshot(server.deps.db, ANNA.crmId), before)
})

Put('another crew member\'s roles: 403 and nothing written; no session 401', async () => {
  const { url, server } = await shared.get()
  const leg = await upcomingLeg(server.deps.db, BRUNO.crmId)
  const before = await snapshot(server.deps.db, BRUNO.crmId)
  const body = { logicalId: leg.logicalId, roles: [{ roleNumber: 13, setOnEvent: false }] }
  assert.is((await sendJson(url, 'PUT', `/rest/pems/roster/${BRUNO.crmId}/roleUpdate`, await cookieOf(), body)).status, 403)
  assert.is((await sendJson(url, 'PUT', `/rest/pems/roster/${BRUNO.crmId}/roleUpdate`, undefined, body)).status, 401)
  assert.is(await snapshot(server.deps.db, BRUNO.crmId), before)
  const own = await sendJson(url, 'PUT', `/rest/pems/roster/${BRUNO.crmId}/roleUpdate`, await cookieOf(BRUNO), body)
  assert.is(own.status, 200, 'the same body is fine for bruno himself')
})

const Rule = suite('applyRoleUpdate')

Rule('"Only roles with updateByCrewMember can be toggled": an empty update changes nothing', () => {
  const roles = [
    { id: 1, shortName: 'CMD', name: 'Commander', updateByCrewMember: false, setOnEvent: true },
    { id: 2, shortName: 'PF', name: 'Pilot flying', updateByCrewMember: true, setOnEvent: false },
  ]
  assert.equal(applyRoleUpdate(roles, []), { _tag: 'Right', right: roles })
  assert.equal(applyRoleUpdate(roles, [{ roleNumber: 1, setOnEvent: true }]), { _tag: 'Left', left: { _tag: 'NotEditable', roleNumber: 1, shortName: 'CMD' } })
})

Rule.after(shared.close)
Get.run()
Put.run()
Rule.run()
