// Journey 27 (instant open, issue 27).
// Decision 2: the encrypted cache's key lives as long as the session on this device. A password sign-in keeps it in
// IndexedDB as a non-extractable CryptoKey; logout, session expiry, a user change and the application lock delete it.
// The journeys read IndexedDB from the page, as anyone with the browser profile could.
// Decision 1: a page opened on a session left open shows the device's own copy of the roster before any answer of the
// server (the test holds every API call back), says so, and the fresh roster replaces it without moving the list; a
// session ended elsewhere takes the copy off and shows the login; a user change never shows the previous roster.
import type { BrowserContext, Page, Route } from 'playwright-core'
import * as assert from 'uvu/assert'
import { journey } from './support/journey'
import { endSession } from '../../server/security/session.store'
import { E2E_TIMEOUT_MS, networkQuiet, type E2e } from './support/harness'
import { expectConsoleErrors, watchConsole } from './support/console-errors'
import { ANNA, BRUNO, dutyListDrawn, homeLoaded, homeReady, signIn } from './support/sign-in'
import { acceptCookies, openTab } from './person-steps'
import { exact } from './session-offline-steps'
import { keptKey } from './support/session-key'
import { escapeRegExp, words } from './support/words'

const Journey = journey('journey 27: instant open')

const w = words('en')


/** Waits until IndexedDB holds `expected` for the cache key (the writes are asynchronous), polling in the page. */
const waitForKey = async (page: Page, expected: 'none' | 'non-extractable'): Promise<void> => {
  let last = ''
  for (;;) {
    last = await keptKey(page)
    if (last === expected) return
    // One animation frame between reads: a signal from the page, not a fixed sleep.
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(resolve)))
    if (page.isClosed()) throw new Error(`the page closed while the key was "${last}", waiting for "${expected}"`)
  }
}

/** Ends every open session of `username` on the server (an administrator, or the end of certValidity). */
const endSessionsOf = async (e2e: E2e, username: string): Promise<void> => {
  const { db, clock } = e2e.server.deps
  const rows = await db.query<{ id: string }>('SELECT id FROM sessions WHERE username = $1 AND ended_at IS NULL', [username])
  for (const row of rows) await endSession(db, row.id, clock.now())
}

const overlay = (page: Page, title: string) => page.getByRole('dialog', { name: exact(title) })

const signInOnOverlay = async (page: Page, title: string, user: { readonly username: string; readonly password: string }): Promise<void> => {
  const dialog = overlay(page, title)
  await dialog.getByLabel(exact(w.login.username)).fill(user.username)
  await dialog.getByLabel(exact(w.login.password)).fill(user.password)
  await dialog.getByRole('button', { name: exact(w.login.submit) }).click()
}

/**
 * Anna signs in (the key kept), then her session ends on the server and the page hears it at its next call (a focus
 * asks for updates): the re-authentication overlay opens over her screens.
 */
const annasSessionExpiresOn = async (e2e: E2e, page: Page): Promise<void> => {
  await signIn(page, 'anna')
  await waitForKey(page, 'non-extractable')
  expectConsoleErrors(/status of 401/, 'the session is ended on purpose: the next call answers 401 and the overlay opens')
  await endSessionsOf(e2e, ANNA.username)
  await page.evaluate(() => window.dispatchEvent(new Event('focus')))
  await overlay(page, w.login.reauthenticateTitle).waitFor()
}

Journey('a password sign-in keeps a non-extractable key; a page opened on the session has it; logout deletes it', async (ctx) => {
  const e2e = ctx.e2e as E2e
  const { context, page } = await e2e.newPage()
  try {
    assert.is(await (await page.goto(e2e.url), keptKey(page)), 'none', 'nothing kept before a sign-in')
    await signIn(page, 'anna')
    await waitForKey(page, 'non-extractable')
    await acceptCookies(page)
    await openTab(page, 'profile')
    const reloaded = page.waitForEvent('load')
    await page.getByRole('button', { name: exact(w.settings.logout) }).click()
    await reloaded
    await page.getByLabel(exact(w.login.username)).waitFor()
    assert.is(await keptKey(page), 'none', 'logout deleted the key before the page reloaded')
  } finally {
    await context.close()
  }
})

Journey('session expiry deletes the kept key; signing in again keeps it again', async (ctx) => {
  const e2e = ctx.e2e as E2e
  const { context, page } = await e2e.newPage()
  try {
    await annasSessionExpiresOn(e2e, page)
    await waitForKey(page, 'none')
    await signInOnOverlay(page, w.login.reauthenticateTitle, ANNA)
    await overlay(page, w.login.reauthenticateTitle).waitFor({ state: 'detached' })
    await waitForKey(page, 'non-extractable')
  } finally {
    await context.close()
  }
})

