import { useState, type FormEvent } from 'react'
import { Link } from 'wouter'
import type { AuthError } from '../../../core/auth/auth-error'
import { isLoginEnabled, type LoginFormValues } from '../../../core/auth/login-form.rules'
import { routeFor } from '../../../core/access/route-paths'
import { css } from '../../../styled-system/css'
import { Banner } from '../../design/banner'
import { Button, IconButton } from '../../design/button'
import { EyeIcon, EyeOffIcon } from '../../design/icons/eye-icons'
import { TextField } from '../../design/text-field'
import { translateMessage } from '../../i18n/translate-message'
import { useI18n } from '../../i18n/use-i18n'

// At most 400 px like its fields (SPEC section 9): the button as wide as the inputs above it (issue 26).
const form = css({ display: 'flex', flexDirection: 'column', gap: '4', w: 'full', maxW: '400px' })
const info = css({ fontSize: 'sm', color: 'fg.default', bg: 'info.subtle', borderRadius: 'md', px: '3', py: '2' })
const error = css({ fontSize: 'sm', color: 'danger.fg', bg: 'danger.subtle', borderRadius: 'md', px: '3', py: '2' })
const forgot = css({ alignSelf: 'center', color: 'brand.fg', fontSize: 'sm', fontWeight: 'medium', textDecoration: 'underline', py: '2' })

export interface LoginFormProps {
  /** The info line "the session expired" (SPEC section 2: "when re-authentication is required"). */
  readonly reauthenticating: boolean
  /** The re-authentication was asked by the application lock: the info line says so. */
  readonly locked?: boolean
  /** Core `showForgotPasswordLink`. */
  readonly showForgotPassword: boolean
  /** Signing in (the button shows a spinner). */
  readonly busy: boolean
  readonly offline: boolean
  readonly error: AuthError | undefined
  readonly onSubmit: (values: LoginFormValues) => void
  /** A fixed user name (re-authentication keeps the field editable; signing in as another user reloads). */
  readonly initialUsername?: string
}

/**
 * The login form of SPEC section 2: user name and password with a show/hide toggle; "The login button
 * is disabled until both fields are non-empty. Submit works by form or button." (core `isLoginEnabled`).
 */
export const LoginForm = ({ reauthenticating, locked = false, showForgotPassword, busy, offline, error: failure, onSubmit, initialUsername = '' }: LoginFormProps) => {
  const { LL } = useI18n()
  const [values, setValues] = useState<LoginFormValues>({ username: initialUsername, password: '' })
  const [visible, setVisible] = useState(false)
  const enabled = isLoginEnabled(values) && !busy
  const submit = (event: FormEvent) => {
    event.preventDefault()
    if (enabled) onSubmit(values)
  }
  return (
    <form className={form} onSubmit={submit} noValidate>
      {reauthenticating ? <p className={info}>{locked ? LL.login.lockedInfo() : LL.login.sessionExpiredInfo()}</p> : null}
      {offline ? <Banner tone="warning">{LL.login.offlineWarning()}</Banner> : null}
      {failure === undefined ? null : (
        <p role="alert" className={error}>
          {translateMessage(LL, failure.messageKey)}
        </p>
      )}
      <TextField
        label={LL.login.username()}
        name="username"
        autoComplete="username"
        autoCapitalize="none"
        spellCheck={false}
        value={values.username}
        onChange={(e) => setValues({ ...values, username: e.target.value })}
      />
      <TextField
        label={LL.login.password()}
        name="password"
        type={visible ? 'text' : 'password'}
        autoComplete="current-password"
        value={values.password}
        onChange={(e) => setValues({ ...values, password: e.target.value })}
        trailing={
          <IconButton
            label={visible ? LL.login.hidePassword() : LL.login.showPassword()}
            icon={visible ? <EyeOffIcon /> : <EyeIcon />}
            aria-pressed={visible}
            onClick={() => setVisible(!visible)}
          />
        }
      />
      <Button type="submit" fullWidth disabled={!enabled} loading={busy} loadingLabel={LL.login.signingIn()}>
        {LL.login.submit()}
      </Button>
      {showForgotPassword ? (
        <Link href={routeFor.forgetPassword()} className={forgot}>
          {LL.login.forgotPassword()}
        </Link>
      ) : null}
    </form>
  )
}
