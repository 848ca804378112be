import { suite } from 'uvu'
import * as assert from 'uvu/assert'
import fc from 'fast-check'
import * as O from 'fp-ts/Option'
import { signedOutAccess, type FeatureAccess } from '../../../core/access/feature-access'
import { parsePath, routeFor } from '../../../core/access/route-paths'
import { SIGNED_IN_ROUTES } from '../../../core/access/signed-in-paths'
import { bottomNavigation, decideRoute, decideSignedIn, decideSignedOut, type RouteState } from '../../../core/access/routes.rules'
import { anAccess, switchesWith } from './fixtures'

const CRM = 'C1234'
const signedIn = (path: string, access: FeatureAccess = anAccess(), navigationState?: unknown) =>
  decideSignedIn(path, CRM, access, navigationState)
const toHome = { _tag: 'Redirect', to: '/' }

const SignedOut = suite('signed-out routes')

SignedOut('"/ : server selection. It redirects to /login when one or fewer servers are configured."', () => {
  const access = signedOutAccess(switchesWith())
  assert.equal(decideSignedOut('/', 0, access), { _tag: 'Redirect', to: '/login' })
  assert.equal(decideSignedOut('/', 1, access), { _tag: 'Redirect', to: '/login' })
  assert.equal(decideSignedOut('/', 2, access), { _tag: 'Render', route: 'server-selection', params: {} })
})

SignedOut('"/login : login."', () => {
  assert.equal(decideSignedOut('/login', 1, signedOutAccess(switchesWith())), { _tag: 'Render', route: 'login', params: {} })
})

SignedOut('"/forget-password ... is available only if the password-reset feature is on"', () => {
  assert.equal(decideSignedOut('/forget-password', 1, signedOutAccess(switchesWith({ performPasswordReset: false }))), toHome)
  assert.equal(decideSignedOut('/forget-password', 1, signedOutAccess(switchesWith({ performPasswordReset: true }))), {
    _tag: 'Render', route: 'forget-password', params: {},
  })
})

SignedOut('"Any other route redirects to /." (signed-in routes included)', () => {
  for (const path of ['/profile', '/leg/C1/L1', '/nope', '/login/extra']) {
    assert.equal(decideSignedOut(path, 3, signedOutAccess(switchesWith())), toHome, path)
  }
})

SignedOut.run()

const Guards = suite('signed-in routes behind their features')

Guards('/ is home and /profile is settings for every signed-in user', () => {
  const none = anAccess({ switches: { viewNews: false }, enablings: { IDP_NEWS: null, IDP_MY_DATA: 'NO' } })
  assert.equal(signedIn('/', none), { _tag: 'Render', route: 'home', params: {} })
  assert.equal(signedIn('/profile', none), { _tag: 'Render', route: 'profile', params: {} })
})

const GUARDED: ReadonlyArray<readonly [string, string, Parameters<typeof anAccess>[0]]> = [
  ['/notification-settings', 'needs view notification settings', { switches: { viewNotificationSettings: false } }],
  ['/summary', 'needs view summary', { switches: { viewSummary: false } }],
  ['/daily-remarks', 'needs view daily remarks', { enablings: { IDP_DAILY_REMARK: 'NO' } }],
  ['/daily-remarks/new', 'needs create-level access', { enablings: { IDP_DAILY_REMARK: 'READ' } }],
  ['/daily-remarks/R7', 'read one remark (view daily remarks)', { switches: { viewDailyRemarks: false } }],
  ['/news', 'news list', { switches: { viewNews: false } }],
  ['/news/N1', 'broadcast message detail', { enablings: { IDP_NEWS: 'NO' } }],
  [routeFor.checkIn(CRM, 'CI-1'), 'check-in', { switches: { viewCheckIn: false } }],
  [routeFor.hotel(CRM, 'H1'), 'hotel details', { switches: { viewHotel: false } }],
  [routeFor.leg(CRM, 'L1'), 'leg details', { switches: { viewLeg: false } }],
  [routeFor.legEditRoles(CRM, 'L1'), 'needs the role-editing feature', { switches: { performRoleEditing: false } }],
  [routeFor.pairing(CRM, 'P1'), 'pairing details', { switches: { viewPairing: false } }],
  [routeFor.notifications(CRM), 'roster-change confirmation', { switches: { viewNotifications: false } }],
  ['/my-data', 'all my-data routes need the personal-data feature', { switches: { viewMyData: false } }],
  ['/my-data/personal', 'all my-data routes need the personal-data feature', { enablings: { IDP_MY_DATA: 'NO' } }],
  ['/my-data/contacts', 'all my-data routes need the personal-data feature', { switches: { viewMyData: false } }],
  ['/my-data/addresses', 'all my-data routes need the personal-data feature', { switches: { viewMyData: false } }],
  ['/my-data/traveldocs', 'all my-data routes need the personal-data feature', { switches: { viewMyData: false } }],
]

