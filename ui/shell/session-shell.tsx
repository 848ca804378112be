import { lazy, Suspense, type ComponentType, type ReactNode } from 'react'
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
  (Part: ComponentType): ComponentType =>
  () => (
    <Suspense fallback={null}>
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
  return <BottomNav items={bottomNavigation(state)} badges={autoRefresh.badges} />
}

/** The server's preferred language once signed in. */
export const SignedInLanguage = () => {
  useSignedInLanguage()
  return null
}

/** The parts ui/shell/app.tsx shows once the session runtime is bound. */
export const SESSION_SHELL_PARTS: SessionShellParts = { SignedInFooter: styledAndLabelled(SignedInFooter), SignedInLanguage: styledAndLabelled(SignedInLanguage) }
