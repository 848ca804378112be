import { Suspense, useEffect } from 'react'
import { useLocation } from 'wouter'
import type { RouteId } from '../../core/access/route-paths'
import { decideSignedOut, type RouteDecision, type RouteState } from '../../core/access/signed-out-routes.rules'
import { EmptyState } from '../design/empty-state'
import { useI18n } from '../i18n/use-i18n'
import { useProfile } from '../profile/profile-context'
import { useSessionRuntimeReady } from './app-runtime'
import { Loading } from './loading'
import { isStarting } from './starting'
import { useContainer } from './container-context'
import { useNavigationState } from './navigation-state'
import { PRERENDERED_PATH, usePrerendered } from './prerendered-start'
import { ROUTE_TABLE } from './route-table'
import { useSession, type SessionView } from './session.store'
import { INFRA, resolve, SHELL } from './tokens'
import { withoutGuard } from './unsaved-changes'
import { useUseCase } from './use-use-case'

export { isStarting } from './starting'

/** The router state of core `decideRoute`: signed in as the authorized crmId, or signed out with the server count. */
export const routeStateOf = (session: SessionView, serverCount: number, navigationState: unknown): RouteState =>
  (session.authenticated || session.showingCopy) && session.crmId !== undefined
    ? { _tag: 'SignedIn', crmId: session.crmId, access: session.access, navigationState }
    : { _tag: 'SignedOut', serverCount, access: session.access }


/**
 * Core's route decision (SPEC section 2 guards): the signed-out table's here, the signed-in table's from the session
 * runtime (`SHELL.signedInRoutes`), which is bound before any signed-in route is decided (see `starting` below).
 */
const decide = (location: string, state: RouteState, container: ReturnType<typeof useContainer>): RouteDecision =>
  state._tag === 'SignedOut'
    ? decideSignedOut(location, state.serverCount, state.access)
    : resolve(container, SHELL.signedInRoutes)(location, state.crmId, state.access, state.navigationState)

/** Tells auto-refresh which tab opened (its badge clears). Rendered once the session runtime is loaded. */
const TabOpened = ({ route }: { readonly route: RouteId | undefined }) => {
  const autoRefresh = useUseCase(SHELL.autoRefresh)
  useEffect(() => {
    if (route === 'news') autoRefresh.dispatch({ _tag: 'TabOpened', tab: 'news' })
    if (route === 'daily-remarks') autoRefresh.dispatch({ _tag: 'TabOpened', tab: 'dailyRemarks' })
  }, [route, autoRefresh])
  return null
}

const NotAvailable = () => {
  const { LL } = useI18n()
  return <EmptyState title={LL.global.notAvailable.title()} message={LL.global.notAvailable.message()} />
}

/**
 * The router: every path goes through core `decideRoute` (SPEC section 2 guards: signed-out and
 * signed-in tables, feature switches, unknown routes to /, URL-decoded params); a foreign crmId shows a
 * message and no screen;
 * a redirect replaces the history entry, a screen renders lazily with its params and state.
 */
export const RouteView = () => {
  const { LL } = useI18n()
  const { profile } = useProfile()
  const [location, navigate] = useLocation()
  const navigationState = useNavigationState()
  const current = useSession()
  const serverConfig = useUseCase(INFRA.serverConfig)
  const sessionReady = useSessionRuntimeReady()
  // Signed in, the screens read the session runtime's services: they wait for its code (loading since sign-in began).
  // The device's copy on the screen (instant open): the signed-in routes open while the flow still starts.
  const signedInView = current.authenticated || current.showingCopy
  const starting = (isStarting(current.status, current.online, location) && !current.showingCopy) || (signedInView && !sessionReady)
  const serverCount = profile.servers.length + serverConfig.load().added.length
  const container = useContainer()
  // The prerendered login page (issue 27, decision 3): while the app starts on /login, it shows the login screen the
  // build wrote into index.html (the hydration's render must be that one), not the "Starting…" indicator.
  const prerendered = usePrerendered().prerendered && location === PRERENDERED_PATH && !signedInView
  const decision: RouteDecision | undefined =
    starting && !prerendered ? undefined : decide(location, starting ? { _tag: 'SignedOut', serverCount, access: current.access } : routeStateOf(current, serverCount, navigationState), container)
  const redirectTo = decision?._tag === 'Redirect' ? decision.to : undefined
  const route = decision?._tag === 'Render' ? decision.route : undefined
  useEffect(() => {
    if (redirectTo !== undefined) withoutGuard(() => navigate(redirectTo, { replace: true }))
  }, [redirectTo, navigate])
  const tabOpened = sessionReady ? <TabOpened route={route} /> : null
  if (decision === undefined) return <Loading label={LL.global.starting()} />
  if (decision._tag === 'Redirect') return null
  // A signed-in decision (a refusal, a signed-in screen) is made only once the session runtime is bound.
  const signedIn = signedInView && current.crmId !== undefined ? resolve(container, SHELL.signedInScreens) : undefined
  if (decision._tag === 'Refuse') return signedIn === undefined ? null : <signedIn.ForeignCrmId />
  const Screen = (signedIn?.screens ?? ROUTE_TABLE)[decision.route]
  if (Screen === undefined) return <NotAvailable />
  return (
    <>
      {tabOpened}
      <Suspense fallback={<Loading />}>
        <Screen key={location} params={decision.params} {...(decision.state === undefined ? {} : { state: decision.state })} />
      </Suspense>
    </>
  )
}