Journey('a user change (bruno signs in over anna\'s expired session) deletes the kept key before the reload', async (ctx) => {
  const e2e = ctx.e2e as E2e
  const { context, page } = await e2e.newPage()
  try {
    await annasSessionExpiresOn(e2e, page)
    const reloaded = page.waitForEvent('load')
    await signInOnOverlay(page, w.login.reauthenticateTitle, BRUNO)
    await reloaded
    assert.is(await keptKey(page), 'none', 'the key of the session before the user change is gone')
  } finally {
    await context.close()
  }
})

Journey('the application lock deletes the kept key', async (ctx) => {
  const e2e = ctx.e2e as E2e
  const { context, page } = await e2e.newPage()
  try {
    // The server's lock after 2 s without activity (its default is 1800 s), as the security configuration says it.
    await page.route('**/rest/pems/security/config', async (route) => {
      const answer = await route.fetch()
      const body = (await answer.json()) as { result: Record<string, unknown> }
      await route.fulfill({ response: answer, json: { ...body, result: { ...body.result, applicationLockTimeout: 2 } } })
    })
    await signIn(page, 'anna')
    await waitForKey(page, 'non-extractable')
    // The app reads the page's clock, which the harness holds still: time moves on an hour, without activity.
    await context.clock.setFixedTime(new Date(Date.parse('2026-03-15T09:00:00Z')))
    await overlay(page, w.login.lockedTitle).waitFor()
    await waitForKey(page, 'none')
  } finally {
    await context.close()
  }
})

// ---- Decision 1: open on the device's own copy, then refresh ----

/** The API of the server (security calls, duty data, communication): what the copy must not wait for. */
const isApi = (url: string): boolean => {
  const path = new URL(url).pathname
  return path.startsWith('/rest/') || path.startsWith('/api/')
}

/** Holds every API call of `context` (pages and service worker) until `release`; counts what was held. */
const holdApi = async (context: BrowserContext): Promise<{ readonly held: () => number; readonly release: () => Promise<void> }> => {
  const held: Route[] = []
  let released = false
  await context.route(
    (url) => isApi(url.href),
    (route) => {
      if (released) return route.continue()
      held.push(route)
      return undefined
    },
  )
  return {
    held: () => held.length,
    release: async () => {
      released = true
      for (const route of held.splice(0)) await route.continue()
    },
  }
}

/** Answers of API calls the page has received (none while the test holds them). */
const countApiAnswers = (page: Page): (() => number) => {
  let answers = 0
  page.on('response', (response) => {
    if (isApi(response.url())) answers += 1
  })
  return () => answers
}

/** "Last updated HH:mm, refreshing…" (the copy is on the screen), and its French twin. */
const copyLine = (page: Page) => page.getByText(new RegExp(`^${escapeRegExp(w.home.copyRefreshing).replace(escapeRegExp('{time}'), '\\d\\d:\\d\\d')}$`))

/**
 * Records, from the first paint of every document of the context on, the page's text after each change of the DOM
 * (a MutationObserver's callback runs before the browser paints the change): `window.__frames`.
 */
const RECORD_FRAMES = `(() => {
  const frames = []
  Object.defineProperty(window, '__frames', { value: frames })
  const note = () => frames.push(document.body === null ? '' : document.body.innerText)
  new MutationObserver(note).observe(document, { childList: true, subtree: true, characterData: true, attributes: true })
})()`
const recordedFrames = (page: Page): Promise<ReadonlyArray<string>> => page.evaluate(() => Reflect.get(window, '__frames') as string[])

/** The lines of the duty list as shown (one per visual line of every row). */
const dutyLines = async (page: Page): Promise<ReadonlyArray<string>> =>
  (await page.getByRole('list', { name: exact(w.home.dutyList) }).innerText())
    .split('\n')
    .map((l) => l.trim())
    .filter((l) => l.length >= 4)

/** Anna signs in and leaves the page with her session open: the key, her user and her roster are kept on the device. */
const annaLeavesHerSessionOpen = async (e2e: E2e): Promise<{ readonly context: BrowserContext; readonly lines: ReadonlyArray<string> }> => {
  const { context, page } = await e2e.newPage()
  await signIn(page, 'anna')
  await waitForKey(page, 'non-extractable')
  await acceptCookies(page)
  // The last-synced instant is written as the plan arrives: nothing in flight any more means it is stored.
  await networkQuiet(page)
  const lines = await dutyLines(page)
  await page.close()
  return { context, lines }
}

/** A new page of the context (the session left open), its console watched like the harness's pages. */
const reopen = async (e2e: E2e, context: BrowserContext): Promise<Page> => {
  const page = await context.newPage()
  watchConsole(page)
  page.setDefaultTimeout(E2E_TIMEOUT_MS)
  await page.goto(e2e.url)
  return page
}

