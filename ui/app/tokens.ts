import type { BindToFluentSyntax, ContainerModuleLoadOptions } from 'inversify'
import type { AuthPort, OfflineCredentialsPort } from '../../core/auth/auth.port'
import type { CheckInPort } from '../../core/check-in/check-in.port'
import type { DevicePosition } from '../../core/check-in/check-in.codec'
import type { GeoError } from '../../core/platform/geolocation.port'
import type * as TE from 'fp-ts/TaskEither'
import type { Profile } from '../../core/access/profile.codec'
import type { CrewPort } from '../../core/crew/crew.port'
import type { HotelPort } from '../../core/hotel/hotel.port'
import type { MyDataPort } from '../../core/my-data/my-data.port'
import type { NewsPort } from '../../core/news/news.port'
import type { RefreshPort } from '../../core/refresh/refresh.port'
import type { RemarksPort } from '../../core/remarks/remark.port'
import type { RolesPort } from '../../core/roles/roles.port'
import type { RosterChangesPort } from '../../core/roster-changes/roster-change.port'
import type { ChangeEffectsPort } from '../../core/roster/change-effects.port'
import type { RosterPort } from '../../core/roster/roster.port'
import type { ServersPort } from '../../core/servers/servers.port'
import type { LogPort } from '../../core/settings/log.port'
import type { loadSignedInLanguage } from '../../core/settings/load-signed-in-language.use-case'
import type { SettingsPort } from '../../core/settings/settings.port'
import type { SummaryPort } from '../../core/summary/summary.port'
import type { AuthRunner } from './auth.runner'
import type { AutoRefreshRunner } from './auto-refresh.runner'
import type { DutiesStore, LoadDutiesUseCase } from './duties.store'
import type { ApplicationLockRunner } from './application-lock.runner'
import type { KeepAliveRunner } from './keep-alive.runner'
import type { SsoBrowser } from '../../core/platform/sso.port'
import type { BrowserPage, LocationSettings } from '../../core/platform/browser-page.port'
import type { ClientLog } from '../../core/platform/client-log.port'
import type { ClockFn } from '../../core/platform/clock.port'
import type { Consent } from '../../core/platform/consent.port'
import type { EncryptedCache } from '../../core/platform/encrypted-cache.port'
import type { CheckInWindowRunner, GeofenceRunner, GeofenceUi } from '../../core/platform/geofence.port'
import type { HttpEvents } from '../../core/platform/http-events.port'
import type { Store } from '../../core/platform/observable'
import type { AppInstall } from '../../core/platform/app-install.port'
import type { Preferences } from '../../core/platform/preferences.port'
import type { ProgressCounter } from '../../core/platform/progress.port'
import type { DeviceRegistration, PushService, PushTapActions, PushTapHandler } from '../../core/platform/push.port'
import type { Scheduler } from '../../core/platform/scheduler.port'
import type { ServerConfigStore } from '../../core/platform/server-config.port'

declare const tokenType: unique symbol

/**
 * An inversify service identifier that remembers the type bound to it. Bind with {@link provide},
 * read with {@link resolve} or `useUseCase(token)`: both check the type at compile time.
 */
export type Token<T> = symbol & { readonly [tokenType]?: T }

/** A new token; `description` shows in inversify's error messages. */
export const token = <T>(description: string): Token<T> => Symbol(description) as Token<T>

/** The type a token stands for. */
export type TokenType<K> = K extends Token<infer T> ? T : never

/** Typed `bind(token)` for a `ContainerModule`: `provide(bind, MY.token).toDynamicValue(...)`. */
export const provide = <T>(bind: ContainerModuleLoadOptions['bind'], id: Token<T>): BindToFluentSyntax<T> => bind<T>(id)

/** Typed `ctx.get(token)` inside `toDynamicValue` (and on a container). */
export const resolve = <T>(context: { get: <A>(id: symbol) => A }, id: Token<T>): T => context.get<T>(id)

