import type { Page } from 'playwright-core'
import * as assert from 'uvu/assert'
import { assertAccessible } from './axe'
import { exact } from '../session-offline-steps'
import { words } from './words'

const w = words('en')
// Anna's name (server/seed/my-data.seed.ts): never in the page before her session is validated.
const ANNAS = ['Anna', 'Lindqvist']

/** What the page shows before any script: the frame, without the login form and without anything of anna's. */
export const assertFrameBeforeScripts = async (page: Page, held: Promise<void>): Promise<void> => {
  await held
  await page.locator('#root[data-prerendered="frame"]').waitFor()
  const banner = page.getByRole('banner')
  assert.ok(await banner.isVisible(), 'the header band is painted')
  assert.ok(await banner.getByRole('img', { name: exact(w.app.logoAlt.replace('{airline}', 'Demo Airline')) }).isVisible(), 'with the airline logo')
  assert.is(await page.getByRole('navigation', { name: exact(w.nav.main) }).count(), 1, 'the navigation landmark')
  const nav = await page.getByRole('navigation', { name: exact(w.nav.main) }).boundingBox()
  assert.ok(nav !== null && nav.height >= 56, `the navigation bar at its height (${nav?.height ?? 0} px)`)
  assert.is(await page.getByRole('main').getAttribute('aria-busy'), 'true', 'the main region says it is busy')
  assert.is(await page.getByRole('button', { name: exact(w.login.submit) }).count(), 0, 'no Log in button')
  assert.is(await page.getByLabel(exact(w.login.username)).count(), 0, 'no login form')
  const text = await page.locator('body').innerText()
  for (const word of ANNAS) assert.not.ok(text.includes(word), `nothing of anna's before her session is validated ("${word}")`)
  // Accessible as drawn before any script (phone and desktop, light and dark, the first time).
  await assertAccessible(page, 'signed-in frame (prerendered)', 'en')
  assert.is(await page.locator('#root[data-prerendered="frame"]').count(), 1, 'still no script has run')
}
