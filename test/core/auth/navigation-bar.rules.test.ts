import { suite } from 'uvu'
import * as assert from 'uvu/assert'
import { holdsNavigationBar } from '../../../core/auth/navigation-bar.rules'
import { AUTH_STATUSES } from '../../../core/auth/auth.state'

const NavigationBar = suite('the navigation bar held while a session left open on this device opens')

const OPENING = ['INIT', 'LOADING_CONFIG', 'CONFIG_LOAD_SUCCESS', 'CONFIG_LOAD_ERROR', 'PREVALIDATE', 'PREVALIDATE_SUCCESS', 'AUHTORIZING', 'AUTHORIZED']

NavigationBar('held on the way to the session and once authorized (the tabs may not be drawable yet), online, when the page started on a stored session', () => {
  for (const status of OPENING) assert.ok(holdsNavigationBar(true, status as (typeof AUTH_STATUSES)[number], true), status)
})

NavigationBar('never without a session on this device, nor offline (the offline sign-in is a login screen)', () => {
  for (const status of AUTH_STATUSES) {
    assert.not.ok(holdsNavigationBar(false, status, true), `no session on the device, ${status}`)
    assert.not.ok(holdsNavigationBar(true, status, false), `offline, ${status}`)
  }
})

NavigationBar('not once the server has answered against it: a login screen, a re-authentication, a logout', () => {
  for (const status of AUTH_STATUSES.filter((s) => !OPENING.includes(s))) assert.not.ok(holdsNavigationBar(true, status, true), status)
})

NavigationBar.run()
