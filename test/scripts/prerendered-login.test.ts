// build.mjs writes the login screen into index.html (issue 27, decision 3): for each profile the page holds the
// app's first render on /login (ui/prerender/login-page.tsx), in the fallback language, naming the profile's airline,
// and still no inline script (the server's CSP forbids it). Reads the builds the end-to-end tests use (built once
// per checkout into .test-tmp, rebuilt when a source is newer).
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { Window } from 'happy-dom'
import { suite } from 'uvu'
import * as assert from 'uvu/assert'
import { FALLBACK_LANGUAGE } from '../../core/shared/constants'
import { buildApp } from '../e2e/support/app-build'
import { profile as alpine } from '../../profiles/alpine/profile'
import { profile as demo } from '../../profiles/demo/profile'
import en from '../../locales/en'

const Prerendered = suite('the login screen prerendered into index.html')

const pageOf = (profile: string): Document => {
  const window = new Window()
  window.document.write(readFileSync(join(buildApp(profile), 'index.html'), 'utf8'))
  return window.document as unknown as Document
}

for (const [folder, profile] of [['demo', demo], ['alpine', alpine]] as const) {
  Prerendered(`${folder}: the form, the airline's name and the page's language`, () => {
    const doc = pageOf(folder)
    assert.is(doc.documentElement.getAttribute('lang'), FALLBACK_LANGUAGE)
    const root = doc.getElementById('root')
    assert.is(root?.getAttribute('data-prerendered'), 'login')
    const form = root?.querySelector('form')
    assert.ok(form !== null && form !== undefined, 'a form')
    assert.is(form?.getAttribute('method'), 'dialog', 'a submit without the scripts goes nowhere')
    assert.is(form?.getAttribute('action'), null, 'no action address')
    assert.ok(form?.querySelector('input[name="username"][autocomplete="username"]') !== null, 'the user name field')
    assert.ok(form?.querySelector('input[name="password"][type="password"][autocomplete="current-password"]') !== null, 'the password field')
    const labels = [...(form?.querySelectorAll('label') ?? [])].map((l) => l.textContent)
    assert.equal(labels, [en.login.username, en.login.password])
    assert.ok(form?.querySelector('button[type="submit"][disabled]')?.textContent === en.login.submit, 'Log in, disabled until the app has started')
    assert.ok(root?.textContent?.includes(en.login.welcome.replace('{airline}', profile.name)), `names ${profile.name}`)
    assert.ok(root?.querySelector(`img[alt="${en.app.logoAlt.replace('{airline}', profile.name)}"]`) !== null, 'the logo')
    for (const script of doc.querySelectorAll('script')) assert.ok(script.getAttribute('src') !== null && script.textContent === '', 'no inline script')
  })
}

Prerendered.run()
