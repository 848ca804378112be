/**
 * What ui/main.tsx fetches before any of the app's own code runs, so that the files of the first view arrive beside
 * the app's first modules instead of one round trip after the other: the stored language's dictionary, and, when a
 * session is stored on this device, what the roster needs (the session runtime, the home screen, the signed-in
 * stylesheet, the home part of the dictionary). build.mjs names these files in index.html's metas.
 *
 * The session hint is the `onlineAuthorized` device preference (SPEC section 4, rule 11: set true when authorized
 * online, false on logout and on session expiry), which adapters/storage/preferences.storage.ts keeps in localStorage
 * as `device:onlineAuthorized`. It holds no token and nothing about the crew member, and it only makes the browser
 * fetch public files earlier: the server still decides, since the session is validated before anything personal is
 * asked. A signed-out visitor (no hint) fetches none of the signed-in files.
 *
 * No import here: this file goes into the entry chunk as it is (an import shared with the app would become a chunk of
 * its own, one more request before the first screen).
 */
export const STORED_SESSION_KEY = 'device:onlineAuthorized'

/**
 * The localStorage key of the chosen language: core STORAGE_KEYS.language, read by ui/i18n/language.ts (written out
 * here to keep this file import-free; test/ui/app/stored-session.test.ts holds the two equal).
 */
export const LANGUAGE_KEY = 'language'

/** The signed-in stylesheet's `<link>` added at start: its `data-signed-in-styles` says how its load went. */
export const SIGNED_IN_STYLES_LINK = 'link[rel="stylesheet"][data-signed-in-styles]'
export type SignedInStylesLoad = 'pending' | 'loaded' | 'failed'

type Readable = Pick<Storage, 'getItem'> | undefined

const read = (storage: Readable, key: string): string | undefined => {
  try {
    return storage?.getItem(key) ?? undefined
  } catch {
    // A storage that throws (private mode, disabled cookies) holds nothing.
    return undefined
  }
}

/** Whether the hint is set. */
export const sessionStored = (storage: Readable): boolean => read(storage, STORED_SESSION_KEY) === 'true'

const contentOf = (meta: Element | null): string => meta?.getAttribute('content')?.trim() ?? ''

const modulePreload = (doc: Document, href: string): void => {
  if (href === '') return
  const link = doc.createElement('link')
  link.rel = 'modulepreload'
  link.href = href
  doc.head.append(link)
}

/**
 * The chunks of the dictionary parts `parts` of the language ui/i18n/language.ts detects (the stored one when the
 * build has it, else the fallback, whose metas build.mjs writes first).
 */
export const dictionaryChunks = (doc: Document, storage: Readable, parts: ReadonlyArray<string>): ReadonlyArray<string> => {
  const metas = [...doc.querySelectorAll('meta[name="dictionary-part"]')]
  const stored = read(storage, LANGUAGE_KEY)?.trim().toLowerCase()
  const languageOf = (meta: Element): string | null => meta.getAttribute('data-language')
  const language = metas.some((m) => languageOf(m) === stored) ? stored : (metas[0] === undefined ? undefined : languageOf(metas[0]))
  return metas.filter((m) => languageOf(m) === language && parts.includes(m.getAttribute('data-part') ?? '')).map(contentOf)
}

/** The signed-in stylesheet, applied as soon as it arrives (a script-added stylesheet holds no paint back). */
const addSignedInStyles = (doc: Document): void => {
  const href = contentOf(doc.querySelector('meta[name="signed-in-styles"]'))
  if (href === '' || doc.querySelector(SIGNED_IN_STYLES_LINK) !== null) return
  const link = doc.createElement('link')
  link.rel = 'stylesheet'
  link.href = href
  const state = (value: SignedInStylesLoad) => () => link.setAttribute('data-signed-in-styles', value)
  state('pending')()
  link.addEventListener('load', state('loaded'), { once: true })
  link.addEventListener('error', state('failed'), { once: true })
  doc.head.append(link)
}

/**
 * The property of `globalThis` that receives the early calls: adapters/http/early-calls.ts EARLY_CALLS_GLOBAL (written
 * out here to keep this file import-free; test/ui/app/stored-session.test.ts holds the two equal).
 */
export const EARLY_CALLS_KEY = '__crewDutyPlanEarlyCalls'

/** The headers of the HTTP client's calls: adapters/http/early-calls.ts CLIENT_HEADERS (held equal by the same test). */
export const EARLY_CALL_HEADERS: Readonly<Record<string, string>> = { Accept: 'application/json', 'X-Requested-With': 'XMLHttpRequest' }

