// What ui/main.tsx fetches before the app's own code (ui/stored-session.ts): the stored language's dictionary for
// everyone; the signed-in chunks, stylesheet and home dictionary part only when a session is stored (the
// onlineAuthorized preference, which holds no token); and the signed-in stylesheet loader waits for the link added at
// start instead of adding a second one.
import '../setup'
import fc from 'fast-check'
import * as E from 'fp-ts/Either'
import * as t from 'io-ts'
import { suite } from 'uvu'
import * as assert from 'uvu/assert'
import { createPreferences, deviceStorageKey } from '../../../adapters/storage/preferences.storage'
import { detectLanguage } from '../../../ui/i18n/language'
import { STORAGE_KEYS } from '../../../core/shared/constants'
import { CLIENT_HEADERS, EARLY_CALLS_GLOBAL, takeEarlyCalls } from '../../../adapters/http/early-calls'
import { readEnvelope } from '../../../core/errors/envelope.rules'
import { createAppInstall, EARLY_INSTALL_OFFER_GLOBAL } from '../../../adapters/install/app-install.browser'
import { dictionaryChunks, EARLY_CALL_HEADERS, EARLY_CALLS_KEY, EARLY_INSTALL_OFFER_KEY, keepEarlyInstallOffer, LANGUAGE_KEY, preloadFirstView, sessionStored, startEarlyCalls, STORED_SESSION_KEY } from '../../../ui/stored-session'

const First = suite('the first view preloaded from index.html')

const SIGNED_IN = ['/assets/chunk-BIG.js', '/assets/home-screen-H.js', '/assets/session-modules-S.js']
const STYLES = '/assets/app-TEST5678.css'
const DICTIONARIES = [
  ['en', 'signed-out', '/assets/signed-out-EN.js'],
  ['en', 'signed-in-home', '/assets/signed-in-home-EN.js'],
  ['fr', 'signed-out', '/assets/signed-out-FR.js'],
  ['fr', 'signed-in-home', '/assets/signed-in-home-FR.js'],
] as const

/** A storage over `entries`, or one that throws on every read (private mode). */
const storageOf = (entries: Readonly<Record<string, string>> | 'throws'): Pick<Storage, 'getItem' | 'setItem'> => ({
  getItem: (key) => {
    if (entries === 'throws') throw new Error('SecurityError')
    return entries[key] ?? null
  },
  setItem: () => undefined,
})

const meta = (attributes: Readonly<Record<string, string>>): void => {
  const element = document.createElement('meta')
  for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, value)
  document.head.append(element)
}
const preloaded = (): string[] => [...document.head.querySelectorAll('link[rel="modulepreload"]')].map((l) => l.getAttribute('href') ?? '')
const stylesheets = (): HTMLLinkElement[] => [...document.head.querySelectorAll<HTMLLinkElement>(`link[rel="stylesheet"][href="${STYLES}"]`)]
const settings = (globalThis as unknown as { happyDOM: { settings: { handleDisabledFileLoadingAsSuccess: boolean } } }).happyDOM.settings

First.before.each(() => {
  document.head.replaceChildren()
  meta({ name: 'signed-in-styles', content: STYLES })
  for (const href of SIGNED_IN) meta({ name: 'signed-in-module', content: href })
  for (const [language, part, href] of DICTIONARIES) meta({ name: 'dictionary-part', 'data-language': language, 'data-part': part, content: href })
})
First.after.each(() => {
  settings.handleDisabledFileLoadingAsSuccess = false
  document.head.replaceChildren()
})

First('the hint is the onlineAuthorized device preference as the preferences adapter stores it: true after authorization online, false after logout', () => {
  assert.is(STORED_SESSION_KEY, deviceStorageKey('onlineAuthorized'))
  assert.is(LANGUAGE_KEY, STORAGE_KEYS.language, 'the language read before the app starts is the one the app stores')
  const preferences = createPreferences(localStorage)
  preferences.device.write('onlineAuthorized', t.boolean, true)
  assert.ok(sessionStored(localStorage))
  assert.is(localStorage.getItem(STORED_SESSION_KEY), 'true', 'a flag, nothing else: no token, no name, no crmId')
  preferences.device.write('onlineAuthorized', t.boolean, false)
  assert.not.ok(sessionStored(localStorage))
  localStorage.clear()
  assert.not.ok(sessionStored(localStorage))
  assert.not.ok(sessionStored(storageOf('throws')))
  assert.not.ok(sessionStored(undefined))
})

