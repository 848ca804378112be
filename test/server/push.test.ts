// The server sends pushes: a roster change notified, news published and a scheduler's remark each reach every
// registered device of the crew member, encrypted per RFC 8291 and signed per RFC 8292 (decrypted here by a push
// service on loopback with http_ece); a subscription the push service reports gone (410) is removed; a push
// service that is down or slow never holds up or fails the call that caused the push.
import { createServer as createNetServer } from 'node:net'
import { jwtVerify, importJWK } from 'jose'
import { suite } from 'uvu'
import * as assert from 'uvu/assert'
import { PushPayload } from '../../core/news/push-payload.codec'
import { OPERATIONS } from '../../server/operations/operations.routes'
import { DEFAULT_PUSH_ENDPOINT_HOSTS } from '../../server/push/push-endpoints'
import { changeExists } from '../../server/roster-changes/roster-changes.repo'
import { client } from './check-in-fixtures'
import { ANNA, BRUNO, eventually, jsonOf, sessionOf, startServer, type TestServer } from './helpers'
import { startPushService, type TestPushService, type TestSubscription } from './push-service'

const TOKEN = 'ops-token-for-tests'
const DEVICES = '/api/communication/v2/device/IADP'
const ops = (url: string) => client(url, undefined)
const opsHeaders = (token = TOKEN) => ({ Authorization: `Bearer ${token}` })

let server: TestServer
let pushService: TestPushService
let anna: ReturnType<typeof client>
/** A loopback port nothing listens on: a push service that is down (the operator's relay list names it). */
let downUrl: string

const register = async (who: ReturnType<typeof client>, uuid: string, subscription: TestSubscription | { token: string }): Promise<void> => {
  const res = await who.post(DEVICES, { uuid, deviceName: `test ${uuid}`, deviceToken: subscription.token })
  assert.is(res.status, 200, `registering ${uuid}: ${await res.text()}`)
}
/** The devices registered in these tests (the seed gives anna a native phone too, which FCM, off here, would serve). */
const devicesOf = async (who: ReturnType<typeof client>): Promise<string[]> =>
  ((await jsonOf(await who.get(DEVICES))).result as Array<{ uuid: string }>).map((d) => d.uuid).filter((uuid) => !uuid.startsWith('demo-')).sort()

const newsBody = (id: string, recipients: string[]) => ({ id, kind: 'BROADCAST', sender: 'Crew control', subject: `Subject ${id}`, body: 'Body', recipients })
const remarkBody = (comment: string) => ({ crmId: ANNA.crmId, date: '2026-03-16', remarkType: 'GEN', comment })
const changeBody = (id: string) => ({
  crmId: ANNA.crmId,
  id,
  days: [{ date: '2026-03-20', confirmable: true, items: [{ old: 'Off', new: 'Standby 06:00-14:00', freeText: 'Cover' }] }],
})

const pushesTo = (name: string) => pushService.received.filter((p) => p.subscription === name)

const setup = suite('pushes: setup')
setup.before(async () => {
  pushService = await startPushService()
  const closed = createNetServer()
  await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve))
  downUrl = `http://127.0.0.1:${(closed.address() as { port: number }).port}`
  await new Promise<void>((resolve) => closed.close(() => resolve()))
  // The loopback push service stands for the operator's on-premise relay: push goes nowhere else inside.
  server = await startServer({
    operationsToken: TOKEN,
    push: { subject: 'mailto:ops@airline.test', endpoints: { hosts: DEFAULT_PUSH_ENDPOINT_HOSTS, relayOrigins: [pushService.url, downUrl] } },
  })
  anna = client(server.url, await sessionOf(server.url, ANNA))
})
setup('the VAPID public key is public, and a browser subscription is accepted as a device token', async () => {
  const res = await fetch(`${server.url}/api/communication/v2/push/vapidPublicKey`)
  assert.is(res.status, 200)
  const key = ((await jsonOf(res)).result as { publicKey: string }).publicKey
  assert.is(Buffer.from(key, 'base64url').length, 65, 'an uncompressed P-256 point')
  await register(anna, 'phone', pushService.subscribe('anna-phone'))
  await register(anna, 'laptop', pushService.subscribe('anna-laptop'))
  assert.equal(await devicesOf(anna), ['laptop', 'phone'])
})
setup.run()

const triggers = suite('pushes: one per trigger and device')

const onePushEach = async (expected: { kind: string; path: string }): Promise<PushPayload[]> => {
  await server.server.deps.push.idle()
  const payloads = ['anna-phone', 'anna-laptop'].map((name) => {
    const got = pushesTo(name)
    assert.is(got.length, 1, `${name} got ${got.length} pushes`)
    const decoded = PushPayload.decode(got[0]?.payload)
    assert.ok(decoded._tag === 'Right', 'the payload is a PushPayload')
    return decoded.right
  })
  for (const p of payloads) assert.equal({ kind: p.kind, path: p.path }, expected)
  assert.is(payloads[0]?.id, payloads[1]?.id, 'one message id for both devices')
  pushService.clear()
  return payloads
}

triggers('a roster change notified to anna: a push that opens her roster-change confirmation', async () => {
  const res = await ops(server.url).post(`${OPERATIONS}/roster-changes`, changeBody('RC-push-1'), opsHeaders())
  assert.is(res.status, 200, await res.clone().text())
  const [payload] = await onePushEach({ kind: 'rosterChange', path: `/notifications/${ANNA.crmId}` })
  assert.match(payload?.body ?? '', /2026-03-20/)
  assert.is(payload?.title, 'Roster change')
  // What the push announced is stored, and the update poll tells the app about it.
  assert.ok(await changeExists(server.server.deps.db, ANNA.crmId, 'RC-push-1'))
})

