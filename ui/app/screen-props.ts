import type { ComponentType, LazyExoticComponent, ReactNode } from 'react'
import type { RouteParams } from '../../core/access/route-paths'

/** What the router gives a screen: the decoded params of its route and the navigation state, if any. */
export interface ScreenProps {
  readonly params: RouteParams
  /** The history state `decideRoute` let through (`{ event }` for /event, the period for /notifications). */
  readonly state?: unknown
}

/** A screen loaded on first use (its own chunk). */
export type LazyScreen = LazyExoticComponent<ComponentType<ScreenProps>>

/** A screen that can be loaded ahead of its first render: once `preload()` is done, it renders without suspending. */
export interface PreloadableScreen {
  (props: ScreenProps): ReactNode
  /** Loads the screen's code; once done, the screen renders at once instead of suspending. */
  readonly preload: () => Promise<unknown>
}
