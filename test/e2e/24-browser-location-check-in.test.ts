// Journey 24: check-in by location in a plain desktop browser. SPEC section 4: the geofence "starts only if check-in
// by location is enabled, the user is authenticated and the native geofence capability exists"; a desktop browser has
// the Geolocation API but no native geofence, so bruno (location check-in on) who refuses location still gets the
// check-in status "without location fencing" and the check-in button (docs/decisions.md "Check-in by location in a
// plain browser").
import * as assert from 'uvu/assert'
import { journey } from './support/journey'
import { DESKTOP, type E2e } from './support/harness'
import { BRUNO, signIn } from './support/sign-in'

const Journey = journey('journey 24: check-in by location in a plain browser')

/**
 * A browser whose user refuses location: the permission reads 'denied' and every position request fails with
 * PERMISSION_DENIED. Each request is counted in `window.e2eLocationAsks`. A string: the test runner's transpiler
 * would add helpers the page does not have.
 */
const REFUSE_LOCATION = `(() => {
  window.e2eLocationAsks = 0
  const denied = { code: 1, message: 'User denied Geolocation', PERMISSION_DENIED: 1, POSITION_UNAVAILABLE: 2, TIMEOUT: 3 }
  const refuse = (_ok, fail) => { window.e2eLocationAsks += 1; if (typeof fail === 'function') setTimeout(() => fail(denied), 0); return 1 }
  Object.defineProperty(navigator, 'geolocation', { configurable: true, value: { getCurrentPosition: refuse, watchPosition: refuse, clearWatch: () => undefined } })
  const query = navigator.permissions.query.bind(navigator.permissions)
  navigator.permissions.query = (descriptor) => {
    if (descriptor && descriptor.name === 'geolocation') { window.e2eLocationAsks += 1; return Promise.resolve({ state: 'denied', name: 'geolocation', onchange: null, addEventListener() {}, removeEventListener() {} }) }
    return query(descriptor)
  }
})()`

Journey('bruno (check-in by location) refuses location in a desktop browser: his check-in of today still offers the button', async (ctx) => {
  const e2e = ctx.e2e as E2e
  const { context, page } = await e2e.newPage(DESKTOP)
  try {
    await page.addInitScript(REFUSE_LOCATION)
    await signIn(page, 'bruno')
    await page.goto(new URL(`/check-in/${BRUNO.crmId}/${encodeURIComponent(`${BRUNO.crmId}:J406-20260315-CI`)}`, page.url()).toString())
    const checkIn = page.getByRole('button', { name: 'Check in', exact: true })
    await checkIn.waitFor()
    // "Without location fencing: ... an allowed permission gives expected" (not PERMISSION_DENIED, not OUT_OF_CHECKIN_ZONE).
    assert.is((await page.getByRole('main').getByRole('status').innerText()).replace(/\s+/g, ' ').trim(), 'You can check in now.')
    assert.is(await page.evaluate('window.e2eLocationAsks'), 0, 'no geofence asks a plain browser for the location')
  } finally {
    await context.close()
  }
})

Journey.run()
