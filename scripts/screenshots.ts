// `npm run screenshots`: pictures of every screen for reviewers who do not run the app. Starts the
// reference server through the end-to-end harness (fixed clock 2026-03-15T08:00:00Z, fresh demo database), signs in
// as anna and saves docs/screenshots/<screen>-<width>x<height>[-dark].png at 390x844 (phone) and 1440x900
// (desktop), in light mode, and in dark mode (the colour mode the app takes from the system preference) for the
// sign-in screens and the duty screens. Server selection is shown with the boreal profile (two servers).
import { mkdirSync } from 'node:fs'
import { join } from 'node:path'
import type { Page } from 'playwright-core'
import { signIn } from '../test/e2e/support/sign-in'
import { DESKTOP, PHONE, startE2e, type E2e } from '../test/e2e/support/harness'

const OUT = join(process.cwd(), 'docs', 'screenshots')
/** SCREENSHOTS_ONLY=changed-duty,leg: only these signed-in screens (and the sign-in ones). */
const ONLY = (process.env['SCREENSHOTS_ONLY'] ?? '').split(',').filter((s) => s !== '')
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
  const file = join(OUT, `${name}-${width}x${height}${dark ? '-dark' : ''}.png`)
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
