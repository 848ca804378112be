// The signed-in stylesheet (ui/app/signed-in-styles.ts): added once and awaited until it has loaded; a failed load
// lets the screen render and the next signed-in screen tries again. (happy-dom answers a stylesheet at once: a load
// with `handleDisabledFileLoadingAsSuccess`, an error without; that the screen waits for a slow one is journey 15's.)
import '../setup'
import { suite } from 'uvu'
import * as assert from 'uvu/assert'
import { loadScreenStyles, loadSignedInStyles } from '../../../ui/app/signed-in-styles'

const Styles = suite('the signed-in stylesheet')

const HREF = '/assets/app-TEST1234.css'
const links = (): HTMLLinkElement[] => Array.from(document.head.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"][href$="app-TEST1234.css"]'))
const settings = (globalThis as unknown as { happyDOM: { settings: { handleDisabledFileLoadingAsSuccess: boolean } } }).happyDOM.settings
const settled = async (promise: Promise<void>): Promise<boolean> => {
  let done = false
  void promise.then(() => (done = true))
  await new Promise((resolve) => setTimeout(resolve, 0))
  return done
}

Styles.before.each(() => {
  const meta = document.createElement('meta')
  meta.name = 'signed-in-styles'
  meta.content = HREF
  document.head.append(meta)
})
Styles.after.each(() => {
  settings.handleDisabledFileLoadingAsSuccess = false
  document.head.querySelectorAll('meta[name="signed-in-styles"]').forEach((m) => m.remove())
})

Styles('without the meta (a build without the split, the UI tests) there is nothing to wait for and no link', async () => {
  document.head.querySelectorAll('meta[name="signed-in-styles"]').forEach((m) => m.remove())
  assert.ok(await settled(loadSignedInStyles()))
  assert.is(links().length, 0)
})

Styles('a failed load lets the screen render and removes the link; the next screen adds it again and keeps it once loaded', async () => {
  settings.handleDisabledFileLoadingAsSuccess = false
  assert.ok(await settled(loadSignedInStyles()), 'the screen renders anyway')
  assert.is(links().length, 0, 'the failed link is removed')
  settings.handleDisabledFileLoadingAsSuccess = true
  assert.ok(await settled(loadSignedInStyles()))
  assert.is(links().length, 1, 'the next screen added it again')
  // Loaded: every later screen goes ahead at once, with no second link.
  assert.ok(await settled(loadSignedInStyles()))
  assert.ok(await settled(loadSignedInStyles()))
  assert.is(links().length, 1)
})

const SCREENS = '/assets/screens-TEST1234.css'
const sheetOrder = (): string[] =>
  Array.from(document.head.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')).map((l) => (l.getAttribute('href') ?? '').replace(/^.*\/assets\/|-TEST1234\.css$/g, ''))

Styles("another screen waits for both sheets, the other screens' one after the home one; a failed load lets it render and the next tries again", async () => {
  // The home sheet loaded in the test before (once per page).
  const meta = document.createElement('meta')
  meta.name = 'screen-styles'
  meta.content = SCREENS
  document.head.append(meta)
  try {
    settings.handleDisabledFileLoadingAsSuccess = false
    assert.ok(await settled(loadScreenStyles()), 'the screen renders anyway')
    assert.equal(sheetOrder(), ['app'], 'the failed link is removed')
    settings.handleDisabledFileLoadingAsSuccess = true
    assert.ok(await settled(loadScreenStyles()))
    assert.equal(sheetOrder(), ['app', 'screens'])
    assert.ok(await settled(loadScreenStyles()))
    assert.ok(await settled(loadSignedInStyles()))
    assert.equal(sheetOrder(), ['app', 'screens'], 'each sheet once')
  } finally {
    meta.remove()
  }
})

Styles.run()
