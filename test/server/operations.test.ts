import { connect } from 'node:net'
import { suite } from 'uvu'
import * as assert from 'uvu/assert'
import { ANNA, XHR, errIdOf, jsonOf, sessionOf, sharedServer } from './helpers'

const shared = sharedServer()

const Oversize = suite('oversize bodies read through fetch')

Oversize('a 5 MB body to a write endpoint: Node fetch gets the 413 and its reason, three times in a row', async () => {
  const { url } = await shared.get()
  const cookie = await sessionOf(url, ANNA)
  const body = JSON.stringify({ name: 'x'.repeat(5 * 1024 * 1024), count: 1 })
  for (let i = 0; i < 3; i++) {
    const res = await fetch(`${url}/rest/pems/roster/${ANNA.crmId}/probe`, {
      method: 'POST',
      headers: { ...XHR, Cookie: cookie, 'Content-Type': 'application/json' },
      body,
    })
    assert.is(res.status, 413)
    const answer = await jsonOf(res)
    assert.is(errIdOf(answer), 'ERR_BODY_TOO_LARGE')
    assert.match(answer.error?.[0]?.errMessage ?? '', /larger than 65536 bytes/)
  }
})

/**
 * A client that writes its whole request, body included, before it reads anything (as fetch
 * implementations and browsers may): what it reads first, or the socket error it gets.
 */
const writeAllThenRead = (base: string, cookie: string, size: number): Promise<string> =>
  new Promise((resolve) => {
    const url = new URL(base)
    const socket = connect({ host: url.hostname, port: Number(url.port) })
    let got = ''
    socket.on('data', (d: Buffer) => (got += d.toString('utf8')))
    socket.on('error', (e: NodeJS.ErrnoException) => resolve(`socket error ${e.code ?? e.message}`))
    socket.on('close', () => resolve(got))
    socket.pause()
    socket.write(
      `POST /rest/pems/roster/${ANNA.crmId}/probe HTTP/1.1\r\nHost: ${url.host}\r\nX-Requested-With: XMLHttpRequest\r\nCookie: ${cookie}\r\n` +
        `Content-Type: application/json\r\nContent-Length: ${size}\r\nConnection: close\r\n\r\n`,
    )
    socket.write(Buffer.alloc(size, 0x20), () => socket.resume())
  })

Oversize('a client that sends all 5 MB before reading still reads the 413 and its reason (the body is drained, not cut off)', async () => {
  const { url } = await shared.get()
  const cookie = await sessionOf(url, ANNA)
  for (let i = 0; i < 3; i++) {
    const answer = await writeAllThenRead(url, cookie, 5 * 1024 * 1024)
    assert.match(answer, /^HTTP\/1\.1 413 /)
    assert.match(answer, /ERR_BODY_TOO_LARGE/)
  }
})

const Health = suite('health endpoints')

Health('GET /healthz and /readyz answer 200 without a session and carry no data', async () => {
  const { url } = await shared.get()
  for (const path of ['/healthz', '/readyz']) {
    const res = await fetch(`${url}${path}`)
    assert.is(res.status, 200, path)
    assert.equal(await res.json(), { status: 'ok' })
    assert.is(res.headers.get('cache-control'), 'no-store')
  }
})

Health('every answer carries a request id', async () => {
  const { url } = await shared.get()
  const a = await fetch(`${url}/rest/pems/security/config`)
  const b = await fetch(`${url}/rest/pems/security/config`)
  assert.match(a.headers.get('x-request-id') ?? '', /^[0-9a-f-]{36}$/)
  assert.is.not(a.headers.get('x-request-id'), b.headers.get('x-request-id'))
})

Health.after(shared.close)

Oversize.run()
Health.run()
