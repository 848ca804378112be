import * as O from 'fp-ts/Option'
import { parsePath, type RouteId, type RoutePattern } from './route-paths'

/**
 * The signed-in screens a single sign-on may return to (SPEC section 4: the deep link kept through the identity
 * provider's round trip). The screens that show something, not the forms that create or change it (a new daily
 * remark, a contact, an address, a travel document, the leg's roles): those start from their list again. The list
 * repeats patterns of `SIGNED_IN_ROUTES` (signed-in-paths.ts), which loads with the session runtime, after the login
 * form that starts a single sign-on; test/core/access/sso-return-paths.rules.test.ts checks each is one of them.
 */
export const SSO_RETURN_ROUTES: ReadonlyArray<RoutePattern> = [
  ['home', '/'],
  ['profile', '/profile'],
  ['history', '/profile/history'],
  ['notification-settings', '/notification-settings'],
  ['summary', '/summary'],
  ['daily-remarks', '/daily-remarks'],
  ['news', '/news'],
  ['daily-remark', '/daily-remarks/:id'],

  ['news-item', '/news/:id'],
  ['check-in', '/check-in/:crmId/:logicalId'],
  ['hotel', '/hotel/:crmId/:eventId'],
  ['leg', '/leg/:crmId/:logicalId'],
  ['pairing', '/pairing/:crmId/:logicalId'],
  ['event', '/event/:crmId/:eventId'],
  ['notifications', '/notifications/:crmId'],
  ['my-data', '/my-data'],
  ['my-data-personal', '/my-data/personal'],
  ['my-data-contacts', '/my-data/contacts'],
  ['my-data-addresses', '/my-data/addresses'],
  ['my-data-traveldocs', '/my-data/traveldocs'],
]

/** An absolute path of this app: one leading slash, RFC 3986 path characters only (no scheme, host, backslash, query or fragment). */
const OWN_PATH = /^\/(?!\/)[A-Za-z0-9\-._~!$&'()*+,;=:@%/]*$/

/** The forms whose literal paths a parameter route above would take for one of its own (`/daily-remarks/new`). */
const FORMS: ReadonlyArray<RoutePattern> = [['daily-remark-new', '/daily-remarks/new']]
const ALLOWED: ReadonlySet<RouteId> = new Set(SSO_RETURN_ROUTES.map(([id]) => id))

/**
 * Where a single sign-on started from the app's `path` comes back to: that path when it is an allow-listed signed-in
 * screen ({@link SSO_RETURN_ROUTES}), else none (the caller's default: the server entry's `backUrl`, or home). The
 * caller passes the pathname: a query or fragment, or a path that is not one of this app's (`//host`, a scheme, a
 * backslash, a dot segment) is none. `/` is none too: home is every default already.
 */
export const ssoReturnPathOf = (path: string | undefined): O.Option<string> => {
  if (path === undefined || path === '/' || !OWN_PATH.test(path) || path.split('/').some((s) => s === '.' || s === '..')) return O.none
  const match = parsePath([...FORMS, ...SSO_RETURN_ROUTES], path)
  return O.isSome(match) && ALLOWED.has(match.value.route) ? O.some(path) : O.none
}
