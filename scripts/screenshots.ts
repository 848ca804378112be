// `npm run screenshots`: pictures of every screen for reviewers who do not run the app. Starts the
// reference server through the end-to-end harness (fixed clock 2026-03-15T08:00:00Z, fresh demo database), signs in
// as anna and saves docs/screenshots/<screen>-<width>x<height>[-dark].png at 390x844 (phone) and 1440x900
// (desktop), in light mode, and in dark mode (the colour mode the app takes from the system preference) for the
// sign-in screens and the duty screens. Server selection is shown with the boreal profile (two servers). The offline
// outbox is shown last, in a context of its own: a roster change confirmed offline ("Waiting to send"), then the app
// opened again on the open session, the outbox locked until the password is given (never given: nothing is sent,
// so the demo database is as before for the next viewport).
import { mkdirSync } from 'node:fs'
import { join } from 'node:path'
import type { Page } from 'playwright-core'
import { changesRegion, rosterChangeNews } from '../test/e2e/roster-change-steps'
import { exact } from '../test/e2e/session-offline-steps'
import { showIn } from '../test/e2e/support/axe'
import { homeLoaded, signIn } from '../test/e2e/support/sign-in'
import { words, type Words } from '../test/e2e/support/words'
import { DESKTOP, PHONE, startE2e, type E2e } from '../test/e2e/support/harness'

const OUT = join(process.cwd(), 'docs', 'screenshots')
/** Home's block-month heading in the dictionary given (home has loaded). */
const homeLoadedIn = (page: Page, w: Words) => page.getByRole('heading', { level: 2, name: new RegExp(`^${w.home.blockMonth}: `) })
/** SCREENSHOTS_ONLY=changed-duty,leg: only these signed-in screens (and the sign-in ones). */
const ONLY = (process.env['SCREENSHOTS_ONLY'] ?? '').split(',').filter((s) => s !== '')
/**
 * SCREENSHOTS_LANGUAGE=fr: the signed-in screens in French (anna chooses French once signed in), saved as
 * `<screen>-<width>x<height>[-dark]-fr.png` beside the English ones. With SCREENSHOTS_ONLY for screens opened by
 * their address (home, pairing, summary, my-data…): the others find their link by its English name.
 */
const LANGUAGE: 'en' | 'fr' = process.env['SCREENSHOTS_LANGUAGE'] === 'fr' ? 'fr' : 'en'
const ANNA = '100001'
const VIEWPORTS = [PHONE, DESKTOP] as const

interface Screen {
  readonly name: string
  /** Also in dark mode. */
  readonly dark: boolean
  /** Brings the signed-in page to the screen, the way a person gets there (a link, or the address). */
  readonly open: (page: Page, url: string) => Promise<void>
}

const route = (path: string) => async (page: Page, url: string) => {
  await page.goto(`${url}${path}`)
}

const throughList = (path: string, item: RegExp, role: 'link' | 'button' = 'link') => async (page: Page, url: string) => {
  await page.goto(`${url}${path}`)
  await page.getByRole(role, { name: item }).first().click()
}

const leg = `/leg/${ANNA}/${encodeURIComponent(`${ANNA}:AF006-20260315-CDG`)}`

