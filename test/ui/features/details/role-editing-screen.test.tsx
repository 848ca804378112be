import type * as TE from 'fp-ts/TaskEither'
import { suite } from 'uvu'
import * as assert from 'uvu/assert'
import type { TransportError } from '../../../../core/errors/app-error'
import { profileWith } from '../../../../core/access/profiles.rules'
import type { RoleInfo, RoleUpdate } from '../../../../core/roles/roles.codec'
import { serviceErrors } from '../../../../ui/app/error-channel'
import { RoleEditingScreen } from '../../../../ui/features/details/roles/role-editing-screen'
import { resetFetchedEvents } from '../../../../ui/features/details/shared/event.state'
import { anAirline, renderScreen } from '../../app-harness'
import { cleanup, fire, flush, screen, waitFor } from '../../harness'
import { aLeg, aRole, left, right, serviceError } from './fixtures'

const LOGICAL = 'C1001:AF006-20260316-CDG'
const PATH = `/leg/C1001/${encodeURIComponent(LOGICAL)}/edit-roles`
const ROLES: ReadonlyArray<RoleInfo> = [
  aRole({ id: 1, name: 'Purser', shortName: 'PU', setOnEvent: true }),
  aRole({ id: 2, name: 'Safety officer', shortName: 'SO', setOnEvent: false }),
  aRole({ id: 3, name: 'Trainer', shortName: 'TR', setOnEvent: false, updateByCrewMember: false }),
]

const render = async (o: { roles?: ReadonlyArray<RoleInfo>; update?: 'fail'; airline?: ReturnType<typeof anAirline> } = {}) => {
  const sent: RoleUpdate[] = []
  const roles = o.roles ?? ROLES
  const app = await renderScreen(<RoleEditingScreen params={{ crmId: 'C1001', logicalId: LOGICAL }} />, {
    path: PATH,
    ...(o.airline === undefined ? {} : { airline: o.airline }),
    ports: {
      roster: { loadEventById: () => right(aLeg()) },
      roles: {
        loadRoles: () => right([...roles]),
        updateRoles: (_crmId, body): TE.TaskEither<TransportError, RoleInfo[]> => {
          sent.push(body)
          return o.update === 'fail' ? left(serviceError('', 'The roles are locked by the scheduler.')) : right([...roles])
        },
      },
    },
  })
  await flush()
  return { app, sent }
}

const done = () => screen.getByRole('button', { name: 'Done' }) as HTMLButtonElement

const Roles = suite('role editing (/leg/{crmId}/{logicalId}/edit-roles)')
Roles.before.each(() => {
  resetFetchedEvents()
  serviceErrors.queue = []
})
Roles.after.each(cleanup)

Roles('"Title \'editing roles\', a back arrow, and a list of roles each with add/remove"', async () => {
  const { app } = await render()
  await waitFor(() => screen.getByRole('heading', { name: 'Editing roles' }))
  await waitFor(() => screen.getByRole('button', { name: 'Remove role Purser' }))
  assert.ok(screen.getByRole('button', { name: 'Add role Safety officer' }))
  fire.click(screen.getByRole('button', { name: 'Back to flight' }))
  assert.is(app.location(), `/leg/C1001/${encodeURIComponent(LOGICAL)}`)
})

Roles('"Only roles with updateByCrewMember can be toggled": the scheduler\'s role has a disabled control', async () => {
  await render()
  const trainer = (await waitFor(() => screen.getByRole('button', { name: 'Add role Trainer' }))) as HTMLButtonElement
  assert.is(trainer.disabled, true)
  assert.ok(screen.getByText('Set by the scheduler'))
})

Roles('Done is disabled until a role changes', async () => {
  await render()
  await waitFor(() => screen.getByRole('button', { name: 'Add role Safety officer' }))
  assert.is(done().disabled, true)
  fire.click(screen.getByRole('button', { name: 'Add role Safety officer' }))
  await waitFor(() => assert.is(done().disabled, false))
  fire.click(screen.getByRole('button', { name: 'Remove role Safety officer' }))
  await waitFor(() => assert.is(done().disabled, true))
})

Roles('"Done ... disabled when editing is not permitted": no editable role keeps it disabled', async () => {
  await render({ roles: [aRole({ updateByCrewMember: false })] })
  await waitFor(() => screen.getByRole('button', { name: 'Remove role Purser' }))
  assert.is(done().disabled, true)
})

Roles('"On save, success goes back and clears edits": only the changed roles are sent', async () => {
  const { app, sent } = await render()
  fire.click(await waitFor(() => screen.getByRole('button', { name: 'Remove role Purser' })))
  fire.click(await waitFor(() => screen.getByRole('button', { name: 'Add role Safety officer' })))
  await waitFor(() => assert.is(done().disabled, false))
  fire.click(done())
  await waitFor(() => assert.is(app.location(), `/leg/C1001/${encodeURIComponent(LOGICAL)}`))
  assert.equal(sent, [
    {
      logicalId: LOGICAL,
      roles: [
        { roleNumber: 1, setOnEvent: false },
        { roleNumber: 2, setOnEvent: true },
      ],
    },
  ])
})

Roles('"Failure shows an error": the server error (its message when it has no id), and the edits are kept', async () => {
  const { app } = await render({ update: 'fail' })
  fire.click(await waitFor(() => screen.getByRole('button', { name: 'Add role Safety officer' })))
  await waitFor(() => assert.is(done().disabled, false))
  fire.click(done())
  await waitFor(() => assert.is(serviceErrors.queue.length, 1))
  assert.equal(serviceErrors.queue[0]?.messageKey, 'roleUpdateFailed')
  assert.equal(serviceErrors.queue[0]?.params, { error: 'The roles are locked by the scheduler.' })
  assert.is(app.location(), PATH)
  await waitFor(() => assert.is(done().disabled, false))
  assert.ok(screen.getByRole('button', { name: 'Remove role Safety officer' }))
})

Roles('a role info failure shows the Service Error "about failing to load role data"', async () => {
  await renderScreen(<RoleEditingScreen params={{ crmId: 'C1001', logicalId: LOGICAL }} />, {
    path: PATH,
    ports: { roster: { loadEventById: () => right(aLeg()) }, roles: { loadRoles: () => left(serviceError('ERR')) } },
  })
  await waitFor(() =>
    assert.equal(
      serviceErrors.queue.map((m) => m.messageKey),
      ['roleDataLoadFailed'],
    ),
  )
  // SPEC section 8 "Could not fetch ... role data": the screen's own failed state (the dialog has the generic text).
  await waitFor(() => screen.getByText('Could not fetch role data.'))
  assert.is(screen.queryByText('Failed to load role data.'), null)
})

Roles('without the role-editing feature Done stays disabled', async () => {
  await render({ airline: anAirline(profileWith({ features: { performRoleEditing: false } })) })
  fire.click(await waitFor(() => screen.getByRole('button', { name: 'Add role Safety officer' })))
  await flush()
  assert.is(done().disabled, true)
})

Roles.run()
