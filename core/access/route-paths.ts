import * as O from 'fp-ts/Option'

/** Every screen of SPEC section 2, signed-out and signed-in. */
export type RouteId =
  | 'server-selection'
  | 'login'
  | 'forget-password'
  | 'home'
  | 'profile'
  | 'history'
  | 'logbook'
  | 'notification-settings'
  | 'summary'
  | 'daily-remarks'
  | 'daily-remark-new'
  | 'daily-remark'
  | 'news'
  | 'news-item'
  | 'check-in'
  | 'hotel'
  | 'leg'
  | 'leg-edit-roles'
  | 'pairing'
  | 'event'
  | 'notifications'
  | 'my-data'
  | 'my-data-personal'
  | 'my-data-contacts'
  | 'my-data-contact-new'
  | 'my-data-contact-edit'
  | 'my-data-addresses'
  | 'my-data-address-new'
  | 'my-data-address-edit'
  | 'my-data-traveldocs'
  | 'my-data-traveldoc-new'
  | 'my-data-traveldoc-edit'

/** Decoded path parameters (`crmId`, `logicalId`, `eventId`, `id`, `type`), URL-decoded. */
export type RouteParams = Readonly<Record<string, string>>

/** A path matched against a route table, before any guard. */
export interface RouteMatch {
  readonly route: RouteId
  readonly params: RouteParams
}

/** A route pattern: path segments, `:name` for a parameter. */
export type RoutePattern = readonly [RouteId, string]

/** Signed-out routes of SPEC section 2. */
export const SIGNED_OUT_ROUTES: ReadonlyArray<RoutePattern> = [
  ['server-selection', '/'],
  ['login', '/login'],
  ['forget-password', '/forget-password'],
]

const segmentsOf = (path: string): ReadonlyArray<string> => {
  const bare = path.replace(/[?#].*$/, '')
  const trimmed = bare.replace(/^\/+/, '').replace(/\/+$/, '')
  return trimmed === '' ? [] : trimmed.split('/')
}

const decodeSegment = (segment: string): string | undefined => {
  try {
    return decodeURIComponent(segment)
  } catch {
    return undefined // malformed percent-encoding: no route matches
  }
}

const matchPattern = (pattern: string, segments: ReadonlyArray<string>): RouteParams | undefined => {
  const parts = segmentsOf(pattern)
  if (parts.length !== segments.length) return undefined
  const params: Record<string, string> = {}
  for (const [index, part] of parts.entries()) {
    const segment = segments[index] ?? ''
    if (part.startsWith(':')) {
      const value = decodeSegment(segment)
      if (value === undefined || value === '') return undefined
      params[part.slice(1)] = value
    } else if (part !== segment) return undefined
  }
  return params
}

/**
 * Matches a path (query and hash ignored, trailing slash tolerated) against a route table and
 * URL-decodes its parameters ("The logicalId in URLs is URL-encoded"). `None` for an unknown path.
 */
export const parsePath = (table: ReadonlyArray<RoutePattern>, path: string): O.Option<RouteMatch> => {
  const segments = segmentsOf(path)
  for (const [route, pattern] of table) {
    const params = matchPattern(pattern, segments)
    if (params !== undefined) return O.some({ route, params })
  }
  return O.none
}

const seg = (value: string): string => encodeURIComponent(value)

/** Path builders for every route; each parameter is URL-encoded (SPEC section 2). */
export const routeFor = {
  serverSelection: () => '/',
  login: () => '/login',
  forgetPassword: () => '/forget-password',
  home: () => '/',
  profile: () => '/profile',
  history: () => '/profile/history',
  /** The logbook; with a sector, that row shown (the leg screen's "In your logbook"). */
  logbook: (sector?: string) => (sector === undefined ? '/profile/logbook' : `/profile/logbook?sector=${seg(sector)}`),
  notificationSettings: () => '/notification-settings',
  summary: () => '/summary',
  dailyRemarks: () => '/daily-remarks',
  newDailyRemark: () => '/daily-remarks/new',
  dailyRemark: (id: string) => `/daily-remarks/${seg(id)}`,
  news: () => '/news',
  newsItem: (id: string) => `/news/${seg(id)}`,
  checkIn: (crmId: string, logicalId: string) => `/check-in/${seg(crmId)}/${seg(logicalId)}`,
  hotel: (crmId: string, eventId: string) => `/hotel/${seg(crmId)}/${seg(eventId)}`,
  leg: (crmId: string, logicalId: string) => `/leg/${seg(crmId)}/${seg(logicalId)}`,
  legEditRoles: (crmId: string, logicalId: string) => `/leg/${seg(crmId)}/${seg(logicalId)}/edit-roles`,
  pairing: (crmId: string, logicalId: string) => `/pairing/${seg(crmId)}/${seg(logicalId)}`,
  event: (crmId: string, eventId: string) => `/event/${seg(crmId)}/${seg(eventId)}`,
  notifications: (crmId: string) => `/notifications/${seg(crmId)}`,
  myData: () => '/my-data',
  myDataPersonal: () => '/my-data/personal',
  myDataContacts: () => '/my-data/contacts',
  myDataNewContact: (type: string) => `/my-data/contacts/${seg(type)}`,
  myDataContact: (type: string, id: string) => `/my-data/contacts/${seg(type)}/${seg(id)}`,
  myDataAddresses: () => '/my-data/addresses',
  myDataNewAddress: () => '/my-data/addresses/details',
  myDataAddress: (id: string) => `/my-data/addresses/details/${seg(id)}`,
  myDataTravelDocs: () => '/my-data/traveldocs',
  myDataNewTravelDoc: (type: string) => `/my-data/traveldocs/${seg(type)}`,
  myDataTravelDoc: (type: string, id: string) => `/my-data/traveldocs/${seg(type)}/${seg(id)}`,
} as const
