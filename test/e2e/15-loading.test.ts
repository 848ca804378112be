// Journey 15: how the app reaches the browser. Chromium has a native Temporal, so the polyfill is not downloaded;
// a browser without one gets the polyfill and the same duty plan; the scripts come compressed; once opened online
// the app opens again without a network (service worker, offline sign-in, saved roster); a script that fails to
// load leaves a readable message, not a blank page. The sign-in screens come with the login stylesheet only; the
// signed-in one loads before the first signed-in screen shows.
import * as assert from 'uvu/assert'
import { journey } from './support/journey'
import type { E2e } from './support/harness'
import { expectConsoleErrors } from './support/console-errors'
import { expectVisible } from './support/expect'
import { logOut } from './sso-steps'
import { homeLoaded, signIn } from './support/sign-in'
import { undefinedTokens, unstyledClasses } from './support/styles'
import { inEither } from './support/words'

const Loading = journey('15 loading the app')

/** The script files a page fetched, by file name. */
const scriptsOf = (page: import('playwright-core').Page): string[] => {
  const files: string[] = []
  page.on('request', (request) => {
    if (request.resourceType() === 'script') files.push(new URL(request.url()).pathname.split('/').pop() ?? '')
  })
  return files
}

/** The stylesheet files a page fetched, by file name. */
const stylesheetsOf = (page: import('playwright-core').Page): string[] => {
  const files: string[] = []
  page.on('request', (request) => {
    if (request.resourceType() === 'stylesheet') files.push(new URL(request.url()).pathname.split('/').pop() ?? '')
  })
  return files
}

Loading('the login screen loads only the login stylesheet, which styles every element on it', async (ctx) => {
  const e2e = ctx.e2e as E2e
  const { context, page } = await e2e.newPage()
  const sheets = stylesheetsOf(page)
  await page.goto(e2e.url)
  await page.getByLabel(inEither((w) => w.login.username)).waitFor()
  assert.equal(await unstyledClasses(page), [], 'login: every class has a rule')
  assert.equal(await undefinedTokens(page), [], 'login: every token its rules use is defined')
  assert.equal(sheets.map((f) => f.replace(/-[A-Z0-9]+\.css$/, '')), ['login'], 'only the login stylesheet was fetched')
  await context.close()
})

Loading('the home screen shows only once the signed-in stylesheet has arrived, and every element on it is styled', async (ctx) => {
  const e2e = ctx.e2e as E2e
  // Without the service worker, which would fetch the stylesheet where page.route does not see it.
  const { context, page } = await e2e.newPage(undefined, { serviceWorkers: 'block' })
  let release: () => void = () => undefined
  const held = new Promise<void>((resolve) => (release = resolve))
  let heldUrl: string | undefined
  await page.route(/\/assets\/app-[A-Z0-9]+\.css$/, async (route) => {
    heldUrl = route.request().url()
    await held
    await route.continue()
  })
  await page.goto(e2e.url)
  // Signals rather than a sleep: the duty plan's data (the roster's events) and the home screen's code have arrived.
  const pathOf = (url: string): string => new URL(url).pathname
  const dutiesAnswered = page.waitForResponse((r) => /\/roster\/\d+\/events$/.test(pathOf(r.url())))
  const homeCodeArrived = page.waitForResponse((r) => /\/assets\/home-screen-[A-Z0-9]+\.js$/.test(pathOf(r.url())))
  await page.getByLabel(inEither((w) => w.login.username)).fill('anna')
  await page.getByLabel(inEither((w) => w.login.password)).fill('anna-demo')
  await page.getByRole('button', { name: inEither((w) => w.login.submit) }).click()
  await page.waitForFunction(() => document.querySelector('link[href*="/assets/app-"]') !== null)
  await Promise.all([dutiesAnswered, homeCodeArrived])
  // Two rendered frames after both: what the app would show with its code and data, it has shown by now.
  await page.evaluate(() => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve()))))
  // The blocking rule held exactly the stylesheet the app linked (not another file, not nothing).
  const linked = await page.evaluate(() => document.querySelector<HTMLLinkElement>('link[href*="/assets/app-"]')?.href)
  assert.ok(heldUrl !== undefined, 'the signed-in stylesheet was requested after signing in, and held')
  assert.is(heldUrl, linked, 'the held request is the signed-in stylesheet the page links')
  assert.is(await homeLoaded(page).count(), 0, 'no home screen without its stylesheet')
  // Nothing of the signed-in app (the bottom navigation, say) shows unstyled meanwhile.
  assert.equal(await unstyledClasses(page), [], 'while the stylesheet is held back, every class shown has a rule')
  release()
  await homeLoaded(page).waitFor()
  assert.equal(await unstyledClasses(page), [], 'home: every class has a rule')
  assert.equal(await undefinedTokens(page), [], 'home: every token its rules use is defined')
  assert.equal(await page.locator('link[href*="/assets/screens-"]').count(), 0, "the other screens' stylesheet is not fetched for home")
  await context.close()
})

