import { suite } from 'uvu'
import * as assert from 'uvu/assert'
import { Temporal } from 'temporal-polyfill'
import type { LimitEvent } from '../../../../core/duty-limits/duty-limits.rules'
import { DutyLimitsChangePanel } from '../../../../ui/features/details/roster-changes/duty-limits-change-panel'
import { cleanup, screen, within } from '../../harness'
import { renderWithProviders } from '../../providers'

const Change = suite('duty-limit counters on the roster-change confirmation')
Change.after.each(cleanup)

const ev = (type: string, from: string, to: string): LimitEvent => ({ type, fromDateTimeUTC: Temporal.ZonedDateTime.from(from), toDateTimeUTC: Temporal.ZonedDateTime.from(to) })
// Five 11-hour pairings on 03-02..03-06 = 55 h of duty in 7 days. The change adds a 6-hour GROUND on 03-07:
// at its end (03-07 14:00Z) the 7-day window starts 02-28 14:00Z and holds 55 + 6 = 61 h > 60 h.
const before = ['02', '03', '04', '05', '06'].map((d) => ev('PAR', `2026-03-${d}T06:00:00+00:00[UTC]`, `2026-03-${d}T17:00:00+00:00[UTC]`))
const after = [...before, ev('GROUND', '2026-03-07T08:00:00+00:00[UTC]', '2026-03-07T14:00:00+00:00[UTC]')]
const now = Temporal.Instant.from('2026-03-07T00:00:00Z')
const to = Temporal.Instant.from('2026-03-08T00:00:00Z')
const rowOf = (label: string) => screen.getByText(label).closest('tr') as HTMLElement

Change('with the roster after the change: before and after, a limit the change would exceed flagged, labelled informative', async () => {
  await renderWithProviders(<DutyLimitsChangePanel before={before} after={after} ruleSet="EASA" now={now} to={to} />)
  const panel = screen.getByRole('region', { name: 'Duty limits before and after this change (EASA ORO.FTL.210)' })
  assert.ok(within(panel).getByText(/not a legal check/))
  assert.ok(within(panel).getByText('Each counter shows the highest value it reaches from now until 08 Mar 2026 00:00 UTC, before and after the change.'))
  const seven = rowOf('Duty, 7 days')
  assert.ok(within(seven).getByText(/55 h 0 min/))
  assert.ok(within(seven).getByText(/61 h 0 min/))
  assert.ok(within(seven).getByText('Would exceed the limit'))
  assert.is(within(rowOf('Duty, 14 days')).queryByText('Would exceed the limit'), null, '61 h of 110 h')
})

Change('without the roster after the change (the payload has duty texts only): counters now, and it says "after" is not computable', async () => {
  await renderWithProviders(<DutyLimitsChangePanel before={before} ruleSet="EASA" now={to} to={to} />)
  assert.ok(screen.getByText(/cannot be computed/))
  const seven = rowOf('Duty, 7 days')
  assert.ok(within(seven).getByText(/55 h 0 min/))
  assert.ok(within(seven).getByText(/Not computable/))
  assert.is(screen.queryByText('Would exceed the limit'), null)
})

Change('French', async () => {
  await renderWithProviders(<DutyLimitsChangePanel before={before} ruleSet="FAA" now={to} to={to} />, { language: 'fr' })
  assert.ok(screen.getByRole('region', { name: 'Limites de service avant et après ce changement (FAA Part 117)' }))
  assert.ok(screen.getByText(/ne peuvent pas être calculés/))
  assert.ok(within(rowOf('Période de service de vol, 168 heures')).getByText(/Non calculable/))
})

Change('French, with the roster after the change: what the numbers are', async () => {
  await renderWithProviders(<DutyLimitsChangePanel before={before} after={after} ruleSet="EASA" now={now} to={to} />, { language: 'fr' })
  assert.ok(screen.getByText('Chaque compteur indique la valeur la plus haute qu’il atteint d’ici au 08 mars 2026 00:00 UTC, avant et après le changement.'))
  assert.ok(within(rowOf('Service, 7 jours')).getByText('Dépasserait la limite'))
})

Change.run()
