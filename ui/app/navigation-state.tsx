import { createContext, useContext, type ReactNode } from 'react'

const NavigationStateContext = createContext<() => unknown>(() => (typeof history === 'undefined' ? undefined : history.state))

/**
 * Where the router reads the history state of the current entry (`{ event }` for /event, the period
 * for /notifications): `history.state` in the browser, the memory location's state in tests.
 */
export const NavigationStateProvider = ({ read, children }: { readonly read: () => unknown; readonly children: ReactNode }) => (
  <NavigationStateContext.Provider value={read}>{children}</NavigationStateContext.Provider>
)

/** The navigation state of the current history entry (null/undefined when none). */
export const useNavigationState = (): unknown => useContext(NavigationStateContext)()