for (const [path, need, off] of GUARDED) {
  Guards(`"Each is shown only if the user's feature access allows it": ${path} (${need})`, () => {
    const on = signedIn(path)
    assert.is(on._tag, 'Render', `${path} renders with the feature`)
    assert.equal(signedIn(path, anAccess(off)), toHome, `${path} redirects to / without it`)
  })
}

Guards('"/event/{crmId}/{eventId}: the event is passed in navigation state; with no event passed it redirects to /"', () => {
  const path = routeFor.event(CRM, 'E 9')
  assert.equal(signedIn(path), toHome)
  assert.equal(signedIn(path, anAccess(), { other: 1 }), toHome)
  const state = { event: { eventId: 'E 9', type: 'LEG' } }
  assert.equal(signedIn(path, anAccess(), state), { _tag: 'Render', route: 'event', params: { crmId: CRM, eventId: 'E 9' }, state })
})

Guards('"/notifications/{crmId}: state carries fromDateTimeUTC, toDateTimeUTC, redirectTo" (passed through)', () => {
  const state = { fromDateTimeUTC: '2026-03-01T00:00:00+00:00', toDateTimeUTC: '2026-03-31T23:59:59+00:00', redirectTo: '/' }
  assert.equal(signedIn(routeFor.notifications(CRM), anAccess(), state), { _tag: 'Render', route: 'notifications', params: { crmId: CRM }, state })
})

Guards('"Unknown routes redirect to /."', () => {
  for (const path of ['/nope', '/login', '/forget-password', '/leg/C1234', '/news/N1/extra', '/my-data/other']) {
    assert.equal(signedIn(path), toHome, path)
  }
})

Guards('a route with another crew member\'s crmId is refused (a message, no screen), every crmId route alike', () => {
  const refused = { _tag: 'Refuse', reason: 'ForeignCrmId' }
  const L = 'L1'
  for (const path of [
    routeFor.checkIn('C9999', L),
    routeFor.leg('C9999', L),
    routeFor.legEditRoles('C9999', L),
    routeFor.pairing('C9999', L),
    routeFor.hotel('C9999', 'H1'),
    routeFor.event('C9999', 'E1'),
    routeFor.notifications('C9999'),
  ]) {
    assert.equal(signedIn(path, anAccess(), { event: {} }), refused, path)
  }
  assert.equal(signedIn(routeFor.checkIn(CRM, L)), { _tag: 'Render', route: 'check-in', params: { crmId: CRM, logicalId: L } })
})

Guards('"Contact types other than the known ones redirect back."', () => {
  assert.equal(signedIn('/my-data/contacts/fax'), { _tag: 'Redirect', to: '/my-data/contacts' })
  assert.equal(signedIn('/my-data/contacts/pager/4'), { _tag: 'Redirect', to: '/my-data/contacts' })
  for (const type of ['phone', 'mobile', 'email', 'PHONE']) {
    assert.equal(signedIn(`/my-data/contacts/${type}`), { _tag: 'Render', route: 'my-data-contact-new', params: { type: type.toLowerCase() } })
  }
  assert.equal(signedIn('/my-data/contacts/email/3'), { _tag: 'Render', route: 'my-data-contact-edit', params: { type: 'email', id: '3' } })
})

Guards('travel document types P, A, I, D are known; others go back to the list', () => {
  assert.equal(signedIn('/my-data/traveldocs/p/X1'), { _tag: 'Render', route: 'my-data-traveldoc-edit', params: { type: 'P', id: 'X1' } })
  assert.equal(signedIn('/my-data/traveldocs/Z'), { _tag: 'Redirect', to: '/my-data/traveldocs' })
})

Guards('"View only gives read-only lists": my-data create and edit pages send a view-only user to the list', () => {
  const viewOnly = anAccess({ enablings: { IDP_MY_DATA: 'READ' } })
  assert.is(signedIn('/my-data/contacts', viewOnly)._tag, 'Render')
  assert.equal(signedIn('/my-data/contacts/phone', viewOnly), { _tag: 'Redirect', to: '/my-data/contacts' })
  assert.equal(signedIn('/my-data/addresses/details', viewOnly), { _tag: 'Redirect', to: '/my-data/addresses' })
  assert.equal(signedIn('/my-data/addresses/details/2', viewOnly), { _tag: 'Redirect', to: '/my-data/addresses' })
  assert.equal(signedIn('/my-data/traveldocs/P', viewOnly), { _tag: 'Redirect', to: '/my-data/traveldocs' })
  assert.equal(signedIn('/my-data/addresses/details/2'), { _tag: 'Render', route: 'my-data-address-edit', params: { id: '2' } })
})

