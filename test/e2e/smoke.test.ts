import * as assert from 'uvu/assert'
import { journey } from './support/journey'
import type { E2e } from './support/harness'
import { expectVisible } from './support/expect'

const Smoke = journey('the built app on the reference server')

Smoke('the app loads in Chromium under the strict CSP with no console error and no CSP violation', async (ctx) => {
  const e2e = ctx.e2e as E2e
  const { context, page } = await e2e.newPage()
  const problems: string[] = []
  page.on('console', (message) => {
    // The session check before sign-in answers 401 by design; Chromium logs every failed resource load.
    if (message.type() === 'error' && !/status of 401/.test(message.text())) problems.push(message.text())
  })
  page.on('pageerror', (error) => problems.push(error.message))
  const response = await page.goto(e2e.url)
  assert.ok(response?.ok(), 'index.html answered 200')
  assert.match(response?.headers()['content-security-policy'] ?? '', "script-src 'self'")
  await page.waitForLoadState('networkidle')
  await expectVisible(page.locator('h1'), 'a heading is rendered')
  assert.equal(problems, [])
  await context.close()
})

Smoke.run()
