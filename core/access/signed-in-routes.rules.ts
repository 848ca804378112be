import * as E from 'fp-ts/Either'
import * as O from 'fp-ts/Option'
import { pipe } from 'fp-ts/function'
import * as t from 'io-ts'
import { LogicalId } from '../shared/brands'
import type { FeatureAccess } from './feature-access'
import { parsePath, routeFor, type RouteId, type RouteMatch } from './route-paths'
import { SIGNED_IN_ROUTES } from './signed-in-paths'
import { redirect, render, type RouteDecision, type RouteState } from './signed-out-routes.rules'

// The route decisions once signed in (SPEC section 2 guards of the signed-in table) and the bottom navigation: the
// app loads them with the session runtime, after the login form; routes.rules.ts holds both tables' decisions.

const refuseForeignCrmId: RouteDecision = { _tag: 'Refuse', reason: 'ForeignCrmId' }
const HOME = routeFor.home()

/** Contact types of SPEC section 3 as they appear in the URL: phone, mobile, email. */
export const CONTACT_ROUTE_TYPES = ['phone', 'mobile', 'email'] as const
/** Travel document types of SPEC section 3: P passport, A alien resident number, I identity, D driver licence. */
export const TRAVEL_DOC_ROUTE_TYPES = ['P', 'A', 'I', 'D'] as const

/** The feature each signed-in route needs (SPEC section 2 table; a hidden route redirects to /). */
const FEATURE_GUARD: Readonly<Record<RouteId, (access: FeatureAccess) => boolean>> = {
  'server-selection': () => false,
  login: () => false,
  'forget-password': () => false,
  home: () => true,
  profile: () => true,
  history: (a) => a.canViewChangeHistory(),
  logbook: (a) => a.canViewLogbook(),
  'notification-settings': (a) => a.canViewNotificationSettings(),
  summary: (a) => a.canViewSummary(),
  'daily-remarks': (a) => a.canViewDailyRemarks(),
  'daily-remark-new': (a) => a.canCreateDailyRemark(),
  'daily-remark': (a) => a.canViewDailyRemarks(),
  news: (a) => a.canViewNews(),
  'news-item': (a) => a.canViewNews(),
  'check-in': (a) => a.canViewCheckIn(),
  hotel: (a) => a.canViewHotel(),
  leg: (a) => a.canViewLeg(),
  'leg-edit-roles': (a) => a.canEditRoles(),
  pairing: (a) => a.canViewPairing(),
  event: (a) => a.canViewEventRemark(),
  notifications: (a) => a.canViewNotifications(),
  'my-data': (a) => a.canViewMyData(),
  'my-data-personal': (a) => a.canViewMyData(),
  'my-data-contacts': (a) => a.canViewMyData(),
  'my-data-contact-new': (a) => a.canViewMyData(),
  'my-data-contact-edit': (a) => a.canViewMyData(),
  'my-data-addresses': (a) => a.canViewMyData(),
  'my-data-address-new': (a) => a.canViewMyData(),
  'my-data-address-edit': (a) => a.canViewMyData(),
  'my-data-traveldocs': (a) => a.canViewMyData(),
  'my-data-traveldoc-new': (a) => a.canViewMyData(),
  'my-data-traveldoc-edit': (a) => a.canViewMyData(),
}

/** Create and edit pages of my data, and the list a view-only user is sent back to. */
const MY_DATA_FORMS: Partial<Readonly<Record<RouteId, string>>> = {
  'my-data-contact-new': routeFor.myDataContacts(),
  'my-data-contact-edit': routeFor.myDataContacts(),
  'my-data-address-new': routeFor.myDataAddresses(),
  'my-data-address-edit': routeFor.myDataAddresses(),
  'my-data-traveldoc-new': routeFor.myDataTravelDocs(),
  'my-data-traveldoc-edit': routeFor.myDataTravelDocs(),
}

const EventNavigationState = t.type({ event: t.UnknownRecord })

/** Normalises a `type` param; `undefined` when the type is not a known one. */
const knownType = (match: RouteMatch): string | undefined => {
  const type = match.params['type']
  if (type === undefined) return undefined
  if (match.route.startsWith('my-data-contact')) {
    const lower = type.toLowerCase()
    return (CONTACT_ROUTE_TYPES as ReadonlyArray<string>).includes(lower) ? lower : undefined
  }
  const upper = type.toUpperCase()
  return (TRAVEL_DOC_ROUTE_TYPES as ReadonlyArray<string>).includes(upper) ? upper : undefined
}

/**
 * Signed-in guard of SPEC section 2: each route "is shown only if the user's feature access allows it.
 * Unknown routes redirect to /." A route whose crmId differs from the signed-in one (typed or pasted) is
 * refused: no screen, so no call for that crmId, and a message says why. A logicalId that is not a valid
 * logical id redirects to /. /event with no event in the navigation state redirects to /.
 * "Contact types other than the known ones redirect back" (to the contact list; unknown travel document
 * types likewise to their list). My-data create and edit pages need edit access; view-only goes to the list.
 */
export const decideSignedIn = (
  path: string,
  crmId: string,
  access: FeatureAccess,
  navigationState?: unknown,
): RouteDecision =>
  pipe(
    parsePath(SIGNED_IN_ROUTES, path),
    O.match(
      () => redirect(HOME),
      (match): RouteDecision => {
        const { params } = match
        if (!FEATURE_GUARD[match.route](access)) return redirect(HOME)
        if (params['crmId'] !== undefined && params['crmId'] !== crmId) return refuseForeignCrmId
        if (params['logicalId'] !== undefined && !LogicalId.is(params['logicalId'])) return redirect(HOME)
        const listOfForm = MY_DATA_FORMS[match.route]
        if (listOfForm !== undefined && access.myDataMode() !== 'EDIT') return redirect(listOfForm)
        if (params['type'] !== undefined) {
          const type = knownType(match)
          if (type === undefined) return redirect(listOfForm ?? HOME)
          return render({ route: match.route, params: { ...params, type } })
        }
        if (match.route === 'event') {
          return E.isRight(EventNavigationState.decode(navigationState)) ? render(match, navigationState) : redirect(HOME)
        }
        if (match.route === 'notifications' && navigationState !== undefined) return render(match, navigationState)
        return render(match)
      },
    ),
  )

/** An item of the bottom navigation. */
export interface BottomNavItem {
  readonly id: 'duties' | 'daily-remarks' | 'news' | 'profile'
  readonly path: string
}

/**
 * SPEC section 2: "Bottom navigation appears only when logged in: duties, daily remarks (only if the view
 * feature is on), news (only if the view feature is on) and profile. ... When logged out an empty footer shows."
 */
export const bottomNavigation = (state: RouteState): ReadonlyArray<BottomNavItem> => {
  if (state._tag === 'SignedOut') return []
  const { access } = state
  const items: Array<BottomNavItem | undefined> = [
    { id: 'duties', path: routeFor.home() },
    access.canViewDailyRemarks() ? { id: 'daily-remarks', path: routeFor.dailyRemarks() } : undefined,
    access.canViewNews() ? { id: 'news', path: routeFor.news() } : undefined,
    { id: 'profile', path: routeFor.profile() },
  ]
  return items.filter((item): item is BottomNavItem => item !== undefined)
}
