// Journey 2: open a leg (title, your role, crew with open positions and deadheads), edit your roles,
// Done, and see the change kept after reloading.
import type { Page } from 'playwright-core'
import * as assert from 'uvu/assert'
import { journey } from './support/journey'
import { assertAccessibleInBothLanguages } from './support/axe'
import { expectCount, expectDisabled, expectEnabled } from './support/expect'
import type { E2e } from './support/harness'
import { openCalendar, signIn } from './support/sign-in'

const Journey = journey('journey 2: leg details and role editing')

const texts = async (page: Page, listName: string): Promise<ReadonlyArray<string>> =>
  (await page.getByRole('list', { name: listName, exact: true }).getByRole('listitem').allInnerTexts()).map((t) => t.replace(/\s+/g, ' ').trim())

const yourRoles = (page: Page) => texts(page, 'Your role')
const roleButton = (page: Page, action: 'Add' | 'Remove', role: string) => page.getByRole('button', { name: `${action} role ${role}`, exact: true })
const done = (page: Page) => page.getByRole('button', { name: 'Done', exact: true })

Journey('anna opens the CDG-NRT flight of 31 March: title, her roles, crew, open positions, deadheads; edits her roles and they stay after a reload', async (ctx) => {
  const e2e = ctx.e2e as E2e
  const { context, page } = await e2e.newPage()
  try {
    await signIn(page, 'anna')
    // From the calendar (opened: the demo starts it closed on a phone): the pairing of 31 March opens in the list, with its flights.
    await openCalendar(page)
    await page.getByRole('cell', { name: 'Tuesday 31 March' }).getByRole('button', { name: /^PAR: N276\/2 CDG-NRT-CDG/ }).click()
    const pairing = page
      .getByRole('list', { name: 'Duty list' })
      .getByRole('listitem')
      .filter({ has: page.getByRole('button', { name: /^Pairing: N276\/2 CDG-NRT-CDG, 31 Mar 2026/, expanded: true }) })
    await pairing.getByRole('listitem').filter({ hasText: 'AF276' }).getByRole('link', { name: 'Flight details' }).click()

    // "The title is built from date, flight number and departure airport code."
    await page.getByRole('heading', { level: 1, name: '31 Mar 2026 AF276 CDG' }).waitFor()
    await page.getByRole('list', { name: 'Crew', exact: true }).waitFor()
    // "'Your role' lists role names."
    assert.equal(await yourRoles(page), ['Commander', 'Pilot flying'])
    // "The crew members list shows crew, open positions (by rank), deadheads and deadhead open positions."
    const crew = await texts(page, 'Crew')
    assert.is(crew.length, 6, 'the six crew members of the team')
    assert.ok(crew.some((c) => c.startsWith('Anna Lindqvist') && c.includes('Roles: CMD, PF')), 'anna is on the crew with her roles')
    assert.ok(crew.some((c) => c.startsWith('Bruno Moreau')), 'bruno is on the crew')
    assert.ok((await texts(page, 'Open positions'))[0]?.startsWith('CC: 2 open'), 'two open cabin crew positions')
    assert.ok((await texts(page, 'Deadheads'))[0]?.startsWith('Mei Tanaka'), 'a first officer deadheads on this flight')
    assert.ok((await texts(page, 'Deadhead open positions'))[0]?.startsWith('FO: 1 open'), 'one open deadhead position')
    await assertAccessibleInBothLanguages(page, 'leg details', (w) => page.getByRole('list', { name: w.leg.crew, exact: true }))

    // Role editing: "Only roles with updateByCrewMember can be toggled"; "Done ... disabled when ... nothing changed".
    await page.getByRole('button', { name: 'Edit roles' }).click()
    await page.getByRole('heading', { level: 1, name: 'Editing roles' }).waitFor()
    await page.getByRole('list', { name: 'Editing roles' }).waitFor()
    await expectCount(page.getByRole('navigation', { name: 'Main navigation' }), 0, '"The footer is hidden while editing."')
    await expectDisabled(done(page), 'Done is disabled while nothing changed')
    await expectDisabled(roleButton(page, 'Remove', 'Commander'), 'a role set by the scheduler cannot be removed')
    await expectDisabled(roleButton(page, 'Add', 'Type rating instructor'), 'a role set by the scheduler cannot be added')
    await assertAccessibleInBothLanguages(page, 'role editing', (w) => page.getByRole('list', { name: w.roles.title, exact: true }))

    await roleButton(page, 'Add', 'Pilot monitoring').click()
    await expectEnabled(done(page), 'Done is enabled after a change')
    await roleButton(page, 'Remove', 'Pilot monitoring').click()
    await expectDisabled(done(page), 'back to the original roles: nothing changed, Done is disabled again')
    await roleButton(page, 'Add', 'Pilot monitoring').click()
    await roleButton(page, 'Remove', 'Pilot flying').click()
    const saved = page.waitForResponse((r) => r.request().method() === 'PUT' && r.url().endsWith('/roster/100001/roleUpdate'))
    await done(page).click()
    assert.ok((await saved).ok(), 'the role update is accepted')

    // "On save, success goes back": the flight again, with the new roles.
    await page.getByRole('heading', { level: 1, name: '31 Mar 2026 AF276 CDG' }).waitFor()
    await page.getByRole('list', { name: 'Your role', exact: true }).getByText('Pilot monitoring').waitFor()
    assert.equal(await yourRoles(page), ['Commander', 'Pilot monitoring'])

    await page.reload()
    await page.getByRole('list', { name: 'Crew', exact: true }).waitFor()
    assert.equal(await yourRoles(page), ['Commander', 'Pilot monitoring'], 'the change is kept after a reload')
    await page.getByRole('button', { name: 'Edit roles' }).click()
    await page.getByRole('list', { name: 'Editing roles' }).waitFor()
    await expectEnabled(roleButton(page, 'Remove', 'Pilot monitoring'), 'Pilot monitoring is assigned now')
    await expectEnabled(roleButton(page, 'Add', 'Pilot flying'), 'Pilot flying is not assigned any more')
    await page.getByRole('button', { name: 'Back to flight' }).click()
    await page.getByRole('heading', { level: 1, name: '31 Mar 2026 AF276 CDG' }).waitFor()
  } finally {
    await context.close()
  }
})

Journey.run()
