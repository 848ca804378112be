// Journey 32 (issue 32, item 2): the install offer in a real Chromium. Chromium itself fires `beforeinstallprompt`
// when the app is installable (a persistent profile: an incognito one never is); the app keeps the event, suppresses
// the mini-infobar (nothing covers the roster) and offers "Install the app on this device" in Settings only from the
// crew member's second sign-in on this device. Chromium's engagement heuristic (a person using the site for a while)
// is bypassed with its own switch, so the event comes without waiting minutes.
import { mkdtempSync, rmSync } from 'node:fs'
import { join } from 'node:path'
import { chromium, type BrowserContext, type Page } from 'playwright-core'
import { suite } from 'uvu'
import * as assert from 'uvu/assert'
import { runDir } from './support/app-build'
import { CHROMIUM_ARGS, CHROMIUM_PATH, E2E_TIMEOUT_MS, startE2e, type E2e } from './support/harness'
import { named, openTab } from './inbox-settings.steps'
import { signIn } from './support/sign-in'
import { words } from './support/words'

interface Ctx {
  server?: E2e
  browser?: BrowserContext
  userDataDir?: string
}
const Journey = suite<Ctx>('journey 32: the install offer', {})

Journey.before(async (ctx) => {
  ctx.server = await startE2e()
  ctx.userDataDir = mkdtempSync(join(runDir(), 'chromium-install-'))
  ctx.browser = await chromium.launchPersistentContext(ctx.userDataDir, {
    executablePath: CHROMIUM_PATH,
    headless: true,
    args: [...CHROMIUM_ARGS, '--bypass-app-banner-engagement-checks'],
    viewport: { width: 390, height: 844 },
    locale: 'en-GB',
    timezoneId: 'Europe/Paris',
  })
})
Journey.after(async (ctx) => {
  await ctx.browser?.close()
  if (ctx.userDataDir !== undefined) rmSync(ctx.userDataDir, { recursive: true, force: true })
  await ctx.server?.close()
})

const W = words('en')

/** Whether Chromium has fired `beforeinstallprompt` on this page (recorded by a script added before the app's). */
const browserOffered = (page: Page): Promise<void> =>
  page.waitForFunction(() => (window as unknown as { offered?: boolean }).offered === true, undefined, { timeout: E2E_TIMEOUT_MS * 2 }).then(() => undefined)

const installSection = (page: Page) => page.getByRole('region', { name: named(W.installApp.title) })
const installButton = (page: Page) => page.getByRole('button', { name: named(W.installApp.install) })

const openSettings = async (page: Page): Promise<void> => {
  await openTab(page, 'profile')
  await page.getByRole('heading', { level: 1, name: named(W.settings.title) }).waitFor()
  // Settings has drawn its last section (the logout button) before the offer's absence is read.
  await page.getByRole('button', { name: named(W.settings.logout) }).waitFor()
}

Journey("Chromium's own install offer: none on the first sign-in, Settings offers it from the second, and no banner covers the roster", async (ctx) => {
  const { server, browser } = ctx
  if (server === undefined || browser === undefined) throw new Error('the journey did not start')
  const page = await browser.newPage()
  page.setDefaultTimeout(E2E_TIMEOUT_MS)
  await page.addInitScript(() => {
    // Listened to before the app's own listener: after the app's has run, whether it kept Chromium's mini-infobar away.
    window.addEventListener('beforeinstallprompt', (event) => {
      setTimeout(() => Object.assign(window, { offered: true, infobarPrevented: event.defaultPrevented }), 0)
    })
  })
  try {
    await page.goto(server.url)
    await signIn(page, 'anna', { url: server.url })
    await browserOffered(page)
    assert.is(await page.evaluate(() => (window as unknown as { infobarPrevented?: boolean }).infobarPrevented), true, "the app keeps Chromium's mini-infobar off the roster")
    // First sign-in on this device: the browser offers, the app does not (yet).
    await openSettings(page)
    assert.is(await installButton(page).count(), 0, 'no install offer on the first sign-in')

    // Log out (the page reloads), sign in again: the second sign-in on this device.
    const reloaded = page.waitForEvent('load')
    await page.getByRole('button', { name: named(W.settings.logout) }).click()
    await reloaded
    await signIn(page, 'anna', { url: server.url })
    await browserOffered(page)
    await openSettings(page)
    await installSection(page).waitFor()
    await installButton(page).waitFor()
    assert.ok(
      (await installSection(page).innerText()).includes(W.installApp.hint.replace('{airline}', 'Demo Airline')),
      'the hint names the airline',
    )
  } finally {
    await page.close()
  }
})

Journey.run()