const SCREENS: ReadonlyArray<Screen> = [
  { name: 'home', dark: true, open: route('/') },
  { name: 'changed-duty', dark: true, open: throughList('/', /Roster change: changed duty$/, 'button') },
  { name: 'leg', dark: true, open: route(leg) },
  { name: 'pairing', dark: true, open: route(`/pairing/${ANNA}/${encodeURIComponent(`${ANNA}:J406-20260315`)}`) },
  { name: 'hotel', dark: true, open: route(`/hotel/${ANNA}/J406-20260315-HOT-JFK`) },
  { name: 'check-in', dark: true, open: route(`/check-in/${ANNA}/${encodeURIComponent(`${ANNA}:J406-20260315-CI`)}`) },
  { name: 'roster-changes', dark: true, open: throughList('/news', /^Your roster has changed/, 'button') },
  { name: 'news', dark: false, open: route('/news') },
  { name: 'news-item', dark: false, open: throughList('/news', /^Winter operations briefing/, 'button') },
  { name: 'daily-remarks', dark: false, open: route('/daily-remarks') },
  { name: 'new-remark', dark: false, open: route('/daily-remarks/new') },
  { name: 'summary', dark: false, open: route('/summary') },
  { name: 'settings', dark: false, open: route('/profile') },
  {
    name: 'settings-calendar',
    dark: false,
    // A calendar link just made: shown once, with its copy button and QR code.
    open: async (page, url) => {
      await page.goto(`${url}/profile`)
      await page.getByRole('button', { name: /^(Create calendar link|Replace link)$/ }).click()
      const qr = page.getByRole('img', { name: 'QR code of the calendar link' })
      await qr.waitFor()
      // The section from its top, under the sticky header: the link, the copy button and the QR code in view.
      await page.getByRole('textbox', { name: 'Calendar link' }).evaluate((el) => el.scrollIntoView({ block: 'start' }))
      await page.evaluate(() => window.scrollBy(0, -120))
    },
  },
  { name: 'history', dark: false, open: route('/profile/history') },
  { name: 'notification-settings', dark: false, open: route('/notification-settings') },
  { name: 'my-data', dark: false, open: route('/my-data') },
  { name: 'personal-data', dark: false, open: route('/my-data/personal') },
  { name: 'contacts', dark: false, open: route('/my-data/contacts') },
  { name: 'contact-form', dark: false, open: throughList('/my-data/contacts', /^\+33612345678/) },
  { name: 'addresses', dark: false, open: route('/my-data/addresses') },
  { name: 'travel-documents', dark: false, open: route('/my-data/traveldocs') },
  { name: 'travel-document-form', dark: false, open: throughList('/my-data/traveldocs', /^Passport SE4412876/) },
]

/** Network quiet, fonts loaded, no spinner: the screen as a person sees it once it has loaded. */
const settle = async (page: Page): Promise<void> => {
  await page.waitForLoadState('networkidle')
  await page.evaluate('document.fonts.ready')
  await page.getByText(/^(Loading…|Loading, please wait)$/).first().waitFor({ state: 'hidden', timeout: 10_000 }).catch(() => undefined)
  await page.waitForTimeout(250)
}

const shoot = async (page: Page, name: string, dark: boolean): Promise<void> => {
  const { width, height } = page.viewportSize() ?? PHONE
  const file = join(OUT, `${name}-${width}x${height}${dark ? '-dark' : ''}${LANGUAGE === 'fr' ? '-fr' : ''}.png`)
  await settle(page)
  await page.screenshot({ path: file, animations: 'disabled', caret: 'hide' })
  console.log(`saved ${file.slice(process.cwd().length + 1)}`)
}

/** The current screen in light mode, then (when asked) in dark mode: the app takes the mode at start, so reload. */
const shootModes = async (page: Page, name: string, dark: boolean): Promise<void> => {
  await shoot(page, name, false)
  if (!dark) return
  await page.emulateMedia({ colorScheme: 'dark' })
  await page.reload()
  await shoot(page, name, true)
  await page.emulateMedia({ colorScheme: 'light' })
  await page.reload()
  await settle(page)
}

/** The offline outbox's pictures (SCREENSHOTS_ONLY may name them like the screens above). */
const OUTBOX_SCREENS = ['outbox-waiting', 'outbox-locked'] as const

/**
 * Offline, anna confirms the change of 18 March: the roster-change screen says it waits on the device. She closes
 * the app and opens it again online: home says one action waits and asks for her password (left unanswered).
 */
