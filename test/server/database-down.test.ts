import { createServer as createTcpServer, connect, type Server, type Socket } from 'node:net'
import { suite } from 'uvu'
import * as assert from 'uvu/assert'
import { memoryLogger } from '../../server/logger'
import { ANNA, errIdOf, eventually, getWith, jsonOf, sessionOf, startServer, type TestServer } from './helpers'

const databaseUrl = process.env['DATABASE_URL']
const Down = suite('PostgreSQL down')

/** A TCP relay to PostgreSQL that the test can cut (every connection dropped, new ones refused) and mend. */
const relay = async (target: URL): Promise<{ readonly port: number; readonly cut: () => Promise<void>; readonly mend: () => Promise<void>; readonly close: () => Promise<void> }> => {
  const sockets = new Set<Socket>()
  let port = 0
  const open = (): Promise<Server> =>
    new Promise((resolve) => {
      const server = createTcpServer((client) => {
        const upstream = connect({ host: target.hostname, port: Number(target.port || 5432) })
        for (const s of [client, upstream]) {
          sockets.add(s)
          s.on('error', () => undefined)
          s.on('close', () => sockets.delete(s))
        }
        client.pipe(upstream).pipe(client)
        client.on('close', () => upstream.destroy())
        upstream.on('close', () => client.destroy())
      })
      server.listen(port, '127.0.0.1', () => resolve(server))
    })
  let server: Server | null = await open()
  port = (server.address() as { port: number }).port
  const stop = async (): Promise<void> => {
    const s = server
    server = null
    for (const socket of sockets) socket.destroy()
    if (s !== null) await new Promise((resolve) => s.close(resolve))
  }
  return { port, cut: stop, mend: async () => void (server ??= await open()), close: stop }
}

if (databaseUrl === undefined || databaseUrl === '') {
  Down.skip('PostgreSQL down: 503 with Retry-After, readyz says why (set DATABASE_URL to run)', () => undefined)
} else {
  Down('while PostgreSQL cannot be reached, calls answer 503 with Retry-After and a clear error, readyz 503 with the reason; both recover', async () => {
    const target = new URL(databaseUrl)
    const proxy = await relay(target)
    const viaProxy = new URL(databaseUrl)
    viaProxy.hostname = '127.0.0.1'
    viaProxy.port = String(proxy.port)
    let server: TestServer | undefined
    try {
      const logger = memoryLogger()
      server = await startServer({ databaseUrl: viaProxy.toString(), logger })
      const { url } = server
      const cookie = await sessionOf(url, ANNA)
      assert.is((await fetch(`${url}/readyz`)).status, 200)
      await proxy.cut()
      const res = await getWith(url, `/rest/pems/user/${ANNA.crmId}/basicdata`, cookie)
      assert.is(res.status, 503)
      assert.is(res.headers.get('retry-after'), '5')
      const body = await jsonOf(res)
      assert.is(errIdOf(body), 'ERR_SERVICE_UNAVAILABLE')
      assert.match(body.error?.[0]?.errMessage ?? '', /database cannot be reached/)
      const ready = await fetch(`${url}/readyz`)
      assert.is(ready.status, 503)
      assert.match(((await ready.json()) as { reason: string }).reason, /database unreachable/)
      assert.is((await fetch(`${url}/healthz`)).status, 200, 'the process itself is up')
      // A poller hammering the server meanwhile: one log line for the outage, not one per refused request.
      for (let i = 0; i < 30; i++) assert.is((await getWith(url, `/rest/pems/user/${ANNA.crmId}/basicdata`, cookie)).status, 503)
      assert.is(logger.lines.filter((l) => l.startsWith('WARN database unavailable')).length, 1, 'one WARN line for 31 refused requests')
      await proxy.mend()
      await eventually('readyz is 200 again', async () => (await fetch(`${url}/readyz`)).status === 200)
      assert.is((await getWith(url, `/rest/pems/user/${ANNA.crmId}/basicdata`, cookie)).status, 200)
    } finally {
      await server?.close()
      await proxy.close()
    }
  })
}

Down.run()
