import * as E from 'fp-ts/Either'
import * as O from 'fp-ts/Option'
import * as TE from 'fp-ts/TaskEither'
import { suite } from 'uvu'
import * as assert from 'uvu/assert'
import type { ServerEntry } from '../../../../core/access/profile.codec'
import { renderApp } from '../../app-harness'
import type { FakeInfra } from '../../app-fakes'
import { cleanup, fire, screen, waitFor } from '../../harness'

const Sso = suite('login screen: single sign-on offered by the server')
Sso.after.each(cleanup)

const sso = { loadSsoConfig: () => TE.right({ oidc: { issuer: 'https://idp.example.com', clientId: 'web' }, saml2: { authUrl: '/rest/pems/security/saml2/login' } }) }

Sso('a server offering OIDC and SAML2 shows one "Sign in with SSO" button each beside the form; choosing SAML2 leaves for its login', async () => {
  const { world } = await renderApp({ user: null, path: '/login', ports: { sso } })
  await waitFor(() => screen.getByRole('button', { name: 'Sign in with SSO (OpenID Connect)' }))
  screen.getByRole('button', { name: 'Log in' })
  fire.click(screen.getByRole('button', { name: 'Sign in with SSO (SAML2)' }))
  await waitFor(() => assert.equal(world.page.redirects, ['/rest/pems/security/saml2/login']))
  await waitFor(() => screen.getByText('Redirecting to your company sign-in…'))
})

Sso('a server without SSO shows no SSO button', async () => {
  await renderApp({ user: null, path: '/login' })
  await waitFor(() => screen.getByRole('button', { name: 'Log in' }))
  assert.is(screen.queryByRole('button', { name: 'Sign in with SSO (SAML2)' }), null)
})

Sso.run()

const Entry = suite('login screen: the selected server entry drives the SAML2 login (saml2AuthUrl, useSaml2AuthObject)')
Entry.after.each(cleanup)

const withEntry = (entry: ServerEntry) => {
  const logins: Array<{ authUrl: string; query: ReadonlyArray<readonly [string, string]> }> = []
  const stored = { added: [entry], selected: entry }
  const serverConfig: NonNullable<FakeInfra['serverConfig']> = {
    load: () => stored,
    selected: () => O.some(entry),
    select: () => E.right(undefined),
    add: () => E.right(undefined),
    clearSelection: () => E.right(undefined),
  }
  const ssoBrowser: NonNullable<FakeInfra['sso']> = {
    chosen: () => O.none,
    completeReturn: () => Promise.resolve(O.none),
    startLogin: (choice, options) => (logins.push({ authUrl: choice.authUrl, query: options.query }), Promise.resolve()),
    endSession: () => Promise.resolve(),
    bearerToken: () => undefined,
  }
  return { logins, infra: { serverConfig, sso: ssoBrowser } }
}
const base = { name: 'Airline', origin: 'http://127.0.0.1', port: 8080, path: '/' }

Entry('saml2AuthUrl replaces the announced login address; the auth object carries backUrl and loginShowTimeout', async () => {
  const { logins, infra } = withEntry({ ...base, saml2AuthUrl: 'https://sso.airline.example/saml/login', backUrl: '/roster', loginShowTimeout: 8000 })
  await renderApp({ user: null, path: '/login', ports: { sso }, infra })
  await waitFor(() => screen.getByRole('button', { name: 'Sign in with SSO (SAML2)' }))
  fire.click(screen.getByRole('button', { name: 'Sign in with SSO (SAML2)' }))
  await waitFor(() =>
    assert.equal(logins, [{ authUrl: 'https://sso.airline.example/saml/login', query: [['RelayState', '/roster'], ['timeout', '8000']] }]),
  )
})

Entry('useSaml2AuthObject false leaves for the address exactly as written', async () => {
  const { logins, infra } = withEntry({ ...base, saml2AuthUrl: 'https://idp.example/initiate?sp=crew', useSaml2AuthObject: false, backUrl: '/roster' })
  await renderApp({ user: null, path: '/login', ports: { sso }, infra })
  await waitFor(() => screen.getByRole('button', { name: 'Sign in with SSO (SAML2)' }))
  fire.click(screen.getByRole('button', { name: 'Sign in with SSO (SAML2)' }))
  await waitFor(() => assert.equal(logins, [{ authUrl: 'https://idp.example/initiate?sp=crew', query: [] }]))
})

Entry.run()