First('a signed-out visitor: only the stored language\'s dictionary is fetched early; no signed-in chunk, no signed-in stylesheet', () => {
  assert.not.ok(preloadFirstView(document, storageOf({ language: 'fr' })))
  assert.equal(preloaded(), ['/assets/signed-out-FR.js'])
  assert.is(stylesheets().length, 0)
  // A hint other than "true" (logged out: false) is no hint.
  document.head.querySelectorAll('link').forEach((l) => l.remove())
  assert.not.ok(preloadFirstView(document, storageOf({ [STORED_SESSION_KEY]: 'false' })))
  assert.equal(preloaded(), ['/assets/signed-out-EN.js'])
  assert.is(stylesheets().length, 0)
})

First('a session stored: the signed-in chunks, the signed-in stylesheet and the home part of the dictionary are fetched at start', () => {
  assert.ok(preloadFirstView(document, storageOf({ [STORED_SESSION_KEY]: 'true', language: 'fr' })))
  assert.equal(preloaded(), ['/assets/signed-out-FR.js', ...SIGNED_IN, '/assets/signed-in-home-FR.js'])
  assert.is(stylesheets().length, 1)
  assert.ok(stylesheets()[0]?.hasAttribute('data-signed-in-styles'), 'marked for ui/app/signed-in-styles.ts')
})

First('without the metas (the UI tests, a build without them) nothing is added', () => {
  document.head.replaceChildren()
  assert.ok(preloadFirstView(document, storageOf({ [STORED_SESSION_KEY]: 'true' })))
  assert.is(document.head.children.length, 0)
})

First('the dictionary fetched early is the one ui/i18n/language.ts detects (stored, trimmed and lower-cased, else the fallback)', () => {
  const cases: ReadonlyArray<Readonly<Record<string, string>> | 'throws'> = [{}, { language: 'fr' }, { language: ' FR ' }, { language: 'en' }, { language: 'de' }, { language: '' }, 'throws']
  for (const entries of cases) {
    const storage = storageOf(entries)
    const expected = DICTIONARIES.find(([language, part]) => language === detectLanguage(storage) && part === 'signed-out')?.[2]
    assert.equal(dictionaryChunks(document, storage, ['signed-out']), [expected], JSON.stringify(entries))
  }
})

/** A fresh instance of the loader: its once-per-page state untouched by other tests. */
const freshLoader = async () =>
  ((await import(`../../../ui/app/signed-in-styles.ts?fresh=${Math.random()}`)) as typeof import('../../../ui/app/signed-in-styles')).loadSignedInStyles
const settled = async (promise: Promise<void>): Promise<boolean> => {
  let done = false
  void promise.then(() => (done = true))
  await new Promise((resolve) => setTimeout(resolve, 0))
  return done
}

First('the signed-in stylesheet added at start is the one the first signed-in screen waits for: no second link', async () => {
  settings.handleDisabledFileLoadingAsSuccess = true
  preloadFirstView(document, storageOf({ [STORED_SESSION_KEY]: 'true' }))
  assert.is(stylesheets()[0]?.getAttribute('data-signed-in-styles'), 'loaded')
  assert.ok(await settled((await freshLoader())()), 'loaded already: the screen goes ahead at once')
  assert.is(stylesheets().length, 1, 'no second link')
})

First('still loading: the first signed-in screen waits for that link\'s load', async () => {
  const link = document.createElement('link')
  link.rel = 'stylesheet'
  link.href = STYLES
  link.setAttribute('data-signed-in-styles', 'pending')
  document.head.append(link)
  const waited = (await freshLoader())()
  assert.not.ok(await settled(waited), 'waits while the link is loading')
  link.dispatchEvent(new Event('load'))
  assert.ok(await settled(waited))
  assert.equal(stylesheets(), [link], 'the same link, no second one')
})

First('failed at start: the first signed-in screen adds the stylesheet again (and renders anyway if that fails too)', async () => {
  settings.handleDisabledFileLoadingAsSuccess = false
  preloadFirstView(document, storageOf({ [STORED_SESSION_KEY]: 'true' }))
  assert.is(stylesheets()[0]?.getAttribute('data-signed-in-styles'), 'failed')
  const load = await freshLoader()
  assert.ok(await settled(load()), 'the screen renders anyway')
  assert.is(stylesheets().length, 0, 'both failed links are gone')
  settings.handleDisabledFileLoadingAsSuccess = true
  assert.ok(await settled(load()))
  assert.is(stylesheets().length, 1, 'the next screen added it again')
  assert.is(stylesheets()[0]?.hasAttribute('data-signed-in-styles'), false, 'its own link')
})

