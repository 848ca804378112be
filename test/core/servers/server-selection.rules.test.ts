import fc from 'fast-check'
import * as O from 'fp-ts/Option'
import { suite } from 'uvu'
import * as assert from 'uvu/assert'
import { canStartApplication, composeBaseUrl, isOwnServer, shouldRedirectToLogin, shownAddress } from '../../../core/servers/server-selection.rules'
import { canAddServer, toServerEntry, validateServerForm } from '../../../core/servers/server-form.rules'
import { aServerEntry, aServerForm, entryOf } from './fixtures'

const Start = suite('canStartApplication')

Start('"Start application (enabled only when the server is available ...)"', () => {
  assert.ok(canStartApplication('AVAILABLE'))
  for (const status of ['UNKNOWN', 'PENDING', 'UNREACHABLE'] as const) assert.not.ok(canStartApplication(status), status)
})

Start.run()

const Redirect = suite('shouldRedirectToLogin')

Redirect('"It redirects to /login when one or fewer servers are configured"', () => {
  assert.ok(shouldRedirectToLogin([]))
  assert.ok(shouldRedirectToLogin([aServerEntry()]))
  assert.not.ok(shouldRedirectToLogin([aServerEntry(), aServerEntry({ name: 'Training' })]))
})

Redirect.run()

const Add = suite('canAddServer')

Add('"an Add server button (enabled only when the test shows available)"', () => {
  const form = aServerForm()
  const tested = O.some(entryOf(form))
  assert.ok(canAddServer({ form, status: 'AVAILABLE', checkedEntry: tested }))
  for (const status of ['UNKNOWN', 'PENDING', 'UNREACHABLE'] as const) {
    assert.not.ok(canAddServer({ form, status, checkedEntry: tested }), status)
  }
})

Add('"Adding a server requires a prior successful test (available)": no test, no adding', () => {
  assert.not.ok(canAddServer({ form: aServerForm(), status: 'AVAILABLE', checkedEntry: O.none }))
})

Add('the test must be of exactly the form\'s current origin, path and port', () => {
  const tested = O.some(entryOf(aServerForm()))
  assert.not.ok(canAddServer({ form: aServerForm({ origin: 'other.example.com' }), status: 'AVAILABLE', checkedEntry: tested }))
  assert.not.ok(canAddServer({ form: aServerForm({ path: '/crew2' }), status: 'AVAILABLE', checkedEntry: tested }))
  assert.not.ok(canAddServer({ form: aServerForm({ port: '8443' }), status: 'AVAILABLE', checkedEntry: tested }))
})

Add('renaming after the test keeps the test valid; surrounding spaces do not matter', () => {
  const tested = O.some(entryOf(aServerForm()))
  assert.ok(canAddServer({ form: aServerForm({ name: 'Renamed' }), status: 'AVAILABLE', checkedEntry: tested }))
  assert.ok(canAddServer({ form: aServerForm({ origin: ' training.example.com ' }), status: 'AVAILABLE', checkedEntry: tested }))
})

Add.run()

const Url = suite('composeBaseUrl')

Url('builds https://host:port/path from origin, port and path', () => {
  assert.is(composeBaseUrl({ origin: 'crew.example.com', port: 8443, path: '/crew' }), 'https://crew.example.com:8443/crew')
})

Url('keeps an http or https scheme given with the origin; https by default', () => {
  assert.is(composeBaseUrl({ origin: 'http://localhost', port: '3000', path: 'app' }), 'http://localhost:3000/app')
  assert.is(composeBaseUrl({ origin: 'HTTPS://crew.example.com', port: 9000, path: '/' }), 'https://crew.example.com:9000')
})

Url('no double slashes: trailing slashes on origin and path, repeated slashes in the path', () => {
  assert.is(composeBaseUrl({ origin: 'crew.example.com/', port: 8443, path: '//duty//plan/' }), 'https://crew.example.com:8443/duty/plan')
})

Url('defaults: an empty port or the scheme\'s default port leaves the port out; an empty path leaves the path out', () => {
  assert.is(composeBaseUrl({ origin: 'crew.example.com', port: '', path: '' }), 'https://crew.example.com')
  assert.is(composeBaseUrl({ origin: 'crew.example.com', port: 443, path: '/crew' }), 'https://crew.example.com/crew')
  assert.is(composeBaseUrl({ origin: 'http://crew.example.com', port: '80', path: '/crew' }), 'http://crew.example.com/crew')
})

