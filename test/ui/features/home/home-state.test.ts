// The home screen's view state (scroll anchor, open blocks, calendar shown) belongs to one crew member: another crew
// member signing in starts afresh; a re-authentication as the same one, or a sign-out, keeps it (logout reloads).
import '../../setup'
import { suite } from 'uvu'
import * as assert from 'uvu/assert'
import { DEFAULT_FEATURE_SWITCHES } from '../../../../core/access/profile-defaults'
import { resetSession, setSignedInUser } from '../../../../ui/app/session.store'
import { homeState } from '../../../../ui/features/home/home.state'
import { aUser } from '../../app-fakes'
import { aCrmId } from '../../../core/shared/fixtures'

const State = suite('home view state across sessions')

const noteAnna = () => {
  homeState.anchor = { eventId: 'duty-1', offset: 40 }
  homeState.calendarOpen = false
  homeState.travelWarningsOpen = true
}

State('another crew member signing in starts afresh, at once (not at the next render)', () => {
  setSignedInUser(aUser({ crmId: aCrmId('C1001') }), DEFAULT_FEATURE_SWITCHES)
  noteAnna()
  setSignedInUser(aUser({ crmId: aCrmId('C2002'), userName: 'BRUNO' }), DEFAULT_FEATURE_SWITCHES)
  assert.is(homeState.crmId, 'C2002')
  assert.is(homeState.anchor, undefined)
  assert.is(homeState.calendarOpen, undefined)
  assert.is(homeState.travelWarningsOpen, false)
})

State('the same crew member again (a re-authentication), or signed out in between: the state is kept', () => {
  setSignedInUser(aUser({ crmId: aCrmId('C1001') }), DEFAULT_FEATURE_SWITCHES)
  noteAnna()
  setSignedInUser(aUser({ crmId: aCrmId('C1001') }), DEFAULT_FEATURE_SWITCHES)
  resetSession(DEFAULT_FEATURE_SWITCHES)
  assert.is(homeState.calendarOpen, false)
  setSignedInUser(aUser({ crmId: aCrmId('C1001') }), DEFAULT_FEATURE_SWITCHES)
  assert.is(homeState.crmId, 'C1001')
  assert.is(homeState.calendarOpen, false)
  assert.is(homeState.travelWarningsOpen, true)
})

State.run()