First.run()

const Early = suite('the start\'s security calls asked by the entry script (early calls)')

const EARLY = [
  ['start', '/rest/pems/public/bootstrap/configuration'],
  ['start', '/rest/pems/security/config'],
  ['start', '/rest/pems/security/authentication/validate'],
  ['signed-in', '/rest/pems/security/authorization'],
] as const
const VALIDATION = '/rest/pems/security/authentication/validate'

/** A page scope whose fetch records what it is asked and never answers. */
const pageScope = (onLine = true) => {
  const asked: Array<{ url: string; init: RequestInit | undefined }> = []
  const scope = {
    navigator: { onLine },
    fetch: (input: Parameters<typeof fetch>[0], init?: RequestInit): Promise<Response> => {
      asked.push({ url: String(input), init })
      return new Promise<Response>(() => undefined)
    },
  }
  return { scope, asked }
}

Early.before.each(() => {
  document.head.replaceChildren()
  for (const [when, url] of EARLY) meta({ name: 'early-call', 'data-when': when, ...(when === 'signed-in' ? { 'data-after': VALIDATION } : {}), content: url })
})
Early.after.each(() => document.head.replaceChildren())

Early('the page hands the calls to the HTTP client under the key it takes them from, with the headers the client sends', () => {
  assert.is(EARLY_CALLS_KEY, EARLY_CALLS_GLOBAL)
  assert.equal(EARLY_CALL_HEADERS, CLIENT_HEADERS)
})

Early('a signed-out visitor: the configuration, the security configuration and the validation are asked at once, with the cookie; not the authorization', () => {
  const { scope, asked } = pageScope()
  assert.equal(startEarlyCalls(document, scope, false), EARLY.filter(([when]) => when === 'start').map(([, url]) => url))
  assert.equal(asked.map((a) => a.url), EARLY.slice(0, 3).map(([, url]) => url))
  for (const call of asked) {
    assert.is(call.init?.credentials, 'include')
    assert.equal(call.init?.headers, CLIENT_HEADERS)
  }
  const calls = takeEarlyCalls(scope)
  assert.equal([...(calls?.keys() ?? [])], asked.map((a) => a.url), 'the HTTP client finds each call by its URL')
})

/** A page scope whose fetch answers the validation with `validation` and everything else with a success. */
const answeringScope = (validation: Response) => {
  const asked: string[] = []
  const scope = {
    navigator: { onLine: true },
    fetch: async (input: Parameters<typeof fetch>[0]): Promise<Response> => {
      asked.push(String(input))
      return String(input) === VALIDATION ? validation : new Response(JSON.stringify({ success: true, result: {} }), { status: 200 })
    },
  }
  return { scope, asked }
}
const settle = () => new Promise((resolve) => setTimeout(resolve, 10))

Early('a session stored: the authorization is asked as well, once the validation answered with success; the client still reads the validation whole', async () => {
  const { scope, asked } = answeringScope(new Response(JSON.stringify({ success: true, result: { userName: 'ANNA' } }), { status: 200 }))
  assert.equal(startEarlyCalls(document, scope, true), EARLY.map(([, url]) => url))
  await settle()
  assert.equal(asked, EARLY.map(([, url]) => url))
  const calls = takeEarlyCalls(scope)
  assert.equal(await (await calls?.get(VALIDATION))?.json(), { success: true, result: { userName: 'ANNA' } })
  assert.is((await calls?.get('/rest/pems/security/authorization'))?.status, 200)
})

Early('a session stored but the validation failed (ended, or no cookie): the authorization is not asked early, and stands as failed for the client to ask itself', async () => {
  for (const validation of [new Response('{"success":false}', { status: 401 }), new Response('{"success":false,"errorCode":"ERR_NOT_SIGNED_IN"}', { status: 200 }), new Response('not json', { status: 200 })]) {
    const { scope, asked } = answeringScope(validation)
    startEarlyCalls(document, scope, true)
    await settle()
    assert.equal(asked, EARLY.slice(0, 3).map(([, url]) => url))
    const authorization = takeEarlyCalls(scope)?.get('/rest/pems/security/authorization')
    assert.ok(authorization !== undefined)
    assert.is(await authorization.then(() => 'answered', () => 'failed'), 'failed')
  }
})