Guards('query, hash and a trailing slash do not change the route; malformed encoding redirects to /', () => {
  assert.equal(signedIn('/summary/?tab=1#top'), { _tag: 'Render', route: 'summary', params: {} })
  assert.equal(signedIn(`/leg/${CRM}/%E0%A4%A`), toHome)
})

Guards('decideRoute dispatches on the signed-in state', () => {
  const out: RouteState = { _tag: 'SignedOut', serverCount: 1, access: signedOutAccess(switchesWith()) }
  const inside: RouteState = { _tag: 'SignedIn', crmId: CRM, access: anAccess() }
  assert.equal(decideRoute('/', out), { _tag: 'Redirect', to: '/login' })
  assert.equal(decideRoute('/', inside), { _tag: 'Render', route: 'home', params: {} })
})

Guards.run()

const Paths = suite('route paths')

Paths('"The logicalId in URLs is URL-encoded": routeFor.leg encodes, parsing decodes', () => {
  const path = routeFor.leg(CRM, 'LH 400/2026-03-15#1')
  assert.is(path, '/leg/C1234/LH%20400%2F2026-03-15%231')
  assert.equal(signedIn(path), { _tag: 'Render', route: 'leg', params: { crmId: CRM, logicalId: 'LH 400/2026-03-15#1' } })
})

Paths('"/daily-remarks/new" is the create page, not a remark with id new', () => {
  assert.equal(parsePath(SIGNED_IN_ROUTES, '/daily-remarks/new'), O.some({ route: 'daily-remark-new', params: {} }))
  assert.equal(parsePath(SIGNED_IN_ROUTES, '/daily-remarks/12'), O.some({ route: 'daily-remark', params: { id: '12' } }))
})

Paths('property: any logical id survives routeFor and parsing (1000 runs)', () => {
  fc.assert(
    fc.property(fc.string({ unit: 'binary', minLength: 1, maxLength: 256 }), (logicalId) => {
      for (const [build, route] of [[routeFor.leg, 'leg'], [routeFor.pairing, 'pairing'], [routeFor.checkIn, 'check-in']] as const) {
        assert.equal(parsePath(SIGNED_IN_ROUTES, build(CRM, logicalId)), O.some({ route, params: { crmId: CRM, logicalId } }))
      }
      assert.equal(parsePath(SIGNED_IN_ROUTES, routeFor.legEditRoles(CRM, logicalId)), O.some({ route: 'leg-edit-roles', params: { crmId: CRM, logicalId } }))
    }),
    { numRuns: 1000 },
  )
})

Paths('property: any path string gives a decision and never throws (1000 runs)', () => {
  fc.assert(
    fc.property(fc.string({ unit: 'binary' }), fc.anything(), (path, state) => {
      assert.ok(['Render', 'Redirect'].includes(signedIn(path, anAccess(), state)._tag))
      assert.ok(['Render', 'Redirect'].includes(decideSignedOut(path, 2, signedOutAccess(switchesWith()))._tag))
    }),
    { numRuns: 1000 },
  )
})

Paths.run()

const Nav = suite('bottomNavigation')

const ids = (state: RouteState) => bottomNavigation(state).map((item) => item.id)

Nav('"When logged out an empty footer shows."', () => {
  assert.equal(bottomNavigation({ _tag: 'SignedOut', serverCount: 2, access: signedOutAccess(switchesWith()) }), [])
})

Nav('"Bottom navigation appears only when logged in: duties, daily remarks, news and profile"', () => {
  assert.equal(bottomNavigation({ _tag: 'SignedIn', crmId: CRM, access: anAccess() }), [
    { id: 'duties', path: '/' },
    { id: 'daily-remarks', path: '/daily-remarks' },
    { id: 'news', path: '/news' },
    { id: 'profile', path: '/profile' },
  ])
})

Nav('"daily remarks (only if the view feature is on), news (only if the view feature is on)"', () => {
  assert.equal(ids({ _tag: 'SignedIn', crmId: CRM, access: anAccess({ switches: { viewDailyRemarks: false } }) }), ['duties', 'news', 'profile'])
  assert.equal(ids({ _tag: 'SignedIn', crmId: CRM, access: anAccess({ enablings: { IDP_NEWS: 'NO' } }) }), ['duties', 'daily-remarks', 'profile'])
})

Nav.run()