const offlineOutbox = async (e2e: E2e): Promise<void> => {
  const w = words('en')
  for (const viewport of VIEWPORTS) {
    const { context, page } = await e2e.newPage(viewport)
    try {
      await page.goto(e2e.url)
      await acceptCookies(page)
      await signIn(page, 'anna')
      await page.getByRole('link', { name: /^News/ }).first().click()
      await rosterChangeNews(page).click()
      await changesRegion(page).waitFor()
      await context.setOffline(true)
      await page.getByText(exact(w.outbox.confirmationOffline)).waitFor()
      await page.getByRole('checkbox', { name: 'Select the changes of 18 Mar 2026' }).check()
      await page.getByRole('button', { name: 'Confirm selected' }).click()
      const waiting = page.getByRole('region', { name: exact(w.outbox.confirmationTitle) })
      await waiting.getByText(exact(w.outbox.waiting)).waitFor()
      await waiting.scrollIntoViewIfNeeded()
      // Offline, "network idle" comes at once; the page is shot as it is.
      await shoot(page, 'outbox-waiting', false)
      await page.close()
      await context.setOffline(false)
      const reopened = await context.newPage()
      await reopened.goto(e2e.url)
      await homeLoaded(reopened).waitFor()
      const locked = reopened.getByRole('region', { name: exact(w.outbox.lockedTitle) })
      await locked.getByLabel(exact(w.outbox.lockedPassword)).waitFor()
      await settle(reopened)
      // On the phone the calendar fills the screen above the prompt: collapsed, as a person would.
      // The list under it keeps today in view: its top, where the prompt is, brought back.
      if (viewport === PHONE) {
        await reopened.getByRole('button', { name: exact(w.home.collapseCalendar) }).click()
        await locked.evaluate((el) => el.parentElement?.scrollTo(0, 0))
      }
      await shoot(reopened, 'outbox-locked', false)
    } finally {
      await context.close()
    }
  }
}

/** Accepts the cookie banner once the app has rendered it (profiles without the banner: nothing to do after 5 s). */
const acceptCookies = async (page: Page): Promise<void> => {
  const accept = page.getByRole('region', { name: 'Cookie consent' }).getByRole('button', { name: 'Accept' })
  const shown = await accept.waitFor({ timeout: 5_000 }).then(
    () => true,
    () => false,
  )
  if (shown) await accept.click()
}

const serverSelection = async (e2e: E2e): Promise<void> => {
  for (const viewport of VIEWPORTS) {
    const { context, page } = await e2e.newPage(viewport)
    await page.goto(e2e.url)
    await acceptCookies(page)
    await page.getByRole('status', { name: 'Server status: Available' }).waitFor()
    await shootModes(page, 'server-selection', true)
    await page.getByRole('status', { name: 'Server status: Available' }).waitFor()
    await context.close()
  }
}

const signedInScreens = async (e2e: E2e): Promise<void> => {
  for (const viewport of VIEWPORTS) {
    const { context, page } = await e2e.newPage(viewport)
    await page.goto(e2e.url)
    await acceptCookies(page)
    await page.getByLabel('User name').waitFor()
    if (ONLY.length === 0) await shootModes(page, 'login', true)
    await signIn(page, 'anna')
    if (LANGUAGE === 'fr') await showIn(page, 'fr', (w) => homeLoadedIn(page, w))
    for (const screen of SCREENS.filter((s) => ONLY.length === 0 || ONLY.includes(s.name))) {
      await screen.open(page, e2e.url)
      await shootModes(page, screen.name, screen.dark)
    }
    await context.close()
  }
}

const main = async (): Promise<void> => {
  mkdirSync(OUT, { recursive: true })
  if (ONLY.length === 0) {
    const boreal = await startE2e({ profile: 'boreal' })
    try {
      await serverSelection(boreal)
    } finally {
      await boreal.close()
    }
  }
  const demo = await startE2e()
  try {
    await signedInScreens(demo)
    if (ONLY.length === 0 || OUTBOX_SCREENS.some((name) => ONLY.includes(name))) await offlineOutbox(demo)
  } finally {
    await demo.close()
  }
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error)
    process.exit(1)
  },
)
