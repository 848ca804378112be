import type { RouteModule } from './http/router'
import { authenticationRoutes } from './security/authentication.routes'
import { configRoutes } from './security/config.routes'

/** Security, session and configuration calls (phase 1). */
export const SECURITY_ROUTES: ReadonlyArray<RouteModule> = [authenticationRoutes, configRoutes]

/**
 * The feature endpoints of SPEC section 7, one module per feature (`server/<feature>/<feature>.routes.ts`,
 * each a `RouteModule` built from `ServerDeps` with `sessionRoute(...)` and the core codecs). Phase 2
 * appends them here: roster, roles, hotel, crew, check-in, roster-changes, remarks, summary, my-data,
 * crew member, logging, news, notification settings, contact information, preferred language, devices.
 */
export const FEATURE_ROUTES: ReadonlyArray<RouteModule> = []
