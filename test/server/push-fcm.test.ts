// Native tokens go to FCM HTTP v1 when the airline's service account is configured: a loopback stand-in for
// Google's OAuth token endpoint (it verifies the signed JWT assertion with the account's public key) and for
// FCM's messages:send. A token FCM reports UNREGISTERED is removed; the access token is reused while valid.
import { createServer, type IncomingMessage } from 'node:http'
import type { AddressInfo } from 'node:net'
import { exportPKCS8, generateKeyPair, jwtVerify } from 'jose'
import { suite } from 'uvu'
import * as assert from 'uvu/assert'
import { OPERATIONS } from '../../server/operations/operations.routes'
import { pushOptionsFromEnv } from '../../server/push/push.options'
import { client } from './check-in-fixtures'
import { ANNA, jsonOf, sessionOf, startServer, type TestServer } from './helpers'

const TOKEN = 'ops-token-fcm'
const DEVICES = '/api/communication/v2/device/IADP'

const bodyOf = (req: IncomingMessage): Promise<string> =>
  new Promise((resolve) => {
    let text = ''
    req.on('data', (c: Buffer) => (text += c.toString('utf8')))
    req.on('end', () => resolve(text))
  })

interface Sent {
  readonly token: string
  readonly authorization: string
  readonly message: { notification: { title: string; body: string }; data: Record<string, string> }
}

const startFcm = async (publicKey: CryptoKey) => {
  const sent: Sent[] = []
  const assertions: Array<Record<string, unknown>> = []
  const server = createServer((req, res) => {
    void (async () => {
      const text = await bodyOf(req)
      const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
      if (req.url === '/token') {
        const form = new URLSearchParams(text)
        const { payload } = await jwtVerify(form.get('assertion') ?? '', publicKey, { audience: `${url}/token`, issuer: 'push@airline-test.iam.gserviceaccount.com' })
        assertions.push({ grant: form.get('grant_type'), scope: payload['scope'] })
        res.writeHead(200, { 'Content-Type': 'application/json' }).end(JSON.stringify({ access_token: 'access-1', expires_in: 3600 }))
        return
      }
      if (req.url === '/v1/projects/airline-test/messages:send') {
        const { message } = JSON.parse(text) as { message: Sent['message'] & { token: string } }
        sent.push({ token: message.token, authorization: req.headers.authorization ?? '', message })
        if (message.token === 'stale-token') {
          res.writeHead(404, { 'Content-Type': 'application/json' }).end(JSON.stringify({ error: { status: 'NOT_FOUND', details: [{ errorCode: 'UNREGISTERED' }] } }))
          return
        }
        res.writeHead(200, { 'Content-Type': 'application/json' }).end(JSON.stringify({ name: 'projects/airline-test/messages/1' }))
        return
      }
      res.writeHead(404).end()
    })().catch(() => res.writeHead(401).end())
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  return { url, sent, assertions, close: () => new Promise<void>((resolve) => (server.closeAllConnections(), server.close(() => resolve()))) }
}

const Fcm = suite('pushes to native tokens through FCM HTTP v1')
let server: TestServer
let fcm: Awaited<ReturnType<typeof startFcm>>

Fcm.before(async () => {
  const { publicKey, privateKey } = await generateKeyPair('RS256', { extractable: true })
  fcm = await startFcm(publicKey)
  server = await startServer({
    operationsToken: TOKEN,
    push: {
      fcm: { projectId: 'airline-test', clientEmail: 'push@airline-test.iam.gserviceaccount.com', privateKey: await exportPKCS8(privateKey), tokenUrl: `${fcm.url}/token`, apiUrl: fcm.url },
    },
  })
})
Fcm.after(async () => {
  await server.close()
  await fcm.close()
})

Fcm('news to anna reaches her phones through FCM; an UNREGISTERED token is removed; one access token for both sends', async () => {
  const anna = client(server.url, await sessionOf(server.url, ANNA))
  for (const [uuid, token] of [['android', 'good-token'], ['old-android', 'stale-token']] as const) {
    assert.is((await anna.post(DEVICES, { uuid, deviceName: uuid, deviceToken: token })).status, 200)
  }
  const publish = (id: string) =>
    client(server.url, undefined).post(`${OPERATIONS}/news`, { id, kind: 'BROADCAST', sender: 'Crew control', subject: `About ${id}`, recipients: [ANNA.crmId] }, { Authorization: `Bearer ${TOKEN}` })
  assert.is((await publish('N-fcm-1')).status, 200)
  await server.server.deps.push.idle()
  const good = fcm.sent.filter((s) => s.token === 'good-token')
  assert.is(good.length, 1)
  assert.equal(good[0]?.message.notification, { title: 'News', body: 'About N-fcm-1' })
  assert.equal(good[0]?.message.data, { id: 'news:N-fcm-1', kind: 'news', path: '/news' })
  assert.is(good[0]?.authorization, 'Bearer access-1')
  const devices = ((await jsonOf(await anna.get(DEVICES))).result as Array<{ uuid: string }>).map((d) => d.uuid)
  assert.ok(devices.includes('android'))
  assert.not.ok(devices.includes('old-android'), 'the UNREGISTERED token is gone')
  assert.is((await publish('N-fcm-2')).status, 200)
  await server.server.deps.push.idle()
  assert.is(fcm.sent.filter((s) => s.token === 'good-token').length, 2)
  assert.equal(fcm.assertions, [{ grant: 'urn:ietf:params:oauth:grant-type:jwt-bearer', scope: 'https://www.googleapis.com/auth/firebase.messaging' }])
})

Fcm.run()

const Env = suite('push configuration from the environment')
Env('off by default for FCM, on for web push; pairs must be complete; escaped newlines in the key', () => {
  assert.equal(pushOptionsFromEnv({}), { enabled: true })
  assert.equal(pushOptionsFromEnv({ PUSH_ENABLED: '0' }).enabled, false)
  assert.throws(() => pushOptionsFromEnv({ PUSH_VAPID_PUBLIC_KEY: 'k' }), /go together/)
  assert.throws(() => pushOptionsFromEnv({ FCM_PROJECT_ID: 'p', FCM_CLIENT_EMAIL: 'e' }), /go together/)
  const fcm = pushOptionsFromEnv({ FCM_PROJECT_ID: 'p', FCM_CLIENT_EMAIL: 'e', FCM_PRIVATE_KEY: '-----BEGIN PRIVATE KEY-----\\nAAA\\n-----END PRIVATE KEY-----' }).fcm
  assert.is(fcm?.privateKey, '-----BEGIN PRIVATE KEY-----\nAAA\n-----END PRIVATE KEY-----')
  assert.is(pushOptionsFromEnv({ PUSH_TIMEOUT_MS: 'soon' }).timeoutMs, undefined)
  assert.is(pushOptionsFromEnv({ PUSH_TIMEOUT_MS: '2500' }).timeoutMs, 2500)
})
Env.run()
