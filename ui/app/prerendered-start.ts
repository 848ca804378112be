import { createContext, useContext } from 'react'

/**
 * The login screen prerendered into index.html (issue 27, decision 3; build.mjs and ui/prerender/login-page.tsx):
 * `<div id="root" data-prerendered="login">` holds the HTML of the app's first render on /login, so the form is
 * there and typeable before any script runs. ui/start-app.tsx then hydrates it instead of rendering from nothing.
 */
export const PRERENDERED_ATTRIBUTE = 'data-prerendered'
/** The value of PRERENDERED_ATTRIBUTE for the login screen. */
export const PRERENDERED_LOGIN = 'login'
/** Set on the root (`data-hydrated="true"`) once React has taken the prerendered page over. */
export const HYDRATED_ATTRIBUTE = 'data-hydrated'
/** Counts, on the root, the parts React had to render anew because they differed from the build's (none expected). */
export const HYDRATION_ERRORS_ATTRIBUTE = 'data-hydration-errors'
/** The one path whose first render the prerendered page is. */
export const PRERENDERED_PATH = '/login'

/** What was typed into the prerendered form before the scripts came: read once, just before hydration. */
export interface TypedBeforeStart {
  readonly username: string
  readonly password: string
}

let typed: TypedBeforeStart = { username: '', password: '' }

/** The values of the prerendered form's fields, kept for the login form's first state. */
export const keepTypedBeforeStart = (root: ParentNode): TypedBeforeStart => {
  const value = (name: string): string => {
    const field = root.querySelector(`input[name="${name}"]`)
    return field !== null && 'value' in field && typeof field.value === 'string' ? field.value : ''
  }
  typed = { username: value('username'), password: value('password') }
  return typed
}

/** What the prerendered form held when the scripts came (empty without a prerendered page); taken once. */
export const takeTypedBeforeStart = (): TypedBeforeStart => {
  const taken = typed
  typed = { username: '', password: '' }
  return taken
}

/**
 * `prerendered`: the app renders, while it starts, what the prerendered page shows (the build's render and the
 * hydration that must match it) instead of the "Starting…" indicator. `hydrating`: the first render is under way (the
 * build's, or the hydration of it), which shows the form as the app starts whatever the auth flow has answered since.
 */
export interface PrerenderedStart {
  readonly prerendered: boolean
  readonly hydrating: boolean
}

export const PrerenderedContext = createContext<PrerenderedStart>({ prerendered: false, hydrating: false })

export const usePrerendered = (): PrerenderedStart => useContext(PrerenderedContext)
