// Journey 14: server selection with a profile of two servers (boreal: the server the app is served from,
// and an unreachable training server at http://127.0.0.1:9); "Start application (enabled only when the server is
// available; stores the choice and goes to /login)" (SPEC section 2; section 5, "Start application requires an
// available server").
import type { Page } from 'playwright-core'
import * as assert from 'uvu/assert'
import { journey } from './support/journey'
import { exact } from './session-offline-steps'
import { assertAccessible } from './support/axe'
import type { E2e } from './support/harness'
import { expectConsoleErrors } from './support/console-errors'
import { expectCount, expectDisabled, expectEnabled, expectValue } from './support/expect'
import { signIn } from './support/sign-in'
import { undefinedTokens, unstyledClasses } from './support/styles'
import { words, type Lang } from './support/words'

const Servers = journey('journey 14: server selection', { profile: 'boreal' })

const OWN_SERVER = 'Boreal Wings (this server)'
const UNREACHABLE_SERVER = 'Boreal Wings (training, offline)'

const serverStatus = (page: Page, lang: Lang, status: 'AVAILABLE' | 'UNREACHABLE') =>
  page.getByRole('status', { name: exact(`${words(lang).servers.urlState}: ${words(lang).servers.status[status]}`) })

for (const lang of ['en', 'fr'] as const) {
  const w = words(lang)

  Servers(`(${lang}) "Start application (enabled only when the server is available ...)": unreachable disables it; available starts the app at /login`, async (ctx) => {
    // The training server at 127.0.0.1:9 is another origin, which the served Content-Security-Policy (connect-src
    // 'self') refuses before any connection: unreachable either way. A profile that lists servers of other origins
    // needs them in connect-src (docs/decisions.md).
    expectConsoleErrors(/127\.0\.0\.1:9\/rest\/pems\/config/, 'the unreachable training server of the profile')
    const e2e = ctx.e2e as E2e
    const { context, page } = await e2e.newPage(undefined, { language: lang })
    await page.goto(e2e.url)
    await page.getByRole('heading', { level: 1, name: exact(w.servers.title) }).waitFor()
    assert.is(new URL(page.url()).pathname, '/', '"/ : server selection" with two servers')
    const server = page.getByRole('combobox', { name: exact(w.servers.server) })
    const start = page.getByRole('button', { name: exact(w.servers.startApplication) })

    // The first server, the one the app is served from: available, with its security configuration.
    assert.is(await server.locator('option:checked').textContent(), OWN_SERVER)
    await serverStatus(page, lang, 'AVAILABLE').waitFor()
    await page.getByText(exact(w.servers.loginMethods.normal)).waitFor()
    const address = new URL(e2e.url)
    await expectValue(page.getByLabel(exact(w.servers.origin)), `${address.protocol}//${address.hostname}`, "the server's origin")
    await expectValue(page.getByLabel(exact(w.servers.port)), address.port, "the server's port")
    await expectEnabled(start, 'Start application is enabled for an available server')
    await assertAccessible(page, 'server selection (available)', lang)
    // A signed-out screen: the login stylesheet alone styles it.
    assert.equal(await unstyledClasses(page), [], 'every class on server selection has a rule')
    assert.equal(await undefinedTokens(page), [], 'every token its rules use is defined')

    // The training server does not answer.
    await server.selectOption({ label: UNREACHABLE_SERVER })
    await serverStatus(page, lang, 'UNREACHABLE').waitFor()
    await expectValue(page.getByLabel(exact(w.servers.origin)), 'http://127.0.0.1', "the training server's origin")
    await expectValue(page.getByLabel(exact(w.servers.port)), '9', "the training server's port")
    await expectDisabled(start, 'Start application is disabled for an unreachable server')
    await expectCount(page.getByRole('region', { name: exact(w.servers.securityConfiguration) }), 0, 'no security configuration of an unreachable server')
    await assertAccessible(page, 'server selection (unreachable)', lang)

    // Back to the available server: Start application stores the choice and goes to /login.
    await server.selectOption({ label: OWN_SERVER })
    await serverStatus(page, lang, 'AVAILABLE').waitFor()
    await start.click()
    await page.getByRole('button', { name: exact(w.login.submit) }).waitFor()
    assert.is(new URL(page.url()).pathname, '/login')
    await assertAccessible(page, 'login', lang)
    await signIn(page, 'anna')
    assert.is(new URL(page.url()).pathname, '/')
    await context.close()
  })
}

Servers.run()