Loading("any other signed-in screen waits for the other screens' stylesheet too, added after the home one, and every element on it is styled", async (ctx) => {
  const e2e = ctx.e2e as E2e
  const { context, page } = await e2e.newPage(undefined, { serviceWorkers: 'block' })
  const sheets = stylesheetsOf(page)
  await signIn(page, 'anna')
  await homeLoaded(page).waitFor()
  await page.waitForLoadState('networkidle')
  assert.equal(sheets.map((f) => f.replace(/-[A-Z0-9]+\.css$/, '')), ['login', 'app'], 'the roster: the login and home stylesheets')
  for (const [path, name] of [['/summary', 'Back to Duties'], ['/my-data/contacts', 'Back to my data'], ['/notification-settings', 'Back to Settings']] as const) {
    await page.goto(`${e2e.url}${path}`)
    await page.getByRole('banner').getByRole('button', { name }).waitFor()
    assert.equal(await unstyledClasses(page), [], `${path}: every class has a rule`)
    assert.equal(await undefinedTokens(page), [], `${path}: every token its rules use is defined`)
    const order = await page.evaluate(() => [...document.querySelectorAll('link[rel="stylesheet"]')].map((l) => (l.getAttribute('href') ?? '').replace(/^.*\/assets\/|-[A-Z0-9]+\.css$/g, '')))
    assert.equal(order, ['login', 'app', 'screens'], `${path}: the other screens' sheet comes after the home one`)
  }
  await context.close()
})

Loading('when the signed-in stylesheet cannot be loaded, the home screen shows anyway instead of a blank page', async (ctx) => {
  const e2e = ctx.e2e as E2e
  const { context, page } = await e2e.newPage(undefined, { serviceWorkers: 'block' })
  expectConsoleErrors(/net::ERR_INTERNET_DISCONNECTED/, 'the signed-in stylesheet is cut off on purpose')
  await page.route(/\/assets\/app-[A-Z0-9]+\.css$/, (route) => route.abort('internetdisconnected'))
  await signIn(page, 'anna')
  await expectVisible(homeLoaded(page), 'the duty plan shows')
  await context.close()
})

Loading('a returning crew member: the roster\'s code and stylesheet are asked at start, the validation beside the configuration, the duty plan right after authorization; logged out, none of it', async (ctx) => {
  const e2e = ctx.e2e as E2e
  // Without the service worker, whose own fetches the page does not see.
  const { context, page } = await e2e.newPage(undefined, { serviceWorkers: 'block' })
  await signIn(page, 'anna')
  await homeLoaded(page).waitFor()
  // The hint is a flag: no value in local storage holds the session cookie.
  const stored = await page.evaluate(() => Object.fromEntries(Object.entries(localStorage)))
  assert.is(stored['device:onlineAuthorized'], 'true')
  const cookies = (await context.cookies()).filter((c) => c.value.length >= 8)
  assert.ok(cookies.length > 0, 'the session is a cookie')
  for (const cookie of cookies) assert.not.ok(Object.values(stored).some((v) => v.includes(cookie.value)), `no stored value holds the ${cookie.name} cookie`)

  // Requests and answers in the order the page saw them, by path.
  const log: string[] = []
  page.on('request', (request) => log.push(`ask ${new URL(request.url()).pathname}`))
  page.on('response', (response) => log.push(`got ${new URL(response.url()).pathname}`))
  await page.reload()
  await homeLoaded(page).waitFor()
  const at = (entry: RegExp): number => log.findIndex((e) => entry.test(e))
  const validate = at(/^ask .*\/security\/authentication\/validate$/)
  const validated = at(/^got .*\/security\/authentication\/validate$/)
  assert.ok(validate >= 0 && validated > validate, 'validated')
  for (const file of [/^ask \/assets\/home-screen-/, /^ask \/assets\/session-modules-/, /^ask \/assets\/app-[A-Z0-9]+\.css$/, /^ask \/assets\/signed-in-home-/]) {
    assert.ok(at(file) >= 0 && at(file) < validated, `${file.source} asked before the session is validated`)
  }
  assert.ok(validate < at(/^got .*\/security\/config$/), 'the validation is asked before the configuration answers')
  // The start's security calls are asked by the entry script (early calls), once each: the HTTP client takes their
  // answers instead of asking again; the authorization once the validation answered with success.
  for (const call of [/^ask .*\/public\/bootstrap\/configuration$/, /^ask .*\/security\/config$/, /^ask .*\/security\/authentication\/validate$/, /^ask .*\/security\/authorization$/]) {
    assert.is(log.filter((e) => call.test(e)).length, 1, `${call.source}: asked once`)
  }
  assert.ok(at(/^ask .*\/security\/authorization$/) > validated, 'the authorization is asked once the validation answered')
  const authorized = at(/^got .*\/security\/authorization$/)
  const events = at(/^ask .*\/roster\/\d+\/events$/)
  assert.ok(authorized >= 0 && events > authorized, 'the duty plan after authorization')
  assert.equal(log.slice(authorized, events).filter((e) => /^ask \/assets\/.*\.(js|css)$/.test(e)), [], 'and no code or stylesheet fetched in between (the logo may be)')

  // Logged out: the hint is off, and the next start fetches nothing of the signed-in app.
  await logOut(page)
  await page.getByLabel(inEither((w) => w.login.username)).waitFor()
  assert.is(await page.evaluate(() => localStorage.getItem('device:onlineAuthorized')), 'false')
  log.length = 0
  await page.reload()
  await page.getByLabel(inEither((w) => w.login.username)).waitFor()
  // A signal, not a sleep: the start has asked everything it was going to ask (no request for 500 ms, Playwright's idle).
  await page.waitForLoadState('networkidle')
  assert.equal(log.filter((e) => /^ask \/assets\/(home-screen|session-|signed-in|app-)/.test(e)), [], 'no signed-in file for a signed-out visitor')
  assert.equal(log.filter((e) => /^ask .*\/security\/authorization$/.test(e)), [], 'no authorization asked for a signed-out visitor')
  assert.ok(at(/^got .*\/security\/config$/) >= 0, 'the log saw this start')
  await context.close()
})

