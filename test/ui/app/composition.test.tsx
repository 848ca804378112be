import * as E from 'fp-ts/Either'
import * as TE from 'fp-ts/TaskEither'
import { suite } from 'uvu'
import * as assert from 'uvu/assert'
import { useSession } from '../../../ui/app/session.store'
import { PORTS, USE_CASES } from '../../../ui/app/tokens'
import { useUseCase } from '../../../ui/app/use-use-case'
import { aUser, fromContainer, renderScreen } from '../app-harness'
import { cleanup, screen } from '../harness'
import { anEmptyRoster } from '../../core/shared/fixtures'

const Composition = suite('composition contract')
Composition.after.each(cleanup)

const Probe = () => {
  const { crmId, authenticated, access } = useSession()
  useUseCase(USE_CASES.loadDuties)
  return (
    <p>
      {authenticated ? `signed in as ${crmId ?? ''}` : 'signed out'}; news {access.canViewNews() ? 'on' : 'off'}
    </p>
  )
}

Composition('a screen rendered by the harness sees the signed-in session and its feature access', async () => {
  await renderScreen(<Probe />)
  assert.ok(screen.getByText('signed in as C1001; news on'))
})

Composition('"the news bottom-navigation item: viewNews and IDP_NEWS": a user without the IDP_NEWS enabling has news off', async () => {
  await renderScreen(<Probe />, { user: aUser({ configuration: { enablings: [] } }) })
  assert.ok(screen.getByText('signed in as C1001; news off'))
})

Composition('user: null renders signed out', async () => {
  await renderScreen(<Probe />, { user: null })
  assert.ok(screen.getByText('signed out; news off'))
})

Composition('USE_CASES.loadDuties runs over the faked roster port', async () => {
  const { di } = await renderScreen(<Probe />, {
    ports: { roster: { loadDuties: () => TE.right(anEmptyRoster()) } },
  })
  const result = await fromContainer(di, USE_CASES.loadDuties)({ crmId: aUser().crmId })()
  assert.ok(E.isRight(result))
})

Composition('a port the test did not fake throws, naming the call', async () => {
  const { di } = await renderScreen(<Probe />)
  assert.throws(() => fromContainer(di, PORTS.news).fetchMessages('IADP'), /PORTS\.news\.fetchMessages/)
})

Composition.run()
