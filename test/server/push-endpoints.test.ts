// Push cannot be aimed inside (issue 25, item 1): a Web Push subscription may point only at a push service
// (https, port 443, no credentials, a known host), checked at registration and again before each send; the
// address is resolved once, refused when it is not public, and the connection goes to that very address;
// redirects are not followed; a crew member keeps at most 20 devices. A real listener on loopback (IPv4 and
// IPv6) counts every request that reaches it: none may.
import { createServer, type Server as HttpServer, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { createECDH, randomBytes } from 'node:crypto'
import * as E from 'fp-ts/Either'
import { suite } from 'uvu'
import * as assert from 'uvu/assert'
import { MAX_DEVICES_PER_CREW_MEMBER } from '../../server/communication/device.routes'
import { memoryLogger } from '../../server/logger'
import { OPERATIONS } from '../../server/operations/operations.routes'
import { isPublicAddress } from '../../server/push/push-addresses'
import { checkPushEndpoint, DEFAULT_PUSH_ENDPOINT_POLICY, redactUrlCredentials } from '../../server/push/push-endpoints'
import { sendPinned, type Resolve } from '../../server/push/pinned-request'
import { pushOptionsFromEnv } from '../../server/push/push.options'
import { client } from './check-in-fixtures'
import { ANNA, jsonOf, sessionOf, startServer, type TestServer } from './helpers'

const TOKEN = 'ops-token-for-push-endpoints'
const DEVICES = '/api/communication/v2/device/IADP'

interface Listener {
  readonly port: number
  readonly url: string
  readonly count: () => number
  readonly close: () => Promise<void>
}

/** A loopback listener on IPv4 and IPv6 ('::' is dual-stack) that counts requests and answers `answer`. */
const listen = async (answer: (res: ServerResponse) => void = (res) => void res.writeHead(201).end()): Promise<Listener> => {
  let requests = 0
  const server: HttpServer = createServer((req, res) => {
    requests += 1
    req.resume()
    answer(res)
  })
  await new Promise<void>((resolve) => server.listen(0, '::', resolve))
  const port = (server.address() as AddressInfo).port
  return {
    port,
    url: `http://127.0.0.1:${port}`,
    count: () => requests,
    close: () => new Promise<void>((resolve) => (server.closeAllConnections(), server.close(() => resolve()))),
  }
}

const keys = () => {
  const ecdh = createECDH('prime256v1')
  ecdh.generateKeys()
  return { p256dh: ecdh.getPublicKey().toString('base64url'), auth: randomBytes(16).toString('base64url') }
}
const subscription = (endpoint: string): string => JSON.stringify({ endpoint, expirationTime: null, keys: keys() })
const news = (id: string) => ({ id, kind: 'BROADCAST', sender: 'Crew control', subject: `Subject ${id}`, body: 'Body', recipients: [ANNA.crmId] })
/** A resolver for host names that must never be looked up for real in these tests. */
const noDns: Resolve = () => Promise.reject(Object.assign(new Error('no DNS in this test'), { code: 'ENOTFOUND' }))

const Rules = suite('push endpoints: the rule')

Rules('only https on 443 to a known push service host, without credentials; every IPv4 spelling of loopback is an IP, not a host', () => {
  const allowed = (endpoint: string) => E.isRight(checkPushEndpoint(endpoint, DEFAULT_PUSH_ENDPOINT_POLICY))
  for (const ok of [
    'https://fcm.googleapis.com/fcm/send/abc',
    'https://fcm.googleapis.com:443/wp/abc',
    'https://updates.push.services.mozilla.com/wpush/v2/abc',
    'https://web.push.apple.com/QGx',
    'https://wns2-by3p.notify.windows.com/w/?token=abc',
  ]) {
    assert.ok(allowed(ok), ok)
  }
  for (const refused of [
    'http://fcm.googleapis.com/fcm/send/abc',
    'https://fcm.googleapis.com:8443/fcm/send/abc',
    'https://user:pass@fcm.googleapis.com/fcm/send/abc',
    'https://fcm.googleapis.com.evil.example/x',
    'https://push.apple.com/x',
    'https://evilpush.apple.com.example/x',
    'https://127.0.0.1/x',
    'https://2130706433/x',
    'https://0x7f000001/x',
    'https://0177.0.0.1/x',
    'https://[::1]/x',
    'https://10.0.0.1/x',
    'https://169.254.169.254/latest/meta-data',
    'file:///etc/passwd',
    'not a url',
  ]) {
    assert.not.ok(allowed(refused), refused)
  }
  const relay = { hosts: [], relayOrigins: ['http://relay.airline.internal:8080'] }
  assert.ok(E.isRight(checkPushEndpoint('http://relay.airline.internal:8080/push/1', relay)))
  assert.not.ok(E.isRight(checkPushEndpoint('http://relay.airline.internal:8081/push/1', relay)), 'another port of the relay host')
  assert.not.ok(E.isRight(checkPushEndpoint('http://u:p@relay.airline.internal:8080/push/1', relay)), 'credentials, even to the relay')
})

Rules('loopback, private, link-local, CGNAT and multicast addresses are not public, in IPv4 and IPv6', () => {
  for (const inside of [
    '127.0.0.1', '127.1.2.3', '0.0.0.0', '10.0.0.1', '172.16.0.1', '172.31.255.255', '192.168.1.1', '169.254.169.254', '100.64.0.1',
    '100.127.255.255', '224.0.0.1', '239.255.255.250', '255.255.255.255', '198.18.0.1',
    '::1', '::', '::ffff:127.0.0.1', '::ffff:7f00:1', '::ffff:10.0.0.1', '::ffff:a9fe:a9fe', 'fe80::1', 'fe80::1%eth0', 'fc00::1', 'fd12:3456::1',
    'ff02::1', '64:ff9b::7f00:1', '2002:7f00:1::1', '2001:0:7f00:1::1', 'not-an-ip',
  ]) {
    assert.not.ok(isPublicAddress(inside), inside)
  }
  for (const outside of ['142.250.74.106', '8.8.8.8', '100.128.0.1', '172.32.0.1', '2a00:1450:4007:80e::200a', '2606:4700::1111']) assert.ok(isPublicAddress(outside), outside)
})

Rules('a log line never prints the credentials of a URL', () => {
  assert.is(redactUrlCredentials('connect to https://user:secret@push.example/x failed'), 'connect to https://***@push.example/x failed')
  assert.is(redactUrlCredentials('no url here'), 'no url here')
})
Rules('the operator replaces the hosts (PUSH_ENDPOINT_HOSTS) and names an on-premise relay (PUSH_RELAY_ORIGINS) by its origin', () => {
  assert.equal(pushOptionsFromEnv({ PUSH_RELAY_ORIGINS: 'http://relay.airline.internal:8080, https://relay2.airline.internal' }).endpoints, {
    hosts: DEFAULT_PUSH_ENDPOINT_POLICY.hosts,
    relayOrigins: ['http://relay.airline.internal:8080', 'https://relay2.airline.internal'],
  })
  assert.equal(pushOptionsFromEnv({ PUSH_ENDPOINT_HOSTS: 'push.example.com,*.push.example.net' }).endpoints, { hosts: ['push.example.com', '*.push.example.net'], relayOrigins: [] })
  assert.throws(() => pushOptionsFromEnv({ PUSH_RELAY_ORIGINS: 'http://u:p@relay.internal' }), /PUSH_RELAY_ORIGINS/)
  assert.throws(() => pushOptionsFromEnv({ PUSH_RELAY_ORIGINS: 'https://relay.internal/push' }), /PUSH_RELAY_ORIGINS/)
  assert.throws(() => pushOptionsFromEnv({ PUSH_RELAY_ORIGINS: 'relay.internal' }), /PUSH_RELAY_ORIGINS/)
})
Rules.run()

const Pinned = suite('push endpoints: resolved once, refused inside, pinned for the request')
let target: Listener
Pinned.before(async () => {
  target = await listen()
})
Pinned.after(() => target.close())

Pinned('a host that resolves to loopback is refused before any connection', async () => {
  let lookups = 0
  const resolve: Resolve = async () => (lookups += 1, [{ address: '127.0.0.1', family: 4 }])
  const url = new URL(`http://push.example.test:${target.port}/x`)
  const answer = await sendPinned({ url, relay: false }, { method: 'POST', headers: {}, timeoutMs: 2000 }, resolve)
  assert.ok(E.isLeft(answer))
  assert.match(E.isLeft(answer) ? answer.left : '', /loopback, private/)
  assert.is(lookups, 1)
  assert.is(target.count(), 0)
})

Pinned('one mixed answer (a public and a private address) is refused whole', async () => {
  const resolve: Resolve = async () => [{ address: '142.250.74.106', family: 4 }, { address: '::1', family: 6 }]
  const answer = await sendPinned({ url: new URL(`http://push.example.test:${target.port}/x`), relay: false }, { method: 'POST', headers: {}, timeoutMs: 2000 }, resolve)
  assert.ok(E.isLeft(answer))
  assert.is(target.count(), 0)
})

Pinned('the connection goes to the address that was checked, looked up once (DNS answers later do not move it)', async () => {
  // The relay is trusted inside, so the address check passes; what is shown is where the socket connects:
  // the name does not exist in real DNS, and the resolver's second answer would point elsewhere.
  let lookups = 0
  const resolve: Resolve = async () => (lookups += 1, lookups === 1 ? [{ address: '::1', family: 6 }] : [{ address: '192.0.2.1', family: 4 }])
  const answer = await sendPinned({ url: new URL(`http://relay.invalid:${target.port}/x`), relay: true }, { method: 'POST', headers: {}, body: new Uint8Array([1]), timeoutMs: 2000 }, resolve)
  assert.equal(answer, E.right(201))
  assert.is(lookups, 1)
  assert.is(target.count(), 1)
})
Pinned.run()

const Server = suite('push endpoints: registration, sending, redirects, device cap')
let counter: Listener
let redirector: Listener
let server: TestServer
const logger = memoryLogger()
let anna: ReturnType<typeof client>

Server.before(async () => {
  counter = await listen()
  redirector = await listen((res) => void res.writeHead(302, { Location: `${counter.url}/internal` }).end())
  server = await startServer({ operationsToken: TOKEN, logger, push: { resolve: noDns, endpoints: { ...DEFAULT_PUSH_ENDPOINT_POLICY, relayOrigins: [redirector.url] } } })
  anna = client(server.url, await sessionOf(server.url, ANNA))
})
Server.after(async () => {
  await server.close()
  await counter.close()
  await redirector.close()
})

const publish = async (id: string): Promise<void> => {
  const res = await client(server.url, undefined).post(`${OPERATIONS}/news`, news(id), { Authorization: `Bearer ${TOKEN}` })
  assert.is(res.status, 200)
  await server.server.deps.push.idle()
}

Server('every inside address form is refused at registration (400), and a news item then sends nothing there', async () => {
  const port = counter.port
  const forms = [
    `http://127.0.0.1:${port}/push/a`,
    `http://[::1]:${port}/push/a`,
    `http://2130706433:${port}/push/a`,
    `http://0x7f.0.0.1:${port}/push/a`,
    `http://0177.0.0.1:${port}/push/a`,
    `http://[::ffff:127.0.0.1]:${port}/push/a`,
    `https://127.0.0.1:${port}/push/a`,
    `https://10.0.0.1/push/a`,
    `https://169.254.169.254/latest/meta-data`,
    `https://user:pass@fcm.googleapis.com/fcm/send/a`,
    `https://user:pass@127.0.0.1:${port}/push/a`,
    `https://localhost:${port}/push/a`,
  ]
  for (const [i, endpoint] of forms.entries()) {
    const res = await anna.post(DEVICES, { uuid: `inside-${i}`, deviceName: 'inside', deviceToken: subscription(endpoint) })
    assert.is(res.status, 400, endpoint)
    const body = (await jsonOf(res)) as { errorCode?: string; message?: string }
    assert.match(JSON.stringify(body), /push service/, endpoint)
    assert.not.match(JSON.stringify(body), /pass@/, 'the answer does not echo credentials')
  }
  const devices = ((await jsonOf(await anna.get(DEVICES))).result as Array<{ uuid: string }>).map((d) => d.uuid)
  assert.not.ok(devices.some((uuid) => uuid.startsWith('inside-')))
  await publish('N-inside-1')
  assert.is(counter.count(), 0)
})

Server('a stored subscription that points inside (written before the rule) is refused again at send time, and the log keeps no credentials', async () => {
  const db = server.server.deps.db
  for (const [uuid, endpoint] of [
    ['legacy-v4', `http://127.0.0.1:${counter.port}/push/legacy`],
    ['legacy-v6', `http://[::1]:${counter.port}/push/legacy`],
    ['legacy-creds', `http://ops:hunter2@127.0.0.1:${counter.port}/push/legacy`],
  ] as const) {
    await db.query('INSERT INTO devices (crm_id, domain, uuid, device_name, device_token, updated_at) VALUES ($1, $2, $3, $4, $5, $6)', [
      ANNA.crmId, 'IADP', uuid, uuid, subscription(endpoint), '2026-03-15T08:00:00Z',
    ])
  }
  await publish('N-inside-2')
  assert.is(counter.count(), 0)
  const lines = logger.lines.filter((l) => l.includes('N-inside-2') || l.includes('news:N-inside-2'))
  assert.ok(lines.some((l) => l.includes('legacy-creds') && l.includes('not sent')), lines.join('\n'))
  assert.not.ok(logger.lines.some((l) => l.includes('hunter2')), 'no line prints the password')
  await db.query("DELETE FROM devices WHERE uuid LIKE 'legacy-%'")
})

Server('a redirect from the push service is not followed: the inside URL it names gets nothing, the device stays', async () => {
  const res = await anna.post(DEVICES, { uuid: 'relay-1', deviceName: 'relay', deviceToken: subscription(`${redirector.url}/push/relay-1`) })
  assert.is(res.status, 200, await res.clone().text())
  await publish('N-redirect-1')
  assert.is(redirector.count(), 1, 'the relay was asked')
  assert.is(counter.count(), 0, 'the redirect target was not')
  assert.ok(logger.lines.some((l) => l.includes('relay-1') && l.includes('redirect')))
  const devices = ((await jsonOf(await anna.get(DEVICES))).result as Array<{ uuid: string }>).map((d) => d.uuid)
  assert.ok(devices.includes('relay-1'))
  assert.is((await anna.del(`${DEVICES}/relay-1`)).status, 200)
})

Server(`a crew member keeps at most ${MAX_DEVICES_PER_CREW_MEMBER} devices: a new one replaces the one registered longest ago`, async () => {
  const register = async (n: number) => {
    const res = await anna.post(DEVICES, { uuid: `web-${n}`, deviceName: `browser ${n}`, deviceToken: subscription(`https://fcm.googleapis.com/fcm/send/web-${n}`) })
    assert.is(res.status, 200, await res.clone().text())
  }
  const uuids = async () => ((await jsonOf(await anna.get(DEVICES))).result as Array<{ uuid: string }>).map((d) => d.uuid)
  for (let n = 1; n <= 25; n += 1) await register(n)
  const kept = await uuids()
  assert.is(kept.length, MAX_DEVICES_PER_CREW_MEMBER)
  assert.equal(kept.sort(), Array.from({ length: 20 }, (_, i) => `web-${i + 6}`).sort(), 'the seeded phone and web-1..5 made room')
  await register(6) // renewed: now the newest
  await register(26)
  const after = await uuids()
  assert.is(after.length, MAX_DEVICES_PER_CREW_MEMBER)
  assert.ok(after.includes('web-6'))
  assert.not.ok(after.includes('web-7'))
  assert.ok(after.includes('web-26'))
})
Server.run()
