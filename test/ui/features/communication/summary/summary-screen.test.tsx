import { suite } from 'uvu'
import * as assert from 'uvu/assert'
import { profileWith } from '../../../../../core/access/profiles.rules'
import { SummaryScreen } from '../../../../../ui/features/communication/summary/summary-screen'
import { resetSummaryState } from '../../../../../ui/features/communication/summary/summary.state'
import * as O from 'fp-ts/Option'
import type { BlockMonthRange } from '../../../../../core/roster/block-month.rules'
import { SHELL } from '../../../../../ui/app/tokens'
import { anAirline, fromContainer, renderScreen } from '../../../app-harness'
import { accessibleDescription, act, cleanup, fire, screen, waitFor, within } from '../../../harness'
import { fakeRosterPort } from '../daily-remarks/fixtures'
import { aSummary, fakeSummaryPort } from './fixtures'

const Summary = suite('summary (/summary)')
Summary.before.each(() => {
  resetSummaryState()
})
Summary.after.each(cleanup)

const pickersAirline = anAirline(profileWith({ features: { viewBlockmonthSwitchOnSummary: false } }))
const group = (name: string) => screen.getByRole('region', { name })
const rowOf = (cellText: string) => screen.getByText(cellText).closest('tr') as HTMLElement

Summary('"Groups of parameters shown as text lines or tables"', async () => {
  const summary = fakeSummaryPort()
  await renderScreen(<SummaryScreen params={{}} />, { ports: { summary: summary.port, roster: fakeRosterPort() }, path: '/summary' })
  const hours = await waitFor(() => group('Flight hours'))
  assert.ok(within(hours).getByText('Block hours this month'))
  assert.ok(within(hours).getByText('85'))
  const documents = group('Passports / Visas')
  assert.ok(within(documents).getByText('Travel documents'), 'the table caption')
  assert.ok(within(documents).getByText('Document'))
  assert.ok(within(documents).getByText('Passport X1234567'))
  assert.is(documents.querySelectorAll('tbody tr').length, 2)
})

Summary('"Groups that highlight expiry: Recurrent trainings/checks, Licences, Passports / Visas": expired and expiring values are marked', async () => {
  const summary = fakeSummaryPort()
  await renderScreen(<SummaryScreen params={{}} />, { ports: { summary: summary.port, roster: fakeRosterPort() }, path: '/summary' })
  const licences = await waitFor(() => group('Licences'))
  const medical = within(licences).getByText('01-03-2026').parentElement as HTMLElement
  assert.ok(within(medical).getByText('Expired'))
  const atpl = within(licences).getByText('valid until 10-04-2026').parentElement as HTMLElement
  assert.ok(within(atpl).getByText('Expires soon'))
  const english = within(licences).getByText('31-12-2029').parentElement as HTMLElement
  assert.ok(within(english).getByText('Valid'))
  assert.ok(within(rowOf('Passport X1234567')).getByText('Expires soon'))
  assert.ok(within(rowOf('US visa')).getByText('Valid'))
  const hours = group('Flight hours')
  assert.is(within(hours).queryByText('Expired'), null, 'a group that does not highlight expiry marks nothing, even an old date')
})

Summary('"A block-month switch (if permitted)": the active block month first; the arrows move and hide at the ends', async () => {
  const summary = fakeSummaryPort()
  await renderScreen(<SummaryScreen params={{}} />, { ports: { summary: summary.port, roster: fakeRosterPort() }, path: '/summary' })
  const nav = await waitFor(() => screen.getByRole('navigation', { name: 'Block month' }))
  await waitFor(() => assert.equal(summary.asText(), ['2026-03-01..2026-03-31']))
  assert.ok(within(nav).getByText(/March 2026/))
  assert.is(screen.queryByRole('button', { name: 'Apply' }), null, 'no date pickers with the switch')
  act(() => screen.getByRole('button', { name: 'Previous block month' }).click())
  await waitFor(() => within(nav).getByText(/February 2026/))
  assert.equal(summary.asText(), ['2026-03-01..2026-03-31', '2026-02-01..2026-02-28'])
  assert.is(screen.queryByRole('button', { name: 'Previous block month' }), null, 'no previous block month: the arrow is hidden')
  act(() => screen.getByRole('button', { name: 'Next block month' }).click())
  act(() => screen.getByRole('button', { name: 'Next block month' }).click())
  await waitFor(() => within(nav).getByText(/April 2026/))
  assert.is(screen.queryByRole('button', { name: 'Next block month' }), null)
})

Summary('the switch moves the one block-month selection: the home calendar is on the block month the summary shows', async () => {
  const summary = fakeSummaryPort()
  const { di } = await renderScreen(<SummaryScreen params={{}} />, { ports: { summary: summary.port, roster: fakeRosterPort() }, path: '/summary' })
  const nav = await waitFor(() => screen.getByRole('navigation', { name: 'Block month' }))
  const duties = fromContainer(di, SHELL.duties)
  await waitFor(() => assert.equal(O.map((bm: BlockMonthRange) => bm.id)(duties.state.selection.active), O.some('BM-03')))
  act(() => screen.getByRole('button', { name: 'Previous block month' }).click())
  await waitFor(() => within(nav).getByText(/February 2026/))
  const active = duties.state.selection.active
  assert.ok(O.isSome(active) && active.value.name === 'February 2026', 'the duties store (home) follows the summary')
  assert.equal(summary.asText(), ['2026-03-01..2026-03-31', '2026-02-01..2026-02-28'])
})

