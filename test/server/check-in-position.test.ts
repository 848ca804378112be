import { suite } from 'uvu'
import * as assert from 'uvu/assert'
import { Temporal } from 'temporal-polyfill'
import { CheckInPostResult } from '../../core/check-in/check-in.codec'
import { EARTH_MEAN_RADIUS_M } from '../../core/check-in/geofence.rules'
import { CHECK_IN_AIRPORTS } from '../../server/seed/check-in.seed'
import { addCrew, anEvent, client, insertEvents, okResult, refusal, type TestCrew } from './check-in-fixtures'
import { sessionOf, startServer, T0, type TestServer } from './helpers'

// The optional position check of a location check-in (CHECK_IN_POSITION_REQUIRED): without it a crew member
// could check in from anywhere with one POST.

const at = (minutes: number): Temporal.Instant => T0.add({ minutes })
const R = (crmId: string) => `/rest/pems/roster/${crmId}`
const CDG = CHECK_IN_AIRPORTS.find((a) => a.code === 'CDG')!
const ORY = CHECK_IN_AIRPORTS.find((a) => a.code === 'ORY')!
/** `metres` north of the airport's centre. */
const near = (a: { latitude: number; longitude: number }, metres: number, accuracy = 20) => ({
  latitude: a.latitude + (metres / EARTH_MEAN_RADIUS_M) * (180 / Math.PI),
  longitude: a.longitude,
  accuracy,
})

interface World {
  readonly server: TestServer
  readonly crew: TestCrew
}

const withServer = (checkInPositionRequired: boolean, id: string) => {
  let world: Promise<World> | undefined
  return {
    ready: (): Promise<World> =>
      (world ??= (async () => {
        const server = await startServer({ checkInPositionRequired })
        const crew = await addCrew(server.server.deps.db, { username: `cipos${id}`, crmId: `3002${id}` })
        await insertEvents(server.server.deps.db, crew.crmId, [
          anEvent({ id: 'CI-POS-1', type: 'C_I', from: at(60), to: at(60) }),
          anEvent({ id: 'CI-POS-2', type: 'C_I', from: at(70), to: at(70) }),
          anEvent({ id: 'CI-POS-BOD', type: 'C_I', from: at(80), to: at(80), airport: 'BOD' }),
        ])
        return { server, crew }
      })()),
    close: async () => {
      if (world !== undefined) await (await world).server.close()
    },
  }
}

const required = withServer(true, '01')
const Required = suite('check-in with CHECK_IN_POSITION_REQUIRED: the device position is checked against the zone')

const post = async (w: World, logicalId: string, position?: unknown) => {
  const c = client(w.server.url, await sessionOf(w.server.url, { username: w.crew.username, password: w.crew.password }))
  return c.post(`${R(w.crew.crmId)}/checkin?op=checkin&ltype=mobile`, { checkInLogicalId: logicalId, ...(position === undefined ? {} : { position }) })
}
const checkedIn = async (w: World, logicalId: string): Promise<boolean> =>
  (await w.server.server.deps.db.query('SELECT 1 FROM check_ins WHERE crm_id = $1 AND check_in_logical_id = $2 AND checked_in_at IS NOT NULL', [w.crew.crmId, logicalId])).length === 1

Required('no position: 400 ERR_POSITION_REQUIRED and nothing recorded', async () => {
  const w = await required.ready()
  const r = await refusal(await post(w, 'CI-POS-1'))
  assert.is(r.status, 400)
  assert.is(r.errId, 'ERR_POSITION_REQUIRED')
  assert.match(r.errMessage, /position/)
  assert.not.ok(await checkedIn(w, 'CI-POS-1'))
})

Required('a position at another airport (ORY for a CDG check-in), a coarse fix, or an airport without a zone: 403 ERR_OUTSIDE_CHECK_IN_ZONE, nothing recorded', async () => {
  const w = await required.ready()
  for (const [logicalId, position, says] of [
    ['CI-POS-1', near(ORY, 0), /outside the check-in zone of CDG/],
    ['CI-POS-1', near(CDG, 0, 5000), /too imprecise/],
    ['CI-POS-1', near(CDG, CDG.radius + 500, 50), /outside the check-in zone of CDG/],
    ['CI-POS-BOD', near(CDG, 0), /not available at BOD/],
  ] as const) {
    const r = await refusal(await post(w, logicalId, position))
    assert.is(r.status, 403, `${logicalId} ${JSON.stringify(position)}`)
    assert.is(r.errId, 'ERR_OUTSIDE_CHECK_IN_ZONE')
    assert.match(r.errMessage, says)
    assert.not.ok(await checkedIn(w, logicalId))
  }
})

Required('a malformed position is a 400 ERR_INVALID_BODY, not a check-in', async () => {
  const w = await required.ready()
  const r = await refusal(await post(w, 'CI-POS-1', { latitude: 'here', longitude: 2.5, accuracy: 10 }))
  assert.is(r.status, 400)
  assert.is(r.errId, 'ERR_INVALID_BODY')
  assert.not.ok(await checkedIn(w, 'CI-POS-1'))
})

Required('inside the zone: checked in; the confirm call takes the position in an optional body', async () => {
  const w = await required.ready()
  assert.equal(await okResult(await post(w, 'CI-POS-1', near(CDG, 1500)), CheckInPostResult), { checkedIn: true })
  assert.ok(await checkedIn(w, 'CI-POS-1'))
  const c = client(w.server.url, await sessionOf(w.server.url, { username: w.crew.username, password: w.crew.password }))
  const confirm = `${R(w.crew.crmId)}/checkin/CI-POS-2?op=confirm&ltype=mobile`
  assert.is((await refusal(await c.post(confirm))).errId, 'ERR_POSITION_REQUIRED', 'the spec confirm without a body is refused here')
  assert.equal(await okResult(await c.post(confirm, { position: near(CDG, 10) }), CheckInPostResult), { checkedIn: true })
})

const optional = withServer(false, '02')
const Off = suite('check-in without CHECK_IN_POSITION_REQUIRED (the default): the spec contract')

Off('no position needed; a position sent is accepted and not checked', async () => {
  const w = await optional.ready()
  assert.equal(await okResult(await post(w, 'CI-POS-1'), CheckInPostResult), { checkedIn: true })
  assert.equal(await okResult(await post(w, 'CI-POS-2', near(ORY, 0)), CheckInPostResult), { checkedIn: true })
})

Required.after(required.close)
Off.after(optional.close)
Required.run()
Off.run()
