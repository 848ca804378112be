import type * as TE from 'fp-ts/TaskEither'
import { suite } from 'uvu'
import type { LegCrew } from '../../../../core/crew/leg-crew.codec'
import type { TransportError } from '../../../../core/errors/app-error'
import type { DutyEvent } from '../../../../core/roster/event.codec'
import * as assert from 'uvu/assert'
import { profileWith } from '../../../../core/access/profiles.rules'
import { serviceErrors } from '../../../../ui/app/error-channel'
import { setOnline } from '../../../../ui/app/session.store'
import { LegDetailsScreen } from '../../../../ui/features/details/leg/leg-details-screen'
import { resetLegState } from '../../../../ui/features/details/leg/leg.state'
import { resetFetchedEvents } from '../../../../ui/features/details/shared/event.state'
import { aUser, anAirline, renderScreen } from '../../app-harness'
import { act, cleanup, fire, flush, screen, waitFor, within } from '../../harness'
import { aCard, aLeg, aLegCrew, aRole, left, offlineError, pending, right, serviceError } from './fixtures'

const LOGICAL = 'C1001:AF006-20260316-CDG'
const PATH = `/leg/C1001/${encodeURIComponent(LOGICAL)}`

const ports = (
  o: { roles?: ReturnType<typeof aRole>[]; crew?: ReturnType<typeof aLegCrew> | 'fail' | 'pending'; event?: ReturnType<typeof aLeg> | 'fail' | 'pending' } = {},
) => {
  const calls = { roles: 0, crew: 0, cards: [] as string[] }
  const event = o.event ?? aLeg()
  return {
    calls,
    ports: {
      roster: {
        loadEventById: (): TE.TaskEither<TransportError, DutyEvent> =>
          event === 'fail' ? left(serviceError('ERR')) : event === 'pending' ? pending() : right(event),
      },
      roles: {
        loadRoles: () => {
          calls.roles += 1
          return right(o.roles ?? [aRole()])
        },
      },
      crew: {
        loadLegCrew: () => {
          calls.crew += 1
          const crew = o.crew ?? aLegCrew()
          return crew === 'fail' ? left<LegCrew>(serviceError('ERR_X')) : crew === 'pending' ? pending<LegCrew>() : right(crew)
        },
        loadCrewMemberCard: (id: string) => {
          calls.cards.push(id)
          return right(aCard())
        },
      },
    },
  }
}

const render = async (o: Parameters<typeof ports>[0] = {}, options: Parameters<typeof renderScreen>[1] = {}) => {
  const p = ports(o)
  const app = await renderScreen(<LegDetailsScreen params={{ crmId: 'C1001', logicalId: LOGICAL }} />, { path: PATH, ports: p.ports, ...options })
  await flush()
  return { app, calls: p.calls }
}

const reset = () => {
  resetFetchedEvents()
  resetLegState()
  serviceErrors.queue = []
}

const Leg = suite('leg details (/leg/{crmId}/{logicalId})')
Leg.before.each(reset)
Leg.after.each(cleanup)

Leg('"The title is built from date, flight number and departure airport code"', async () => {
  await render()
  await waitFor(() => screen.getByRole('heading', { name: '16 Mar 2026 AF006 CDG' }))
})

Leg('the flight block shows local time with LT and UTC per the profile', async () => {
  await render()
  const section = await waitFor(() => screen.getByRole('region', { name: 'Flight details' }))
  assert.ok(within(section).getByText('16 Mar 09:30 LT'))
  assert.ok(within(section).getByText('16 Mar 08:30 UTC'))
  assert.ok(within(section).getByText('A320'))
})

Leg('one date format (core date-format.rules): the flight block reads its days as the lists do, per language, 24-hour, never dd/MM', async () => {
  for (const [language, local, utc] of [['en', '16 Mar 09:30 LT', '16 Mar 08:30 UTC'], ['fr', '16 mars 09:30 LT', '16 mars 08:30 UTC']] as const) {
    await render({}, { language })
    const section = await waitFor(() => screen.getByRole('region', { name: language === 'en' ? 'Flight details' : "Détails de l'étape" }))
    assert.ok(within(section).getByText(local), `${language}: ${local}`)
    assert.ok(within(section).getByText(utc), `${language}: ${utc}`)
    assert.not.match(document.body.textContent ?? '', /\b\d{2}\/\d{2}\b|\b(AM|PM)\b/, `${language}: no dd/MM, no 12-hour time`)
    cleanup()
    reset()
  }
})

