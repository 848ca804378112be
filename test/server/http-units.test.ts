import type { IncomingMessage } from 'node:http'
import * as E from 'fp-ts/Either'
import fc from 'fast-check'
import * as t from 'io-ts'
import { suite } from 'uvu'
import * as assert from 'uvu/assert'
import { DutyEvent } from '../../core/roster/event.codec'
import { clientAddressOf, isSecure } from '../../server/http/client'
import { parseCookies, serializeCookie } from '../../server/http/cookies'
import { parseTarget } from '../../server/http/path'
import { okEmpty } from '../../server/http/reply'
import { createRouter, publicRoute, sessionRoute } from '../../server/http/router'
import { unknownFields } from '../../server/http/strict-decode'
import { ProbeBody } from './probe.routes'

const Target = suite('parseTarget')

Target('splits and decodes segments; a trailing slash leaves an empty last segment', () => {
  const r = parseTarget('/rest/pems/leg/100001/LEG%20CD%2B1?ltype=mobile&x=1')
  assert.ok(E.isRight(r))
  if (E.isRight(r)) {
    assert.equal(r.right.segments, ['rest', 'pems', 'leg', '100001', 'LEG CD+1'])
    assert.is(r.right.query.get('ltype'), 'mobile')
  }
  const slash = parseTarget('/assets/')
  assert.ok(E.isRight(slash) && slash.right.segments.join('|') === 'assets|')
})

Target('"path injection": refuses dot segments, encoded slashes, backslashes, NUL, malformed encoding, non-absolute targets', () => {
  for (const url of ['/a/../b', '/a/./b', '/a/%2E%2E/b', '/a%2Fb', '/a%5cb', '/a\\b', '/a%00', '/%E0%A4%A', 'http://evil/x', '*', '/a\u0001b']) {
    assert.ok(E.isLeft(parseTarget(url)), url)
  }
})

Target('property: never throws, and no accepted segment is a dot segment or holds a slash, backslash or NUL', () => {
  fc.assert(
    fc.property(fc.string({ unit: 'binary', maxLength: 40 }), fc.array(fc.constantFrom('%2e', '%2F', '%5C', '%00', '..', '.', '/', '\\', '%'), { maxLength: 6 }), (s, parts) => {
      const result = parseTarget(`/${parts.join('')}${s}`)
      if (E.isLeft(result)) return true
      return result.right.segments.every((seg) => seg !== '.' && seg !== '..' && !/[/\\\u0000]/.test(seg))
    }),
    { numRuns: 1000 },
  )
})

const Router = suite('createRouter')

const ok = async () => okEmpty()
const router = createRouter([
  sessionRoute('GET', '/rest/pems/roster/{crmId}/details/daily_remark', ok),
  sessionRoute('GET', '/rest/pems/roster/{crmId}/details/daily_remark/types', ok),
  sessionRoute('GET', '/rest/pems/roster/{crmId}/leg/{eventId}/crew', ok),
  sessionRoute('DELETE', '/rest/pems/roster/{crmId}/details/daily_remark', ok),
  publicRoute('GET', '/rest/pems/security/config', ok),
])

Router('fills the params of the pattern', () => {
  const m = router.match('GET', ['rest', 'pems', 'roster', '100001', 'leg', 'L 1', 'crew'])
  assert.is(m._tag, 'Found')
  if (m._tag === 'Found') assert.equal(m.params, { crmId: '100001', eventId: 'L 1' })
})

Router('literal segments win over parameters; unknown paths are NotFound; other methods are MethodNotAllowed with the allowed ones', () => {
  const types = router.match('GET', ['rest', 'pems', 'roster', '1', 'details', 'daily_remark', 'types'])
  assert.ok(types._tag === 'Found' && types.route.path.endsWith('/types'))
  assert.is(router.match('GET', ['rest', 'pems', 'nothing'])._tag, 'NotFound')
  assert.is(router.match('GET', ['rest', 'pems', 'roster', '1', 'leg', '', 'crew'])._tag, 'NotFound')
  const put = router.match('PUT', ['rest', 'pems', 'roster', '1', 'details', 'daily_remark'])
  assert.equal(put, { _tag: 'MethodNotAllowed', allow: ['GET', 'DELETE'] })
})

Router('a {crmId} route cannot be public (it would skip the 403 check)', () => {
  assert.throws(() => publicRoute('GET', '/rest/pems/roster/{crmId}/events', ok), /must be a session route/)
})

const Strict = suite('unknownFields')

