import type { ComponentType } from 'react'
import { useLocation } from 'wouter'
import { routeFor } from '../../core/access/route-paths'
import { useAppRuntime, useSessionRuntimeReady } from '../app/app-runtime'
import { FrameProvider, HeaderSlot } from '../app/frame'
import { RouteView } from '../app/route-view'
import type { SessionShellParts } from '../app/signed-in-views'
import { INFRA, SHELL } from '../app/tokens'
import { withoutGuard } from '../app/unsaved-changes'
import { useUseCase } from '../app/use-use-case'
import { AppFrame } from '../design/app-frame'
import { useI18n } from '../i18n/use-i18n'
import { ErrorBoundary } from './error-boundary'
import { GlobalBanners } from './global-banners'
import { HeldNavBarWhileOpening } from './held-nav-bar'
import { ProgressIndicator } from './progress-indicator'
import { ReauthOverlay } from './reauth-overlay'
import { ServiceErrorDialog } from './service-error-dialog'

/** A part of ui/shell/session-shell.tsx, bound with the session runtime as `SHELL.sessionShell`. */
const SessionPart = ({ pick }: { readonly pick: (parts: SessionShellParts) => ComponentType }) => {
  const Part = pick(useUseCase(SHELL.sessionShell))
  return <Part />
}

/**
 * The footer: empty when signed out (SPEC section 2); until the session runtime is loaded, the navigation bar's
 * place while a session left open on this device opens (core `holdsNavigationBar`), else nothing.
 */
const Footer = () => (useSessionRuntimeReady() ? <SessionPart pick={(p) => p.SignedInFooter} /> : <HeldNavBarWhileOpening />)

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
 * router, the global dialogs (Service Error, re-authentication; unsaved changes and the geofence offer with the
 * session runtime, ui/shell/session-shell.tsx) and the progress indicator of SPEC section 2. The server's preferred language applies once signed in.
 */
export const App = () => {
  useAppRuntime()
  const sessionReady = useSessionRuntimeReady()
  return (
    <FrameProvider>
      <ProgressIndicator />
      <Frame />
      <ServiceErrorDialog />
      <ReauthOverlay />
      {sessionReady ? <SessionPart pick={(p) => p.SignedInLanguage} /> : null}
      {sessionReady ? <SessionPart pick={(p) => p.SignedInDialogs} /> : null}
    </FrameProvider>
  )
}
