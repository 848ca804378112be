/**
 * The routes that show the progress indicator while a request runs (SPEC section 2: "A progress
 * indicator on certain URLs (daily-remarks, daily-remarks/:id, news, news/:id)"): the lists and
 * their items, not /daily-remarks/new (a form, which shows its own sending state).
 */
const PROGRESS_ROUTES: ReadonlyArray<RegExp> = [/^\/daily-remarks\/?$/, /^\/daily-remarks\/(?!new\/?$)[^/]+\/?$/, /^\/news\/?$/, /^\/news\/[^/]+\/?$/]

/** Whether `path` (the location's path, no query or hash) is one of the progress URLs. */
export const showsProgressAt = (path: string): boolean => PROGRESS_ROUTES.some((route) => route.test(path))

/**
 * Whether the progress indicator shows: on a progress URL while any request runs; anywhere while
 * a request flagged `showProgress` runs (SPEC section 7 per-request flag); during the SAML2 login.
 */
export const progressVisible = (input: {
  readonly path: string
  readonly pendingRequests: number
  readonly flaggedRequests: number
  readonly saml2Login: boolean
}): boolean => input.saml2Login || input.flaggedRequests > 0 || (input.pendingRequests > 0 && showsProgressAt(input.path))
