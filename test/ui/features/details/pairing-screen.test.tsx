import { suite } from 'uvu'
import * as assert from 'uvu/assert'
import { BlockMonth, RosterPeriod } from '../../../../core/roster/block-month.codec'
import { SHELL } from '../../../../ui/app/tokens'
import { PairingDetailsScreen } from '../../../../ui/features/details/pairing/pairing-details-screen'
import { resetFetchedEvents } from '../../../../ui/features/details/shared/event.state'
import { fromContainer, renderScreen } from '../../app-harness'
import { act, cleanup, fire, flush, screen, waitFor, within } from '../../harness'
import { aPairing, left, must, right, serviceError } from './fixtures'

const LOGICAL = 'C1001:P123-20260316'

const render = async (o: { fail?: boolean; language?: 'en' | 'fr' } = {}) => {
  const app = await renderScreen(<PairingDetailsScreen params={{ crmId: 'C1001', logicalId: LOGICAL }} />, {
    path: `/pairing/C1001/${encodeURIComponent(LOGICAL)}`,
    ...(o.language === undefined ? {} : { language: o.language }),
    ports: { roster: { loadEventById: () => (o.fail === true ? left(serviceError('ERR')) : right(aPairing())) } },
  })
  await flush()
  return app
}

const rowOf = (text: string): HTMLElement => {
  const list = screen.queryByRole('list', { name: 'Duties of this pairing' }) ?? screen.getByRole('list', { name: 'Activités de la rotation' })
  const row = within(list)
    .getAllByRole('listitem')
    .find((li) => (li.textContent ?? '').includes(text))
  if (row === undefined) throw new Error(`no row with ${text}`)
  return row
}

const Pairing = suite('pairing details (/pairing/{crmId}/{logicalId})')
Pairing.before.each(resetFetchedEvents)
Pairing.after.each(cleanup)

Pairing('"A title \'from-airport from-date - to-airport to-date\'"', async () => {
  await render()
  await waitFor(() => screen.getByRole('heading', { name: 'CDG 16 Mar - CDG 17 Mar' }))
})

Pairing('"a details block": pairing number in its two parts, aircraft types, rank, home base, details text', async () => {
  await render()
  const block = await waitFor(() => screen.getByRole('region', { name: 'Pairing details' }))
  assert.ok(within(block).getByText('P123 / 2'))
  assert.ok(within(block).getByText('A320, A321'))
  assert.ok(within(block).getByText('2 sectors, 1 layover'), 'the app composes the counts with plural forms')
  assert.ok(within(block).getByText('Night stop in London'), 'the server\'s text as sent')
})

Pairing('French: the counts with French plural forms ("2 tronçons, 1 escale")', async () => {
  await render({ language: 'fr' })
  const block = await waitFor(() => screen.getByRole('region', { name: 'Détails de la rotation' }))
  assert.ok(within(block).getByText('2 tronçons, 1 escale'))
})

Pairing('"The list shows the airport for PAR, LEG, HOT, FPR and GPR rows": flights and hotels show it, the check-in does not', async () => {
  await render()
  await waitFor(() => screen.getByRole('list', { name: 'Duties of this pairing' }))
  assert.ok(within(rowOf('AF006')).getByText('CDG'))
  assert.ok(within(rowOf('Heathrow Crew Hotel')).getByText('LHR'))
  assert.is(within(rowOf('Check-in CDG')).queryByText('CDG'), null)
})

Pairing('a departure still to come has no actual time: "Estimated time", never "Departed late" (clock 15 Mar, pairing 16 Mar)', async () => {
  await render()
  await waitFor(() => screen.getByRole('list', { name: 'Duties of this pairing' }))
  assert.is(within(rowOf('AF006')).queryByText('Departed late'), null)
  assert.ok(within(rowOf('AF006')).getByText('Estimated time'))
  assert.is(rowOf('AF006').querySelector('[data-timing="late"]'), null)
  assert.ok(within(rowOf('AF007')).getByText('Estimated time'))
  cleanup()
  await render({ language: 'fr' })
  await waitFor(() => screen.getByRole('list', { name: 'Activités de la rotation' }))
  assert.is(screen.queryByText('Départ en retard'), null)
  assert.ok(within(rowOf('AF006')).getByText('Heure estimée'))
  assert.ok(within(rowOf('AF007')).getByText('Heure estimée'))
})