Leg('"\'Your role\' lists role names"', async () => {
  await render({ roles: [aRole(), aRole({ id: 2, name: 'Safety officer', shortName: 'SO', setOnEvent: false })] })
  const section = await waitFor(() => screen.getByRole('region', { name: 'Your role' }))
  await waitFor(() => within(section).getByText('Purser'))
  assert.is(within(section).queryByText('Safety officer'), null)
})

Leg('"or a no-roles text" when the crew member holds no role', async () => {
  await render({ roles: [aRole({ setOnEvent: false })], event: aLeg({ roles: [] }) })
  await waitFor(() => screen.getByText('No role assigned to you on this flight.'))
})

Leg('"An edit-role button appears only if role editing is permitted and at least one available role is editable"', async () => {
  const { app } = await render({ roles: [aRole()] })
  const button = await waitFor(() => screen.getByRole('button', { name: 'Edit roles' }))
  assert.is((button as HTMLButtonElement).disabled, false)
  fire.click(button)
  assert.is(app.location(), `/leg/C1001/${encodeURIComponent(LOGICAL)}/edit-roles`)
})

Leg('a leg with no editable role shows no edit-role button', async () => {
  const { calls } = await render({ roles: [aRole({ updateByCrewMember: false })] })
  await waitFor(() => assert.is(calls.roles, 1))
  await waitFor(() => screen.getByText('Purser'))
  assert.is(screen.queryByRole('button', { name: 'Edit roles' }), null)
})

Leg('without the role-editing permission there is no edit-role button and the roles are not loaded', async () => {
  const airline = anAirline(profileWith({ features: { performRoleEditing: false } }))
  const { calls } = await render({}, { airline })
  await waitFor(() => screen.getByText('Purser'))
  assert.is(calls.roles, 0)
  assert.is(screen.queryByRole('button', { name: 'Edit roles' }), null)
})

Leg('"It is disabled offline"', async () => {
  await render()
  const button = await waitFor(() => screen.getByRole('button', { name: 'Edit roles' }))
  act(() => setOnline(false))
  await waitFor(() => assert.is((button as HTMLButtonElement).disabled, true))
  assert.ok(screen.getByText('Not available offline'))
})

Leg('"An event-remark section (only with the remark permission) shows the remark"', async () => {
  await render()
  const section = await waitFor(() => screen.getByRole('region', { name: 'Event remark' }))
  assert.ok(within(section).getByText('Catering loaded at CDG.'))
})

Leg('"or a no-remark text"', async () => {
  await render({ event: aLeg({ remark: '  ' }) })
  const section = await waitFor(() => screen.getByRole('region', { name: 'Event remark' }))
  assert.ok(within(section).getByText('No remark for this duty.'))
})

Leg('without the remark permission there is no event-remark section', async () => {
  const user = aUser({ configuration: { enablings: [{ featureId: 'IDP_EVENT_REMARK', value: 'NO' }], languageServiceAvailable: true } })
  await render({}, { user })
  await waitFor(() => screen.getByRole('region', { name: 'Flight details' }))
  assert.is(screen.queryByRole('region', { name: 'Event remark' }), null)
})

Leg('"The crew members list shows crew, open positions (by rank), deadheads and deadhead open positions"', async () => {
  await render()
  await waitFor(() => screen.getByRole('list', { name: 'Crew' }))
  const crew = screen.getByRole('list', { name: 'Crew' })
  assert.ok(within(crew).getByRole('button', { name: /^Show details of Jean Martin\b/ }))
  assert.ok(within(crew).getByRole('button', { name: /^Show details of Sofia Rossi\b/ }))
  assert.ok(within(screen.getByRole('list', { name: 'Open positions' })).getByText('CC: 2 open'))
  assert.ok(within(screen.getByRole('list', { name: 'Deadheads' })).getByRole('button', { name: /^Show details of Lukas Becker\b/ }))
  assert.ok(within(screen.getByRole('list', { name: 'Deadhead open positions' })).getByText('FO: 1 open'))
})

