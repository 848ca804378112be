// Journey 20: travel documents against the roster. anna's US visa (seeded) lapses on
// 18 Mar 2026, three days after today: her JFK pairing of today is covered, the next one is not. Home shows the
// warning with the visa, the country and both dates; the pairing and its flight into JFK show it too; the link
// leads to her travel documents in My data. On a phone the header's button shows how many warnings exist and opens
// them. Axe on home and on the pairing in English and French (desktop), on home with the warnings open (phone).
import type { Page } from 'playwright-core'
import { Temporal } from 'temporal-polyfill'
import * as assert from 'uvu/assert'
import { journey } from './support/journey'
import { formatDate } from '../../core/roster/date-format.rules'
import { acceptCookies, named } from './inbox-settings.steps'
import { assertAccessible, assertAccessibleInBothLanguages } from './support/axe'
import { expectAttribute } from './support/expect'
import { DESKTOP, E2E_NOW, type E2e } from './support/harness'
import { ANNA, dutyListDrawn, homeLoaded, signIn } from './support/sign-in'
import { escapeRegExp, fill, words, type Lang } from './support/words'

const J20 = journey('journey 20: travel documents against the roster')

const e2eOf = (ctx: { e2e?: E2e }): E2e => {
  if (ctx.e2e === undefined) throw new Error('the harness did not start')
  return ctx.e2e
}

const DATE = 'dd MMM yyyy'
const TODAY = Temporal.Instant.from(E2E_NOW).toZonedDateTimeISO('UTC').toPlainDate()
/** The seed's US visa of anna (server/seed/my-data.seed.ts: 3 days from today). */
const VISA = { number: `US-${ANNA.crmId}`, expiry: TODAY.add({ days: 3 }) }

/** anna's first flight into JFK after her visa lapsed, and its pairing, as the server stores them. */
const firstUncoveredJfkFlight = async (e2e: E2e) => {
  const rows = await e2e.server.deps.db.query<{ logical_id: string; parent_logical_id: string; to_utc: Date; parent_from_utc: Date; header: string }>(
    `SELECT leg.logical_id, leg.parent_logical_id, leg.to_utc, pairing.from_utc AS parent_from_utc, leg.body->>'eventHeader' AS header
       FROM roster_events leg JOIN roster_events pairing ON pairing.crm_id = leg.crm_id AND pairing.logical_id = leg.parent_logical_id
      WHERE leg.crm_id = $1 AND leg.event_type = 'LEG' AND leg.body->>'toAirport' = 'JFK' AND leg.to_utc >= $2
      ORDER BY leg.to_utc LIMIT 1`,
    [ANNA.crmId, VISA.expiry.add({ days: 1 }).toString()],
  )
  const row = rows[0]
  if (row === undefined) throw new Error('the seed gives anna no JFK flight after her visa lapses')
  const utcDate = (d: Date) => Temporal.Instant.fromEpochMilliseconds(d.getTime()).toZonedDateTimeISO('UTC').toPlainDate()
  return { legId: row.logical_id, pairingId: row.parent_logical_id, header: row.header, tripDate: utcDate(row.to_utc), pairingDate: utcDate(row.parent_from_utc) }
}

const warnings = (page: Page, lang: Lang) => page.getByRole('region', { name: named(words(lang).travelWarnings.title) })
const visaLine = (lang: Lang, tripDate: Temporal.PlainDate): string =>
  fill(words(lang).travelWarnings.visaExpiresBeforeTrip, {
    number: VISA.number,
    country: new Intl.DisplayNames([lang], { type: 'region' }).of('US') ?? 'US',
    expiry: formatDate(VISA.expiry, DATE, lang),
    tripDate: formatDate(tripDate, DATE, lang),
  })

/** The header button of the phone layout: 'N travel document warnings'. */
const toggleName = (lang: Lang): RegExp =>
  new RegExp(`^${escapeRegExp(words(lang).travelWarnings.summary).replace(/\\\{count\\\}/, '\\d+').replace(/\\\{\\\{s\\\}\\\}/g, 's?')}$`)