Pairing('"Early or late departure is colour-marked by comparing scheduled and actual time" once it happened', async () => {
  const app = await render()
  await waitFor(() => screen.getByRole('list', { name: 'Duties of this pairing' }))
  act(() => app.world.time.advance(3 * 24 * 3600 * 1000)) // 18 Mar: both departures are past
  app.rerender(<PairingDetailsScreen params={{ crmId: 'C1001', logicalId: LOGICAL }} />)
  await waitFor(() => screen.getByRole('list', { name: 'Duties of this pairing' }))
  assert.ok(within(rowOf('AF006')).getByText('Departed late'))
  assert.ok(rowOf('AF006').querySelector('[data-timing="late"]'))
  assert.ok(within(rowOf('AF007')).getByText('Departed early'))
  assert.ok(rowOf('AF007').querySelector('[data-timing="early"]'))
  assert.is(within(rowOf('Heathrow Crew Hotel')).queryByText(/Departed/), null)
})

Pairing('sub-events open their detail screens: a flight its leg details, the hotel its hotel details', async () => {
  const app = await render()
  await waitFor(() => screen.getByRole('list', { name: 'Duties of this pairing' }))
  fire.click(within(rowOf('AF006')).getByRole('link'))
  assert.is(app.location(), `/leg/C1001/${encodeURIComponent('C1001:AF006-20260316-CDG')}`)
  fire.click(within(rowOf('Heathrow Crew Hotel')).getByRole('link'))
  assert.is(app.location(), '/hotel/C1001/P123-HOT-LHR')
})

Pairing('"Wide screens use two columns with the calendar on the left": the block month calendar of the duty plan', async () => {
  const app = await render()
  act(() =>
    fromContainer(app.di, SHELL.duties).planLoaded({
      events: [aPairing()],
      rosterPeriod: must(RosterPeriod, { from: '2026-03-01T00:00:00+00:00', to: '2026-04-30T00:00:00+00:00' }),
      blockMonthList: [must(BlockMonth, { id: 'BM03', name: 'March', from: '2026-03-01T00:00:00+00:00', to: '2026-03-31T00:00:00+00:00' })],
    }),
  )
  const aside = await waitFor(() => screen.getByRole('complementary', { name: 'Calendar' }))
  await waitFor(() => within(aside).getByRole('table'))
  // The tags answer a pointer only: every duty is a control in the list beside (WCAG 2.5.8 "equivalent control").
  assert.equal(within(aside).queryAllByRole('button'), [], 'no tag is a control of its own for assistive technology')
  const tags = [...aside.querySelectorAll<HTMLElement>('[data-kind]')]
  assert.ok(tags.length >= 2 && tags.every((t) => t.getAttribute('aria-hidden') === 'true'))
  // Day by day: check-in and AF006 on the 16th, the hotel nights, AF007 back on the 17th (the last LEG tag).
  assert.equal(tags.map((t) => t.textContent), ['C_I', 'LEG', 'HOT', 'HOT', 'LEG'])
  const af007 = tags[tags.length - 1]
  assert.ok(af007 !== undefined)
  fire.click(af007)
  assert.is(app.location(), `/leg/C1001/${encodeURIComponent('C1001:AF007-20260317-LHR')}`)
  const main = await waitFor(() => screen.getByRole('region', { name: 'Pairing details' }))
  assert.ok(aside.compareDocumentPosition(main) & Node.DOCUMENT_POSITION_FOLLOWING, 'the calendar comes first (left)')
})

Pairing("without the duty plan the calendar column is a compact list of the pairing's days", async () => {
  await render()
  const aside = await waitFor(() => screen.getByRole('complementary', { name: 'Calendar' }))
  const days = within(aside).getByRole('list', { name: 'Calendar' })
  assert.is(within(days).getAllByRole('listitem').length, 2)
})

Pairing('a pairing that cannot be loaded shows the failure with a retry', async () => {
  await render({ fail: true })
  await waitFor(() => screen.getByText('The pairing could not be loaded.'))
  assert.ok(screen.getByRole('button', { name: 'Try again' }))
})

Pairing.run()
