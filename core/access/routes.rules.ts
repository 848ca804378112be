import * as E from 'fp-ts/Either'
import * as O from 'fp-ts/Option'
import { pipe } from 'fp-ts/function'
import * as t from 'io-ts'
import { LogicalId } from '../shared/brands'
import type { FeatureAccess } from './feature-access'
import {
  parsePath,
  routeFor,
  SIGNED_IN_ROUTES,
  SIGNED_OUT_ROUTES,
  type RouteId,
  type RouteMatch,
  type RouteParams,
} from './route-paths'

/** Where the router stands: signed out (server count and profile switches) or signed in as `crmId`. */
export type RouteState =
  | { readonly _tag: 'SignedOut'; readonly serverCount: number; readonly access: FeatureAccess }
  | {
      readonly _tag: 'SignedIn'
      readonly crmId: string
      readonly access: FeatureAccess
      /** The navigation (history) state: `{ event }` for /event, the period and redirectTo for /notifications. */
      readonly navigationState?: unknown
    }

/**
 * Render a screen with its decoded params (and, for /event and /notifications, the navigation state),
 * redirect, or refuse: a route for another crew member's crmId shows a message instead of any screen.
 */
export type RouteDecision =
  | { readonly _tag: 'Render'; readonly route: RouteId; readonly params: RouteParams; readonly state?: unknown }
  | { readonly _tag: 'Redirect'; readonly to: string }
  | { readonly _tag: 'Refuse'; readonly reason: 'ForeignCrmId' }

const render = (match: RouteMatch, state?: unknown): RouteDecision =>
  state === undefined
    ? { _tag: 'Render', route: match.route, params: match.params }
    : { _tag: 'Render', route: match.route, params: match.params, state }
const redirect = (to: string): RouteDecision => ({ _tag: 'Redirect', to })
const refuseForeignCrmId: RouteDecision = { _tag: 'Refuse', reason: 'ForeignCrmId' }
const HOME = routeFor.home()

/** Contact types of SPEC section 3 as they appear in the URL: phone, mobile, email. */
export const CONTACT_ROUTE_TYPES = ['phone', 'mobile', 'email'] as const
/** Travel document types of SPEC section 3: P passport, A alien resident number, I identity, D driver licence. */
export const TRAVEL_DOC_ROUTE_TYPES = ['P', 'A', 'I', 'D'] as const

/**
 * Signed-out guard of SPEC section 2: "/ : server selection. It redirects to /login when one or fewer
 * servers are configured." "/forget-password ... is available only if the password-reset feature is on."
 * "Any other route redirects to /."
 */
export const decideSignedOut = (path: string, serverCount: number, access: FeatureAccess): RouteDecision =>
  pipe(
    parsePath(SIGNED_OUT_ROUTES, path),
    O.match(
      () => redirect(routeFor.serverSelection()),
      (match) => {
        if (match.route === 'server-selection' && serverCount <= 1) return redirect(routeFor.login())
        if (match.route === 'forget-password' && !access.canResetPassword()) return redirect(routeFor.serverSelection())
        return render(match)
      },
    ),
  )

/** The feature each signed-in route needs (SPEC section 2 table; a hidden route redirects to /). */
const FEATURE_GUARD: Readonly<Record<RouteId, (access: FeatureAccess) => boolean>> = {
  'server-selection': () => false,
  login: () => false,
  'forget-password': () => false,
  home: () => true,
  profile: () => true,
  history: (a) => a.canViewChangeHistory(),
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

/** The route decision for a path in a router state (signed-out or signed-in table). */
export const decideRoute = (path: string, state: RouteState): RouteDecision =>
  state._tag === 'SignedOut'
    ? decideSignedOut(path, state.serverCount, state.access)
    : decideSignedIn(path, state.crmId, state.access, state.navigationState)

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
