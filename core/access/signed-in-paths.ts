import type { RoutePattern } from './route-paths'

// The signed-in table of paths, apart from route-paths.ts (the signed-out table, the matcher and the path builders,
// which the login form needs): signed-in-routes.rules.ts reads it, loaded with the session runtime.

/** Signed-in routes of SPEC section 2, literal routes before parameter routes of the same length. */
export const SIGNED_IN_ROUTES: ReadonlyArray<RoutePattern> = [
  ['home', '/'],
  ['profile', '/profile'],
  ['history', '/profile/history'],
  ['logbook', '/profile/logbook'],
  ['notification-settings', '/notification-settings'],
  ['summary', '/summary'],
  ['daily-remarks', '/daily-remarks'],
  ['daily-remark-new', '/daily-remarks/new'],
  ['daily-remark', '/daily-remarks/:id'],
  ['news', '/news'],
  ['news-item', '/news/:id'],
  ['check-in', '/check-in/:crmId/:logicalId'],
  ['hotel', '/hotel/:crmId/:eventId'],
  ['leg', '/leg/:crmId/:logicalId'],
  ['leg-edit-roles', '/leg/:crmId/:logicalId/edit-roles'],
  ['pairing', '/pairing/:crmId/:logicalId'],
  ['event', '/event/:crmId/:eventId'],
  ['notifications', '/notifications/:crmId'],
  ['my-data', '/my-data'],
  ['my-data-personal', '/my-data/personal'],
  ['my-data-contacts', '/my-data/contacts'],
  ['my-data-contact-new', '/my-data/contacts/:type'],
  ['my-data-contact-edit', '/my-data/contacts/:type/:id'],
  ['my-data-addresses', '/my-data/addresses'],
  ['my-data-address-new', '/my-data/addresses/details'],
  ['my-data-address-edit', '/my-data/addresses/details/:id'],
  ['my-data-traveldocs', '/my-data/traveldocs'],
  ['my-data-traveldoc-new', '/my-data/traveldocs/:type'],
  ['my-data-traveldoc-edit', '/my-data/traveldocs/:type/:id'],
]
