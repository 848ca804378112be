import * as TE from 'fp-ts/TaskEither'
import { suite } from 'uvu'
import * as assert from 'uvu/assert'
import type { ServerEntry } from '../../../../core/access/profile.codec'
import type { ServersPort } from '../../../../core/servers/servers.port'
import { PROFILES } from '../../../../profiles'
import { INFRA } from '../../../../ui/app/tokens'
import { anAirline, fromContainer, renderApp } from '../../app-harness'
import { cleanup, fire, screen, waitFor } from '../../harness'

const boreal = PROFILES['boreal']
if (boreal === undefined) throw new Error('boreal profile missing')

/** The app's own server (empty origin) and servers on port 8080 answer normal login; any other is unreachable. */
const servers = (checked: ServerEntry[] = []): ServersPort => ({
  checkServer: (entry) => {
    checked.push(entry)
    return entry.origin === '' || String(entry.port) === '8080' ? TE.right({ useSso: false }) : TE.left({ _tag: 'Network', request: { method: 'GET', url: 'x' }, message: 'down', timedOut: false })
  },
})

const Servers = suite('server selection')
Servers.after.each(cleanup)

const open = async () => {
  const app = await renderApp({ user: null, path: '/', airline: anAirline(boreal.profile), ports: { servers: servers() } })
  await waitFor(() => screen.getByRole('combobox', { name: 'Server' }))
  return app
}

Servers('the first server is checked: available, its security configuration shows, Start is enabled', async () => {
  await open()
  await waitFor(() => screen.getByRole('status', { name: 'Server status: Available' }))
  assert.ok(screen.getByText('User name and password'))
  // The profile's entry of the app's own server shows the page's address.
  assert.is((screen.getByLabelText('Origin') as HTMLInputElement).value, `${window.location.protocol}//${window.location.hostname}`)
  assert.ok((screen.getByLabelText('Port') as HTMLInputElement).readOnly)
  assert.not.ok((screen.getByRole('button', { name: 'Start application' }) as HTMLButtonElement).disabled)
})

Servers('"Start application (enabled only when the server is available)": an unreachable server disables it', async () => {
  await open()
  fire.input(screen.getByRole('combobox', { name: 'Server' }), '1')
  await waitFor(() => screen.getByRole('status', { name: 'Server status: Unreachable' }))
  assert.ok((screen.getByRole('button', { name: 'Start application' }) as HTMLButtonElement).disabled)
})

Servers('Start application stores the choice and goes to /login', async () => {
  const app = await open()
  await waitFor(() => screen.getByRole('status', { name: 'Server status: Available' }))
  fire.click(screen.getByRole('button', { name: 'Start application' }))
  await waitFor(() => assert.is(app.location(), '/login'))
  const stored = fromContainer(app.di, INFRA.serverConfig).load().selected
  assert.is(stored?.name, 'Boreal Wings (this server)')
  assert.equal(app.world.page.reloads, [false], 'the app starts over against the chosen server')
})

Servers('"Add server (enabled only when the test shows available)": editing after the test disables it again', async () => {
  await open()
  fire.click(await waitFor(() => screen.getByRole('button', { name: 'Add new server' })))
  const add = () => screen.getByRole('button', { name: 'Add server' }) as HTMLButtonElement
  fire.input(screen.getByLabelText('Name'), 'Training')
  fire.input(screen.getByLabelText('Origin'), 'training.example.com')
  fire.input(screen.getByLabelText('Port'), '8080')
  assert.ok(add().disabled)
  fire.click(screen.getByRole('button', { name: 'Test' }))
  await waitFor(() => assert.not.ok(add().disabled))
  fire.input(screen.getByLabelText('Port'), '9090')
  assert.ok(add().disabled)
})

Servers('an added server joins the dropdown and is selected', async () => {
  const app = await open()
  fire.click(await waitFor(() => screen.getByRole('button', { name: 'Add new server' })))
  fire.input(screen.getByLabelText('Name'), 'Training')
  fire.input(screen.getByLabelText('Origin'), 'training.example.com')
  fire.input(screen.getByLabelText('Port'), '8080')
  fire.click(screen.getByRole('button', { name: 'Test' }))
  await waitFor(() => assert.not.ok((screen.getByRole('button', { name: 'Add server' }) as HTMLButtonElement).disabled))
  fire.click(screen.getByRole('button', { name: 'Add server' }))
  const select = (await waitFor(() => screen.getByRole('combobox', { name: 'Server' }))) as HTMLSelectElement
  assert.is(select.options[select.selectedIndex]?.textContent, 'Training')
  assert.is(fromContainer(app.di, INFRA.serverConfig).load().added.length, 1)
})

Servers('the new-server form shows its validation messages after a test', async () => {
  await open()
  fire.click(await waitFor(() => screen.getByRole('button', { name: 'Add new server' })))
  fire.input(screen.getByLabelText('Origin'), 'bad host:1')
  fire.click(screen.getByRole('button', { name: 'Test' }))
  assert.ok(screen.getByRole('textbox', { name: 'Name' }).getAttribute('aria-invalid'))
  assert.ok(screen.getByText('Enter a host name such as crew.example.com, without a port'))
  assert.is(screen.getAllByRole('textbox').filter((f) => f.getAttribute('aria-invalid') === 'true').length, 3, 'name, origin and port')
})

Servers('with one server or none, / goes to /login', async () => {
  const app = await renderApp({ user: null, path: '/' })
  await waitFor(() => assert.is(app.location(), '/login'))
})

Servers.run()