/**
 * Whether an answer is a success of SPEC section 7's envelope, read from a copy of it: a 2xx JSON object with
 * `success: true`, no error item and a result. Stricter than core's envelope rule (core/errors/envelope.rules.ts
 * counts only error items it can decode), never looser: whatever this calls a success, core reads as a successful
 * envelope too (test/ui/app/stored-session.test.ts holds this over generated answers). Where the two differ, the
 * authorization is merely not asked early. The result's shape is the flow's to check: an authorization asked early
 * for a validation the flow then refuses is never read (the flow's next call ends the early calls).
 */
const succeeded = async (answer: Response): Promise<boolean> => {
  if (!answer.ok) return false
  const body: unknown = await answer.clone().json()
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return false
  const error: unknown = Reflect.get(body, 'error')
  const result: unknown = Reflect.get(body, 'result')
  return Reflect.get(body, 'success') === true && !(Array.isArray(error) && error.length > 0) && result !== undefined && result !== null
}

/**
 * Asks the start's security calls named by `<meta name="early-call">` now (adapters/http/early-calls.ts says which
 * and why), and leaves them in `scope` for the HTTP client: those marked `data-when="signed-in"` only when a session
 * is stored, and those with a `data-after` URL only once that call answered with success (else they stand as failed,
 * and the client asks them itself if the flow gets there). Nothing when the build wrote no such meta (an app with a
 * server list) or the browser says it is offline. Answers the URLs asked or to be asked.
 */
export const startEarlyCalls = (
  doc: Document,
  scope: { fetch?: typeof globalThis.fetch; navigator?: Pick<Navigator, 'onLine'> },
  stored: boolean,
): ReadonlyArray<string> => {
  const fetch = scope.fetch
  if (fetch === undefined || scope.navigator?.onLine === false) return []
  const metas = [...doc.querySelectorAll('meta[name="early-call"]')].filter((meta) => contentOf(meta) !== '' && (stored || meta.getAttribute('data-when') !== 'signed-in'))
  if (metas.length === 0) return []
  const calls = new Map<string, Promise<Response>>()
  const ask = (url: string): Promise<Response> => fetch.call(scope, url, { credentials: 'include', headers: { ...EARLY_CALL_HEADERS } })
  for (const meta of metas) {
    const url = contentOf(meta)
    const before = calls.get(meta.getAttribute('data-after') ?? '')
    const call =
      before === undefined
        ? ask(url)
        : before.then(succeeded).then((yes) => (yes ? ask(url) : Promise.reject(new Error(`${url}: not asked early, its condition failed`))))
    // Read by the HTTP client, or never (a flow that went elsewhere): a failure is the client's to see, not the page's.
    call.catch(() => undefined)
    calls.set(url, call)
  }
  Reflect.set(scope, EARLY_CALLS_KEY, calls)
  return metas.map(contentOf)
}

/**
 * Starts fetching the first view's files: the stored language's dictionary (signed-out part) always; with a stored
 * session, the signed-in chunks of `<meta name="signed-in-module">`, the signed-in stylesheet (ui/app/signed-in-styles.ts
 * then waits for this link instead of adding a second one) and the home part of the dictionary. Without the metas
 * (the UI tests, a build without them) it adds nothing. It also asks the start's early calls (startEarlyCalls).
 * Answers whether a session is stored.
 */
export const preloadFirstView = (doc: Document, storage: Readable): boolean => {
  const stored = sessionStored(storage)
  const view = doc.defaultView
  if (view !== null) startEarlyCalls(doc, view, stored)
  for (const href of dictionaryChunks(doc, storage, ['signed-out'])) modulePreload(doc, href)
  if (!stored) return false
  for (const meta of doc.querySelectorAll('meta[name="signed-in-module"]')) modulePreload(doc, contentOf(meta))
  addSignedInStyles(doc)
  for (const href of dictionaryChunks(doc, storage, ['signed-in-home'])) modulePreload(doc, href)
  return true
}

/**
 * The property of `globalThis` that receives Chromium's install offer when it comes before the app's modules:
 * adapters/install/app-install.browser.ts EARLY_INSTALL_OFFER_GLOBAL (held equal by test/ui/app/stored-session.test.ts).
 */
export const EARLY_INSTALL_OFFER_KEY = '__crewDutyPlanInstallOffer'

/**
 * Keeps the browser's `beforeinstallprompt` from the page's first script: Chromium fires it once, as soon as the app
 * is installable (its manifest read, its service worker running), often before the composition root that offers it
 * in Settings has loaded. Its default, the mini-infobar over the screen, is prevented here; the app's adapter takes
 * the kept event when it starts (and listens for later ones itself).
 */
export const keepEarlyInstallOffer = (win: Pick<Window, 'addEventListener'>, scope: object): void => {
  win.addEventListener('beforeinstallprompt', (event) => {
    event.preventDefault()
    Reflect.set(scope, EARLY_INSTALL_OFFER_KEY, event)
  })
  win.addEventListener('appinstalled', () => Reflect.deleteProperty(scope, EARLY_INSTALL_OFFER_KEY))
}
