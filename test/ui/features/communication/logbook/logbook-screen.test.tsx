import * as TE from 'fp-ts/TaskEither'
import { suite } from 'uvu'
import * as assert from 'uvu/assert'
import type { TransportError } from '../../../../../core/errors/app-error'
import type { PilotFlyingMark, PilotFlyingMarks } from '../../../../../core/logbook/logbook.codec'
import type { LogbookPort } from '../../../../../core/logbook/logbook.port'
import { SHELL } from '../../../../../ui/app/tokens'
import { LogbookScreen } from '../../../../../ui/features/communication/logbook/logbook-screen'
import { aUser, fakeAuthPort, fromContainer, renderScreen } from '../../../app-harness'
import { act, cleanup, screen, waitFor, within } from '../../../harness'
import { aRoster, aWireEvent, rosterPorts } from '../../home/fixtures'

const Logbook = suite('Settings → Logbook')
Logbook.after.each(cleanup)

const leg = (id: string, from: string, to: string, off: string, on: string, flight: string) =>
  aWireEvent({
    id,
    logicalId: `C1001:${id}`,
    type: 'LEG',
    name: flight,
    fromDateTimeUTC: off,
    toDateTimeUTC: on,
    departure: { airportCode: from },
    arrival: { airportCode: to },
    eventDescription: { flightNumber: flight, aircraftTypeCode: '77W', registration: 'F-GSQA' },
    roles: [{ id: 6, name: 'Co-pilot' }],
  })

// The clock is 2026-03-15T08:00Z: two flown sectors, one to come.
const ROSTER = aRoster([
  leg('L1', 'CDG', 'JFK', '2026-03-10T17:30:00+00:00', '2026-03-11T01:45:00+00:00', 'AF006'),
  leg('L2', 'JFK', 'CDG', '2026-03-12T12:00:00+00:00', '2026-03-12T19:30:00+00:00', 'AF007'),
  leg('L3', 'CDG', 'JFK', '2026-03-20T10:00:00+00:00', '2026-03-20T18:15:00+00:00', 'AF008'),
])

const request = { method: 'GET', url: 'rest/pems/logbook/C1001/pilot-flying' }
const missing: TransportError = { _tag: 'Http', status: 404, request, isJson: false }

const render = async (logbook: LogbookPort, language: 'en' | 'fr' = 'en', storage: Readonly<Record<string, string>> = {}) => {
  const app = await renderScreen(<LogbookScreen params={{}} />, {
    ports: { ...rosterPorts(ROSTER), auth: fakeAuthPort({ user: aUser() }), logbook },
    path: '/profile/logbook',
    language,
    storage,
    // Signed in online: the encrypted offline cache is unlocked.
    cacheUnlocked: true,
  })
  await act(() => fromContainer(app.di, SHELL.duties).load())
  await waitFor(() => screen.getByRole('region', { name: /March 2026|mars 2026/ }), 8000)
  return app
}
const sectorOf = (flight: string): HTMLElement => {
  const item = screen.getAllByRole('listitem').find((li) => (li.textContent ?? '').startsWith(flight))
  if (item === undefined) throw new Error(`no sector ${flight}`)
  return item
}

Logbook('the flown sectors newest first with night time; the disclaimer; a backend without the endpoint keeps the marks on the device', async () => {
  const saved: PilotFlyingMark[] = []
  const app = await render({ loadMarks: () => TE.left(missing), saveMark: (_c, m) => (saved.push(m), TE.left(missing)) })
  assert.ok(screen.getByText(/You remain responsible for your official logbook/))
  assert.ok(screen.getByText(/kept on this device only/))
  const sectors = screen.getAllByRole('listitem').filter((li) => li.hasAttribute('data-sector')).map((li) => li.getAttribute('data-sector'))
  assert.equal(sectors, ['L2', 'L1'])
  // CDG–JFK off-block 17:30 UTC in March: CDG civil dusk ~18:30 UTC, so the first hour is twilight, not night.
  const af006 = sectorOf('AF006')
  assert.is(af006.querySelector('[data-block]')?.textContent, '8:15')
  const night = af006.querySelector('[data-night]')?.textContent ?? ''
  assert.match(night, /^\d:\d\d$/)
  // "I flew": off (the roster names no pilot flying); marking it saves on the device and gives the take-off and landing.
  const toggle = within(af006).getByRole('switch', { name: /I flew/ })
  assert.is((toggle as HTMLInputElement).checked, false)
  act(() => toggle.click())
  await waitFor(() => assert.is((within(sectorOf('AF006')).getByRole('switch', { name: /I flew/ }) as HTMLInputElement).checked, true))
  // Known from the load: the server has no such endpoint, so it is not asked again; kept in the encrypted cache.
  assert.equal(saved, [])
  await waitFor(() => assert.equal(app.world.cache.entries.get('logbook-marks:C1001'), [{ eventId: 'L1', pilotFlying: true }]))
  assert.is(app.world.storage.has('prefs:C1001:logbookMarks'), false)
  assert.match(sectorOf('AF006').textContent ?? '', /Take-offday/) // 17:30 UTC at CDG: before civil dusk
  assert.match(sectorOf('AF006').textContent ?? '', /Landingnight/)
  // Recency: 1 of 3 on the 77W; the next rostered sector would renew it.
  assert.match(screen.getByText(/in the last 90 days on 77W: 1 and 1 of 3/).textContent ?? '', /AF008/)
})

