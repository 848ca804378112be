// Journey 27 (instant open, issue 27): the encrypted cache's key lives as long as the session on this device. A
// password sign-in keeps it in IndexedDB as a non-extractable CryptoKey; logout, session expiry, a user change and the
// application lock delete it. The journeys read IndexedDB from the page, as anyone with the browser profile could.
import type { Page } from 'playwright-core'
import { suite } from 'uvu'
import * as assert from 'uvu/assert'
import { endSession } from '../../server/security/session.store'
import { SESSION_KEY_DATABASE, SESSION_KEY_RECORD, SESSION_KEY_STORE } from '../../adapters/storage/session-key.store'
import { startE2e, type E2e } from './support/harness'
import { expectConsoleErrors, failOnConsoleErrors } from './support/console-errors'
import { ANNA, BRUNO, signIn } from './support/sign-in'
import { acceptCookies, openTab } from './person-steps'
import { exact } from './session-offline-steps'
import { words } from './support/words'

const Journey = suite<{ e2e?: E2e }>('journey 27: instant open', {})
failOnConsoleErrors(Journey)

Journey.before(async (ctx) => {
  ctx.e2e = await startE2e()
})
Journey.after(async (ctx) => {
  await ctx.e2e?.close()
})

const w = words('en')
const where = { database: SESSION_KEY_DATABASE, store: SESSION_KEY_STORE, record: SESSION_KEY_RECORD }

/**
 * What IndexedDB holds for the session's cache key, read in the page: 'none' (no database, no store or no record),
 * 'non-extractable' (both keys are CryptoKeys whose bytes cannot be exported), or 'other'. Never creates the database.
 */
const keptKey = (page: Page): Promise<string> =>
  page.evaluate(async ({ database, store, record }) => {
    const names = (await indexedDB.databases()).map((d) => d.name)
    if (!names.includes(database)) return 'none'
    const db = await new Promise<IDBDatabase>((resolve, reject) => {
      const open = indexedDB.open(database)
      open.onsuccess = () => resolve(open.result)
      open.onerror = () => reject(open.error)
    })
    try {
      if (!db.objectStoreNames.contains(store)) return 'none'
      const value: unknown = await new Promise((resolve, reject) => {
        const get = db.transaction(store, 'readonly').objectStore(store).get(record)
        get.onsuccess = () => resolve(get.result)
        get.onerror = () => reject(get.error)
      })
      if (value === undefined) return 'none'
      const keys = [Reflect.get(value as object, 'encryption'), Reflect.get(value as object, 'naming')]
      if (!keys.every((k) => k instanceof CryptoKey && !k.extractable)) return 'other'
      const exported = await Promise.all(keys.map((k) => crypto.subtle.exportKey('raw', k as CryptoKey).then(() => true, () => false)))
      return exported.some(Boolean) ? 'other' : 'non-extractable'
    } finally {
      db.close()
    }
  }, where)

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
    await signIn(page, 'anna')
    await waitForKey(page, 'non-extractable')
    expectConsoleErrors(/status of 401/, 'the session is ended on purpose: the next call answers 401 and the overlay opens')
    await endSessionsOf(e2e, ANNA.username)
    await page.evaluate(() => window.dispatchEvent(new Event('focus')))
    await overlay(page, w.login.reauthenticateTitle).waitFor()
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
    await signIn(page, 'anna')
    await waitForKey(page, 'non-extractable')
    expectConsoleErrors(/status of 401/, 'the session is ended on purpose: the next call answers 401 and the overlay opens')
    await endSessionsOf(e2e, ANNA.username)
    await page.evaluate(() => window.dispatchEvent(new Event('focus')))
    await overlay(page, w.login.reauthenticateTitle).waitFor()
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

Journey.run()
