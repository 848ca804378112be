import type * as E from 'fp-ts/Either'
import type * as O from 'fp-ts/Option'
import type * as T from 'fp-ts/Task'
import type * as TE from 'fp-ts/TaskEither'
import type * as t from 'io-ts'
import type { Temporal } from 'temporal-polyfill'
import type { CheckInWindowEvent, CheckInWindowState } from '../../core/check-in/check-in-window.machine'
import type { GeofenceState } from '../../core/check-in/geofence.machine'
import type { GeofenceEvent } from '../../core/check-in/geofence.messages'
import type { RequestInfo, TransportError } from '../../core/errors/app-error'
import type { UserMessage } from '../../core/errors/catalogue.rules'
import type { ServerEntry } from '../../core/access/profile.codec'
import type { PushTokenAction } from '../../core/settings/push-token.rules'
import type { CrmId } from '../../core/shared/brands'
import type { StorageKey } from '../../core/shared/constants'
import type { LogLevel } from '../../core/shared/log-level.codec'

/*
 * The shapes of the browser services the UI reaches through INFRA tokens. They mirror the adapters'
 * interfaces structurally (only ui/container.ts may import adapters/, scripts/check-deps.mjs), so the
 * container's binding of an adapter to one of these tokens is type-checked there.
 */

/** Stops listening; calling it twice is harmless. */
export type Unsubscribe = () => void
/** Cancels a scheduled callback. */
export type Cancel = () => void

/** "One Clock port": the current instant. */
export type ClockFn = () => Temporal.Instant

/** Timers behind an interface (machines' effects run on it; tests advance a fake). */
export interface SchedulerService {
  readonly setTimeout: (delayMs: number, callback: () => void) => Cancel
  readonly setInterval: (intervalMs: number, callback: () => void) => Cancel
}

/** A tiny observable value (online flag). */
export interface ValueStore<A> {
  readonly get: () => A
  readonly set: (value: A) => void
  readonly subscribe: (listener: (value: A) => void) => Unsubscribe
}

/** An event stream without a current value. */
export interface EventStream<A> {
  readonly emit: (event: A) => void
  readonly subscribe: (listener: (event: A) => void) => Unsubscribe
}

/** Running requests: `count()` those flagged `showProgress`, `pending()` all (core `progressVisible` decides). */
export interface ProgressService {
  readonly count: () => number
  readonly pending: () => number
  readonly begin: (flagged?: boolean) => () => void
  readonly subscribe: (listener: (count: number) => void) => Unsubscribe
}

/** A call met the session-expiry rule (SPEC section 4, rule 6). */
export interface SessionExpiredNotice {
  readonly request: RequestInfo
  readonly status: number
}

/** A failure for the 'Service Error' dialog (SPEC section 8), with its user message. */
export interface ErrorDialogNotice {
  readonly error: TransportError
  readonly message: UserMessage
}

/** The HTTP adapter's events: session expiry (auth machine) and error dialogs. */
export interface HttpEventsService {
  readonly sessionExpired: EventStream<SessionExpiredNotice>
  readonly errors: EventStream<ErrorDialogNotice>
}

/** Device keys of the preferences (SPEC section 9 keys needed before sign-in, plus the device uuid). */
export type DeviceKey = 'serverConfig' | 'alreadyLoggedIn' | 'onlineAuthorized' | 'lastHandledPushMessageId' | 'language' | 'deviceUuid'

/** Per-crew-member preference keys: every core STORAGE_KEYS name that is not a device key. */
export type UserKey = Exclude<StorageKey, DeviceKey>

/** One scope of preferences; values are the JSON of their codec, decoded on read. */
export interface PreferenceScopeService<K extends string> {
  readonly read: <A>(key: K, codec: t.Decoder<unknown, A>) => O.Option<A>
  readonly write: <A, Out>(key: K, codec: t.Encoder<A, Out>, value: A) => E.Either<unknown, void>
  readonly remove: (key: K) => void
}

/** "User preferences are kept per crmId in local storage" (SPEC section 3) and device values. */
export interface PreferencesService {
  /** The user keys are core STORAGE_KEYS names other than the device ones. */
  readonly forUser: (crmId: CrmId) => PreferenceScopeService<UserKey>
  readonly device: PreferenceScopeService<DeviceKey>
}

/** The stored server configuration: the chosen server and the servers the user added. */
export interface StoredServerConfig {
  readonly added: ReadonlyArray<ServerEntry>
  readonly selected?: ServerEntry
}

/** The server choice of the server-selection screen, kept on the device. */
export interface ServerConfigService {
  readonly load: () => StoredServerConfig
  readonly selected: () => O.Option<ServerEntry>
  readonly select: (entry: ServerEntry) => E.Either<unknown, void>
  readonly add: (entry: ServerEntry) => E.Either<unknown, void>
  readonly clearSelection: () => E.Either<unknown, void>
}

