import { lazy, Suspense, useEffect, useState, type ComponentType, type ReactNode } from 'react'
import { useSnapshot } from 'valtio'
import { useLocation } from 'wouter'
import { routeFor } from '../../core/access/route-paths'
import { geofenceOffer, offerCheckIn } from '../app/geofence-offer.store'
import { session } from '../app/session.store'
import { unsavedChanges } from '../app/unsaved-changes'
import { bottomNavigation } from '../../core/access/signed-in-routes.rules'
import { useIsFooterHidden } from '../app/frame'
import { useNavigationState } from '../app/navigation-state'
import { loadSignedInStyles } from '../app/signed-in-styles'
import { routeStateOf } from '../app/route-view'
import { useSession } from '../app/session.store'
import type { SessionShellParts } from '../app/signed-in-views'
import { INFRA, SHELL } from '../app/tokens'
import { useMachineState } from '../app/use-store'
import { useUseCase } from '../app/use-use-case'
import { loadHomeDictionary } from '../i18n/load-language'
import { useSignedInLanguage } from '../i18n/use-signed-in-language'
import { useProfile } from '../profile/profile-context'
import { BottomNav } from './bottom-nav'
import { HeldNavBarWhileOpening } from './held-nav-bar'

/**
 * The shell's parts that only a signed-in crew member sees or runs, bound with the session runtime
 * (`SHELL.sessionShell`, ui/app/session.module.ts) and shown by ui/shell/app.tsx once it is (they read its services):
 * a signed-out visitor never downloads them.
 */

/**
 * Each part shows once the signed-in stylesheet and the home part of the dictionary (the bottom navigation's labels)
 * have loaded too. Should a load fail, the part shows nothing rather than taking the app down (it sits outside the
 * screen's error boundary). Here rather than in ui/shell/app.tsx: the stylesheet's loader (ui/app/signed-in-styles.ts)
 * then comes with the session runtime, not before the login form.
 */
type Wrapper = ComponentType<{ readonly children: ReactNode }>
const Pass: Wrapper = ({ children }) => <>{children}</>
const Hide: Wrapper = () => null
const StylesAndLabels = lazy(
  (): Promise<{ default: Wrapper }> => Promise.all([loadSignedInStyles(), loadHomeDictionary()]).then(() => ({ default: Pass }), () => ({ default: Hide })),
)
const styledAndLabelled =
  (Part: ComponentType, Waiting?: ComponentType): ComponentType =>
  () => (
    <Suspense fallback={Waiting === undefined ? null : <Waiting />}>
      <StylesAndLabels>
        <Part />
      </StylesAndLabels>
    </Suspense>
  )

/** The bottom navigation with its badges (auto-refresh). */
export const SignedInFooter = () => {
  const { profile } = useProfile()
  const current = useSession()
  const navigationState = useNavigationState()
  const serverConfig = useUseCase(INFRA.serverConfig)
  const autoRefresh = useMachineState(useUseCase(SHELL.autoRefresh))
  const hidden = useIsFooterHidden()
  if (hidden) return null
  const state = routeStateOf(current, profile.servers.length + serverConfig.load().added.length, navigationState)
  const items = bottomNavigation(state)
  if (items.length === 0) return <HeldNavBarWhileOpening />
  return <BottomNav items={items} badges={autoRefresh.badges} />
}

/** The server's preferred language once signed in. */
export const SignedInLanguage = () => {
  useSignedInLanguage()
  return null
}

/**
 * The dialogs of signed-in screens (SPEC section 2's unsaved-changes question, the check-in offer): with the session
 * runtime rather than before the login form, which never shows them.
 */
const UnsavedChangesDialog = lazy(async () => ({ default: (await import('./unsaved-changes-dialog')).UnsavedChangesDialog }))
const GeofenceOfferDialog = lazy(async () => ({ default: (await import('./geofence-offer-dialog')).GeofenceOfferDialog }))

/** Becomes true the first time `open` is, and stays: a dialog fetched once stays mounted (its close is its own). */
const useOpenedOnce = (open: boolean): boolean => {
  const [opened, setOpened] = useState(open)
  if (open && !opened) setOpened(true)
  return opened
}

export const SignedInDialogs = () => {
  const bridge = useUseCase(INFRA.geofenceUi)
  const [, navigate] = useLocation()
  // The geofence runner's UI bridge: its offers go to the offer store, its check-ins to /check-in/{crmId}/{logicalId}.
  useEffect(() => {
    bridge.offerCheckIn = offerCheckIn
    bridge.navigateToCheckIn = ({ logicalId }) => {
      if (session.crmId !== undefined) navigate(routeFor.checkIn(session.crmId, logicalId))
    }
  }, [bridge, navigate])
  const leaving = useOpenedOnce(useSnapshot(unsavedChanges, { sync: true }).pending !== undefined)
  const offering = useOpenedOnce(useSnapshot(geofenceOffer).pending !== undefined)
  return (
    <Suspense fallback={null}>
      {leaving ? <UnsavedChangesDialog /> : null}
      {offering ? <GeofenceOfferDialog /> : null}
    </Suspense>
  )
}

/** The parts ui/shell/app.tsx shows once the session runtime is bound. */
export const SESSION_SHELL_PARTS: SessionShellParts = {
  // While its styles and labels load, the navigation bar's place stays held (a session left open on this device opening).
  SignedInFooter: styledAndLabelled(SignedInFooter, HeldNavBarWhileOpening),
  SignedInLanguage: styledAndLabelled(SignedInLanguage),
  SignedInDialogs: styledAndLabelled(SignedInDialogs),
}
