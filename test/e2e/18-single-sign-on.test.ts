// Journey 18: single sign-on against real identity providers started here (oidc-provider, and the SAML2 IdP of
// test/idp signing with a key pair made at start). Sign in through each, see the roster, make an authorized call,
// sign in again when the session is gone (back on the page the crew member was on: the deep link survives the round
// trip), log out (the provider's session ends too), and a refused assertion shown on the login error page.
import type { Page } from 'playwright-core'
import { suite } from 'uvu'
import * as assert from 'uvu/assert'
import { endSession, SESSIONS_CHANNEL } from '../../server/security/session.store'
import { startOidcProvider, type OidcIdentityProvider } from '../idp/oidc-identity-provider'
import { startSamlIdp, type SamlIdentityProvider } from '../idp/saml-identity-provider'
import { buildSamlResponse, generateSigningKeys, samlId } from '../idp/saml-response'
import { acceptCookies, openTab } from './person-steps'
import { logOut, postForm, signInThroughProvider, ssoButton, startedSamlRequest } from './sso-steps'
import { assertAccessible, assertAccessibleInBothLanguages } from './support/axe'
import { startE2e, type E2e } from './support/harness'
import { expectConsoleErrors, failOnConsoleErrors } from './support/console-errors'
import { ANNA, homeLoaded } from './support/sign-in'
import { words, type Lang } from './support/words'

const SP = 'urn:crew-duty-plan:sp'

/** The IdP's assertion posted back to the app (its answer sends the browser to the RelayState path). */
const assertionPosted = (page: Page) => page.waitForResponse((res) => res.url().includes('/rest/pems/security/saml2/acs'), { timeout: 20_000 })

/** A signed-in screen's title (the summary, the settings). */
const screenTitle = (page: Page, title: string) => page.getByRole('heading', { name: title, exact: true })

interface Ctx {
  e2e?: E2e
  oidc?: OidcIdentityProvider
  saml?: SamlIdentityProvider
  /** How far ahead of the real clock the server judges OIDC token times (a token expires without waiting for it). */
  tokenClockAheadMs: number
}
const Sso = suite<Ctx>('journey 18: single sign-on (OIDC and SAML2)', { tokenClockAheadMs: 0 })
failOnConsoleErrors(Sso)
// The test identity providers' own login pages have no icon: the browser's request for it is theirs, not the app's
// (the app's server answers /favicon.ico without an error, test/server/static.test.ts).
Sso.before.each(() => expectConsoleErrors(/status of 404 .*\/favicon\.ico/, "the test identity providers' pages have no icon"))

Sso.before(async (ctx) => {
  ctx.oidc = await startOidcProvider({ redirectUris: ['http://127.0.0.1:1/'] })
  ctx.saml = await startSamlIdp({ spEntityId: SP })
  ctx.e2e = await startE2e({
    sso: {
      oidc: { issuer: ctx.oidc.issuer, audience: ctx.oidc.audience, clientId: ctx.oidc.clientId, tokenClock: () => new Date(Date.now() + ctx.tokenClockAheadMs) },
      saml: { entryPoint: ctx.saml.ssoUrl, idpCert: ctx.saml.keys.publicKeyPem, idpIssuer: ctx.saml.entityId, logoutUrl: ctx.saml.logoutUrl },
    },
  })
  ctx.oidc.allowRedirectUri(`${ctx.e2e.url}/`)
})
Sso.after.each((ctx) => {
  ctx.tokenClockAheadMs = 0
  ctx.oidc?.setTokenPolicy({ accessTokenTtlSeconds: 300, refreshTokens: true })
})
Sso.after(async (ctx) => {
  await ctx.e2e?.close()
  await ctx.oidc?.close()
  await ctx.saml?.close()
})