Url('property: the composed URL has exactly one "//" (after the scheme) and no trailing slash', () => {
  const segment = fc.stringMatching(/^[a-z0-9-]{0,8}$/)
  fc.assert(
    fc.property(
      fc.constantFrom('', 'http://', 'https://'),
      fc.stringMatching(/^[a-z][a-z0-9-]{0,10}(\.[a-z][a-z0-9-]{0,10}){0,2}$/),
      fc.constantFrom('', '/', '//'),
      fc.oneof(fc.constant(''), fc.integer({ min: 1, max: 65535 })),
      fc.array(segment, { maxLength: 4 }).map((parts) => parts.join('/')),
      (scheme, host, trailing, port, path) => {
        const url = composeBaseUrl({ origin: `${scheme}${host}${trailing}`, port, path: `/${path}/` })
        return url.split('//').length === 2 && !url.endsWith('/') && /^https?:\/\//.test(url)
      },
    ),
    { numRuns: 1000 },
  )
})

Url('"An empty server list means the app talks to the server it is served from": an entry with an empty origin is that server, its base the path alone', () => {
  assert.is(composeBaseUrl({ origin: '', port: '', path: '/' }), '')
  assert.is(composeBaseUrl({ origin: ' ', port: 8080, path: '//crew//app/' }), '/crew/app')
  assert.ok(isOwnServer({ origin: '  ', port: '', path: '/' }))
  assert.not.ok(isOwnServer({ origin: 'http://localhost', port: 8080, path: '/' }))
})

Url.run()

const Form = suite('validateServerForm')

Form('a complete form is valid', () => {
  assert.equal(validateServerForm(aServerForm()), {})
  assert.equal(validateServerForm(aServerForm({ origin: 'https://10.0.0.12', path: '/', port: '65535' })), {})
})

Form('name, origin, path and port are required', () => {
  assert.equal(validateServerForm({ name: ' ', origin: '', path: '', port: '' }), {
    name: { key: 'required' },
    origin: { key: 'required' },
    path: { key: 'required' },
    port: { key: 'required' },
  })
})

Form('the port is an integer from 1 to 65535', () => {
  assert.equal(validateServerForm(aServerForm({ port: '0' })).port, { key: 'outOfRange', params: { min: 1, max: 65535 } })
  assert.equal(validateServerForm(aServerForm({ port: '65536' })).port, { key: 'outOfRange', params: { min: 1, max: 65535 } })
  assert.equal(validateServerForm(aServerForm({ port: '-1' })).port, { key: 'outOfRange', params: { min: 1, max: 65535 } })
  assert.equal(validateServerForm(aServerForm({ port: '80.5' })).port, { key: 'notAnInteger' })
  assert.equal(validateServerForm(aServerForm({ port: 'http' })).port, { key: 'notANumber' })
  assert.equal(validateServerForm(aServerForm({ port: '1' })).port, undefined)
})

Form('property: every integer port from 1 to 65535 is valid, every other integer is out of range', () => {
  fc.assert(
    fc.property(fc.integer({ min: -100_000, max: 200_000 }), (n) => {
      const error = validateServerForm(aServerForm({ port: String(n) })).port
      return n >= 1 && n <= 65535 ? error === undefined : error?.key === 'outOfRange'
    }),
    { numRuns: 1000 },
  )
})

Form('a malformed origin or path is refused', () => {
  for (const origin of ['crew example.com', 'ftp://crew.example.com', 'crew..example.com', '-crew.example.com', 'crew.example.com:8443', 'crew.example.com/x']) {
    assert.equal(validateServerForm(aServerForm({ origin })).origin, { key: 'invalidHost' }, origin)
  }
  for (const path of ['/crew plan', '/crew?x=1', '/crew#top']) {
    assert.equal(validateServerForm(aServerForm({ path })).path, { key: 'invalidPath' }, path)
  }
})

Form('the entry added from a valid form is trimmed, with a numeric port', () => {
  assert.equal(toServerEntry(aServerForm({ name: ' Training ', port: ' 8443 ' })), {
    name: 'Training',
    origin: 'training.example.com',
    path: '/crew',
    port: 8443,
  })
})

Form.run()

const Shown = suite('shownAddress')

Shown('"read-only origin, path and port fields": the app\'s own server shows the page\'s origin and port, another server its own', () => {
  const page = { origin: 'http://127.0.0.1', port: '43123' }
  assert.equal(shownAddress({ origin: '', port: '', path: '/' }, page), { origin: 'http://127.0.0.1', port: '43123', path: '/' })
  const other = { origin: 'http://127.0.0.1', port: 9, path: '/' }
  assert.equal(shownAddress(other, page), other)
})

Shown.run()