J20('on a phone, the header says warnings exist; opened, the lines show anna\'s visa lapsing before her trip', async (ctx) => {
  const e2e = e2eOf(ctx)
  const trip = await firstUncoveredJfkFlight(e2e)
  const { page, context } = await e2e.newPage()
  await signIn(page, 'anna')
  await acceptCookies(page)
  const toggle = page.getByRole('button', { name: toggleName('en') })
  await toggle.click()
  await expectAttribute(toggle, 'aria-expanded', 'true', 'the warnings are open')
  await warnings(page, 'en').getByRole('listitem').filter({ hasText: new RegExp(`^${escapeRegExp(visaLine('en', trip.tripDate))}`) }).waitFor()
  await assertAccessible(page, 'home (travel warnings, phone)', 'en')
  await context.close()
})

J20('anna\'s visa lapses before a rostered trip: home and the duty warn with the dates, the link leads to My data', async (ctx) => {
  const e2e = e2eOf(ctx)
  const trip = await firstUncoveredJfkFlight(e2e)
  assert.ok(Temporal.PlainDate.compare(trip.tripDate, VISA.expiry) > 0, 'the trip is after the visa lapses')
  const { page, context } = await e2e.newPage(DESKTOP)
  await signIn(page, 'anna')
  await acceptCookies(page)

  // Home: the visa, the country, its expiry and the trip's date.
  await warnings(page, 'en').getByRole('listitem').filter({ hasText: new RegExp(`^${escapeRegExp(visaLine('en', trip.tripDate))}`) }).waitFor()
  await assertAccessibleInBothLanguages(page, 'home (travel warnings)', (w) => page.getByRole('region', { name: named(w.travelWarnings.title) }))

  // The duty: the pairing of that flight, opened from the duty list, shows the same warning.
  const W = words('en')
  const list = page.getByRole('list', { name: W.home.dutyList })
  const rowName = new RegExp(`^${escapeRegExp(W.dutyKinds.pairing)}: .*CDG-JFK-CDG, ${escapeRegExp(formatDate(trip.pairingDate, DATE, 'en'))}`)
  await dutyListDrawn(page).waitFor()
  for (let i = 0; i < 3 && (await list.getByRole('button', { name: rowName }).count()) === 0; i += 1) {
    const month = (await homeLoaded(page).textContent()) ?? 'no block month'
    await page.getByRole('button', { name: W.home.nextBlockMonth }).click()
    await homeLoaded(page).filter({ hasNotText: month }).waitFor()
    await dutyListDrawn(page).waitFor()
  }
  const row = list.getByRole('listitem').filter({ has: page.getByRole('button', { name: rowName }) })
  await row.getByRole('button', { name: rowName }).click()
  await row.getByRole('link', { name: W.pairing.details }).click()
  await page.getByRole('list', { name: W.pairing.subEvents }).waitFor()
  assert.ok(page.url().endsWith(`/pairing/${ANNA.crmId}/${encodeURIComponent(trip.pairingId)}`), page.url())
  await warnings(page, 'en').getByRole('listitem').filter({ hasText: visaLine('en', trip.tripDate) }).waitFor()
  await assertAccessibleInBothLanguages(page, 'pairing (travel warnings)', (w) => page.getByRole('region', { name: named(w.travelWarnings.title) }))

  // Its flight into JFK shows it as well.
  await page.getByRole('link', { name: new RegExp(escapeRegExp(trip.header)) }).click()
  await warnings(page, 'en').getByRole('listitem').filter({ hasText: visaLine('en', trip.tripDate) }).waitFor()
  assert.ok(page.url().endsWith(`/leg/${ANNA.crmId}/${encodeURIComponent(trip.legId)}`), page.url())

  // The link: anna's travel documents in My data, where the visa's passport is listed.
  await warnings(page, 'en').getByRole('link', { name: W.travelWarnings.link }).click()
  await page.getByRole('heading', { level: 1, name: W.myData.travelDocuments.title }).waitFor()
  assert.ok(page.url().endsWith('/my-data/traveldocs'), page.url())
  await page.getByRole('list', { name: W.myData.travelDocuments.title }).getByRole('link', { name: /SE4412876/ }).waitFor()
  await context.close()
})

J20.run()
