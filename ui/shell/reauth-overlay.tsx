import * as O from 'fp-ts/Option'
import type { AuthStatus } from '../../core/auth/auth.state'
import { SHELL } from '../app/tokens'
import { useSession } from '../app/session.store'
import { useMachineState } from '../app/use-store'
import { useUseCase } from '../app/use-use-case'
import { Dialog } from '../design/dialog'
import { useI18n } from '../i18n/use-i18n'
import { LoginForm } from '../features/sign-in/login-form'

const OVERLAY: ReadonlyArray<AuthStatus> = ['SESSION_EXPIRED', 'REAUTHENTICATE', 'REAUTHENTICATING', 'REAUTHENTICATED', 'REAUTHORIZING']
const BUSY: ReadonlyArray<AuthStatus> = ['SESSION_EXPIRED', 'REAUTHENTICATING', 'REAUTHENTICATED', 'REAUTHORIZING']

/**
 * "The login screen also appears as an overlay when the session expires (state reauthenticate)"
 * (SPEC section 2): the signed-in screen stays underneath; the info line says the session expired (or,
 * after applicationLockTimeout seconds without activity, that the app locked); no
 * forgot-password link while re-authenticating. Signing in as another user reloads (rule 5).
 */
export const ReauthOverlay = () => {
  const { LL } = useI18n()
  const auth = useUseCase(SHELL.auth)
  const state = useMachineState(auth)
  const { online } = useSession()
  if (!OVERLAY.includes(state.status)) return null
  return (
    <Dialog open dismissible={false} title={state.locked ? LL.login.lockedTitle() : LL.login.reauthenticateTitle()} onClose={() => undefined}>
      <LoginForm
        reauthenticating
        locked={state.locked}
        showForgotPassword={false}
        busy={BUSY.includes(state.status)}
        offline={!online}
        error={state.status === 'REAUTHENTICATE' ? O.toUndefined(state.error) : undefined}
        onSubmit={auth.login}
        initialUsername={O.match(() => '', (u: { readonly userName: string }) => u.userName)(state.user)}
      />
    </Dialog>
  )
}
