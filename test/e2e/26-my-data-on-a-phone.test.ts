// Journey 26, my data on a phone (issue 26, item 9): at 390 px each entry of the contacts, addresses and travel
// documents lists has the width of the screen for its name, owner, expiry and status (Delete goes on its own line
// below it), in English and in French, and axe finds no violation there (phone and desktop, light and dark).
import type { Page } from 'playwright-core'
import * as assert from 'uvu/assert'
import { journey } from './support/journey'
import { switchLanguage } from './inbox-settings.steps'
import { acceptCookies } from './person-steps'
import { assertAccessible } from './support/axe'
import { PHONE, type E2e } from './support/harness'
import { homeLoaded, signIn } from './support/sign-in'
import type { Lang } from './support/words'

const MyData = journey('journey 26: my data on a phone')

/** The width of each entry of the screen's lists (the link that opens it), in CSS pixels. */
const entryWidths = async (page: Page): Promise<ReadonlyArray<number>> => {
  const entries = page.getByRole('main').getByRole('listitem').getByRole('link')
  await entries.first().waitFor()
  return (await Promise.all((await entries.all()).map((entry) => entry.boundingBox()))).map((box) => Math.round(box?.width ?? 0))
}

MyData('contacts, addresses and travel documents: every entry is as wide as the phone (no name squeezed into a third of it), in English and French, without axe violations', async (ctx) => {
  const e2e = ctx.e2e as E2e
  const { context, page } = await e2e.newPage(PHONE)
  await signIn(page, 'anna')
  await homeLoaded(page).waitFor()
  await acceptCookies(page, 'en')
  for (const lang of ['en', 'fr'] as const satisfies ReadonlyArray<Lang>) {
    if (lang === 'fr') await switchLanguage(page, 'en', 'fr')
    for (const path of ['/my-data/contacts', '/my-data/addresses', '/my-data/traveldocs']) {
      await page.goto(`${e2e.url}${path}`)
      await page.getByRole('heading', { level: 1 }).waitFor()
      const widths = await entryWidths(page)
      assert.ok(widths.length > 0, `${lang} ${path}: entries listed`)
      for (const width of widths) assert.ok(width >= PHONE.width * 0.9, `${lang} ${path}: an entry ${width} px wide on a ${PHONE.width} px phone`)
      await assertAccessible(page, `my data ${path}`, lang)
    }
  }
  await context.close()
})

MyData.run()
