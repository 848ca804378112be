import { logoutMethodOf } from '../../core/auth/logout-method.rules'
import * as E from 'fp-ts/Either'
import { pipe } from 'fp-ts/function'
import * as O from 'fp-ts/Option'
import * as TE from 'fp-ts/TaskEither'
import * as t from 'io-ts'
import { authError, fromTransportError, type AuthError } from '../../core/auth/auth-error'
import type { AuthPort, OfflineCredentialsPort } from '../../core/auth/auth.port'
import { reduceAuth } from '../../core/auth/auth.machine'
import { initialAuthState, type AuthEffect, type AuthEvent, type AuthState, type SsoChoice } from '../../core/auth/auth.state'
import { authenticate } from '../../core/auth/authenticate.use-case'
import { authorize } from '../../core/auth/authorize.use-case'
import { prepareCredentials, type LoginFormValues } from '../../core/auth/login-form.rules'
import { loadSecurityConfig } from '../../core/auth/load-security-config.use-case'
import { logout } from '../../core/auth/logout.use-case'
import { DEFAULT_SECURITY_CONFIG } from '../../core/auth/security-config.codec'
import { AuthUser } from '../../core/auth/user.codec'
import type { Profile } from '../../core/access/profile.codec'
import type { ServerEntry } from '../../core/access/profile.codec'
import { runMachine, type MachineRunner } from './machine-runner'
import { notePublicConfiguration } from './public-configuration.store'
import type { BrowserPage } from '../../core/platform/browser-page.port'
import type { ClientLog } from '../../core/platform/client-log.port'
import type { EncryptedCache } from '../../core/platform/encrypted-cache.port'
import type { Store } from '../../core/platform/observable'
import type { Preferences } from '../../core/platform/preferences.port'
import type { SsoBrowser } from '../../core/platform/sso.port'

/** The cache entry holding the last user authorized online (for the offline cache login). */
export const AUTHORIZED_USER_CACHE_KEY = 'auth:authorizedUser'

/** What the auth flow needs. */
export interface AuthRunnerDeps {
  readonly auth: AuthPort
  readonly offline: OfflineCredentialsPort
  readonly preferences: Preferences
  readonly cache: EncryptedCache
  readonly profile: Profile
  readonly page: BrowserPage
  readonly log: ClientLog
  readonly online: Store<boolean>
  /** Single sign-on in the browser: the chosen SSO, its return, the redirect and logout, the bearer token. */
  readonly sso: SsoBrowser
  /** The selected server entry (its backUrl, matchUrl, loginShowTimeout, responseCheckInterval drive the SSO redirect). */
  readonly serverEntry: () => ServerEntry | undefined
}

/** The core auth machine, running, with the intents of the login screens. */
export interface AuthRunner extends MachineRunner<AuthState, AuthEvent> {
  /** INIT → loads the security configuration (SPEC section 4, rule 1). Later calls do nothing. */
  readonly start: () => void
  /** The login form's submit: "Username and password are trimmed before sending". */
  readonly login: (values: LoginFormValues) => void
  /** The login screen's "sign in with SSO" (OIDC or SAML2 offered by the server). */
  readonly loginWithSso: (sso: SsoChoice) => void
  /** Logout (rule 7); `suppressReload` keeps the page (tests, identity switches). */
  readonly logout: (suppressReload?: boolean) => void
}

const run = <A>(task: TE.TaskEither<AuthError, A>, onRight: (a: A) => AuthEvent, onLeft: (e: AuthError) => AuthEvent, dispatch: (e: AuthEvent) => void): void => {
  void task().then((result) => dispatch(pipe(result, E.match(onLeft, onRight))))
}

/**
 * Runs `reduceAuth` and carries out its effects: the security calls (config, prevalidate,
 * authenticate online or from the offline cache, authorize, logout), the SSO redirect and logout
 * frame, the page reload, and the stored `onlineAuthorized` / `alreadyLoggedIn` flags (rule 11, rule 9).
 * Offline, authorization answers the user last authorized online from the encrypted cache, which the
 * offline login has just unlocked.
 */