Sso('OIDC: sign in at the provider, roster shown, calls carry the bearer token and only reach own data; a reload signs in again through the provider; logout ends the provider session', async (ctx) => {
  const e2e = ctx.e2e as E2e
  const oidc = ctx.oidc as OidcIdentityProvider
  const { page } = await e2e.newPage()
  await page.goto(e2e.url)
  await ssoButton(page, 'OIDC').waitFor()
  await assertAccessibleInBothLanguages(page, 'login with single sign-on', (w) => ssoButton(page, 'SAML2', w))
  await signInThroughProvider(page, 'OIDC', oidc.issuer, ANNA)
  const eventsCall = page.waitForRequest((req) => req.url().includes(`/rest/pems/roster/${ANNA.crmId}/events`))
  await homeLoaded(page).waitFor()
  const request = await eventsCall
  assert.match((await request.allHeaders())['authorization'] ?? '', /^Bearer ey/, 'the roster call carries the OIDC access token')
  assert.is(new URL(page.url()).search, '', 'the code and state are gone from the address bar')
  const cookies = await page.context().cookies(e2e.url)
  assert.not.ok(cookies.some((c) => c.name === 'CDP_SESSION'), 'no server session cookie: the bearer token is the session')
  const storage = await page.evaluate(() => JSON.stringify({ ...window.localStorage }) + JSON.stringify({ ...window.sessionStorage }))
  assert.not.match(storage, /eyJ/, 'no token in Web Storage')

  // Tokens live in memory: a reload loses them, and the app signs in again through the provider's session.
  await page.reload()
  await homeLoaded(page).waitFor()

  await acceptCookies(page)
  const endSessionCall = page.waitForRequest((req) => req.isNavigationRequest() && req.url().startsWith(`${oidc.issuer}/session/end`))
  await logOut(page)
  const endSessionUrl = new URL((await endSessionCall).url())
  assert.ok(endSessionUrl.searchParams.get('id_token_hint')?.startsWith('ey'), "logout goes through the provider's end-session endpoint with the ID token")
  assert.is(endSessionUrl.searchParams.get('post_logout_redirect_uri'), `${e2e.url}/`)
  // The provider asks for the password again: its session ended (signInThroughProvider waits for its login page).
  await signInThroughProvider(page, 'OIDC', oidc.issuer)
})

/** The bearer token of the next call of the app to its server, and that call's status. */
const nextApiCall = (page: import('playwright-core').Page) =>
  page
    .waitForResponse((res) => res.url().includes('/rest/pems/') && res.request().headers()['authorization'] !== undefined, { timeout: 20_000 })
    .then(async (res) => ({ bearer: (await res.request().allHeaders())['authorization'] ?? '', status: res.status() }))

