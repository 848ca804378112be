import * as TE from 'fp-ts/TaskEither'
import { suite } from 'uvu'
import * as assert from 'uvu/assert'
import { renderApp } from '../../app-harness'
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