export const createAuthRunner = (deps: AuthRunnerDeps): AuthRunner => {
  const alreadyLoggedIn = O.getOrElse(() => false)(deps.preferences.device.read('alreadyLoggedIn', t.boolean))
  const initial = initialAuthState({
    online: deps.online.get(),
    inBrowser: deps.page.inBrowser,
    urlHash: deps.page.urlHash(),
    alreadyLoggedIn,
    defaultConfig: O.some(DEFAULT_SECURITY_CONFIG),
    sso: deps.sso.chosen(),
  })

  const cachedUser = (): TE.TaskEither<AuthError, AuthUser> => pipe(
    deps.cache.get(AUTHORIZED_USER_CACHE_KEY),
    TE.mapLeft(() => authError('AuthorizationFailed')),
    TE.chain((found) =>
      pipe(
        found,
        O.chain((u) => O.fromEither(AuthUser.decode(u))),
        TE.fromOption(() => authError('AuthorizationFailed')),
      ),
    ),
  )
  const authorizeOnline = (): TE.TaskEither<AuthError, AuthUser> => pipe(
    authorize({ auth: deps.auth })(),
    TE.chainFirst((user) =>
      pipe(
        deps.cache.put(AUTHORIZED_USER_CACHE_KEY, AuthUser.encode(user)),
        TE.orElse(() => TE.right<AuthError, void>(undefined)),
      ),
    ),
  )

  const prevalidation = (): TE.TaskEither<AuthError, unknown> => pipe(deps.auth.prevalidate(), TE.mapLeft(fromTransportError('AuthenticationFailed')))
  /**
   * The prevalidation asked beside the security configuration (online): `GET security/authentication/validate`
   * carries nothing personal and needs nothing from the configuration, so its answer is on its way while the
   * configuration loads. The machine's order stays rule 2's: the answer is read only by PREVALIDATE, once a
   * configuration is in use (and never if the flow went elsewhere, the silent logout of rule 8 say).
   */
  let validationAhead: Promise<E.Either<AuthError, unknown>> | undefined

  const runEffect = (effect: AuthEffect, dispatch: (event: AuthEvent) => void): void => {
    switch (effect.type) {
      case 'LOAD_SECURITY_CONFIG':
        void deps.auth.loadPublicConfiguration()().then(
          E.map((c) => {
            deps.log.setLevel(c.logLevel)
            notePublicConfiguration(c)
          }),
        )
        if (deps.online.get()) validationAhead = prevalidation()()
        return run(loadSecurityConfig({ auth: deps.auth, defaultConfig: O.none })(), (loaded) => ({ type: 'CONFIG_LOADED', config: loaded.config }), (error) => ({ type: 'CONFIG_LOAD_FAILED', error }), dispatch)
      case 'PREVALIDATE': {
        dispatch({ type: 'PREVALIDATION_STARTED' })
        const ahead = validationAhead
        validationAhead = undefined
        return run(ahead === undefined ? prevalidation() : () => ahead, () => ({ type: 'PREVALIDATE_SUCCEEDED' }), () => ({ type: 'PREVALIDATE_FAILED' }), dispatch)
      }
      case 'START_SAML2_LOGIN':
        return dispatch({ type: 'SAML2_LOGIN_STARTED' })
      case 'REDIRECT_TO_SSO': {
        const protocol = effect.protocol
        if (protocol === undefined) return deps.page.redirect(effect.authUrl)
        const choice = O.getOrElse(() => ({ protocol, authUrl: effect.authUrl }))(machine.state().sso)
        return redirectToSso(choice, dispatch)
      }
      case 'END_SSO_SESSION':
        void deps.sso.endSession(effect.protocol)
        return
      case 'AUTHENTICATE': {
        const use = authenticate({ auth: deps.auth, offline: deps.offline, upperCaseUsername: deps.profile.display.upperCaseUsername })
        return run(use({ username: effect.username, password: effect.password, online: effect.online }), () => ({ type: 'AUTHENTICATION_SUCCEEDED' }), (error) => ({ type: 'AUTHENTICATION_FAILED', error }), dispatch)
      }
      case 'AUTHORIZE':
        dispatch({ type: 'AUTHORIZATION_STARTED' })
        return run(deps.online.get() ? authorizeOnline() : cachedUser(), (user) => ({ type: 'AUTHORIZATION_SUCCEEDED', user }), (error) => ({ type: 'AUTHORIZATION_FAILED', error }), dispatch)
      case 'START_REAUTHENTICATION':
        return dispatch({ type: 'REAUTHENTICATION_STARTED' })
      case 'OPEN_LOGOUT_FRAME':
        void deps.page.openLogoutFrame(effect.url).then(() => dispatch({ type: 'LOGOUT_FRAME_LOADED' }))
        return
      case 'CALL_LOGOUT':
        void logout({ auth: deps.auth })(logoutMethodOf(machine.state().config))().then(() => dispatch({ type: 'LOGOUT_FINISHED' }))
        return
      case 'CLEAR_STORED_COOKIE':
        // The session cookie is HttpOnly (the server clears it on logout); the offline cache is locked.
        deps.cache.lock()
        return
      case 'RELOAD_PAGE':
        // A reload on the start page is SPEC section 4 rule 5's user change: the keys kept for the previous user's
        // session go first. Every reload waits until the kept keys a lock deleted are gone (logout, user change).
        if (effect.atStart === true) deps.cache.lock()
        void deps.cache.forgotten().then(() => deps.page.reload(effect.clearUrlHash, effect.atStart === true))
        return
      case 'SET_ONLINE_AUTHORIZED':
        deps.preferences.device.write('onlineAuthorized', t.boolean, effect.value)
        return
      case 'SET_ALREADY_LOGGED_IN':
        deps.preferences.device.write('alreadyLoggedIn', t.boolean, true)
        return
      case 'WARN':
        return deps.log.log('WARNING', `auth: ${effect.error.messageKey}`)
    }
  }

  /** Leaves for the identity provider (ui/app/sso-redirect.ts, fetched now); unreachable if its code is not. */
  const redirectToSso = (choice: SsoChoice, dispatch: (event: AuthEvent) => void): void => {
    // Where the sign-on started, read now: by the time its code is in, the router may have moved (a deep link).
    const from = { path: deps.page.path(), entry: deps.serverEntry(), startedAtMs: Date.now() }
    void import('./sso-redirect').then(
      (m) => m.redirectToSso(deps, () => machine.state().status, from, choice, dispatch),
      () => {
        deps.log.log('WARNING', 'auth: the single sign-on code did not load')
        dispatch({ type: 'SAML2_LOGIN_FAILED', error: authError('Saml2IdpUnreachable') })
      },
    )
  }

  const machine = runMachine(initial, reduceAuth, runEffect)
  deps.online.subscribe((online) => machine.dispatch({ type: 'CONNECTIVITY_CHANGED', online }))
  let started = false
  return {
    ...machine,
    start: () => {
      // Once: ui/start-app.tsx starts the flow before the first render, the app runtime again once mounted.
      if (started) return
      started = true
      // An identity provider's answer in the URL (OIDC code, SAML2 #saml2=...) is read before the flow starts.
      void deps.sso
        .completeReturn(deps.serverEntry()?.matchUrl)
        .catch(() => O.none)
        .then((outcome) => {
          if (O.isSome(outcome)) machine.dispatch({ type: 'SSO_RETURN_READ', outcome: outcome.value })
          machine.dispatch({ type: 'START' })
        })
    },
    /** The login screen's "sign in with SSO". */
    loginWithSso: (sso) => machine.dispatch({ type: 'SSO_LOGIN_REQUESTED', sso }),
    login: (values) => {
      const credentials = prepareCredentials(values, deps.profile.display.upperCaseUsername)
      machine.dispatch({ type: 'AUTHENTICATE', username: credentials.username, password: credentials.password })
    },
    logout: (suppressReload = false) => machine.dispatch({ type: 'LOGOUT', suppressReload }),
  }
}
