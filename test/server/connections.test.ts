import { connect, type Socket } from 'node:net'
import { suite } from 'uvu'
import * as assert from 'uvu/assert'
import { DEFAULT_CONNECTION_LIMITS } from '../../server/http/connections'
import { eventually, rawRequest, sharedServer } from './helpers'

// Idle clients speak from 127.0.0.2 (Linux routes the whole 127/8 to loopback); the normal client from 127.0.0.1.
const shared = sharedServer({ connectionLimits: { ...DEFAULT_CONNECTION_LIMITS, idleSeconds: 1, headersSeconds: 1 } })
// Idle timeouts far away, so that only the caps can close a connection in these tests.
const capped = sharedServer({ connectionLimits: { ...DEFAULT_CONNECTION_LIMITS, idleSeconds: 60, maxConnections: 120, maxConnectionsPerAddress: 50 } })

/** A TCP connection from `localAddress` that sends `bytes` (nothing by default) and then stays silent. */
const openSocket = (base: string, localAddress: string, bytes = ''): Promise<Socket> =>
  new Promise((resolve, reject) => {
    const url = new URL(base)
    const socket = connect({ host: url.hostname, port: Number(url.port), localAddress }, () => {
      if (bytes !== '') socket.write(bytes)
      resolve(socket)
    })
    socket.on('error', () => undefined)
    socket.once('error', reject)
  })

/** Resolves true when the server closes `socket` within `ms` (a generous bound: the server's is 1 s). */
const closedWithin = (socket: Socket, ms: number): Promise<boolean> =>
  new Promise((resolve) => {
    if (socket.destroyed || socket.readableEnded) return resolve(true)
    const timer = setTimeout(() => resolve(false), ms)
    const done = () => {
      clearTimeout(timer)
      resolve(true)
    }
    socket.once('close', done)
    socket.once('end', done)
    socket.resume()
  })

const Idle = suite('idle and slow connections')

Idle('a connection that sends nothing is closed by the server after its idle timeout', async () => {
  const { url } = await shared.get()
  const socket = await openSocket(url, '127.0.0.2')
  assert.ok(await closedWithin(socket, 15_000), 'the idle connection is still open 15 s later')
})

Idle('a connection that sends half a request line and then nothing is closed too', async () => {
  const { url } = await shared.get()
  const socket = await openSocket(url, '127.0.0.2', 'GET /rest/pems/security/config HTTP/1.1\r\nHost: x\r\n')
  assert.ok(await closedWithin(socket, 15_000), 'the header-less connection is still open 15 s later')
})

Idle.after(shared.close)

const Caps = suite('connection caps')

Caps('beyond the per-address cap new connections from that address are closed at once, while another address is answered', async () => {
  const { url } = await capped.get()
  const sockets = await Promise.all(Array.from({ length: 80 }, () => openSocket(url, '127.0.0.2')))
  try {
    const closed = await Promise.all(sockets.map((s) => closedWithin(s, 800)))
    const refused = closed.filter((c) => c).length
    assert.ok(refused >= 30, `${refused} of 80 idle connections from one address were closed before the idle timeout (cap 50)`)
    const res = await rawRequest(url, '/rest/pems/security/config')
    assert.is(res.status, 200, 'a normal request from another address is still answered')
  } finally {
    for (const s of sockets) s.destroy()
  }
})

Caps('beyond the total cap new connections are closed at once; once they go, requests are answered again', async () => {
  const { url } = await capped.get()
  const sockets: Socket[] = []
  try {
    for (const address of ['127.0.0.3', '127.0.0.4', '127.0.0.5']) sockets.push(...(await Promise.all(Array.from({ length: 45 }, () => openSocket(url, address)))))
    const closed = await Promise.all(sockets.map((s) => closedWithin(s, 800)))
    assert.ok(closed.filter((c) => c).length >= 15, 'connections past the total cap of 120 are closed')
  } finally {
    for (const s of sockets) s.destroy()
  }
  await eventually('a request is answered once the idle connections are gone', async () => (await rawRequest(url, '/rest/pems/security/config').catch(() => ({ status: 0 }))).status === 200)
})

Caps.after(capped.close)

Idle.run()
Caps.run()