Summary('without the switch: "a sample-range date picker with from, to and apply", starting with the roster period', async () => {
  const summary = fakeSummaryPort()
  await renderScreen(<SummaryScreen params={{}} />, { ports: { summary: summary.port, roster: fakeRosterPort() }, path: '/summary', airline: pickersAirline })
  const form = await waitFor(() => screen.getByRole('form', { name: 'Sample range' }))
  await waitFor(() => assert.equal(summary.asText(), ['2026-03-01..2026-03-31']))
  assert.is(screen.queryByRole('navigation', { name: 'Block month' }), null)
  assert.is((within(form).getByLabelText('From') as HTMLInputElement).value, '2026-03-01')
  assert.is((within(form).getByLabelText('To') as HTMLInputElement).value, '2026-03-31')
  assert.match(accessibleDescription(within(form).getByLabelText('From')), 'Not before 01-03-2026', 'the hints read as the summary\'s dates (dd-MM-yyyy); the query stays ISO')
  assert.match(accessibleDescription(within(form).getByLabelText('To')), 'From 01-03-2026 to 30-04-2026')
})

Summary('"summary Apply is disabled for an end after the roster period end + 30 days"', async () => {
  const summary = fakeSummaryPort()
  await renderScreen(<SummaryScreen params={{}} />, { ports: { summary: summary.port, roster: fakeRosterPort() }, path: '/summary', airline: pickersAirline })
  const form = await waitFor(() => screen.getByRole('form', { name: 'Sample range' }))
  const to = within(form).getByLabelText('To') as HTMLInputElement
  const apply = within(form).getByRole('button', { name: 'Apply' }) as HTMLButtonElement
  assert.is(to.max, '2026-04-30')
  fire.input(to, '2026-05-01')
  assert.ok(apply.disabled)
  assert.match(accessibleDescription(to), 'Cannot be later than 30-04-2026', 'the error reads its date as the hint does (dd-MM-yyyy)')
  fire.input(to, '2026-04-30')
  assert.not.ok(apply.disabled)
  act(() => apply.click())
  await waitFor(() => assert.equal(summary.asText(), ['2026-03-01..2026-03-31', '2026-03-01..2026-04-30']))
})

Summary('"Start is not before the roster period start. End is not before the chosen start"', async () => {
  const summary = fakeSummaryPort()
  await renderScreen(<SummaryScreen params={{}} />, { ports: { summary: summary.port, roster: fakeRosterPort() }, path: '/summary', airline: pickersAirline })
  const form = await waitFor(() => screen.getByRole('form', { name: 'Sample range' }))
  const from = within(form).getByLabelText('From') as HTMLInputElement
  const to = within(form).getByLabelText('To') as HTMLInputElement
  const apply = within(form).getByRole('button', { name: 'Apply' }) as HTMLButtonElement
  fire.input(from, '2026-02-28')
  assert.ok(apply.disabled)
  assert.match(accessibleDescription(from), 'Cannot be earlier than 01-03-2026')
  fire.input(from, '2026-03-10')
  fire.input(to, '2026-03-09')
  assert.ok(apply.disabled)
  assert.match(accessibleDescription(to), 'Cannot be earlier than 10-03-2026')
  assert.is(to.min, '2026-03-10')
})

Summary('in French too, the pickers\' errors read their dates as the hints do (dd-MM-yyyy)', async () => {
  const summary = fakeSummaryPort()
  await renderScreen(<SummaryScreen params={{}} />, { ports: { summary: summary.port, roster: fakeRosterPort() }, path: '/summary', airline: pickersAirline, language: 'fr' })
  const form = await waitFor(() => screen.getByRole('form', { name: "Période d'échantillon" }))
  const from = within(form).getByLabelText('Du') as HTMLInputElement
  assert.match(accessibleDescription(from), 'Pas avant le 01-03-2026')
  fire.input(from, '2026-02-28')
  assert.match(accessibleDescription(from), 'Ne peut pas être antérieure au 01-03-2026')
})

Summary('loading, failure with Try again, and an empty summary', async () => {
  const failing = fakeSummaryPort(aSummary(), { fails: { _tag: 'Http', status: 500, request: { method: 'GET', url: '/summary' }, isJson: false } })
  await renderScreen(<SummaryScreen params={{}} />, { ports: { summary: failing.port, roster: fakeRosterPort() }, path: '/summary' })
  await waitFor(() => screen.getByText('The summary could not be loaded.'))
  act(() => screen.getByRole('button', { name: 'Try again' }).click())
  await waitFor(() => assert.is(failing.queries.length, 2))
  cleanup()
  resetSummaryState()
  await renderScreen(<SummaryScreen params={{}} />, { ports: { summary: fakeSummaryPort({ groups: [] }).port, roster: fakeRosterPort() }, path: '/summary' })
  await waitFor(() => screen.getByText('No summary available for this period.'))
})

Summary('in French: the controls and the expiry marks are French', async () => {
  await renderScreen(<SummaryScreen params={{}} />, { ports: { summary: fakeSummaryPort().port, roster: fakeRosterPort() }, path: '/summary', airline: pickersAirline, language: 'fr' })
  const form = await waitFor(() => screen.getByRole('form', { name: "Période d'échantillon" }))
  assert.ok(within(form).getByRole('button', { name: 'Appliquer' }))
  await waitFor(() => screen.getByText('Expiré'))
  assert.ok(screen.getByRole('heading', { name: 'Récapitulatif' }))
})

Summary.run()
