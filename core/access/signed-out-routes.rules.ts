import * as O from 'fp-ts/Option'
import { pipe } from 'fp-ts/function'
import type { FeatureAccess } from './feature-access'
import { parsePath, routeFor, SIGNED_OUT_ROUTES, type RouteId, type RouteMatch, type RouteParams } from './route-paths'

// The route decisions a signed-out visitor needs, and the types shared with the signed-in ones
// (signed-in-routes.rules.ts, loaded with the session runtime); routes.rules.ts holds both.

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

/** Render the matched route, with the navigation state when there is one. */
export const render = (match: RouteMatch, state?: unknown): RouteDecision =>
  state === undefined
    ? { _tag: 'Render', route: match.route, params: match.params }
    : { _tag: 'Render', route: match.route, params: match.params, state }
/** Redirect to `to` (the history entry is replaced). */
export const redirect = (to: string): RouteDecision => ({ _tag: 'Redirect', to })

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

