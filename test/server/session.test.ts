import * as E from 'fp-ts/Either'
import { suite } from 'uvu'
import * as assert from 'uvu/assert'
import { AuthUser } from '../../core/auth/user.codec'
import { permissionOf } from '../../core/access/feature-access.rules'
import { DEFAULT_FEATURE_SWITCHES } from '../../core/access/profile-defaults'
import { Envelope } from '../../core/shared/envelope.codec'
import { ANNA, BRUNO, errIdOf, getWith, jsonOf, sessionOf, sharedServer } from './helpers'

// certValidity 2 minutes and a manual clock: expiry is tested by moving the clock, not by sleeping.
const shared = sharedServer({ certValidityMinutes: 2 })
const validate = (url: string, cookie?: string) => getWith(url, '/rest/pems/security/authentication/validate', cookie)
const renew = (url: string, cookie: string, name = 'anna') => getWith(url, `/rest/pems/security/authentication/renew/${name}`, cookie)

const Expiry = suite('session expiry')

Expiry('"expiring after certValidity minutes without renew": valid one second before, 401 ERR_SESSION_EXPIRED at certValidity', async () => {
  const { url, clock } = await shared.get()
  const cookie = await sessionOf(url, ANNA)
  clock.advance({ minutes: 1, seconds: 59 })
  assert.is((await validate(url, cookie)).status, 200)
  clock.advance({ seconds: 1 })
  const res = await validate(url, cookie)
  assert.is(res.status, 401)
  assert.is(errIdOf(await jsonOf(res)), 'ERR_SESSION_EXPIRED')
})

Expiry('validate does not extend the session', async () => {
  const { url, clock } = await shared.get()
  const cookie = await sessionOf(url, ANNA)
  clock.advance({ minutes: 1 })
  assert.is((await validate(url, cookie)).status, 200)
  clock.advance({ minutes: 1 })
  assert.is((await validate(url, cookie)).status, 401)
})

Expiry('validate answers the user name and the minutes left (core SessionInfo)', async () => {
  const { url, clock } = await shared.get()
  const cookie = await sessionOf(url, BRUNO)
  clock.advance({ seconds: 30 })
  const body = await jsonOf(await validate(url, cookie))
  assert.equal(body.result, { userName: 'bruno', remainingCertValidity: 2 })
})

const Renew = suite('GET security/authentication/renew/{userName}')

Renew('renew extends the session by certValidity from now', async () => {
  const { url, clock } = await shared.get()
  const cookie = await sessionOf(url, ANNA)
  clock.advance({ seconds: 90 })
  assert.is((await renew(url, cookie)).status, 200)
  clock.advance({ seconds: 90 })
  assert.is((await validate(url, cookie)).status, 200, '3 minutes after login, 1.5 after renew')
  clock.advance({ seconds: 30 })
  assert.is((await validate(url, cookie)).status, 401, '2 minutes after the renew')
})

Renew('renewing for another user name is 403 and extends nothing', async () => {
  const { url, clock } = await shared.get()
  const cookie = await sessionOf(url, ANNA)
  const res = await renew(url, cookie, 'bruno')
  assert.is(res.status, 403)
  assert.is(errIdOf(await jsonOf(res)), 'ERR_FORBIDDEN_USER')
  clock.advance({ minutes: 2 })
  assert.is((await validate(url, cookie)).status, 401)
})

Renew('an expired session cannot be renewed', async () => {
  const { url, clock } = await shared.get()
  const cookie = await sessionOf(url, ANNA)
  clock.advance({ minutes: 3 })
  assert.is((await renew(url, cookie)).status, 401)
})

const Logout = suite('GET security/logout')

Logout('logout ends the session and clears the cookie', async () => {
  const { url } = await shared.get()
  const cookie = await sessionOf(url, ANNA)
  const res = await getWith(url, '/rest/pems/security/logout', cookie)
  assert.is(res.status, 200)
  assert.equal((await jsonOf(res)).result, { loggedOut: true })
  assert.match(res.headers.getSetCookie().join('\n'), /CDP_SESSION=; Path=\/; HttpOnly; SameSite=Strict; Max-Age=0/)
  const after = await validate(url, cookie)
  assert.is(after.status, 401)
  assert.is(errIdOf(await jsonOf(after)), 'ERR_UNAUTHENTICATED')
})

Logout('logout without a session answers the same (nothing to end)', async () => {
  const { url } = await shared.get()
  const res = await getWith(url, '/rest/pems/security/logout')
  assert.is(res.status, 200)
})

Logout('a GET logout another site (or a sibling subdomain) starts is refused (403) and the session lives on', async () => {
  const { url } = await shared.get()
  const cookie = await sessionOf(url, ANNA)
  for (const site of ['same-site', 'cross-site']) {
    const res = await getWith(url, '/rest/pems/security/logout', cookie, { 'Sec-Fetch-Site': site })
    assert.is(res.status, 403, site)
    assert.is(errIdOf(await jsonOf(res)), 'ERR_CROSS_SITE_REQUEST')
  }
  assert.is((await validate(url, cookie)).status, 200, 'still signed in')
  assert.is((await getWith(url, '/rest/pems/security/logout', cookie, { 'Sec-Fetch-Site': 'same-origin' })).status, 200, 'the app itself logs out')
  assert.is((await validate(url, cookie)).status, 401)
})

const Authorization = suite('GET security/authorization')

Authorization('"crmId and the user with configuration enablings", decoded with the core AuthUser codec', async () => {
  const { url, clock } = await shared.get()
  const res = await getWith(url, '/rest/pems/security/authorization', await sessionOf(url, ANNA))
  assert.is(res.status, 200)
  const decoded = Envelope(AuthUser).decode(await res.json())
  assert.ok(E.isRight(decoded))
  const user = E.isRight(decoded) ? decoded.right.result : undefined
  assert.is(user?.crmId, ANNA.crmId)
  assert.is(user?.userName, 'anna')
  assert.is(user?.credentials?.userId, 'U100001')
  assert.is(user?.refTimestamp?.toInstant().toString(), clock.now().toString(), 'the server clock')
  assert.is(user?.refTimestampLtAtHb?.offset, '+01:00', 'Paris home base in March')
  const enablings = user?.configuration?.enablings ?? []
  assert.equal(permissionOf(DEFAULT_FEATURE_SWITCHES, enablings)('IDP_MY_DATA'), E.right('WRITE'))
})

Authorization('bruno: "view-only my data, daily remarks at value Q"', async () => {
  const { url } = await shared.get()
  const body = await jsonOf(await getWith(url, '/rest/pems/security/authorization', await sessionOf(url, BRUNO)))
  const user = body.result as { crmId: string; configuration: { enablings: Array<{ featureId: string; value: string }> } }
  assert.is(user.crmId, BRUNO.crmId)
  assert.equal(permissionOf(DEFAULT_FEATURE_SWITCHES, user.configuration.enablings)('IDP_MY_DATA'), E.right('READ'))
  assert.ok(user.configuration.enablings.some((e) => e.featureId === 'IDP_DAILY_REMARK' && e.value === 'Q'))
})

Authorization('"Unauthenticated calls are 401"', async () => {
  const { url } = await shared.get()
  const res = await getWith(url, '/rest/pems/security/authorization')
  assert.is(res.status, 401)
  assert.is(errIdOf(await jsonOf(res)), 'ERR_UNAUTHENTICATED')
})

Authorization.after(shared.close)

Expiry.run()
Renew.run()
Logout.run()
Authorization.run()