Logbook('with the endpoint: the server\'s marks, and a mark saved there; French', async () => {
  let marks: PilotFlyingMarks = [{ eventId: 'L2', pilotFlying: true }]
  await render(
    {
      loadMarks: () => TE.right(marks),
      saveMark: (_c, m) => {
        marks = [...marks.filter((x) => x.eventId !== m.eventId), m]
        return TE.right(marks)
      },
    },
    'fr',
  )
  assert.is(screen.queryByText(/sur cet appareil uniquement/), null)
  assert.ok(screen.getByText(/Vous restez responsable de votre carnet de vol officiel/))
  assert.is((within(sectorOf('AF007')).getByRole('switch', { name: /J’ai piloté/ }) as HTMLInputElement).checked, true)
  act(() => within(sectorOf('AF006')).getByRole('switch', { name: /J’ai piloté/ }).click())
  await waitFor(() => assert.equal(marks, [{ eventId: 'L2', pilotFlying: true }, { eventId: 'L1', pilotFlying: true }]))
})

Logbook('marks a former version kept in local storage: shown from the encrypted cache they move to, and deleted', async () => {
  const app = await render({ loadMarks: () => TE.left(missing), saveMark: () => TE.left(missing) }, 'en', { 'prefs:C1001:logbookMarks': JSON.stringify([{ eventId: 'L2', pilotFlying: true }]) })
  await waitFor(() => assert.is((within(sectorOf('AF007')).getByRole('switch', { name: /I flew/ }) as HTMLInputElement).checked, true))
  assert.equal(app.world.cache.entries.get('logbook-marks:C1001'), [{ eventId: 'L2', pilotFlying: true }])
  assert.is(app.world.storage.has('prefs:C1001:logbookMarks'), false)
})

Logbook('printing: the paper pages of core logbookPages, 14 sectors a page, with page totals and totals brought forward', async () => {
  const legs = Array.from({ length: 15 }, (_, i) => {
    const day = String(i + 1).padStart(2, '0')
    return leg(`P${i}`, 'CDG', 'LHR', `2026-02-${day}T10:00:00+00:00`, `2026-02-${day}T11:00:00+00:00`, `AF${1600 + i}`)
  })
  const app = await renderScreen(<LogbookScreen params={{}} />, {
    ports: { ...rosterPorts(aRoster(legs)), auth: fakeAuthPort({ user: aUser() }), logbook: { loadMarks: () => TE.right([]), saveMark: () => TE.right([]) } },
    path: '/profile/logbook',
    cacheUnlocked: true,
  })
  await act(() => fromContainer(app.di, SHELL.duties).load())
  await waitFor(() => screen.getByRole('region', { name: 'February 2026' }), 8000)
  assert.is(document.querySelector('[data-print-logbook]'), null, 'on screen, no paper pages')
  act(() => void window.dispatchEvent(new Event('beforeprint')))
  const pages = await waitFor(() => {
    const found = [...document.querySelectorAll('[data-logbook-page]')]
    if (found.length === 0) throw new Error('no pages yet')
    return found
  })
  const cell = (page: Element, row: string, col: string) => page.querySelector(`[data-total="${row}"] [data-col="${col}"]`)?.textContent
  assert.equal(pages.map((p) => p.querySelectorAll('[data-paper-row]').length), [14, 1])
  assert.equal(pages.map((p) => [cell(p, 'page', 'block'), cell(p, 'broughtForward', 'block'), cell(p, 'carriedForward', 'block')]), [['14:00', '0:00', '14:00'], ['1:00', '14:00', '15:00']])
  assert.is(pages[0]?.querySelector('[data-paper-row]')?.getAttribute('data-paper-row'), 'P0', 'oldest first')
  act(() => void window.dispatchEvent(new Event('afterprint')))
  await waitFor(() => assert.is(document.querySelector('[data-print-logbook]'), null))
})

Logbook.run()
