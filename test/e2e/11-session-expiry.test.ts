// Journey 11: the server session ends; the next call shows the re-authentication overlay; signing in
// again continues where the user was; a different user signing in reloads the app (SPEC section 4, rules 5 and 6).
import type { Page } from 'playwright-core'
import * as assert from 'uvu/assert'
import { journey } from './support/journey'
import { endSession } from '../../server/security/session.store'
import { assertAccessible } from './support/axe'
import type { E2e } from './support/harness'
import { expectConsoleErrors } from './support/console-errors'
import { expectValue } from './support/expect'
import { ANNA, BRUNO, signIn } from './support/sign-in'
import { chooseLanguage, exact, openTodaysLeg } from './session-offline-steps'
import { escapeRegExp, fill, words, type Lang } from './support/words'

/** A crew-list row by its action ('Show details of …'); its name goes on with the roles and rank it shows. */
const crewRow = (action: string): RegExp => new RegExp(`^${escapeRegExp(action)}(,|$)`)

/** AF006 CDG-JFK, anna's flight of today in the demo seed; a leg she shares with bruno and four colleagues. */
const LEG_PATH = `/leg/${ANNA.crmId}/${encodeURIComponent(`${ANNA.crmId}:AF006-20260315-CDG`)}`

const Expiry = journey('journey 11: session expiry')

/**
 * Ends every open session of `username` on the server, as an administrator or the end of certValidity would
 * (server/security/session.store.ts `endSession`: a later call with that cookie is refused with 401).
 */
const endSessionsOf = async (e2e: E2e, username: string): Promise<number> => {
  const { db, clock } = e2e.server.deps
  const rows = await db.query<{ id: string }>('SELECT id FROM sessions WHERE username = $1 AND ended_at IS NULL', [username])
  for (const row of rows) await endSession(db, row.id, clock.now())
  return rows.length
}

const overlay = (page: Page, lang: Lang) => page.getByRole('dialog', { name: exact(words(lang).login.reauthenticateTitle) })

/** Fills the overlay's sign-in form and presses its button. */
const signInAgain = async (page: Page, lang: Lang, user: { readonly username: string; readonly password: string }): Promise<void> => {
  const w = words(lang)
  const dialog = overlay(page, lang)
  await dialog.getByLabel(exact(w.login.username)).fill(user.username)
  await dialog.getByLabel(exact(w.login.password)).fill(user.password)
  await dialog.getByRole('button', { name: exact(w.login.submit) }).click()
}

const en = words('en')

Expiry('"If after reauthentication the authorized user differs from the previous one, the app reloads"', async (ctx) => {
  const e2e = ctx.e2e as E2e
  const { context, page } = await e2e.newPage()
  await signIn(page, 'anna')
  await openTodaysLeg(page, 'en')
  // The leg has loaded its crew before the session ends: the next call is the one the click makes.
  const karim = page.getByRole('button', { name: crewRow(fill(en.leg.showCrewMember, { name: 'Karim Haddad' })) })
  await karim.waitFor()

  expectConsoleErrors(/status of 401/, 'the session is ended on purpose: the next call answers 401 and the overlay opens')
  await endSessionsOf(e2e, ANNA.username)
  await karim.click()
  await overlay(page, 'en').waitFor()

  const reload = page.waitForEvent('load')
  await signInAgain(page, 'en', BRUNO)
  await reload
  // After the reload the app starts over for bruno: anna's leg route is not his, so no anna data is shown.
  await page.getByRole('heading', { level: 2, name: new RegExp(`^${en.home.blockMonth}: `) }).waitFor()
  assert.is(new URL(page.url()).pathname, '/')
  await page.getByRole('link', { name: exact(en.nav.profile) }).click()
  await page.getByText(exact(BRUNO.crmId)).waitFor()
  assert.is(await page.getByText('Anna Lindqvist').count(), 0, 'nothing of anna is on screen')
  await context.close()
})


for (const lang of ['en', 'fr'] as const) {
  const w = words(lang)

  Expiry(`(${lang}) "A 401 ... moves to session expired and then reauthentication": the next call shows the overlay; signing in again continues on the same screen`, async (ctx) => {
    const e2e = ctx.e2e as E2e
    const { context, page } = await e2e.newPage()
    await signIn(page, 'anna')
    await chooseLanguage(page, lang)
    await openTodaysLeg(page, lang)
    assert.is(new URL(page.url()).pathname, LEG_PATH)
    // The leg has loaded its crew before the session ends: the next call is the one the click makes.
    const karim = page.getByRole('button', { name: crewRow(fill(w.leg.showCrewMember, { name: 'Karim Haddad' })) })
    await karim.waitFor()

    expectConsoleErrors(/status of 401/, 'the session is ended on purpose: the next call answers 401 and the overlay opens')
    assert.ok((await endSessionsOf(e2e, ANNA.username)) >= 1, 'the server ended anna\'s session')
    // The next call: the crew member card of a colleague on the leg.
    await karim.click()
    const dialog = overlay(page, lang)
    await dialog.waitFor()
    await dialog.getByText(exact(w.login.sessionExpiredInfo)).waitFor()
    await expectValue(dialog.getByLabel(exact(w.login.username)), ANNA.username, 'the user name is kept')
    assert.is(await dialog.getByRole('link', { name: exact(w.login.forgotPassword) }).count(), 0, 'no forgot-password link while re-authenticating')
    await assertAccessible(page, 're-authentication overlay', lang)

    let reloaded = false
    page.once('load', () => {
      reloaded = true
    })
    await signInAgain(page, lang, ANNA)
    await dialog.waitFor({ state: 'detached' })
    // Where the user was: the same leg, its data on screen, and the call that failed now answers.
    assert.is(new URL(page.url()).pathname, LEG_PATH)
    await page.getByRole('heading', { level: 1, name: /AF006 CDG/ }).waitFor()
    // The crew member card asked for before the session ended opens now that the call is answered.
    await page.getByRole('dialog', { name: 'Karim Haddad' }).getByText('FO', { exact: true }).waitFor()
    assert.not.ok(reloaded, 'the same user signing in again does not reload the app')
    await context.close()
  })
}

Expiry.run()
