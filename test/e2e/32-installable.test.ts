// Journey 32 (issue 32): Chromium reports the web app installable, for the demo profile and one other (boreal). The
// DevTools protocol's Page.getInstallabilityErrors must answer no error; it always answers `in-incognito` in a
// non-persistent context, so this journey runs its own Chromium with a persistent profile in a temporary folder
// (the harness's shared browser only opens incognito contexts). The second profile costs no extra build in the
// suite: boreal's build (.test-tmp/app-boreal) is the one journeys 03, 05 and 14 already use.
import { mkdtempSync, rmSync } from 'node:fs'
import { join } from 'node:path'
import { chromium, type BrowserContext } from 'playwright-core'
import { suite } from 'uvu'
import * as assert from 'uvu/assert'
import { runDir } from './support/app-build'
import { CHROMIUM_ARGS, CHROMIUM_PATH, E2E_TIMEOUT_MS, startE2e, type E2e } from './support/harness'

const PROFILES = ['demo', 'boreal'] as const

interface Ctx {
  servers: Partial<Record<(typeof PROFILES)[number], E2e>>
  browser?: BrowserContext
  userDataDir?: string
}
const Journey = suite<Ctx>('journey 32: an installable web app per airline', { servers: {} })

Journey.before(async (ctx) => {
  // One after the other: each start builds its profile when the shared build is stale (one heavy process at a time).
  for (const profile of PROFILES) ctx.servers[profile] = await startE2e({ profile })
  ctx.userDataDir = mkdtempSync(join(runDir(), 'chromium-profile-'))
  ctx.browser = await chromium.launchPersistentContext(ctx.userDataDir, { executablePath: CHROMIUM_PATH, headless: true, args: CHROMIUM_ARGS })
})
Journey.after(async (ctx) => {
  await ctx.browser?.close()
  if (ctx.userDataDir !== undefined) rmSync(ctx.userDataDir, { recursive: true, force: true })
  for (const server of Object.values(ctx.servers)) await server?.close()
})

interface InstallabilityError {
  readonly errorId: string
  readonly errorArguments: ReadonlyArray<{ readonly name: string; readonly value: string }>
}

for (const profile of PROFILES) {
  Journey(`${profile}: Chromium finds no installability error, and the manifest's icons are PNGs of their declared sizes`, async (ctx) => {
    const server = ctx.servers[profile]
    const browser = ctx.browser
    if (server === undefined || browser === undefined) throw new Error('the journey did not start')
    const page = await browser.newPage()
    page.setDefaultTimeout(E2E_TIMEOUT_MS)
    try {
      // The first screen (login or, for boreal, the server selection) has loaded; index.html's head names the manifest.
      await page.goto(server.url, { waitUntil: 'load' })
      await page.locator('main, [role="main"]').first().waitFor()
      const cdp = await browser.newCDPSession(page)
      const manifest = (await cdp.send('Page.getAppManifest')) as { url: string; errors: ReadonlyArray<{ message: string }>; data?: string }
      assert.ok(manifest.url.startsWith(`${server.url}/assets/manifest-`), `the page names its manifest: '${manifest.url}'`)
      assert.equal(manifest.errors.map((e) => e.message), [], 'the manifest parses without error')
      const { installabilityErrors } = (await cdp.send('Page.getInstallabilityErrors')) as { installabilityErrors: ReadonlyArray<InstallabilityError> }
      assert.equal(
        installabilityErrors.map((e) => `${e.errorId}${e.errorArguments.map((a) => ` ${a.name}=${a.value}`).join('')}`),
        [],
        'Page.getInstallabilityErrors',
      )
      const data = JSON.parse(manifest.data ?? '{}') as { name?: string; icons?: ReadonlyArray<{ src: string; sizes: string; type: string }> }
      const appId = (await cdp.send('Page.getAppId')) as { appId?: string }
      assert.is(appId.appId, `${server.url}/`, 'the app id is the base path')
      // Every PNG icon the manifest names is served, as a PNG of the size it declares.
      for (const icon of (data.icons ?? []).filter((i) => i.type === 'image/png')) {
        const response = await page.request.get(new URL(icon.src, manifest.url).href)
        assert.is(response.status(), 200, icon.src)
        const bytes = await response.body()
        assert.is(bytes.subarray(1, 4).toString('latin1'), 'PNG', icon.src)
        assert.is(`${bytes.readUInt32BE(16)}x${bytes.readUInt32BE(20)}`, icon.sizes, icon.src)
      }
      await cdp.detach()
    } finally {
      await page.close()
    }
  })
}

Journey.run()
