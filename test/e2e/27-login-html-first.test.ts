// Journey 27, decision 3 (issue 27): the signed-out page is HTML first. index.html holds the login screen rendered at
// build time, so the form is there and takes typing before any script runs; React then takes it over (hydration)
// and keeps what was typed. The test holds every script request (page.route) to see the page as it is before them.
import type { Page } from 'playwright-core'
import * as assert from 'uvu/assert'
import { journey } from './support/journey'
import { PHONE, type E2e } from './support/harness'
import { assertAccessible } from './support/axe'
import { ANNA, homeReady } from './support/sign-in'
import { exact } from './session-offline-steps'
import { holdScripts } from './support/held-scripts'
import { words } from './support/words'

const Journey = journey('journey 27: the login form before any script')

const en = words('en')
const fr = words('fr')

/** Whether React has taken the page over (ui/start-app.tsx sets the attribute once the hydration is committed). */
const hydrated = (page: Page) => page.locator('#root[data-hydrated="true"]')

Journey('the prerendered login form shows and takes typing before any script; hydration keeps it; Log in then works', async (ctx) => {
  const e2e = ctx.e2e as E2e
  const { context, page } = await e2e.newPage(PHONE)
  try {
    const scripts = await holdScripts(page)
    const navigations: string[] = []
    // Documents the page asks for (a native submit, a reload); the app's own route changes are not requests.
    page.on('request', (request) => {
      if (request.isNavigationRequest() && request.frame() === page.mainFrame()) navigations.push(request.url())
    })
    // The module scripts are held, so DOMContentLoaded waits for them: only the response is awaited.
    await page.goto(`${e2e.url}/login`, { waitUntil: 'commit' })
    const username = page.getByLabel(exact(en.login.username))
    const password = page.getByLabel(exact(en.login.password), { exact: true })
    await username.waitFor()
    assert.ok(scripts.held() > 0, 'the entry script is held')
    assert.is(await page.locator('#root[data-prerendered="login"]').count(), 1, 'the root holds the prerendered login')
    assert.is(await hydrated(page).count(), 0, 'no script has run')
    assert.is(await page.locator('html').getAttribute('lang'), 'en', 'the page is in the fallback language')
    assert.ok(await page.getByText(en.login.welcome.replace('{airline}', 'Demo Airline')).isVisible(), 'the form names the airline')
    const logIn = page.getByRole('button', { name: exact(en.login.submit) })
    assert.ok(await logIn.isVisible(), 'Log in is there')

    // Accessible as drawn before any script (phone and desktop, light and dark).
    await assertAccessible(page, 'login (prerendered)', 'en')

    await username.fill(ANNA.username)
    await password.fill(ANNA.password)
    // Log in before the scripts: the form says the app is starting and nothing is sent, nothing reloads.
    await password.press('Enter')
    await logIn.click({ force: true })
    const note = page.getByText(exact(en.login.starting))
    assert.ok(await note.isVisible(), 'the form says the app is starting')
    assert.ok(await logIn.isDisabled(), 'Log in waits for the app')
    assert.equal(navigations, [`${e2e.url}/login`], 'no document asked but the first: no native submit')
    assert.is(page.url(), `${e2e.url}/login`, 'no password in the address')

    // The very fields of the page, and the focus in one of them: a hydration takes them over, a render anew replaces them.
    const typedInto = await password.elementHandle()
    await password.focus()
    await scripts.release()
    await hydrated(page).waitFor()
    assert.is(await page.locator('#root[data-hydration-errors]').count(), 0, 'the hydration found what the build wrote')
    assert.ok(await typedInto?.evaluate((field) => field.isConnected), 'the same field (taken over, not replaced)')
    const focused = await page.evaluate(() => `${document.activeElement?.tagName ?? ''} ${document.activeElement?.getAttribute('name') ?? document.activeElement?.textContent ?? ''}`)
    assert.is(focused, 'INPUT password', 'the focus stays in the field')
    assert.is(await username.inputValue(), ANNA.username, 'the user name typed before the scripts is kept')
    assert.is(await password.inputValue(), ANNA.password, 'the password typed before the scripts is kept')
    // Once the app has started (its configuration answered), Log in works.
    await logIn.click()
    await homeReady(page)
    assert.equal(navigations, [`${e2e.url}/login`], 'signed in without a reload')
  } finally {
    await context.close()
  }
})

Journey('a stored French choice: the English page is taken over, then switches to French with the typed text', async (ctx) => {
  const e2e = ctx.e2e as E2e
  const { context, page } = await e2e.newPage(PHONE, { language: 'fr' })
  try {
    const scripts = await holdScripts(page)
    await page.goto(e2e.url, { waitUntil: 'commit' })
    const username = page.getByLabel(exact(en.login.username))
    await username.waitFor()
    await username.fill(ANNA.username)
    await scripts.release()
    await hydrated(page).waitFor()
    const usernameFr = page.getByLabel(exact(fr.login.username))
    await usernameFr.waitFor()
    assert.is(await page.locator('#root[data-hydration-errors]').count(), 0, 'no part rendered anew')
    assert.is(await usernameFr.inputValue(), ANNA.username, 'the typed user name is kept through the switch')
    assert.is(page.url(), `${e2e.url}/login`, '/ became /login, as the route decision makes it')
    assert.is(await page.locator('html').getAttribute('lang'), 'fr')
  } finally {
    await context.close()
  }
})

Journey.run()