Journey('a reopened session shows the copy before any answer, says so, and the fresh roster replaces it without moving the list', async (ctx) => {
  const e2e = ctx.e2e as E2e
  const { context } = await annaLeavesHerSessionOpen(e2e)
  try {
    const api = await holdApi(context)
    const page = await context.newPage()
    watchConsole(page)
    page.setDefaultTimeout(E2E_TIMEOUT_MS)
    const answers = countApiAnswers(page)
    await page.goto(e2e.url)
    await homeReady(page)
    await copyLine(page).waitFor()
    assert.is(answers(), 0, 'no API call has answered while the copy shows')
    assert.ok(api.held() > 0, 'the security calls were asked (and held) while the copy shows')
    const firstRow = page.getByRole('list', { name: exact(w.home.dutyList) }).getByRole('listitem').first()
    const before = await firstRow.boundingBox()
    const rowText = await firstRow.innerText()
    await api.release()
    await page.getByText(new RegExp(`^${escapeRegExp(w.outbox.lastSynced).replace(escapeRegExp('{time}'), '.+')}$`)).waitFor()
    await copyLine(page).waitFor({ state: 'detached' })
    assert.ok(answers() > 0, 'the fresh roster came from the server')
    await dutyListDrawn(page).waitFor()
    assert.is(await firstRow.innerText(), rowText, 'the same row at the top of the list')
    assert.equal(await firstRow.boundingBox(), before, 'the list did not move when the fresh roster replaced the copy')
  } finally {
    await context.close()
  }
})

Journey('a session ended elsewhere: the copy shows, then goes at once when validation answers, and the login follows', async (ctx) => {
  const e2e = ctx.e2e as E2e
  const { context, lines } = await annaLeavesHerSessionOpen(e2e)
  try {
    await endSessionsOf(e2e, ANNA.username)
    await context.addInitScript(RECORD_FRAMES)
    const api = await holdApi(context)
    expectConsoleErrors(/status of 401/, 'the session was ended on the server: the validation answers 401')
    const page = await reopen(e2e, context)
    await copyLine(page).waitFor()
    await api.release()
    await page.getByLabel(exact(w.login.username)).waitFor()
    assert.is(await homeLoaded(page).count(), 0, 'no roster under the login')
    assert.is(await keptKey(page), 'none', 'the kept key is gone with the session')
    const frames = await recordedFrames(page)
    const withCopy = frames.map((f) => lines.some((l) => f.includes(l)))
    const lastCopy = withCopy.lastIndexOf(true)
    assert.ok(lastCopy >= 0, 'the copy was on the screen')
    assert.ok(
      frames.every((f, i) => !(withCopy[i] === true && f.includes(w.login.title))),
      'no frame shows the login together with the copy',
    )
    assert.ok(frames.slice(lastCopy + 1).every((f) => !f.includes(w.home.title)), 'once the copy went, no roster screen came back')
    // A reload asks for the password: nothing of anna's shows any more.
    await page.reload()
    await page.getByLabel(exact(w.login.username)).waitFor()
    assert.ok((await recordedFrames(page)).every((f) => !lines.some((l) => f.includes(l))), 'after it, no frame holds the copy')
  } finally {
    await context.close()
  }
})

Journey('a user change never shows the previous user\'s roster, not for a frame', async (ctx) => {
  const e2e = ctx.e2e as E2e
  const { context, page } = await e2e.newPage()
  try {
    await annasSessionExpiresOn(e2e, page)
    const annas = await dutyLines(page)
    await context.addInitScript(RECORD_FRAMES)
    const reloaded = page.waitForEvent('load')
    await signInOnOverlay(page, w.login.reauthenticateTitle, BRUNO)
    await reloaded
    await homeReady(page)
    await networkQuiet(page)
    // Bruno's own page, reopened on his session: the copy shown is his.
    const brunos = await dutyLines(page)
    const annaOnly = annas.filter((l) => !brunos.includes(l))
    assert.ok(annaOnly.length > 0, `anna's roster has lines bruno's has not: ${annas.join(' | ')}`)
    const frames = [...(await recordedFrames(page))]
    await page.reload()
    await homeReady(page)
    frames.push(...(await recordedFrames(page)))
    assert.ok(frames.length > 0, 'frames were recorded')
    const shown = frames.filter((f) => annaOnly.some((l) => f.includes(l)))
    assert.is(shown.length, 0, `a frame held anna's roster: ${shown[0]?.slice(0, 200) ?? ''}`)
  } finally {
    await context.close()
  }
})

Journey.run()
