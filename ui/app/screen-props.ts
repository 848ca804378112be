import type { ComponentType, LazyExoticComponent } from 'react'
import type { RouteParams } from '../../core/access/route-paths'

/** What the router gives a screen: the decoded params of its route and the navigation state, if any. */
export interface ScreenProps {
  readonly params: RouteParams
  /** The history state `decideRoute` let through (`{ event }` for /event, the period for /notifications). */
  readonly state?: unknown
}

/** A screen loaded on first use (its own chunk). */
export type LazyScreen = LazyExoticComponent<ComponentType<ScreenProps>>

