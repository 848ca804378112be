// Steps of journey 18 (single sign-on): the login screen's SSO buttons, the identity provider's own login page,
// logging out from Settings, and an assertion posted to the app as an identity provider's auto-post page does.
import { inflateRawSync } from 'node:zlib'
import type { Page } from 'playwright-core'
import { openTab } from './person-steps'
import { eventually } from './support/gestures'
import { E2E_TIMEOUT_MS } from './support/harness'
import { words, type Lang, type Words } from './support/words'

export type SsoProtocol = 'OIDC' | 'SAML2'

/** The login screen's "Sign in with SSO" button of a protocol, in the dictionary given (English unless told). */
export const ssoButton = (page: Page, protocol: SsoProtocol, w: Words = words('en')) =>
  page.getByRole('button', { name: protocol === 'OIDC' ? w.login.ssoOidc : w.login.ssoSaml2, exact: true })

/** The identity provider's own login page: user name, password, "Sign in". */
export const signInAtProvider = async (page: Page, user: { readonly username: string; readonly password: string }): Promise<void> => {
  await page.getByLabel('User name').fill(user.username)
  await page.getByLabel('Password').fill(user.password)
  await page.getByRole('button', { name: 'Sign in' }).click()
}

/**
 * From the login screen: the SSO button, then the provider's login page, which must be asked for (its session
 * gone, or never there); signs in there when `user` is given.
 */
export const signInThroughProvider = async (
  page: Page,
  protocol: SsoProtocol,
  providerUrl: string,
  user?: { readonly username: string; readonly password: string },
): Promise<void> => {
  await ssoButton(page, protocol).click()
  await page.waitForURL((url) => url.toString().startsWith(providerUrl))
  await page.getByLabel('User name').waitFor()
  if (user !== undefined) await signInAtProvider(page, user)
}

/**
 * Profile → "Log out", and what follows it: the page leaves (a reload, SPEC section 4 rule 7, or the identity
 * provider's logout, which comes back to the app) and the app opens anew. Returns once that new page of the app has
 * loaded: the login screen the old page shows for a moment must not be read or used, it is about to go ("execution
 * context was destroyed", or a click that never lands).
 */
export const logOut = async (page: Page, lang: Lang = 'en'): Promise<void> => {
  await openTab(page, 'profile', lang)
  const app = new URL(page.url()).origin
  await page.evaluate(() => Reflect.set(window, 'e2eBeforeLogout', true))
  await page.getByRole('button', { name: words(lang).settings.logout, exact: true }).click()
  const reopened = await eventually(
    () => page.evaluate((origin) => window.location.origin === origin && document.readyState === 'complete' && !Reflect.has(window, 'e2eBeforeLogout'), app),
    E2E_TIMEOUT_MS,
  )
  if (!reopened) throw new Error(`logOut: the app did not open again at ${app} within ${E2E_TIMEOUT_MS / 1000} s of "Log out"`)
}

/** Posts `fields` to `action` from the page as a real form (a top-level navigation, as an IdP's auto-post page does). */
export const postForm = async (page: Page, action: string, fields: Readonly<Record<string, string>>): Promise<void> => {
  await page.evaluate(
    ({ action, fields }) => {
      const form = document.createElement('form')
      form.method = 'post'
      form.action = action
      for (const [name, value] of Object.entries(fields)) {
        const input = document.createElement('input')
        input.type = 'hidden'
        input.name = name
        input.value = value
        form.append(input)
      }
      document.body.append(form)
      form.submit()
    },
    { action, fields },
  )
}

/**
 * Starts a SAML2 sign-in in the page's browser context without following it to the IdP (as the login button would,
 * up to the redirect): the server sets this browser's pre-login cookie and records the AuthnRequest. Returns the
 * request's id, which an assertion must answer (InResponseTo).
 */
export const startedSamlRequest = async (page: Page, appUrl: string): Promise<string> => {
  const res = await page.context().request.get(`${appUrl}/rest/pems/security/saml2/login?RelayState=/`, { maxRedirects: 0 })
  const encoded = new URL(res.headers()['location'] ?? '').searchParams.get('SAMLRequest') ?? ''
  const xml = inflateRawSync(Buffer.from(encoded, 'base64')).toString('utf8')
  const id = /\sID="([^"]*)"/.exec(xml)?.[1]
  if (id === undefined) throw new Error(`no AuthnRequest in the login answer (${res.status()})`)
  return id
}
