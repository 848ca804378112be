import { CLIENT_BUILD_DATE, CLIENT_VERSION, LANGUAGES, type Language } from '../shared/constants'

/** The settings links (SPEC section 2, Profile / settings), and ours: the change history. */
export type SettingsLink = '/notification-settings' | '/my-data' | '/profile/history' | '/profile/logbook'

/** What the settings screen needs to know. Permissions come from feature access. */
export interface SettingsScreenInput {
  readonly userName: string
  readonly crmId: string
  readonly canViewNotificationSettings: boolean
  readonly canViewMyData: boolean
  /** The profile switch `changeHistory`. */
  readonly canViewChangeHistory: boolean
  /** Settings → Logbook (ours, profile switch `logbook`). */
  readonly canViewLogbook?: boolean
  readonly online: boolean
  readonly languageServiceAvailable: boolean
  /** The user's stored auto-refresh choice, if any. */
  readonly storedAutoRefresh: boolean | undefined
  /** The profile's `autoRefreshByDefault`. */
  readonly profileAutoRefreshDefault: boolean
  /** The customer code of the server's public configuration, once it has answered. */
  readonly serverCustomerCode: string | undefined
  /** The profile's `customerCode` (SPEC section 1, configured defaults: "the customer code is a short code"). */
  readonly profileCustomerCode: string
  /** The build's own facts for the version label (`versionLabel`). */
  readonly build?: BuildFacts
}

/** The settings screen as shown. */
export interface SettingsScreen {
  readonly userName: string
  readonly crmId: string
  readonly links: ReadonlyArray<SettingsLink>
  readonly autoRefresh: boolean
  readonly showLanguageSelector: boolean
  readonly languages: ReadonlyArray<Language>
  readonly logoutDisabled: boolean
  readonly versionLabel: string
  /** The airline's customer code: the server's when it sent a non-blank one, else the profile's default. */
  readonly customerCode: string
}

/** SPEC section 9: "Client version label v2020.2.83 (build 2021-12-22)": the label of a build without build facts. */
export const VERSION_LABEL = `${CLIENT_VERSION} (build ${CLIENT_BUILD_DATE})`

/** What the build knows of itself: the date of the commit it was built from and the commit's short hash. */
export interface BuildFacts {
  readonly date?: string | undefined
  readonly commit?: string | undefined
}

/**
 * The version label of a real build (issue 26: not the fixed "build 2021-12-22"): "v2020.2.83 (build 2026-11-28
 * 1a2b3c4)"; VERSION_LABEL when the build facts are missing (a test, a copy built outside git).
 */
export const versionLabel = (build: BuildFacts): string => {
  const parts = [build.date, build.commit].filter((p): p is string => p !== undefined && p.trim() !== '')
  return parts.length === 0 ? VERSION_LABEL : `${CLIENT_VERSION} (build ${parts.join(' ')})`
}

/**
 * SPEC section 2, Profile / settings: "User name and crew id. Links to /notification-settings and
 * /my-data, each only if permitted. An auto-refresh switch for the duty list. A language selector
 * (English, Français) if the language service is available. A logout button (disabled offline) and a
 * version label." Ours after them: the change history when the profile has it. The switch shows the stored choice, else the profile default (section 4: "auto-refresh
 * is on (default from profile)").
 */
export const settingsScreen = (input: SettingsScreenInput): SettingsScreen => ({
  userName: input.userName,
  crmId: input.crmId,
  links: [
    ...(input.canViewNotificationSettings ? (['/notification-settings'] as const) : []),
    ...(input.canViewMyData ? (['/my-data'] as const) : []),
    ...(input.canViewChangeHistory ? (['/profile/history'] as const) : []),
    ...(input.canViewLogbook === true ? (['/profile/logbook'] as const) : []),
  ],
  autoRefresh: input.storedAutoRefresh ?? input.profileAutoRefreshDefault,
  showLanguageSelector: input.languageServiceAvailable,
  languages: LANGUAGES,
  logoutDisabled: !input.online,
  versionLabel: versionLabel(input.build ?? {}),
  customerCode: customerCodeOf(input.serverCustomerCode, input.profileCustomerCode),
})

/**
 * The customer code shown in the account card (docs/decisions.md): the public configuration's (`GET
 * public/bootstrap/configuration`, "result holds logLevel and customerCode"), trimmed, else the profile's default.
 */
export const customerCodeOf = (server: string | undefined, profileDefault: string): string => {
  const code = server?.trim() ?? ''
  return code === '' ? profileDefault : code
}

// The interface language of the preferred-language code: ui-language.rules.ts (the session reads it at sign-in).
export { uiLanguage } from './ui-language.rules'