triggers('news published to anna and bruno: anna\'s devices get it once each, signed with the server\'s VAPID key', async () => {
  const res = await ops(server.url).post(`${OPERATIONS}/news`, newsBody('N-push-1', [ANNA.crmId, BRUNO.crmId]), opsHeaders())
  assert.is(res.status, 200)
  await server.server.deps.push.idle()
  const [first] = pushesTo('anna-phone')
  const vapid = /^vapid t=([^,]+), k=(.+)$/.exec(first?.authorization ?? '')
  assert.ok(vapid !== null, `VAPID authorization: ${first?.authorization}`)
  const key = ((await jsonOf(await fetch(`${server.url}/api/communication/v2/push/vapidPublicKey`))).result as { publicKey: string }).publicKey
  assert.is(vapid?.[2], key)
  const point = Buffer.from(key, 'base64url')
  const jwk = await importJWK({ kty: 'EC', crv: 'P-256', x: point.subarray(1, 33).toString('base64url'), y: point.subarray(33).toString('base64url') }, 'ES256')
  const { payload: claims } = await jwtVerify(vapid?.[1] ?? '', jwk)
  assert.is(claims.aud, pushService.url)
  assert.is(claims.sub, 'mailto:ops@airline.test')
  assert.is(first?.encoding, 'aes128gcm')
  const [payload] = await onePushEach({ kind: 'news', path: '/news' })
  assert.is(payload?.body, 'Subject N-push-1')
})

triggers('the scheduler answers a daily remark: a push that opens the daily remarks, in the crew member\'s language', async () => {
  const fr = await anna.put('/api/communication/v2/preferredLanguage/fr')
  assert.is(fr.status, 200, await fr.clone().text())
  const res = await ops(server.url).post(`${OPERATIONS}/daily-remarks`, remarkBody('Your request for the 16th is granted.'), opsHeaders())
  assert.is(res.status, 200)
  const [payload] = await onePushEach({ kind: 'dailyRemark', path: '/daily-remarks' })
  assert.is(payload?.title, 'Remarque du jour')
  assert.is(payload?.body, 'Planning : Your request for the 16th is granted.')
  assert.is((await anna.put('/api/communication/v2/preferredLanguage/en')).status, 200, 'back to English for the tests after this one')
})

triggers('without the operations token nothing is written and nothing is sent', async () => {
  const res = await ops(server.url).post(`${OPERATIONS}/news`, newsBody('N-push-refused', [ANNA.crmId]), opsHeaders('wrong'))
  assert.is(res.status, 401)
  await server.server.deps.push.idle()
  assert.is(pushService.received.length, 0)
})
triggers.run()

const failures = suite('pushes: gone, down and slow push services')

failures('a subscription the push service reports gone (410) is removed; the others stay', async () => {
  await register(anna, 'old-browser', pushService.subscribe('anna-old', 'gone'))
  assert.equal(await devicesOf(anna), ['laptop', 'old-browser', 'phone'])
  const res = await ops(server.url).post(`${OPERATIONS}/news`, newsBody('N-push-2', [ANNA.crmId]), opsHeaders())
  assert.is(res.status, 200)
  await onePushEach({ kind: 'news', path: '/news' })
  assert.equal(await devicesOf(anna), ['laptop', 'phone'])
})

failures('a push service that is down: the call succeeds, the remark is stored, the device is kept', async () => {
  const down = { token: JSON.stringify({ endpoint: `${downUrl}/push/nobody`, keys: JSON.parse(pushService.subscribe('spare').token).keys }) }
  await register(anna, 'unreachable', down)
  const res = await ops(server.url).post(`${OPERATIONS}/daily-remarks`, remarkBody('Down but answered.'), opsHeaders())
  assert.is(res.status, 200)
  await server.server.deps.push.idle()
  assert.ok((await devicesOf(anna)).includes('unreachable'), 'a failure is not a gone subscription')
  const remarks = await jsonOf(await anna.get(`/rest/pems/roster/${ANNA.crmId}/details/daily_remark?fromDtUtc=2026-03-16T00:00:00%2B00:00&toDtUtc=2026-03-16T23:59:59%2B00:00`))
  assert.ok(JSON.stringify(remarks).includes('Down but answered.'))
  pushService.clear()
})

failures('a slow push service: the call is answered while its push is still waiting for the push service', async () => {
  await register(anna, 'slow', pushService.subscribe('anna-slow', 'hold'))
  const call = ops(server.url).post(`${OPERATIONS}/news`, newsBody('N-push-3', [ANNA.crmId]), opsHeaders())
  await eventually('the push service holds the push', async () => pushService.held() === 1)
  const res = await call
  assert.is(res.status, 200)
  // Still held and not given up on: the answer did not wait for the push (nor for the push's timeout).
  assert.is(pushService.held(), 1)
  assert.is(pushService.abandoned(), 0)
  pushService.release()
  await server.server.deps.push.idle()
  assert.is(pushesTo('anna-slow').length, 1, 'the held push arrived once released')
})

failures.after(async () => {
  await server.close()
  await pushService.close()
})
failures.run()

const off = suite('pushes: a server without an operations token')
off('has no operations calls', async () => {
  const bare = await startServer()
  try {
    assert.is((await ops(bare.url).post(`${OPERATIONS}/news`, newsBody('N-x', [ANNA.crmId]), opsHeaders())).status, 404)
  } finally {
    await bare.close()
  }
})
off.run()
