import { useLocation } from 'wouter'
import { routeFor } from '../../core/access/route-paths'
import { bottomNavigation } from '../../core/access/routes.rules'
import { useAppRuntime, useSessionRuntimeReady } from '../app/app-runtime'
import { FrameProvider, HeaderSlot, useIsFooterHidden } from '../app/frame'
import { useNavigationState } from '../app/navigation-state'
import { RouteView, routeStateOf } from '../app/route-view'
import { useSession } from '../app/session.store'
import { INFRA, SHELL } from '../app/tokens'
import { withoutGuard } from '../app/unsaved-changes'
import { useMachineState } from '../app/use-store'
import { useUseCase } from '../app/use-use-case'
import { AppFrame } from '../design/app-frame'
import { useI18n } from '../i18n/use-i18n'
import { useSignedInLanguage } from '../i18n/use-signed-in-language'
import { useProfile } from '../profile/profile-context'
import { BottomNav } from './bottom-nav'
import { ErrorBoundary } from './error-boundary'
import { GeofenceOfferDialog } from './geofence-offer-dialog'
import { GlobalBanners } from './global-banners'
import { ProgressIndicator } from './progress-indicator'
import { ReauthOverlay } from './reauth-overlay'
import { ServiceErrorDialog } from './service-error-dialog'
import { UnsavedChangesDialog } from './unsaved-changes-dialog'

/** The bottom navigation with its badges (auto-refresh, a session runtime service). */
const SignedInFooter = () => {
  const { profile } = useProfile()
  const current = useSession()
  const navigationState = useNavigationState()
  const serverConfig = useUseCase(INFRA.serverConfig)
  const autoRefresh = useMachineState(useUseCase(SHELL.autoRefresh))
  const hidden = useIsFooterHidden()
  if (hidden) return null
  const state = routeStateOf(current, profile.servers.length + serverConfig.load().added.length, navigationState)
  return <BottomNav items={bottomNavigation(state)} badges={autoRefresh.badges} />
}

/** The footer: empty when signed out (SPEC section 2), and until the session runtime is loaded. */
const Footer = () => (useSessionRuntimeReady() ? <SignedInFooter /> : null)

/** The server's preferred language once signed in (a session runtime use case). */
const SignedInLanguage = () => {
  useSignedInLanguage()
  return null
}

const Frame = () => {
  const { LL } = useI18n()
  const [location, navigate] = useLocation()
  const log = useUseCase(INFRA.log)
  return (
    <AppFrame skipLabel={LL.app.skipToContent()} header={<HeaderSlot />} banners={<GlobalBanners />} footer={<Footer />}>
      <ErrorBoundary
        resetKey={location}
        onHome={() => withoutGuard(() => navigate(routeFor.home()))}
        onError={(error) => log.log('ERROR', `screen crashed at ${location}: ${error instanceof Error ? error.message : String(error)}`)}
      >
        <RouteView />
      </ErrorBoundary>
    </AppFrame>
  )
}

/**
 * The whole app inside its providers: the frame (header slot, banners, bottom navigation), the
 * router, and the global dialogs (Service Error, unsaved changes, re-authentication, geofence offer)
 * and the progress indicator of SPEC section 2. The server's preferred language applies once signed in.
 */
export const App = () => {
  useAppRuntime()
  const sessionReady = useSessionRuntimeReady()
  return (
    <FrameProvider>
      <ProgressIndicator />
      <Frame />
      <ServiceErrorDialog />
      <UnsavedChangesDialog />
      <ReauthOverlay />
      <GeofenceOfferDialog />
      {sessionReady ? <SignedInLanguage /> : null}
    </FrameProvider>
  )
}