/** Every core port, bound by ui/container.ts to its adapter (tests bind fakes). */
export const PORTS = {
  auth: token<AuthPort>('PORTS.auth'),
  /** `GET security/sso`: the single sign-on the server offers. */
  sso: token<import('../../core/auth/sso.port').SsoPort>('PORTS.sso'),
  offlineCredentials: token<OfflineCredentialsPort>('PORTS.offlineCredentials'),
  servers: token<ServersPort>('PORTS.servers'),
  roster: token<RosterPort>('PORTS.roster'),
  checkIn: token<CheckInPort>('PORTS.checkIn'),
  refresh: token<RefreshPort>('PORTS.refresh'),
  hotel: token<HotelPort>('PORTS.hotel'),
  roles: token<RolesPort>('PORTS.roles'),
  crew: token<CrewPort>('PORTS.crew'),
  rosterChanges: token<RosterChangesPort>('PORTS.rosterChanges'),
  changeEffects: token<ChangeEffectsPort>('PORTS.changeEffects'),
  remarks: token<RemarksPort>('PORTS.remarks'),
  news: token<NewsPort>('PORTS.news'),
  summary: token<SummaryPort>('PORTS.summary'),
  myData: token<MyDataPort>('PORTS.myData'),
  settings: token<SettingsPort>('PORTS.settings'),
  /** Settings → Calendar subscription. */
  calendarSubscription: token<import('../../core/roster/calendar-feed/calendar-subscription.port').CalendarSubscriptionPort>('PORTS.calendarSubscription'),
  familyShare: token<import('../../core/roster/family-share/family-share.port').FamilySharePort>('PORTS.familyShare'),
  logbook: token<import('../../core/logbook/logbook.port').LogbookPort>('PORTS.logbook'),
  /** Settings → History. */
  changeHistory: token<import('../../core/history/change-history.port').ChangeHistoryPort>('PORTS.changeHistory'),
  log: token<LogPort>('PORTS.log'),
} as const

/** The browser services around the ports (adapters/README.md "Binding"). */
/** Where a position-checked check-in takes its position; `none` when the check-in sends none. */
export type DevicePositionSource = { readonly _tag: 'none' } | { readonly _tag: 'device'; readonly position: () => TE.TaskEither<GeoError, DevicePosition> }

export const INFRA = {
  /** The airline profile the app runs with (the build's; tests give another). */
  profile: token<Profile>('INFRA.profile'),
  /** The page: reload, SSO redirect, logout frame, focus and activity. */
  browserPage: token<BrowserPage>('INFRA.browserPage'),
  /** Single sign-on in the browser (OIDC client, SAML2 return, tokens in memory). */
  sso: token<SsoBrowser>('INFRA.sso'),
  /** "One Clock": `clock()` is now. */
  clock: token<ClockFn>('INFRA.clock'),
  scheduler: token<Scheduler>('INFRA.scheduler'),
  /** The online flag (SPEC section 4, Connectivity). */
  online: token<Store<boolean>>('INFRA.online'),
  /** The app is in front of the user (page visible; in the wrapper, the app active). */
  appActive: token<Store<boolean>>('INFRA.appActive'),
  /** The communication service's connectivity (SPEC section 2: "a 'no communication-service connection' banner"). */
  communicationOnline: token<Store<boolean>>('INFRA.communicationOnline'),
  /** Requests flagged showProgress (SPEC section 2 progress indicator). */
  progress: token<ProgressCounter>('INFRA.progress'),
  /** `sessionExpired` and `errors` (the 'Service Error' dialog). */
  httpEvents: token<HttpEvents>('INFRA.httpEvents'),
  preferences: token<Preferences>('INFRA.preferences'),
  /** The install offer's adapter, loaded when Settings shows it or a sign-in is counted (not before the login form). */
  appInstall: token<() => Promise<AppInstall>>('INFRA.appInstall'),
  /** Counts a sign-in on this device (the install offer's, adapters/install/sign-in-count.ts). */
  recordSignIn: token<(crmId: import('../../core/shared/brands').CrmId) => void>('INFRA.recordSignIn'),
  serverConfig: token<ServerConfigStore>('INFRA.serverConfig'),
  cache: token<EncryptedCache>('INFRA.cache'),
  /** The offline outbox, kept in the encrypted cache. */
  outboxStore: token<import('../../core/outbox/outbox.port').OutboxStore>('INFRA.outboxStore'),
  consent: token<Consent>('INFRA.consent'),
  log: token<ClientLog>('INFRA.log'),
  geofence: token<GeofenceRunner>('INFRA.geofence'),
  /** The time-window check-in offer, running whether or not a geofence exists. */
  checkInWindow: token<CheckInWindowRunner>('INFRA.checkInWindow'),
  /** A geofence driver exists on this device (the geofence machine's `Start`). */
  geofenceCapability: token<boolean>('INFRA.geofenceCapability'),
  /**
   * The device position a check-in sends when the profile switch `performCheckInWithPosition` is on; `none`
   * otherwise (the spec's check-in, the logical id alone) or where the device has no location.
   */
  devicePosition: token<DevicePositionSource>('INFRA.devicePosition'),
  /** The phone's settings page of the app, where a refused location access is allowed again (`open` only in the wrapper). */
  locationSettings: token<LocationSettings>('INFRA.locationSettings'),
  /** Filled by the shell at start: the Yes/No check-in offer and the navigation to check-in. */
  geofenceUi: token<GeofenceUi>('INFRA.geofenceUi'),
  push: token<PushService>('INFRA.push'),
  deviceRegistration: token<DeviceRegistration>('INFRA.deviceRegistration'),
  pushTaps: token<PushTapHandler>('INFRA.pushTaps'),
  /** Filled by the shell at start: navigation to /news and the news reload. */
  pushTapActions: token<PushTapActions>('INFRA.pushTapActions'),
  /**
   * The session runtime: loads and binds what only a signed-in crew member needs (the signed-in INFRA above:
   * outboxStore, geofence, checkInWindow, geofenceCapability, devicePosition, locationSettings, deviceRegistration,
   * push, pushTaps; the `PORTS` but auth, sso, offlineCredentials, servers and log; and `SHELL` but `auth`, `USE_CASES`).
   * Read those only once it is `ready`.
   */
  sessionRuntime: token<import('./session-runtime').SessionRuntime>('INFRA.sessionRuntime'),
  /** The country of an airport (travel-document warnings): a reference table loaded on first use. */
  airportCountries: token<import('../../core/platform/airport-countries.port').AirportCountries>('INFRA.airportCountries'),
  /** The logbook's sun and airport coordinates (a chunk of their own, fetched when the logbook first opens). */
  logbookSky: token<() => Promise<import('../../core/logbook/sectors.rules').LogbookDeps>>('INFRA.logbookSky'),
  /** The logbook's "I flew" marks on this device, in the encrypted offline cache (a small chunk, fetched on first use). */
  logbookDeviceMarks: token<() => Promise<import('../../core/logbook/logbook.port').LogbookDeviceMarks>>('INFRA.logbookDeviceMarks'),
} as const

