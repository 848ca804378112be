import { proxy } from 'valtio'

/** The settings view state: the stored auto-refresh choice (per crew member) and a logout in progress. */
export interface SettingsViewState {
  /** `autoRefreshEnabled` as stored for the signed-in crew member; undefined: none stored. */
  storedAutoRefresh: boolean | undefined
  /** The crew member `storedAutoRefresh` was read for. */
  readFor: string | undefined
  loggingOut: boolean
}

/** The one settings view state. */
export const settingsState = proxy<SettingsViewState>({ storedAutoRefresh: undefined, readFor: undefined, loggingOut: false })

/** Back to the initial state (logout, tests). */
export const resetSettingsState = (): void => {
  Object.assign(settingsState, { storedAutoRefresh: undefined, readFor: undefined, loggingOut: false })
}

/** The stored choice was read (or written) for `crmId`. */
export const setStoredAutoRefresh = (crmId: string, value: boolean | undefined): void => {
  settingsState.storedAutoRefresh = value
  settingsState.readFor = crmId
}

/** Logout pressed. */
export const setLoggingOut = (loggingOut: boolean): void => {
  settingsState.loggingOut = loggingOut
}
