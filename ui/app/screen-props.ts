import type { ComponentType, LazyExoticComponent } from 'react'
import type { RouteId, RouteParams } from '../../core/access/route-paths'

/** What the router gives a screen: the decoded params of its route and the navigation state, if any. */
export interface ScreenProps {
  readonly params: RouteParams
  /** The history state `decideRoute` let through (`{ event }` for /event, the period for /notifications). */
  readonly state?: unknown
}

/** A screen loaded on first use (its own chunk). */
export type LazyScreen = LazyExoticComponent<ComponentType<ScreenProps>>

/** What the router shows once signed in (ui/app/signed-in-screens.tsx, bound as `SHELL.signedInScreens`). */
export interface SignedInViews {
  /** Core `RouteId` → screen of the signed-in table. */
  readonly screens: Partial<Readonly<Record<RouteId, LazyScreen>>>
  /** The message for a route of another crew member's crmId (core refuses it). */
  readonly ForeignCrmId: ComponentType
}
