import * as E from 'fp-ts/Either'
import * as O from 'fp-ts/Option'
import { Window } from 'happy-dom'
import * as t from 'io-ts'
import { suite } from 'uvu'
import * as assert from 'uvu/assert'
import { CONSENT_COOKIE_MAX_AGE_S } from '../../core/shared/constants'
import { createConsentCookie, documentCookieJar } from '../../adapters/storage/consent-cookie'
import { createPreferences, deviceStorageKey, userStorageKey } from '../../adapters/storage/preferences.storage'
import { createServerConfigStore } from '../../adapters/storage/server-config.storage'
import { fakeTime } from './fake-clock'
import { CRM_ID } from './http-fixtures'
import { decodeOrThrow } from './fixtures'
import { CrmId } from '../../core/shared/brands'

/** A happy-dom window per test, never registered as globals (the HTTP tests keep Node's fetch). */
const withWindow = async (run: (window: Window) => void | Promise<void>) => {
  const window = new Window({ url: 'https://crew.example.test/' })
  try {
    await run(window)
  } finally {
    await window.happyDOM.close()
  }
}

const OTHER = decodeOrThrow(CrmId, 'C2002')

const Prefs = suite('preferences: "User preferences are kept per crmId in local storage"')

Prefs('keys are prefs:{crmId}:{key} with the key names of SPEC section 9', () => {
  assert.is(userStorageKey(CRM_ID, 'autoRefreshEnabled'), 'prefs:C1001:autoRefreshEnabled')
  assert.is(userStorageKey(CRM_ID, 'readNewsIds'), 'prefs:C1001:readNewsIds')
  assert.is(deviceStorageKey('serverConfig'), 'device:serverConfig')
  assert.is(deviceStorageKey('lastHandledPushMessageId'), 'device:lastHandledPushMessageId')
})

Prefs('a value written for one crew member is read back for that crew member only', () =>
  withWindow((window) => {
    const prefs = createPreferences(window.localStorage)
    assert.ok(E.isRight(prefs.forUser(CRM_ID).write('autoRefreshEnabled', t.boolean, false)))
    assert.equal(prefs.forUser(CRM_ID).read('autoRefreshEnabled', t.boolean), O.some(false))
    assert.equal(prefs.forUser(OTHER).read('autoRefreshEnabled', t.boolean), O.none)
    assert.is(window.localStorage.getItem('prefs:C1001:autoRefreshEnabled'), 'false')
  }))

Prefs('a stored value that does not match its codec reads as none (decoded, never cast)', () =>
  withWindow((window) => {
    window.localStorage.setItem('prefs:C1001:readNewsIds', '{"not":"a list"}')
    window.localStorage.setItem('prefs:C1001:showRosterTags', 'not json')
    const prefs = createPreferences(window.localStorage).forUser(CRM_ID)
    assert.equal(prefs.read('readNewsIds', t.array(t.string)), O.none)
    assert.equal(prefs.read('showRosterTags', t.boolean), O.none)
  }))

Prefs('remove deletes the key', () =>
  withWindow((window) => {
    const prefs = createPreferences(window.localStorage).forUser(CRM_ID)
    prefs.write('readNewsIds', t.array(t.string), ['N1', 'N2'])
    prefs.remove('readNewsIds')
    assert.is(window.localStorage.getItem('prefs:C1001:readNewsIds'), null)
  }))

Prefs('a storage that refuses a write is a Left value, not a throw', () => {
  const refusing = {
    getItem: () => null,
    setItem: () => {
      throw new Error('QuotaExceededError')
    },
    removeItem: () => undefined,
    clear: () => undefined,
    key: () => null,
    length: 0,
  }
  const result = createPreferences(refusing).device.write('language', t.string, 'fr')
  assert.ok(E.isLeft(result) && result.left._tag === 'Storage')
})

const Servers = suite('server config')

Servers('"Start application ... stores the choice": the selected server survives a reload', () =>
  withWindow((window) => {
    const entry = { name: 'Prod', origin: 'https://crew.example.test', port: 443, path: '/duty' }
    createServerConfigStore(createPreferences(window.localStorage)).select(entry)
    const reloaded = createServerConfigStore(createPreferences(window.localStorage))
    assert.equal(reloaded.selected(), O.some(entry))
    assert.ok(window.localStorage.getItem('device:serverConfig') !== null)
  }))

Servers('an added server with the same address replaces the earlier one', () =>
  withWindow((window) => {
    const store = createServerConfigStore(createPreferences(window.localStorage))
    store.add({ name: 'A', origin: 'h.test', port: 1, path: '/' })
    store.add({ name: 'B', origin: 'h.test', port: 1, path: '/' })
    store.add({ name: 'C', origin: 'other.test', port: 1, path: '/' })
    assert.equal(store.load().added.map((s) => s.name), ['B', 'C'])
    store.clearSelection()
    assert.equal(store.selected(), O.none)
  }))

const Consent = suite('cookie consent: "Accepting sets the consent cookie, default expiry 1 year"')

Consent('no consent cookie: the banner shows; accepting sets cookieConsent on the document', () =>
  withWindow((window) => {
    const consent = createConsentCookie({ jar: documentCookieJar(window.document), clock: fakeTime().clock, secure: true })
    assert.not.ok(consent.hasConsent())
    consent.accept()
    assert.ok(consent.hasConsent())
    assert.match(window.document.cookie, /(^|; )cookieConsent=true/)
  }))

Consent('the cookie expires after one year, SameSite=Lax, Path=/, Secure on https', () => {
  const written: string[] = []
  const time = fakeTime()
  createConsentCookie({ jar: { read: () => '', write: (c) => written.push(c) }, clock: time.clock, secure: true }).accept()
  const cookie = written[0] ?? ''
  assert.is(CONSENT_COOKIE_MAX_AGE_S, 31_536_000)
  assert.match(cookie, /^cookieConsent=true; /)
  assert.match(cookie, /; Max-Age=31536000(;|$)/)
  assert.match(cookie, /; Expires=Mon, 15 Mar 2027 08:00:00 GMT(;|$)/)
  assert.match(cookie, /; Path=\/(;|$)/)
  assert.match(cookie, /; SameSite=Lax(;|$)/)
  assert.match(cookie, /; Secure$/)
})

Consent('no Secure attribute on plain http (the cookie would be dropped)', () => {
  const written: string[] = []
  createConsentCookie({ jar: { read: () => '', write: (c) => written.push(c) }, clock: fakeTime().clock, secure: false }).accept()
  assert.not.match(written[0] ?? '', /Secure/)
})

Consent('another cookie whose name only contains cookieConsent does not count', () => {
  const consent = createConsentCookie({ jar: { read: () => 'xcookieConsent=true; a=b', write: () => undefined }, clock: fakeTime().clock, secure: true })
  assert.not.ok(consent.hasConsent())
})

Prefs.run()
Servers.run()
Consent.run()