Leg('a crew member opens the crew member card: attributes and next duty', async () => {
  const { calls } = await render()
  fire.click(await waitFor(() => screen.getByRole('button', { name: /^Show details of Jean Martin\b/ })))
  const dialog = await waitFor(() => screen.getByRole('dialog', { name: 'Jean Martin' }))
  await waitFor(() => within(dialog).getByText('CDG'))
  assert.ok(within(dialog).getByText('Home base'))
  assert.ok(within(dialog).getByText('AF007 to CDG'))
  assert.is(within(dialog).queryByText('dropped'), null)
  assert.equal(calls.cards, ['C2002'])
  fire.click(within(dialog).getByRole('button', { name: 'Close' }))
  await waitFor(() => assert.is(screen.queryByRole('dialog'), null))
})

Leg('a leg crew failure opens the Service Error dialog "about failing to load leg data"; the crew card says "Could not fetch crew-on-leg data"', async () => {
  await render({ crew: 'fail' })
  await waitFor(() =>
    assert.equal(
      serviceErrors.queue.map((m) => m.messageKey),
      ['legDataLoadFailed'],
    ),
  )
  const crewCard = await waitFor(() => screen.getByRole('region', { name: 'Crew members' }))
  assert.ok(within(crewCard).getByText('Could not fetch crew on leg.'))
  assert.is(within(crewCard).queryByText('Failed to load leg data.'), null, 'the dialog has the generic text, the card the specific one')
})

Leg('a role info failure opens the Service Error dialog "about failing to load role data"', async () => {
  const p = ports()
  await renderScreen(<LegDetailsScreen params={{ crmId: 'C1001', logicalId: LOGICAL }} />, {
    path: PATH,
    ports: { ...p.ports, roles: { loadRoles: () => left(serviceError('ERR')) } },
  })
  await waitFor(() =>
    assert.equal(
      serviceErrors.queue.map((m) => m.messageKey),
      ['roleDataLoadFailed'],
    ),
  )
})

Leg('"If offline and nothing has loaded, a loading state shows"', async () => {
  const p = ports({ event: 'fail', crew: 'fail' })
  p.ports.roster.loadEventById = () => left(offlineError)
  const app = renderScreen(<LegDetailsScreen params={{ crmId: 'C1001', logicalId: LOGICAL }} />, { path: PATH, ports: p.ports })
  await app
  act(() => setOnline(false))
  await waitFor(() => screen.getByRole('status', { name: 'Loading…' }))
  assert.equal(serviceErrors.queue, [])
})

Leg('offline with nothing loaded, the leg loads once the connection is back', async () => {
  const p = ports()
  let calls = 0
  p.ports.roster.loadEventById = () => (++calls === 1 ? left(offlineError) : right(aLeg()))
  await renderScreen(<LegDetailsScreen params={{ crmId: 'C1001', logicalId: LOGICAL }} />, { path: PATH, ports: p.ports })
  act(() => setOnline(false))
  await flush()
  await waitFor(() => screen.getByRole('status', { name: 'Loading…' }))
  act(() => setOnline(true))
  await waitFor(() => screen.getByRole('heading', { name: '16 Mar 2026 AF006 CDG' }))
  assert.is(calls, 2)
})

Leg('offline with the leg loaded but no crew, the crew section shows loading, no dialog', async () => {
  const p = ports({ crew: 'fail' })
  let crewCalls = 0
  // As the HTTP adapter does: a call failing for want of a network turns the online flag off, then answers Offline.
  p.ports.crew.loadLegCrew = () => {
    crewCalls += 1
    setOnline(false)
    return left(offlineError)
  }
  await renderScreen(<LegDetailsScreen params={{ crmId: 'C1001', logicalId: LOGICAL }} />, { path: PATH, ports: p.ports })
  const section = await waitFor(() => screen.getByRole('region', { name: 'Crew members' }))
  await waitFor(() => within(section).getByRole('status', { name: 'Loading…' }))
  await flush()
  assert.is(crewCalls, 1, 'the crew was asked for and failed')
  assert.equal(serviceErrors.queue, [], 'no Service Error dialog for an offline failure')
  assert.is(screen.queryByRole('alertdialog'), null)
})

Leg('the back arrow returns to the duties', async () => {
  const { app } = await render()
  fire.click(await waitFor(() => screen.getByRole('button', { name: 'Back to Duties' })))
  assert.is(app.location(), '/')
})

Leg.run()
