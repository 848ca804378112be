import { connect } from 'node:net'
import { suite } from 'uvu'
import * as assert from 'uvu/assert'
import { sharedServer } from './helpers'

// Issue 33 item 2: requests Node's HTTP parser refuses before any route runs are answered with the JSON error
// envelope (not a bare status line), and the connection is closed afterwards, as Node closes it.

const shared = sharedServer()

interface RawAnswer {
  readonly status: number
  readonly headers: ReadonlyMap<string, string>
  readonly body: string
  /** The server closed the connection (the read ended without the client closing it). */
  readonly closedByServer: boolean
}

/** Writes `bytes` on a fresh TCP connection and reads until the server closes it. */
const exchange = async (bytes: Buffer): Promise<RawAnswer> => {
  const { url } = await shared.get()
  const { hostname, port } = new URL(url)
  const raw = await new Promise<{ data: Buffer; closedByServer: boolean }>((resolve, reject) => {
    const socket = connect({ host: hostname, port: Number(port) })
    const chunks: Buffer[] = []
    let ended = false
    socket.on('data', (chunk: Buffer) => chunks.push(chunk))
    socket.on('end', () => (ended = true))
    socket.on('error', reject)
    socket.on('close', () => resolve({ data: Buffer.concat(chunks), closedByServer: ended || chunks.length > 0 }))
    socket.write(bytes)
  })
  const text = raw.data.toString('utf8')
  const split = text.indexOf('\r\n\r\n')
  const head = split < 0 ? text : text.slice(0, split)
  const [statusLine = '', ...headerLines] = head.split('\r\n')
  const headers = new Map(headerLines.map((line) => [line.slice(0, line.indexOf(':')).toLowerCase(), line.slice(line.indexOf(':') + 1).trim()]))
  return { status: Number(/^HTTP\/1\.1 (\d{3})/.exec(statusLine)?.[1] ?? 0), headers, body: split < 0 ? '' : text.slice(split + 4), closedByServer: raw.closedByServer }
}

const envelopeOf = (answer: RawAnswer): { success: unknown; errId: unknown; errMessage: unknown } => {
  const body: unknown = JSON.parse(answer.body)
  assert.ok(typeof body === 'object' && body !== null, `a JSON object body: ${answer.body}`)
  const first: unknown = (Reflect.get(body, 'error') as unknown[] | undefined)?.[0]
  return {
    success: Reflect.get(body, 'success'),
    errId: typeof first === 'object' && first !== null ? Reflect.get(first, 'errId') : undefined,
    errMessage: typeof first === 'object' && first !== null ? Reflect.get(first, 'errMessage') : undefined,
  }
}

const checkEnvelope = (answer: RawAnswer, status: number, errId: string): void => {
  assert.is(answer.status, status)
  assert.match(answer.headers.get('content-type') ?? '', /^application\/json/)
  assert.is(answer.headers.get('connection'), 'close')
  assert.is(Number(answer.headers.get('content-length')), Buffer.byteLength(answer.body, 'utf8'))
  assert.is(answer.headers.get('x-content-type-options'), 'nosniff')
  const envelope = envelopeOf(answer)
  assert.is(envelope.success, false)
  assert.is(envelope.errId, errId)
  assert.type(envelope.errMessage, 'string')
  assert.ok(answer.closedByServer, 'the server closes the connection')
}

const Refused = suite("Node's parser refusals: the JSON error envelope, then the connection closed")

Refused('a request line over 16 KiB: 431 ERR_HEADERS_TOO_LARGE', async () => {
  const answer = await exchange(Buffer.from(`GET /rest/pems/security/config?pad=${'a'.repeat(17 * 1024)} HTTP/1.1\r\nHost: x\r\n\r\n`, 'latin1'))
  checkEnvelope(answer, 431, 'ERR_HEADERS_TOO_LARGE')
})

Refused('headers over 16 KiB in all: 431 ERR_HEADERS_TOO_LARGE', async () => {
  const headers = Array.from({ length: 40 }, (_, i) => `X-Pad-${i}: ${'b'.repeat(500)}\r\n`).join('')
  const answer = await exchange(Buffer.from(`GET /rest/pems/security/config HTTP/1.1\r\nHost: x\r\n${headers}\r\n`, 'latin1'))
  checkEnvelope(answer, 431, 'ERR_HEADERS_TOO_LARGE')
})

Refused('a raw non-ASCII byte in the path: 400 ERR_BAD_REQUEST', async () => {
  const answer = await exchange(Buffer.concat([Buffer.from('GET /rest/pems/'), Buffer.from([0xe9]), Buffer.from(' HTTP/1.1\r\nHost: x\r\n\r\n')]))
  checkEnvelope(answer, 400, 'ERR_BAD_REQUEST')
})

Refused('a malformed request line: 400 ERR_BAD_REQUEST', async () => {
  const answer = await exchange(Buffer.from('NOT A REQUEST\r\n\r\n'))
  checkEnvelope(answer, 400, 'ERR_BAD_REQUEST')
})

Refused('the server keeps answering after the refusals', async () => {
  const { url } = await shared.get()
  const res = await fetch(`${url}/rest/pems/security/config`)
  assert.is(res.status, 200)
})

Refused.after(() => shared.close())
Refused.run()
