// Signing in as a person does: open the app, type the user name and password into the fields named so, press the
// sign-in button, and wait for the duty plan (its rows drawn). Works in English and French.
import type { Page } from 'playwright-core'
import { serverUrlOf } from './harness'
import { eitherSource, inEither } from './words'

/** The demo airline's users (server/README.md). */
export const ANNA = { username: 'anna', password: 'anna-demo', crmId: '100001' } as const
export const BRUNO = { username: 'bruno', password: 'bruno-demo', crmId: '200002' } as const

export interface Credentials {
  readonly username: string
  readonly password: string
}

const DEMO_USERS = { anna: ANNA, bruno: BRUNO } as const

/** The block-month title of the home screen: the duty plan has loaded. */
export const homeLoaded = (page: Page) =>
  page.getByRole('heading', { level: 2, name: new RegExp(`^${eitherSource((w) => w.home.blockMonth)}: `) })

/**
 * The duty list of the home screen once its rows are drawn: home draws them in a background render after the
 * calendar, and until then the list is empty and says it is busy (`aria-busy`).
 */
export const dutyListDrawn = (page: Page) =>
  page.getByRole('list', { name: inEither((w) => w.home.dutyList) }).and(page.locator(':not([aria-busy])'))

/** Waits for the home screen with its duty plan: the block-month title, and the duty list with its rows drawn. */
export const homeReady = async (page: Page): Promise<void> => {
  await homeLoaded(page).waitFor()
  await dutyListDrawn(page).waitFor()
}

/**
 * Opens the app (unless the page already shows it), starts the application on the server selection screen when the
 * profile has several servers (its first server), fills "User name" and "Password", presses "Log in" and waits for
 * the home screen's block-month title and the rows of its duty list. `url` defaults to the server the page was opened for.
 */
export const signIn = async (page: Page, user: 'anna' | 'bruno' | Credentials, options: { readonly url?: string } = {}): Promise<void> => {
  const credentials = typeof user === 'string' ? DEMO_USERS[user] : user
  const url = options.url ?? serverUrlOf(page)
  if (!page.url().startsWith('http')) {
    if (url === undefined) throw new Error('signIn: the page was not opened by the harness; pass options.url')
    await page.goto(url)
  }
  const username = page.getByLabel(inEither((w) => w.login.username))
  const start = page.getByRole('button', { name: inEither((w) => w.servers.startApplication) })
  await username.or(start).first().waitFor()
  if (await start.isVisible()) {
    // A profile with several servers opens on server selection: the first (this) server; click waits until it is
    // enabled, that is until the server is available.
    await start.click()
  }
  await username.fill(credentials.username)
  await page.getByLabel(inEither((w) => w.login.password)).fill(credentials.password)
  await page.getByRole('button', { name: inEither((w) => w.login.submit) }).click()
  await homeReady(page)
}

/**
 * Opens home's calendar with its handle when it is closed (on a phone the demo profile starts it closed, issue 26);
 * the choice is kept per crew member, so a reload shows it open again.
 */
export const openCalendar = async (page: Page): Promise<void> => {
  const expand = page.getByRole('button', { name: inEither((w) => w.home.expandCalendar) })
  if (await expand.isVisible()) await expand.click()
  await page.getByRole('button', { name: inEither((w) => w.home.collapseCalendar) }).waitFor()
}
