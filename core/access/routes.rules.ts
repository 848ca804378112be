import { decideSignedIn } from './signed-in-routes.rules'
import { decideSignedOut, type RouteDecision, type RouteState } from './signed-out-routes.rules'

// The route decisions of SPEC section 2 in one place: the signed-out table (signed-out-routes.rules.ts, what the
// login form needs) and the signed-in one (signed-in-routes.rules.ts, loaded by the app with the session runtime).
export { decideSignedOut, type RouteDecision, type RouteState } from './signed-out-routes.rules'
export { bottomNavigation, CONTACT_ROUTE_TYPES, decideSignedIn, TRAVEL_DOC_ROUTE_TYPES, type BottomNavItem } from './signed-in-routes.rules'

/** The route decision for a path in a router state (signed-out or signed-in table). */
export const decideRoute = (path: string, state: RouteState): RouteDecision =>
  state._tag === 'SignedOut'
    ? decideSignedOut(path, state.serverCount, state.access)
    : decideSignedIn(path, state.crmId, state.access, state.navigationState)