Sso('OIDC: an access token that expires with no refresh token: the next call answers 401 and the app signs in again through the provider, back on the roster with a new token', async (ctx) => {
  const e2e = ctx.e2e as E2e
  const oidc = ctx.oidc as OidcIdentityProvider
  oidc.setTokenPolicy({ accessTokenTtlSeconds: 60, refreshTokens: false })
  const { page } = await e2e.newPage()
  await page.goto(e2e.url)
  const firstCall = nextApiCall(page)
  await signInThroughProvider(page, 'OIDC', oidc.issuer, ANNA)
  await homeLoaded(page).waitFor()
  const first = await firstCall
  assert.is(first.status, 200)
  await acceptCookies(page)

  // The tokens issued next live an hour; the server's token clock moves two minutes on: the first token has expired.
  oidc.setTokenPolicy({ accessTokenTtlSeconds: 3600 })
  ctx.tokenClockAheadMs = 120_000
  expectConsoleErrors(/status of 401 .*\/rest\/pems\//, 'the access token expired on purpose: the next call answers 401 and the app signs in again through the provider')
  const expiredCall = nextApiCall(page)
  const toProvider = page.waitForRequest((req) => req.isNavigationRequest() && req.url().startsWith(`${oidc.issuer}/auth`), { timeout: 20_000 })
  // The provider sends the browser back to the app with a code: a new page of the app (the old one and its calls gone).
  const app = new URL(e2e.url).origin
  const backWithCode = page.waitForURL((url) => url.origin === app && url.searchParams.has('code'), { waitUntil: 'commit', timeout: 20_000 })
  await openTab(page, 'profile')
  const expired = await expiredCall
  assert.is(expired.status, 401, 'the expired token is refused')
  assert.is(expired.bearer, first.bearer)
  await toProvider
  // The provider's session is still open: no password asked; back in the app, the roster is loaded with a new token.
  // Only the calls of the new page count: one of the old page answered between the redirect and its end is not it.
  await backWithCode
  const afterReauth = nextApiCall(page)
  // Back on the screen the expired call was made from (the path kept with the request's state), not home.
  await page.waitForURL((url) => url.toString().startsWith(e2e.url) && url.search === '' && url.pathname === '/profile', { timeout: 20_000 })
  await screenTitle(page, words('en').settings.title).waitFor()
  const again = await afterReauth
  assert.is(again.status, 200)
  assert.is.not(again.bearer, first.bearer, 'a new access token')
})

Sso('OIDC: the access token is refreshed before it expires: later calls carry the new token and succeed, with no new sign-in', async (ctx) => {
  const e2e = ctx.e2e as E2e
  const oidc = ctx.oidc as OidcIdentityProvider
  // A six-second token: the app refreshes it after five seconds (refreshDelayMs, never sooner).
  oidc.setTokenPolicy({ accessTokenTtlSeconds: 6, refreshTokens: true })
  const { page } = await e2e.newPage()
  await page.goto(e2e.url)
  const firstCall = nextApiCall(page)
  await signInThroughProvider(page, 'OIDC', oidc.issuer, ANNA)
  await homeLoaded(page).waitFor()
  const first = await firstCall
  await acceptCookies(page)
  oidc.setTokenPolicy({ accessTokenTtlSeconds: 3600 })
  const refreshed = await page.waitForResponse(
    (res) => res.url() === `${oidc.issuer}/token` && (res.request().postData() ?? '').includes('grant_type=refresh_token'),
    { timeout: 15_000 },
  )
  assert.is(refreshed.status(), 200, 'the provider answered the refresh')
  const navigations: Array<string> = []
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) navigations.push(frame.url())
  })
  // The server judges token times a minute on: the first token has expired, the refreshed one has not.
  ctx.tokenClockAheadMs = 60_000
  const later = nextApiCall(page)
  await openTab(page, 'profile')
  const call = await later
  assert.is(call.status, 200, 'the call with the refreshed token succeeds')
  assert.is.not(call.bearer, first.bearer, 'the call carries the refreshed token')
  assert.equal(navigations.filter((url) => url.startsWith(oidc.issuer)), [], 'no trip to the provider')
})