/** Use cases shared by several screens (feature-specific ones live in ui/features/<area>/<area>.tokens.ts). */
export const USE_CASES = {
  /** The duty plan of the home screen, also reloaded by auto-refresh and after a roster-change confirmation. */
  loadDuties: token<LoadDutiesUseCase>('USE_CASES.loadDuties'),
  /** The interface language right after sign-in (the server's preferred language). */
  loadSignedInLanguage: token<ReturnType<typeof loadSignedInLanguage>>('USE_CASES.loadSignedInLanguage'),
} as const

/**
 * The running shell services (singletons, bound by `shellModule`): the auth flow, keep-alive,
 * auto-refresh (badges, `AutoRefreshChanged` from settings) and the duty plan store (reload after a
 * roster-change confirmation, read by detail screens).
 */
export const SHELL = {
  auth: token<AuthRunner>('SHELL.auth'),
  keepAlive: token<KeepAliveRunner>('SHELL.keepAlive'),
  /** Locks the app after applicationLockTimeout seconds without activity. */
  applicationLock: token<ApplicationLockRunner>('SHELL.applicationLock'),
  autoRefresh: token<AutoRefreshRunner>('SHELL.autoRefresh'),
  duties: token<DutiesStore>('SHELL.duties'),
  /** The offline outbox and the duty plan's last-synced time. */
  outbox: token<import('./outbox.runner').OutboxRunner>('SHELL.outbox'),
  /** Starts and stops the session services with the auth machine (`connectSessionLifecycle`, loaded with them). */
  sessionLifecycle: token<typeof import('./session-lifecycle').connectSessionLifecycle>('SHELL.sessionLifecycle'),
  /** Instant open: the device's copy of the roster while a reopened session starts (ui/app/device-copy.runner.ts). */
  deviceCopy: token<import('./device-copy.runner').ConnectDeviceCopy>('SHELL.deviceCopy'),
  /** The route decisions of the signed-in table (core `decideSignedIn`, loaded with the session runtime). */
  signedInRoutes: token<typeof import('../../core/access/signed-in-routes.rules').decideSignedIn>('SHELL.signedInRoutes'),
  /** The signed-in screens and the foreign-crmId message (ui/app/signed-in-screens.tsx, loaded with the session runtime). */
  signedInScreens: token<import('./signed-in-views').SignedInViews>('SHELL.signedInScreens'),
  /** The bottom navigation and the signed-in language (ui/shell/session-shell.tsx, loaded with the session runtime). */
  sessionShell: token<import('./signed-in-views').SessionShellParts>('SHELL.sessionShell'),
} as const
