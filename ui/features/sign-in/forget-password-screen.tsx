import * as E from 'fp-ts/Either'
import { useState, type FormEvent } from 'react'
import { Link, useLocation } from 'wouter'
import { isResetPasswordEnabled } from '../../../core/auth/login-form.rules'
import { resetPassword, type ResetPasswordError } from '../../../core/auth/reset-password.use-case'
import { routeFor } from '../../../core/access/route-paths'
import { css } from '../../../styled-system/css'
import { ScreenHeader } from '../../app/frame'
import type { ScreenProps } from '../../app/screen-props'
import { useSession } from '../../app/session.store'
import { PORTS } from '../../app/tokens'
import { useUseCase } from '../../app/use-use-case'
import { Button } from '../../design/button'
import { TextField } from '../../design/text-field'
import { translateMessage } from '../../i18n/translate-message'
import { useI18n } from '../../i18n/use-i18n'
import { AuthCard } from './auth-card'
import { signInState } from './login.state'

const form = css({ display: 'flex', flexDirection: 'column', gap: '4' })
const intro = css({ color: 'fg.muted', fontSize: 'sm' })
const error = css({ fontSize: 'sm', color: 'danger.fg', bg: 'danger.subtle', borderRadius: 'md', px: '3', py: '2' })
const back = css({ alignSelf: 'center', color: 'brand.fg', fontSize: 'sm', textDecoration: 'underline' })

/**
 * /forget-password (SPEC section 2): "a username field and a resend-password button (disabled when
 * empty). After sending it returns to /." Available only with the password-reset feature (the route
 * guard of core `decideRoute`).
 */
export const ForgetPasswordScreen = (_props: ScreenProps) => {
  const { LL } = useI18n()
  const auth = useUseCase(PORTS.auth)
  const { access } = useSession()
  const [, navigate] = useLocation()
  const [username, setUsername] = useState('')
  const [sending, setSending] = useState(false)
  const [failure, setFailure] = useState<ResetPasswordError | undefined>(undefined)
  const enabled = isResetPasswordEnabled(username) && !sending
  const submit = async (event: FormEvent) => {
    event.preventDefault()
    if (!enabled) return
    setSending(true)
    setFailure(undefined)
    const result = await resetPassword({ auth, passwordResetEnabled: access.canResetPassword() })(username)()
    setSending(false)
    if (E.isLeft(result)) return setFailure(result.left)
    signInState.resetSent = true
    navigate(routeFor.serverSelection())
  }
  return (
    <>
      <ScreenHeader title={LL.forgetPassword.title()} />
      <AuthCard title={LL.forgetPassword.title()} labelledBy="forget-password-title">
        <form className={form} onSubmit={(e) => void submit(e)} noValidate>
          <p className={intro}>{LL.forgetPassword.intro()}</p>
          {failure === undefined || failure._tag === 'UsernameRequired' ? null : (
            <p role="alert" className={error}>
              {translateMessage(LL, failure.messageKey)}
            </p>
          )}
          <TextField label={LL.forgetPassword.username()} autoComplete="username" value={username} onChange={(e) => setUsername(e.target.value)} />
          <Button type="submit" fullWidth disabled={!enabled} loading={sending} loadingLabel={LL.forgetPassword.sending()}>
            {LL.forgetPassword.resend()}
          </Button>
          <Link href={routeFor.login()} className={back}>
            {LL.forgetPassword.back()}
          </Link>
        </form>
      </AuthCard>
    </>
  )
}
