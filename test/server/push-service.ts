// A push service on loopback for the tests: it plays the browser vendor's part of RFC 8030. Each subscription has
// its own receiving key pair and auth secret (what a browser keeps); a message POSTed to its endpoint is decrypted
// with http_ece (RFC 8291, aes128gcm) and kept with its VAPID Authorization header. Endpoints answer 201, or 410
// (gone), 500 (failing), 400 (refusing the request), or hold the request until released (a slow push service), or hold
// only the first request and accept the next ones (a sender that dies while its request is on the wire).
import { createECDH, randomBytes, type ECDH } from 'node:crypto'
import { createServer, type IncomingMessage, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { decrypt } from 'http_ece'

export interface ReceivedPush {
  readonly subscription: string
  readonly payload: unknown
  readonly authorization: string
  readonly ttl: string | undefined
  readonly encoding: string | undefined
}

export type EndpointBehaviour = 'accept' | 'gone' | 'hold' | 'fail' | 'refuse' | 'hold-first'

export interface TestSubscription {
  readonly name: string
  /** The JSON text a browser's `PushSubscription.toJSON()` gives: the device token to register. */
  readonly token: string
}

export interface TestPushService {
  readonly url: string
  readonly received: ReadonlyArray<ReceivedPush>
  /** Forgets what was received so far. */
  readonly clear: () => void
  readonly subscribe: (name: string, behaviour?: EndpointBehaviour) => TestSubscription
  /** Changes how a subscription's endpoint answers from now on. */
  readonly behave: (name: string, behaviour: EndpointBehaviour) => void
  /** Every request that reached a subscription's endpoint, whatever the answer. */
  readonly requests: (name: string) => number
  /** Requests held by 'hold' endpoints so far (received, not answered). */
  readonly held: () => number
  /** Held requests the sender gave up on (closed before an answer). */
  readonly abandoned: () => number
  /** Answers every held request (201) and holds no more. */
  readonly release: () => void
  readonly close: () => Promise<void>
}

const body = (req: IncomingMessage): Promise<Buffer> =>
  new Promise((resolve, reject) => {
    const chunks: Buffer[] = []
    req.on('data', (c: Buffer) => chunks.push(c))
    req.on('end', () => resolve(Buffer.concat(chunks)))
    req.on('error', reject)
  })

export const startPushService = async (): Promise<TestPushService> => {
  const subscriptions = new Map<string, { readonly keys: ECDH; readonly auth: Buffer; behaviour: EndpointBehaviour; requests: number }>()
  const received: ReceivedPush[] = []
  const holding: Array<() => void> = []
  let releasing = false
  let abandoned = 0
  const server: Server = createServer((req, res) => {
    void (async () => {
      const name = decodeURIComponent(req.url?.split('/').pop() ?? '')
      const subscription = subscriptions.get(name)
      const raw = await body(req)
      if (subscription === undefined || req.method !== 'POST') {
        res.writeHead(404).end()
        return
      }
      subscription.requests += 1
      if (subscription.behaviour === 'gone') {
        res.writeHead(410).end()
        return
      }
      if (subscription.behaviour === 'fail' || subscription.behaviour === 'refuse') {
        res.writeHead(subscription.behaviour === 'fail' ? 500 : 400).end()
        return
      }
      const plain = decrypt(raw, { version: 'aes128gcm', privateKey: subscription.keys, authSecret: subscription.auth })
      const push: ReceivedPush = {
        subscription: name,
        payload: JSON.parse(plain.toString('utf8')) as unknown,
        authorization: req.headers.authorization ?? '',
        ttl: req.headers.ttl as string | undefined,
        encoding: req.headers['content-encoding'],
      }
      const holds = subscription.behaviour === 'hold' || (subscription.behaviour === 'hold-first' && subscription.requests === 1)
      if (holds && !releasing) {
        res.on('close', () => {
          if (!res.writableEnded) abandoned += 1
        })
        holding.push(() => {
          received.push(push)
          res.writeHead(201).end()
        })
        return
      }
      received.push(push)
      res.writeHead(201).end()
    })().catch(() => res.writeHead(400).end())
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  return {
    url,
    received,
    clear: () => void received.splice(0),
    subscribe: (name, behaviour = 'accept') => {
      const keys = createECDH('prime256v1')
      keys.generateKeys()
      const auth = randomBytes(16)
      subscriptions.set(name, { keys, auth, behaviour, requests: 0 })
      const token = JSON.stringify({ endpoint: `${url}/push/${encodeURIComponent(name)}`, expirationTime: null, keys: { p256dh: keys.getPublicKey().toString('base64url'), auth: auth.toString('base64url') } })
      return { name, token }
    },
    behave: (name, behaviour) => {
      const subscription = subscriptions.get(name)
      if (subscription !== undefined) subscription.behaviour = behaviour
    },
    requests: (name) => subscriptions.get(name)?.requests ?? 0,
    held: () => holding.length,
    abandoned: () => abandoned,
    release: () => {
      releasing = true
      for (const answer of holding.splice(0)) answer()
    },
    close: async () => {
      releasing = true
      for (const answer of holding.splice(0)) answer()
      server.closeAllConnections()
      await new Promise<void>((resolve) => server.close(() => resolve()))
    },
  }
}
