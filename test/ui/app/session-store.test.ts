// The session store as the screens read it: the same crew member authorized again (the device's copy's user, then
// the one the server authorized) keeps the access object the duty rows hold; changed enablings or switches do not.
import '../setup'
import { suite } from 'uvu'
import * as assert from 'uvu/assert'
import { snapshot } from 'valtio'
import { DEFAULT_FEATURE_SWITCHES } from '../../../core/access/profile-defaults'
import { resetSession, session, setSignedInUser } from '../../../ui/app/session.store'
import { aUser } from '../app-fakes'

const Store = suite('session store: the signed-in access')
Store.before.each(() => resetSession(DEFAULT_FEATURE_SWITCHES))

Store('the same crew member authorized again: the new user, the same access object (also in the screens\' snapshot)', () => {
  setSignedInUser(aUser(), DEFAULT_FEATURE_SWITCHES)
  const access = session.access
  const before = snapshot(session).access
  const again = aUser({ lastName: 'Berg-Lindqvist' })
  setSignedInUser(again, DEFAULT_FEATURE_SWITCHES)
  assert.is(session.user, again)
  assert.is(session.access, access)
  assert.is(snapshot(session).access, before)
})

Store('changed enablings: a new access that says what they say', () => {
  setSignedInUser(aUser(), DEFAULT_FEATURE_SWITCHES)
  const access = session.access
  assert.ok(access.canViewNews())
  setSignedInUser(aUser({ configuration: { enablings: [{ featureId: 'IDP_NEWS', value: 'NO' }], languageServiceAvailable: true } }), DEFAULT_FEATURE_SWITCHES)
  assert.ok(session.access !== access)
  assert.is(session.access.canViewNews(), false)
})

Store('other feature switches with the same user: a new access made with them', () => {
  setSignedInUser(aUser(), DEFAULT_FEATURE_SWITCHES)
  const access = session.access
  const switches = { ...DEFAULT_FEATURE_SWITCHES, viewNews: false }
  setSignedInUser(aUser(), switches)
  assert.ok(session.access !== access)
  assert.is(session.access.switches, switches)
  assert.is(session.access.canViewNews(), false)
})

Store.run()
