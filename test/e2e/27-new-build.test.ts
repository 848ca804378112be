// Journey 27, decision 4 (issue 27): the service worker serves the page cache first, the build a page was opened with
// keeps serving that page and its chunks until the new build is activated, and a new build is offered ("A new version
// is ready" with a reload button) instead of being swapped in. A new build is simulated on the test's own copy of the
// app: its sw.js gets another version and its pages (index.html, frame.html) a marker, as a deploy would change them.
import { readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import type { Page } from 'playwright-core'
import * as assert from 'uvu/assert'
import { journey } from './support/journey'
import { buildApp, type E2e } from './support/harness'
import { exact } from './session-offline-steps'
import { homeReady, signIn } from './support/sign-in'
import { words } from './support/words'

const Journey = journey('journey 27: a new build')

const w = words('en')
const MARKER = '<meta name="e2e-build" content="B">'

/** The build caches of the page's origin (`cdp-app-<version>`). */
const buildCaches = (page: Page): Promise<ReadonlyArray<string>> => page.evaluate(async () => (await caches.keys()).filter((n) => n.startsWith('cdp-app-')))

/** Whether the document is build B's (the marker the simulated deploy wrote into index.html). */
const isBuildB = (page: Page): Promise<boolean> => page.evaluate(() => document.querySelector('meta[name="e2e-build"]') !== null)

/** Writes a file of the served app, dropping its precompressed twins (the server then sends the file itself). */
const rewrite = (path: string, text: string): void => {
  writeFileSync(path, text)
  rmSync(`${path}.br`, { force: true })
  rmSync(`${path}.gz`, { force: true })
}

/** Opens the app on the login form and waits until its service worker controls the page (build A installed). */
const openControlled = async (page: Page, url: string): Promise<void> => {
  await page.goto(url)
  await page.getByLabel(exact(w.login.username)).waitFor()
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null)
}

const newVersionBanner = (page: Page) => page.getByRole('region', { name: exact(w.global.newVersion.label) })

Journey('a new build is offered with a reload; until then the page and its chunks stay the previous build\'s, then the new one runs', async (ctx) => {
  const e2e = ctx.e2e as E2e
  const dir = buildApp('demo')
  const { context, page } = await e2e.newPage()
  try {
    await openControlled(page, e2e.url)
    const [buildA] = await buildCaches(page)
    assert.ok(buildA !== undefined, 'build A is cached')
    const versionA = buildA.slice('cdp-app-'.length)

    // The deploy of build B: another sw.js (its version) and other pages.
    const sw = readFileSync(join(dir, 'sw.js'), 'utf8')
    assert.ok(sw.includes(versionA), 'sw.js carries its build version')
    rewrite(join(dir, 'sw.js'), sw.replaceAll(versionA, 'b'.repeat(versionA.length)))
    // Both pages of the build: index.html, and frame.html, the page of a navigation while a session is open.
    for (const page of ['index.html', 'frame.html']) rewrite(join(dir, page), readFileSync(join(dir, page), 'utf8').replace('<head>', `<head>${MARKER}`))
    await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.update())
    await newVersionBanner(page).waitFor()
    assert.equal([...(await buildCaches(page))].sort(), [buildA, `cdp-app-${'b'.repeat(versionA.length)}`].sort(), 'both builds are kept')

    // The server no longer has any chunk (a deploy removed them): the page still opens and signs in on build A alone.
    renameSync(join(dir, 'assets'), join(dir, 'assets-gone'))
    try {
      await page.reload()
      await page.getByLabel(exact(w.login.username)).waitFor()
      assert.is(await isBuildB(page), false, 'a reload without the button keeps build A (page and chunks)')
      await newVersionBanner(page).waitFor()
      await signIn(page, 'anna')
      assert.is(await isBuildB(page), false, 'still build A after signing in (its lazily loaded chunks from its own cache)')

      // The button: build B takes over and the page reloads on it.
      // The signal is build B's marker in the document (a locator waits across the reload the button starts); the
      // activation installs nothing more, but on a shared 2-core machine the reload can outlast the default timeout.
      // The press is the page's first input, which fetches home's deferred chunks: before the static routes (see the
      // next test) such a fetch could wake build A's worker as Chromium stopped it for B, and B then waited for A's
      // next idle (with DevTools attached, never): 3 failures in 8 runs on a loaded machine, 0 in 16 since.
      await newVersionBanner(page).getByRole('button', { name: exact(w.global.newVersion.reload) }).press('Enter')
      await page.locator('meta[name="e2e-build"]').waitFor({ state: 'attached', timeout: 60_000 })
      await homeReady(page)
      assert.is(await isBuildB(page), true, 'after the button, the page is build B\'s')
      assert.is(await newVersionBanner(page).count(), 0, 'nothing more to offer')
    } finally {
      renameSync(join(dir, 'assets-gone'), join(dir, 'assets'))
    }
  } finally {
    await context.close()
  }
})

Journey('the page\'s chunks and calls skip the worker: a stopped worker stays stopped while they load (static routes)', async (ctx) => {
  const e2e = ctx.e2e as E2e
  const dir = buildApp('demo')
  const { context, page } = await e2e.newPage()
  try {
    await openControlled(page, e2e.url)
    const cdp = await context.newCDPSession(page)
    const statuses: string[] = []
    cdp.on('ServiceWorker.workerVersionUpdated', (e) => statuses.push(...e.versions.map((v) => v.runningStatus)))
    await cdp.send('ServiceWorker.enable')
    await cdp.send('ServiceWorker.stopAllWorkers')
    // The last status reported is the worker's now.
    for (let i = 0; statuses.at(-1) !== 'stopped'; i += 1) {
      assert.ok(i < 100, `the worker stops (${statuses.join(', ')})`)
      await new Promise((resolve) => setTimeout(resolve, 50))
    }
    statuses.length = 0
    const chunk = readdirSync(join(dir, 'assets')).find((f) => f.endsWith('.js'))
    assert.ok(chunk !== undefined)
    renameSync(join(dir, 'assets'), join(dir, 'assets-gone'))
    try {
      const answers = await page.evaluate(async (path) => Promise.all([fetch(path).then((r) => r.status), fetch('/rest/pems/public/bootstrap/configuration').then((r) => r.status)]), `/assets/${chunk}`)
      assert.equal(answers, [200, 200], 'the chunk from the build\'s cache (the server has none), the call from the server')
    } finally {
      renameSync(join(dir, 'assets-gone'), join(dir, 'assets'))
    }
    assert.equal(statuses.filter((s) => s !== 'stopped'), [], 'the worker was not started')
  } finally {
    await context.close()
  }
})

Journey.run()