Early('offline at start, or a build without the metas (an app with a server list): nothing is asked', () => {
  const offline = pageScope(false)
  assert.equal(startEarlyCalls(document, offline.scope, true), [])
  assert.is(offline.asked.length, 0)
  assert.is(takeEarlyCalls(offline.scope), undefined)
  document.head.replaceChildren()
  const bare = pageScope()
  assert.equal(startEarlyCalls(document, bare.scope, true), [])
  assert.is(takeEarlyCalls(bare.scope), undefined)
})

/** Validation answers near the envelope's edges: `success` of every type, error lists with and without valid items. */
const validationBody = fc.record(
  {
    success: fc.oneof(fc.constant(true), fc.constant(false), fc.constant('true'), fc.constant(1), fc.constant(null)),
    error: fc.oneof(
      fc.constant([]),
      fc.constant([{ errId: 'ERR_NOT_SIGNED_IN' }]),
      fc.constant([{ errMessage: 'no id' }]),
      fc.constant(['text']),
      fc.constant('ERR_TEXT'),
      fc.constant(null),
    ),
    result: fc.oneof(fc.constant({ userName: 'ANNA' }), fc.constant('text'), fc.constant(null)),
  },
  { requiredKeys: [] },
)

Early('the page asks the authorization early only after a validation core reads as a successful envelope, and after every plain success', async () => {
  await fc.assert(
    fc.asyncProperty(validationBody, fc.constantFrom(200, 204, 401, 500), async (body, status) => {
      const { scope, asked } = answeringScope(new Response(status === 204 ? null : JSON.stringify(body), { status }))
      startEarlyCalls(document, scope, true)
      await settle()
      const askedEarly = asked.includes('/rest/pems/security/authorization')
      const coreSuccess = status === 200 && E.isRight(readEnvelope(t.unknown)(body))
      if (askedEarly) assert.ok(coreSuccess, `asked early after ${status} ${JSON.stringify(body)}, which core refuses`)
      const plain = status === 200 && body.success === true && (body.error === undefined || (Array.isArray(body.error) && body.error.length === 0)) && body.result !== undefined && body.result !== null
      if (plain) assert.ok(askedEarly, `not asked early after a plain success ${JSON.stringify(body)}`)
    }),
    { numRuns: 150 },
  )
})

Early('a failed early call is no error of the page: nothing is left unhandled', async () => {
  const unhandled: unknown[] = []
  const onUnhandled = (reason: unknown) => unhandled.push(reason)
  process.on('unhandledRejection', onUnhandled)
  const scope = { navigator: { onLine: true }, fetch: () => Promise.reject(new TypeError('Failed to fetch')) }
  startEarlyCalls(document, scope, true)
  await new Promise((resolve) => setTimeout(resolve, 10))
  process.off('unhandledRejection', onUnhandled)
  assert.equal(unhandled, [])
})

Early.run()

const Install = suite("the browser's install offer, kept from the page's first script")

/** Chromium's `beforeinstallprompt`: cancelable, with `prompt()` and the user's choice. */
const installPrompt = (outcome: 'accepted' | 'dismissed') =>
  Object.assign(new Event('beforeinstallprompt', { cancelable: true }), { prompt: async () => undefined, userChoice: Promise.resolve({ outcome }) })

Install('an offer fired before the app has loaded is kept (its mini-infobar prevented) and offered once the adapter starts', async () => {
  assert.is(EARLY_INSTALL_OFFER_KEY, EARLY_INSTALL_OFFER_GLOBAL)
  const target = new EventTarget()
  const scope = {}
  keepEarlyInstallOffer(target as unknown as Window, scope)
  const event = installPrompt('accepted')
  target.dispatchEvent(event)
  assert.is(event.defaultPrevented, true, 'no mini-infobar over the login form or the roster')
  const install = createAppInstall({ win: window, preferences: createPreferences(window.localStorage), nativeWrapper: false, early: scope })
  assert.is(install.offered.get(), true, 'the early offer is the app\'s')
  assert.is(Reflect.has(scope, EARLY_INSTALL_OFFER_KEY), false, 'handed out once')
  assert.is(await install.install(), 'accepted')
  assert.is(install.offered.get(), false, 'used up')
})

Install('inside the native wrapper an early offer is not offered; without one nothing is', () => {
  const scope = { [EARLY_INSTALL_OFFER_KEY]: installPrompt('dismissed') }
  const preferences = createPreferences(window.localStorage)
  assert.is(createAppInstall({ win: window, preferences, nativeWrapper: true, early: scope }).offered.get(), false)
  assert.is(createAppInstall({ win: window, preferences, nativeWrapper: false, early: {} }).offered.get(), false)
})

Install.run()
