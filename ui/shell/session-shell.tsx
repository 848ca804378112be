import { bottomNavigation } from '../../core/access/signed-in-routes.rules'
import { useIsFooterHidden } from '../app/frame'
import { useNavigationState } from '../app/navigation-state'
import { routeStateOf } from '../app/route-view'
import { useSession } from '../app/session.store'
import type { SessionShellParts } from '../app/signed-in-views'
import { INFRA, SHELL } from '../app/tokens'
import { useMachineState } from '../app/use-store'
import { useUseCase } from '../app/use-use-case'
import { useSignedInLanguage } from '../i18n/use-signed-in-language'
import { useProfile } from '../profile/profile-context'
import { BottomNav } from './bottom-nav'

/**
 * The shell's parts that only a signed-in crew member sees or runs, bound with the session runtime
 * (`SHELL.sessionShell`, ui/app/session.module.ts) and shown by ui/shell/app.tsx once it is (they read its services):
 * a signed-out visitor never downloads them.
 */

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
export const SESSION_SHELL_PARTS: SessionShellParts = { SignedInFooter, SignedInLanguage }
