import { suite } from 'uvu'
import * as assert from 'uvu/assert'
import { memoryLogger } from '../../server/logger'
import { ANNA, errIdOf, jsonOf, rawRequest, sessionOf, sharedServer, XHR } from './helpers'
import { probeWrites } from './probe.routes'

const logger = memoryLogger()
const shared = sharedServer({ logger })

const post = async (body: string | Uint8Array<ArrayBuffer>, contentType = 'application/json') => {
  const { url, server } = await shared.get()
  const cookie = await sessionOf(url, ANNA)
  const before = await probeWrites(server.deps.db, ANNA.crmId)
  const res = await fetch(`${url}/rest/pems/roster/${ANNA.crmId}/probe`, { method: 'POST', headers: { ...XHR, Cookie: cookie, 'Content-Type': contentType }, body })
  const text = await res.text()
  const written = (await probeWrites(server.deps.db, ANNA.crmId)) - before
  return { status: res.status, text, body: JSON.parse(text) as { success: boolean; error?: Array<{ errId: string; errMessage: string }> }, written }
}

const noStack = (text: string) => {
  assert.not.match(text, /\bat .*\.(ts|js):\d+/, 'no stack frame')
  assert.not.match(text, /Error:/, 'no error class')
}

const Body = suite('bad request bodies: a 4xx envelope with a clear errMessage, nothing written')

Body('malformed JSON: 400 ERR_MALFORMED_JSON', async () => {
  const r = await post('{"name": "x", ')
  assert.is(r.status, 400)
  assert.is(r.body.success, false)
  assert.is(r.body.error?.[0]?.errId, 'ERR_MALFORMED_JSON')
  assert.is(r.written, 0)
  noStack(r.text)
})

Body('wrong types (decoded with the codec): 400 ERR_INVALID_BODY naming the field', async () => {
  const r = await post(JSON.stringify({ name: 'x', count: 'three' }))
  assert.is(r.status, 400)
  assert.is(r.body.error?.[0]?.errId, 'ERR_INVALID_BODY')
  assert.match(r.body.error?.[0]?.errMessage ?? '', /count/)
  assert.is(r.written, 0)
})

Body('"unknown fields" are refused: 400 ERR_UNKNOWN_FIELD naming them, also nested and __proto__', async () => {
  const r = await post('{"name":"x","count":1,"admin":true,"tags":[{"key":"a","extra":1}],"__proto__":{"polluted":1}}')
  assert.is(r.status, 400)
  assert.is(r.body.error?.[0]?.errId, 'ERR_UNKNOWN_FIELD')
  const message = r.body.error?.[0]?.errMessage ?? ''
  assert.match(message, /admin/)
  assert.match(message, /tags\[0\]\.extra/)
  assert.match(message, /__proto__/)
  assert.is(r.written, 0)
  assert.is(({} as Record<string, unknown>)['polluted'], undefined)
})

Body('a missing body is 400; a body that is not JSON is 415', async () => {
  const empty = await post('')
  assert.is(empty.status, 400)
  assert.is(empty.body.error?.[0]?.errId, 'ERR_INVALID_BODY')
  const form = await post('name=x&count=1', 'application/x-www-form-urlencoded')
  assert.is(form.status, 415)
  assert.is(form.body.error?.[0]?.errId, 'ERR_UNSUPPORTED_MEDIA_TYPE')
  assert.is(empty.written + form.written, 0)
})

Body('"oversize bodies": exactly 64 KiB is accepted, one byte more is 413 ERR_BODY_TOO_LARGE', async () => {
  const sized = (bytes: number) => {
    const frame = JSON.stringify({ name: '', count: 1 })
    return JSON.stringify({ name: 'x'.repeat(bytes - frame.length), count: 1 })
  }
  const atLimit = await post(sized(64 * 1024))
  assert.is(atLimit.status, 200)
  const over = await post(sized(64 * 1024 + 1))
  assert.is(over.status, 413)
  assert.is(over.body.error?.[0]?.errId, 'ERR_BODY_TOO_LARGE')
  assert.is(over.written, 0)
})

Body('a very large body (2 MiB) is 413 too', async () => {
  const r = await post(new Uint8Array(2 * 1024 * 1024).fill(0x20))
  assert.is(r.status, 413)
  assert.is(r.written, 0)
})

const Paths = suite('path injection and unknown routes')

Paths('"path injection": dot segments, encoded slashes, backslashes and NUL are 400 ERR_BAD_PATH', async () => {
  const { url } = await shared.get()
  for (const path of [
    '/rest/pems/../../etc/passwd',
    '/rest/pems/security/%2e%2e/config',
    '/rest/pems/roster/100001%2Fprobe',
    '/rest/pems/roster/100001%2fprobe',
    '/rest/pems/roster/100001%5Cprobe',
    '/rest/pems/roster/100001%00/probe',
    '/rest/pems/roster/100001\\probe',
    '/rest/pems/%E0%A4%A/config',
    '/../etc/passwd',
    '/%2e%2e/%2e%2e/etc/passwd',
  ]) {
    const res = await rawRequest(url, path)
    assert.is(res.status, 400, path)
    assert.is(errIdOf(JSON.parse(res.body) as { error?: Array<{ errId?: string }> }), 'ERR_BAD_PATH', path)
    noStack(res.body)
  }
})

Paths('unknown routes under /rest and /api are 404 envelopes; a known path with another method is 405 with Allow', async () => {
  const { url } = await shared.get()
  for (const path of ['/rest/pems/nothing', '/api/communication/v2/nothing', '/rest/pems/security/config/extra']) {
    const res = await fetch(`${url}${path}`)
    assert.is(res.status, 404, path)
    assert.is(errIdOf(await jsonOf(res)), 'ERR_NOT_FOUND')
  }
  const res = await fetch(`${url}/rest/pems/security/config`, { method: 'PUT', headers: XHR })
  assert.is(res.status, 405)
  assert.is(res.headers.get('allow'), 'GET')
  assert.is(errIdOf(await jsonOf(res)), 'ERR_METHOD_NOT_ALLOWED')
})

const Crash = suite('unexpected failures')

Crash('"never a 500 with a stack": a throwing handler answers a generic 500 envelope; the stack goes to the server log only', async () => {
  const { url } = await shared.get()
  const res = await fetch(`${url}/rest/pems/probe/crash`)
  assert.is(res.status, 500)
  const text = await res.text()
  assert.equal(JSON.parse(text), { success: false, error: [{ errId: 'ERR_UNEXPECTED', errMessage: 'Unexpected server error' }] })
  assert.not.match(text, /secret internal detail/)
  noStack(text)
  assert.ok(logger.lines.some((l) => l.includes('secret internal detail') && /crash/.test(l)))
  assert.ok(res.headers.get('content-security-policy'))
})

Crash.after(shared.close)

Body.run()
Paths.run()
Crash.run()