Sso('SAML2: sign in at the IdP, roster shown; an ended session signs in again through the IdP; logout ends the IdP session', async (ctx) => {
  const e2e = ctx.e2e as E2e
  const saml = ctx.saml as SamlIdentityProvider
  const { page } = await e2e.newPage()
  await page.goto(e2e.url)
  await signInThroughProvider(page, 'SAML2', saml.url, ANNA)
  await homeLoaded(page).waitFor()
  assert.is(new URL(page.url()).hash, '', 'the return mark is gone')
  assert.equal(saml.sessions(), ['anna'])
  const cookie = (await page.context().cookies(e2e.url)).find((c) => c.name === 'CDP_SESSION')
  assert.ok(cookie?.httpOnly, 'the same HttpOnly session as a password login')

  // The server session ends: the next call answers 401, and the app re-authenticates through the IdP.
  const { db, clock } = e2e.server.deps
  expectConsoleErrors(/status of 401 .*\/rest\/pems\//, 'the session is ended on purpose: the next call answers 401 and the app signs in again through the IdP')
  for (const row of await db.query<{ id: string }>('SELECT id FROM sessions WHERE username = $1 AND ended_at IS NULL', ['anna'])) await endSession(db, row.id, clock.now())
  await acceptCookies(page)
  const backFromIdp = assertionPosted(page)
  await openTab(page, 'profile')
  // Back on the screen the refused call was made from (the RelayState), not home: once the IdP's answer is in.
  await backFromIdp
  await page.waitForURL((url) => url.hash === '' && url.pathname === '/profile', { timeout: 20_000 })
  await screenTitle(page, words('en').settings.title).waitFor()
  const open = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM sessions WHERE username = $1 AND ended_at IS NULL', ['anna'])
  assert.is(open[0]?.n, 1, 'a new session was opened by the SAML2 re-authentication')

  await logOut(page)
  await ssoButton(page, 'SAML2').waitFor()
  assert.equal(saml.sessions(), [], 'the IdP session ended')
  // A new sign-in is asked for at the IdP's login page again.
  await signInThroughProvider(page, 'SAML2', saml.url)
})

Sso('SAML2: a session past its certValidity (expired, not ended): the next call answers 401 session expired and the app re-authenticates through the IdP, back on the roster with a new session', async (ctx) => {
  const e2e = ctx.e2e as E2e
  const saml = ctx.saml as SamlIdentityProvider
  const { page } = await e2e.newPage()
  await page.goto(e2e.url)
  await signInThroughProvider(page, 'SAML2', saml.url, ANNA)
  await homeLoaded(page).waitFor()
  await acceptCookies(page)
  const { db, clock } = e2e.server.deps
  const open = () => db.query<{ id: string }>('SELECT id FROM sessions WHERE username = $1 AND ended_at IS NULL AND expires_at > $2', ['anna', clock.now().toString()])
  const before = await open()
  assert.is(before.length, 1)

  // The session's lifetime runs out at the server's "now" (as certValidity without a renew does).
  expectConsoleErrors(/status of 401 .*\/rest\/pems\//, 'the session expired on purpose: the next call answers 401 and the app signs in again through the IdP')
  for (const row of before) {
    await db.query('UPDATE sessions SET expires_at = $2 WHERE id = $1', [row.id, clock.now().toString()])
    db.announce(SESSIONS_CHANNEL, row.id)
  }
  const refused = page.waitForResponse((res) => res.url().includes('/rest/pems/') && res.status() === 401, { timeout: 20_000 })
  const toIdp = page.waitForRequest((req) => req.isNavigationRequest() && req.url().startsWith(saml.url), { timeout: 20_000 })
  const backFromIdp = assertionPosted(page)
  await openTab(page, 'profile')
  // (Its body, ERR_SESSION_EXPIRED, is gone once the app navigates to the IdP; test/server covers the expired answer.)
  assert.is((await refused).status(), 401, 'the expired session is refused')
  await toIdp
  await backFromIdp
  // The IdP's session is still open: no password asked; back in the app on the screen it was on, with a new session.
  await page.waitForURL((url) => url.toString().startsWith(e2e.url) && url.hash === '' && url.pathname === '/profile', { timeout: 20_000 })
  await screenTitle(page, words('en').settings.title).waitFor()
  const after = await open()
  assert.is(after.length, 1, 'one open session again')
  assert.is.not(after[0]?.id, before[0]?.id, 'a new session, opened by the SAML2 re-authentication')
})

Sso('OIDC deep link: reloading /summary signs in again through the provider and lands back on /summary, not home; a form is not returned to', async (ctx) => {
  const e2e = ctx.e2e as E2e
  const oidc = ctx.oidc as OidcIdentityProvider
  const { context, page } = await e2e.newPage()
  await page.goto(e2e.url)
  await signInThroughProvider(page, 'OIDC', oidc.issuer, ANNA)
  await homeLoaded(page).waitFor()
  await acceptCookies(page)
  const app = new URL(e2e.url).origin
  // Each reload loses the in-memory tokens: a round trip through the provider (its session open, no password asked).
  const throughProvider = async (open: () => Promise<unknown>) => {
    const toProvider = page.waitForRequest((req) => req.isNavigationRequest() && req.url().startsWith(`${oidc.issuer}/auth`), { timeout: 20_000 })
    const backWithCode = page.waitForURL((url) => url.origin === app && url.searchParams.has('code'), { waitUntil: 'commit', timeout: 20_000 })
    await open()
    await toProvider
    await backWithCode
  }
  await throughProvider(() => page.goto(`${e2e.url}/summary`))
  await page.waitForURL((url) => url.origin === app && url.pathname === '/summary' && url.search === '', { timeout: 20_000 })
  await screenTitle(page, words('en').summary.title).waitFor()
  await throughProvider(() => page.reload())
  await page.waitForURL((url) => url.origin === app && url.pathname === '/summary' && url.search === '', { timeout: 20_000 })
  await screenTitle(page, words('en').summary.title).waitFor()
  assert.is(await homeLoaded(page).count(), 0, 'on the summary, not home')
  // A form is not on the allow-list: the sign-in comes back home.
  await throughProvider(() => page.goto(`${e2e.url}/daily-remarks/new`))
  await page.waitForURL((url) => url.origin === app && url.pathname === '/' && url.search === '', { timeout: 20_000 })
  await homeLoaded(page).waitFor()
  await context.close()
})

Sso('SAML2 deep link: the session gone, reloading /summary signs in again through the IdP (RelayState /summary) and lands back on /summary, not home', async (ctx) => {
  const e2e = ctx.e2e as E2e
  const saml = ctx.saml as SamlIdentityProvider
  const { db, clock } = e2e.server.deps
  const openSessions = async () => (await db.query<{ id: string }>('SELECT id FROM sessions WHERE username = $1 AND ended_at IS NULL', ['anna'])).map((row) => row.id)
  // Only this page's session ends: the pages of the tests before keep theirs (no 401 of theirs later on).
  const others = new Set(await openSessions())
  const { context, page } = await e2e.newPage()
  await page.goto(e2e.url)
  await signInThroughProvider(page, 'SAML2', saml.url, ANNA)
  await homeLoaded(page).waitFor()
  await acceptCookies(page)
  await page.goto(`${e2e.url}/summary`)
  await screenTitle(page, words('en').summary.title).waitFor()
  for (const id of (await openSessions()).filter((id) => !others.has(id))) await endSession(db, id, clock.now())
  expectConsoleErrors(/status of 401 .*\/rest\/pems\//, 'the session is ended on purpose: the reload finds none and signs in again through the IdP')
  const login = page.waitForRequest((req) => req.isNavigationRequest() && req.url().includes('/rest/pems/security/saml2/login'), { timeout: 20_000 })
  const toIdp = page.waitForRequest((req) => req.isNavigationRequest() && req.url().startsWith(saml.url), { timeout: 20_000 })
  const backFromIdp = assertionPosted(page)
  await page.reload()
  assert.is(new URL((await login).url()).searchParams.get('RelayState'), '/summary', 'the RelayState is the page the app was on')
  await toIdp
  await backFromIdp
  await page.waitForURL((url) => url.toString().startsWith(e2e.url) && url.hash === '' && url.pathname === '/summary', { timeout: 20_000 })
  await screenTitle(page, words('en').summary.title).waitFor()
  assert.is(await homeLoaded(page).count(), 0, 'on the summary, not home')
  await context.close()
})

Sso('SAML2 refused: an expired assertion posted to the app shows the login error page with the reason, in English and French, without axe violations', async (ctx) => {
  const e2e = ctx.e2e as E2e
  const saml = ctx.saml as SamlIdentityProvider
  const { page } = await e2e.newPage()
  await page.goto(e2e.url)
  await ssoButton(page, 'SAML2').waitFor()
  const acs = `${e2e.url}/rest/pems/security/saml2/acs`
  for (const lang of ['en', 'fr'] as const satisfies ReadonlyArray<Lang>) {
    const w = words(lang)
    await page.evaluate((language) => window.localStorage.setItem('language', language), lang)
    const inResponseTo = await startedSamlRequest(page, e2e.url)
    const expired = buildSamlResponse(
      { idpEntityId: saml.entityId, username: 'anna', audience: SP, destination: acs, recipient: acs, inResponseTo, notBefore: new Date(Date.now() - 3_600_000), notOnOrAfter: new Date(Date.now() - 1_800_000), issueInstant: new Date(Date.now() - 3_600_000), sign: 'both' },
      saml.keys,
    )
    await postForm(page, '/rest/pems/security/saml2/acs', { SAMLResponse: expired, RelayState: '/' })
    await page.getByText(w.login.saml2Error.title, { exact: true }).waitFor()
    await page.getByText(w.errors.certificateExpired).waitFor()
    assert.is(await homeLoaded(page).count(), 0)
    await assertAccessible(page, 'SAML2 login error', lang)
  }
})

Sso('SAML2 refused in the browser, each case: unsigned, another key, changed after signing, not yet valid, replayed, wrong audience, destination, recipient or issuer, unsolicited, unknown user: the login error page with its reason, and no session', async (ctx) => {
  const e2e = ctx.e2e as E2e
  const saml = ctx.saml as SamlIdentityProvider
  const { context, page } = await e2e.newPage()
  const w = words('en')
  await page.goto(e2e.url)
  await ssoButton(page, 'SAML2').waitFor()
  const acs = `${e2e.url}/rest/pems/security/saml2/acs`
  const now = Date.now()
  const valid = { idpEntityId: saml.entityId, username: 'anna', audience: SP, destination: acs, recipient: acs, notBefore: new Date(now - 60_000), notOnOrAfter: new Date(now + 600_000), sign: 'both' } as const
  type Change = Partial<Parameters<typeof buildSamlResponse>[0]>
  const signed = (change: Change = {}) => (inResponseTo: string) => buildSamlResponse({ ...valid, inResponseTo, ...change }, saml.keys)
  const replayedId = samlId()
  const changedAfterSigning = (inResponseTo: string) => Buffer.from(Buffer.from(signed()(inResponseTo), 'base64').toString('utf8').replace('>anna</saml:NameID>', '>bruno</saml:NameID>')).toString('base64')
  const cases: ReadonlyArray<readonly [string, (inResponseTo: string) => string, string]> = [
    ['unsigned', signed({ sign: 'none' }), w.errors.certificateValidationFailed],
    ['signed with another key', (inResponseTo) => buildSamlResponse({ ...valid, inResponseTo }, generateSigningKeys()), w.errors.certificateWrongSignature],
    ['changed after signing (anna swapped for bruno)', changedAfterSigning, w.errors.certificateWrongSignature],
    ['not yet valid', signed({ notBefore: new Date(now + 600_000), notOnOrAfter: new Date(now + 1_200_000) }), w.errors.certificateNotYetValid],
    ['wrong audience', signed({ audience: 'urn:another-sp' }), w.errors.certificateValidationFailed],
    ['wrong destination', signed({ destination: 'https://elsewhere.example/acs' }), w.errors.certificateValidationFailed],
    ['wrong recipient', signed({ recipient: 'https://elsewhere.example/acs' }), w.errors.certificateValidationFailed],
    ['another issuer', signed({ idpEntityId: 'urn:evil' }), w.errors.certificateValidationFailed],
    ['unsolicited (answering no request of this browser)', () => buildSamlResponse(valid, saml.keys), w.errors.certificateValidationFailed],
    ['a user the server does not know', signed({ username: 'mallory' }), w.errors.authenticationUserNotFound],
  ]
  // The replay: the first post of the assertion signs anna in; the same assertion id again is refused.
  await postForm(page, '/rest/pems/security/saml2/acs', { SAMLResponse: signed({ assertionId: replayedId })(await startedSamlRequest(page, e2e.url)), RelayState: '/' })
  await homeLoaded(page).waitFor()
  await context.clearCookies()
  await page.goto(e2e.url)
  await ssoButton(page, 'SAML2').waitFor()
  for (const [name, response, message] of [...cases, ['replayed', signed({ assertionId: replayedId }), w.errors.certificateValidationFailed] as const]) {
    await postForm(page, '/rest/pems/security/saml2/acs', { SAMLResponse: response(await startedSamlRequest(page, e2e.url)), RelayState: '/' })
    await page.getByText(w.login.saml2Error.title, { exact: true }).waitFor()
    // "Your company sign-in could not be completed. <reason>"
    await page.getByText(message).waitFor()
    assert.is(await homeLoaded(page).count(), 0, `${name}: not signed in`)
    assert.equal((await context.cookies()).filter((c) => c.httpOnly && c.name === 'CDP_SESSION'), [], `${name}: no session cookie`)
  }
  await context.close()
})

Sso.run()