/** The encrypted offline cache (locked until a proven password unlocks it). */
export interface EncryptedCacheService {
  readonly unlock: (secret: string) => TE.TaskEither<unknown, void>
  readonly lock: () => void
  readonly isUnlocked: () => boolean
  /** The JSON stored under `key`; none when absent or expired. Fails while locked. */
  readonly get: (key: string) => TE.TaskEither<unknown, O.Option<unknown>>
  readonly put: (key: string, value: unknown) => TE.TaskEither<unknown, void>
}

/** The cookie banner's consent ("Accepting sets the consent cookie, default expiry 1 year"). */
export interface ConsentService {
  readonly hasConsent: () => boolean
  readonly accept: () => void
}

/** The buffered client log (SPEC section 7 "client log flush"). */
export interface ClientLogService {
  readonly log: (level: Exclude<LogLevel, 'OFF'>, message: string) => void
  readonly setLevel: (level: LogLevel) => void
  readonly flush: () => T.Task<void>
}

/** The geofence machine of core/check-in, running. */
export interface GeofenceRunnerService {
  readonly dispatch: (event: GeofenceEvent) => void
  readonly state: () => GeofenceState
  readonly subscribe: (listener: (state: GeofenceState) => void) => Unsubscribe
}

/** The time-window check-in machine of core/check-in, running (independent of the geofence). */
export interface CheckInWindowService {
  readonly dispatch: (event: CheckInWindowEvent) => void
  readonly state: () => CheckInWindowState
}

/** The answer a geofence offer waits for (Yes/No dialog), set by the shell at start. */
export interface GeofenceUiBridge {
  offerCheckIn: (offer: { readonly logicalId: string; readonly airport: string }) => Promise<boolean>
  navigateToCheckIn: (target: { readonly logicalId: string; readonly airport: string }) => void
}

/** Web Push: this device's token, subscribing, the service worker's messages. */
export interface PushServiceLike {
  readonly currentToken: () => T.Task<O.Option<string>>
  readonly subscribe: () => TE.TaskEither<unknown, string>
  readonly unsubscribe: () => T.Task<void>
}

/** This device's registration record (SPEC section 7, domain IADP). */
export interface DeviceRegistrationService {
  readonly uuid: () => string
  readonly sync: (options: { readonly subscribe: boolean }) => TE.TaskEither<{ readonly _tag: string }, PushTokenAction>
  readonly unregister: () => TE.TaskEither<{ readonly _tag: string }, void>
  readonly resetBadge: () => TE.TaskEither<{ readonly _tag: string }, void>
}

/** Feeds the core push-tap machine. */
export interface PushTapService {
  readonly tapped: (messageId: string) => void
  readonly authenticationChanged: (authenticated: boolean) => void
  /** Pushes arriving while the app is open. */
  readonly onReceived: (listener: (messageId: string) => void) => Unsubscribe
}

/** Navigation and news reload the push-tap handler calls, set by the shell at start. */
/** The app's page in the phone's settings: present only where the app can open it (the mobile wrapper). */
export interface LocationSettingsService {
  readonly open?: () => void
}

export interface PushTapBridge {
  /** Opens the screen a tapped push names (core `pushTapTarget`: the news, the daily remarks, a roster change). */
  navigate: (path: string) => void
  loadNews: () => void
}

/**
 * The page the app runs in: reload, the SSO redirect and logout frame, the URL hash at start, focus and
 * user activity (keep-alive), and whether it is a browser or the hybrid wrapper (SPEC section 4, rule 8).
 */
export interface PageService {
  readonly inBrowser: boolean
  readonly urlHash: () => string
  readonly reload: (clearUrlHash: boolean) => void
  /** Leaves the app for the identity provider's login page. */
  readonly redirect: (url: string) => void
  /** Loads `url` in a hidden frame; resolves when loaded or given up. */
  readonly openLogoutFrame: (url: string) => Promise<void>
  readonly onFocus: (listener: () => void) => Unsubscribe
  /** Click, keypress and tap anywhere on the page (SPEC section 4, Session keep-alive). */
  readonly onActivity: (listener: (kind: 'click' | 'keypress' | 'tap') => void) => Unsubscribe
  /** Whether the browser itself reports a network (navigator.onLine). */
  readonly browserOnline: () => boolean
}

/**
 * The browser side of single sign-on (adapters/sso): the SSO chosen in this tab, the OpenID provider's or
 * SAML2 service provider's return read at start, the redirect to the identity provider, its logout, and the
 * OIDC access token held in memory for `Authorization: Bearer`.
 */
export interface SsoService {
  readonly chosen: () => import('fp-ts/Option').Option<import('../../core/auth/auth.state').SsoChoice>
  readonly completeReturn: (matchUrl?: string) => Promise<import('fp-ts/Option').Option<import('../../core/auth/sso-return.rules').SsoOutcome>>
  readonly startLogin: (
    choice: import('../../core/auth/auth.state').SsoChoice,
    options: { readonly backUrl?: string | undefined; readonly loginShowTimeout?: number | undefined },
  ) => Promise<void>
  readonly endSession: (protocol: import('../../core/auth/sso-return.rules').SsoProtocol) => Promise<void>
  readonly bearerToken: () => string | undefined
}