Loading('a browser with a native Temporal signs in and sees the duty plan without downloading the polyfill; scripts arrive compressed', async (ctx) => {
  const e2e = ctx.e2e as E2e
  const { context, page } = await e2e.newPage()
  const scripts = scriptsOf(page)
  const encodings = new Set<string>()
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') encodings.add(response.headers()['content-encoding'] ?? 'none')
  })
  await signIn(page, 'anna')
  await homeLoaded(page).waitFor()
  assert.ok(scripts.length > 1)
  assert.equal(scripts.filter((f) => f.startsWith('global.esm-')), [], 'the Temporal polyfill was not fetched')
  assert.equal([...encodings].filter((e) => e !== 'br' && e !== 'gzip'), [], 'every script came brotli- or gzip-compressed')
  await context.close()
})

Loading('a browser without Temporal downloads the polyfill and shows the same duty plan', async (ctx) => {
  const e2e = ctx.e2e as E2e
  const { context, page } = await e2e.newPage()
  await context.addInitScript(() => Reflect.deleteProperty(globalThis, 'Temporal'))
  const scripts = scriptsOf(page)
  const errors: string[] = []
  page.on('pageerror', (error) => errors.push(error.message))
  await signIn(page, 'anna')
  await homeLoaded(page).waitFor()
  assert.is(scripts.filter((f) => f.startsWith('global.esm-')).length, 1, 'the Temporal polyfill was fetched once')
  await expectVisible(page.getByRole('list').first(), 'the duty list shows')
  assert.equal(errors, [])
  await context.close()
})

Loading('opened once online, the app opens again with no network at all: the offline sign-in shows the roster saved on the device', async (ctx) => {
  const e2e = ctx.e2e as E2e
  expectConsoleErrors(/net::ERR_INTERNET_DISCONNECTED/, 'the browser is offline on purpose: the calls the app tries fail')
  const { context, page } = await e2e.newPage()
  await signIn(page, 'anna')
  await homeLoaded(page).waitFor()
  // The service worker has kept this build once it controls the page.
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: 15_000 })
  await context.setOffline(true)
  await page.reload()
  await page.getByText('You are offline. You can sign in only if you have signed in on this device before.').waitFor()
  await page.getByLabel('User name', { exact: true }).fill('anna')
  await page.getByLabel('Password', { exact: true }).fill('anna-demo')
  await page.getByRole('button', { name: 'Log in' }).click()
  await homeLoaded(page).waitFor()
  await page.getByText('You are offline. Showing the data saved on this device.').waitFor()
  await expectVisible(page.getByRole('heading', { name: 'Duty list' }), 'the duty list shows')
  await context.close()
})

Loading('the back arrows on the header band are drawn in the band\'s text colour (detail, reading and my-data screens)', async (ctx) => {
  const e2e = ctx.e2e as E2e
  const { context, page } = await e2e.newPage()
  await signIn(page, 'anna')
  for (const [path, name] of [['/summary', 'Back to Duties'], ['/my-data/contacts', 'Back to my data'], ['/notification-settings', 'Back to Settings']] as const) {
    await page.goto(`${e2e.url}${path}`)
    const back = page.getByRole('banner').getByRole('button', { name })
    await back.waitFor()
    const [arrow, band] = await back.evaluate((b) => [getComputedStyle(b).color, getComputedStyle(b.closest('header') ?? b).color])
    assert.is(arrow, band, `${path}: the arrow's colour is the header text colour`)
  }
  await context.close()
})

Loading('when the app script cannot be loaded, the page says so in English and French instead of staying blank', async (ctx) => {
  const e2e = ctx.e2e as E2e
  const { context, page } = await e2e.newPage()
  expectConsoleErrors(/net::ERR_INTERNET_DISCONNECTED .*start-app-/, 'the app script is cut off on purpose')
  await page.route(/\/assets\/start-app-[A-Z0-9]+\.js$/, (route) => route.abort('internetdisconnected'))
  await page.goto(e2e.url)
  const alert = page.getByRole('alert')
  await alert.waitFor()
  assert.match((await alert.textContent()) ?? '', /could not be loaded.*n'a pas pu être chargé/)
  await context.close()
})

Loading.run()
