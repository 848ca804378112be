import type { ComponentType } from 'react'
import type { RouteId } from '../../core/access/route-paths'
import type { LazyScreen, PreloadableScreen } from './screen-props'

// What the shell shows once signed in, bound by the session module with the session runtime's code (so a signed-out
// visitor never downloads it) and read by the shell only once that runtime is bound.

/** The router's signed-in views (ui/app/signed-in-screens.tsx, bound as `SHELL.signedInScreens`). */
export interface SignedInViews {
  /** Core `RouteId` → screen of the signed-in table. */
  readonly screens: Partial<Readonly<Record<RouteId, LazyScreen | PreloadableScreen>>>
  /** The message for a route of another crew member's crmId (core refuses it). */
  readonly ForeignCrmId: ComponentType
  /** Loads the home screen's code, dictionary part and stylesheet, after which it renders without suspending. */
  readonly preloadHome: () => Promise<unknown>
}

/** The shell's signed-in parts (ui/shell/session-shell.tsx, bound as `SHELL.sessionShell`): each shows once the signed-in stylesheet and the home part of the dictionary have loaded. */
export interface SessionShellParts {
  /** The bottom navigation with its badges. */
  readonly SignedInFooter: ComponentType
  /** Applies the server's preferred language once signed in. */
  readonly SignedInLanguage: ComponentType
  /** The dialogs only a signed-in crew member meets: unsaved changes on leaving a form, the check-in offer. */
  readonly SignedInDialogs: ComponentType
}