Strict('reports undeclared fields at any depth, through intersections, partials, arrays and unions', () => {
  const codec = t.intersection([t.type({ a: t.string, list: t.array(t.type({ k: t.number })) }), t.partial({ u: t.union([t.type({ x: t.number }), t.string]) })])
  assert.equal(unknownFields(codec, { a: 's', list: [{ k: 1 }, { k: 2, z: 1 }], u: { x: 1, y: 2 }, extra: true }), ['list[1].z', 'u.y', 'extra'])
  assert.equal(unknownFields(codec, { a: 's', list: [], u: 'plain' }), [])
})

Strict('works through the recursive core DutyEvent codec: an unknown field of a pairing child is reported', () => {
  const leg = { id: 'E2', logicalId: 'L2', type: 'LEG', fromDateTimeUTC: '2026-03-15T08:00:00+00:00', toDateTimeUTC: '2026-03-15T10:00:00+00:00' }
  const pairing = { ...leg, id: 'E1', logicalId: 'L1', type: 'PAR', events: [leg, { ...leg, id: 'E3', logicalId: 'L3', sneaky: 1 }] }
  assert.ok(E.isRight(DutyEvent.decode(pairing)))
  assert.equal(unknownFields(DutyEvent, pairing), ['events[1].sneaky'])
  assert.equal(unknownFields(DutyEvent, { ...pairing, events: [leg] }), [])
})

Strict('records accept any key; their values are still checked', () => {
  assert.equal(unknownFields(t.record(t.string, t.type({ v: t.number })), { any: { v: 1 }, other: { v: 2, w: 3 } }), ['other.w'])
})

Strict('property: a valid probe body has no unknown fields; one extra key is always reported', () => {
  const body = fc.record({ name: fc.string(), count: fc.integer() }, { requiredKeys: ['name', 'count'] })
  const extraKey = fc.string({ minLength: 1 }).filter((k) => !['name', 'count', 'tags'].includes(k))
  fc.assert(
    fc.property(body, extraKey, fc.jsonValue(), (b, key, value) => {
      const withExtra = JSON.parse(JSON.stringify({ ...b, [key]: value ?? null })) as unknown
      return unknownFields(ProbeBody, b).length === 0 && unknownFields(ProbeBody, withExtra).includes(key)
    }),
    { numRuns: 1000 },
  )
})

const Client = suite('client address and TLS')

const req = (headers: Record<string, string>, remoteAddress = '192.0.2.1', encrypted = false) =>
  ({ headers, socket: { remoteAddress, encrypted } }) as unknown as IncomingMessage

Client('X-Forwarded-For is ignored unless the server trusts its proxy; then its last entry counts', () => {
  assert.is(clientAddressOf(req({ 'x-forwarded-for': '10.0.0.1' }), false), '192.0.2.1')
  assert.is(clientAddressOf(req({ 'x-forwarded-for': '6.6.6.6, 10.0.0.1' }), true), '10.0.0.1')
  assert.is(clientAddressOf(req({}), true), '192.0.2.1')
})

Client('"Secure behind TLS": a TLS socket, or X-Forwarded-Proto https from a trusted proxy only', () => {
  assert.is(isSecure(req({}), true), false)
  assert.is(isSecure(req({ 'x-forwarded-proto': 'https' }), true), true)
  assert.is(isSecure(req({ 'x-forwarded-proto': 'https' }), false), false, 'an untrusted X-Forwarded-Proto is the client\'s to forge')
  assert.is(isSecure(req({ 'x-forwarded-proto': 'http' }), true), false)
  assert.is(isSecure(req({}, '1.1.1.1', true), false), true)
})

const Cookies = suite('cookies')

Cookies('parses a Cookie header (first occurrence wins) and writes HttpOnly, SameSite=Strict cookies', () => {
  const jar = parseCookies('a=1; CDP_SESSION=tok; CDP_SESSION=other; broken; =x')
  assert.is(jar.get('CDP_SESSION'), 'tok')
  assert.is(jar.size, 2)
  assert.is(serializeCookie('n', 'v', { secure: true, maxAgeSeconds: -1 }), 'n=v; Path=/; HttpOnly; SameSite=Strict; Secure')
  assert.is(serializeCookie('n', '', { secure: false, maxAgeSeconds: 0 }), 'n=; Path=/; HttpOnly; SameSite=Strict; Max-Age=0')
})

Target.run()
Router.run()
Strict.run()
Client.run()
Cookies.run()
