import { suite } from 'uvu'
import * as assert from 'uvu/assert'
import { Temporal } from 'temporal-polyfill'
import { profileWith } from '../../../../../core/access/profiles.rules'
import type { LimitEvent } from '../../../../../core/duty-limits/duty-limits.rules'
import { DutyLimitsPanel } from '../../../../../ui/features/communication/summary/duty-limits-panel'
import { SummaryScreen } from '../../../../../ui/features/communication/summary/summary-screen'
import { resetSummaryState } from '../../../../../ui/features/communication/summary/summary.state'
import { anAirline, renderScreen } from '../../../app-harness'
import { cleanup, screen, waitFor, within } from '../../../harness'
import { renderWithProviders } from '../../../providers'
import { fakeRosterPort } from '../daily-remarks/fixtures'
import { fakeSummaryPort } from './fixtures'

const Panel = suite('duty-limit counters on the summary')
Panel.before.each(() => {
  resetSummaryState()
})
Panel.after.each(cleanup)

const ev = (type: string, from: string, to: string): LimitEvent => ({ type, fromDateTimeUTC: Temporal.ZonedDateTime.from(from), toDateTimeUTC: Temporal.ZonedDateTime.from(to) })
// Two pairings of 10 h 30 (630 min) and 11 h (660 min) in the 7 days before 2026-03-10T12:00Z: 21 h 30 min.
// The oldest counted minute is 03-05 06:00Z; it leaves the 7-day window 168 h later, on 12-03-2026 06:00 UTC.
const events = [
  ev('PAR', '2026-03-05T06:00:00+00:00[UTC]', '2026-03-05T16:30:00+00:00[UTC]'),
  ev('PAR', '2026-03-07T06:00:00+00:00[UTC]', '2026-03-07T17:00:00+00:00[UTC]'),
]
const now = Temporal.Instant.from('2026-03-10T12:00:00Z')
const rowOf = (label: string) => screen.getByText(label).closest('tr') as HTMLElement

Panel('English: each EASA counter with its use, its limit and the date it next frees up, marked informative', async () => {
  await renderWithProviders(<DutyLimitsPanel events={events} ruleSet="EASA" now={now} />)
  const card = screen.getByRole('region', { name: 'Duty-limit counters' })
  assert.ok(within(card).getByText(/not a legal check/))
  const seven = rowOf('Duty, 7 days')
  assert.ok(within(seven).getByText(/21 h 30 min/))
  assert.ok(within(seven).getByText('60 h 0 min'))
  assert.ok(within(seven).getByText('12 Mar 2026 06:00 UTC'))
  assert.ok(within(rowOf('Block time, 28 days')).getByText('—'), 'no leg: nothing to free up')
  assert.is(card.querySelectorAll('tbody tr').length, 6)
})

Panel('French: the same counters in French', async () => {
  await renderWithProviders(<DutyLimitsPanel events={events} ruleSet="EASA" now={now} />, { language: 'fr' })
  const card = screen.getByRole('region', { name: 'Compteurs de limites de service' })
  assert.ok(within(card).getByText(/pas un contrôle réglementaire/))
  const seven = rowOf('Service, 7 jours')
  assert.ok(within(seven).getByText(/21 h 30 min/))
  assert.ok(within(seven).getByText('12 mars 2026 06:00 UTC'))
})

Panel('FAA profile: the Part 117 counters; an exceeded limit is flagged', async () => {
  // Seven 10-hour pairings with a leg each, one per day 03-03..03-09. The 168-h window starts 03-03 12:00Z, so
  // the first pairing (06:00 → 16:00) counts 4 h: FDP = 4 + 6 × 10 = 64 h > 60 h. Flight 672 h = 7 × 2 h = 14 h.
  const days = ['03', '04', '05', '06', '07', '08', '09']
  const many = days.map((d) => ({
    ...ev('PAR', `2026-03-${d}T06:00:00+00:00[UTC]`, `2026-03-${d}T16:00:00+00:00[UTC]`),
    events: [ev('LEG', `2026-03-${d}T07:00:00+00:00[UTC]`, `2026-03-${d}T09:00:00+00:00[UTC]`)],
  }))
  await renderWithProviders(<DutyLimitsPanel events={many} ruleSet="FAA" now={now} />)
  const fdp = rowOf('Flight duty period, 168 hours')
  assert.ok(within(fdp).getByText(/64 h 0 min/))
  assert.ok(within(fdp).getByText('Limit exceeded'))
  assert.is(within(rowOf('Flight time, 672 hours')).queryByText('Limit exceeded'), null, '14 h of 100 h')
})

Panel('the summary screen shows the counters by default and not when the profile turns dutyLimits off', async () => {
  await renderScreen(<SummaryScreen params={{}} />, { ports: { summary: fakeSummaryPort().port, roster: fakeRosterPort() }, path: '/summary' })
  await waitFor(() => screen.getByRole('region', { name: 'Duty-limit counters' }))
  cleanup()
  resetSummaryState()
  const off = anAirline(profileWith({ display: { dutyLimits: 'off' } }))
  await renderScreen(<SummaryScreen params={{}} />, { airline: off, ports: { summary: fakeSummaryPort().port, roster: fakeRosterPort() }, path: '/summary' })
  await waitFor(() => screen.getByRole('region', { name: 'Flight hours' }))
  assert.is(screen.queryByRole('region', { name: 'Duty-limit counters' }), null)
})

Panel.run()
