import { useLayoutEffect, useRef, useState, type FormEvent } from 'react'
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
import { takeTypedBeforeStart } from '../../app/prerendered-start'

// At most 400 px like its fields (SPEC section 9): the button as wide as the inputs above it (issue 26).
const form = css({ display: 'flex', flexDirection: 'column', gap: '4', w: 'full', maxW: '400px' })
const info = css({ fontSize: 'sm', color: 'fg.default', bg: 'info.subtle', borderRadius: 'md', px: '3', py: '2' })
const error = css({ fontSize: 'sm', color: 'danger.fg', bg: 'danger.subtle', borderRadius: 'md', px: '3', py: '2' })
// While the app starts, the note shows as soon as the user is in the form or points at Log in (a tap or click on the
// disabled button moves the focus out of the form): before any script runs (the prerendered page) as after the
// hydration, without a script deciding it.
const startingNote = css({
  display: 'none',
  fontSize: 'sm',
  color: 'fg.muted',
  'form:focus-within > &': { display: 'block' },
  'form:has(button[type="submit"]:hover) > &': { display: 'block' },
})
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
  /**
   * The app is still starting (the prerendered login page, issue 27 decision 3): Log in is disabled and, once the user
   * is in the form, a note says the app is starting and what was typed is kept.
   */
  readonly starting?: boolean
}

/** The fields' values in the page (typed before the hydration took the prerendered form over), else `values`. */
const typedInPage = (form: HTMLFormElement | null, values: LoginFormValues): LoginFormValues => {
  const read = (name: keyof LoginFormValues): string => {
    const field = form?.elements.namedItem(name)
    return field instanceof HTMLInputElement ? field.value : values[name]
  }
  return { username: read('username'), password: read('password') }
}

/**
 * The login form of SPEC section 2: user name and password with a show/hide toggle; "The login button
 * is disabled until both fields are non-empty. Submit works by form or button." (core `isLoginEnabled`).
 */
export const LoginForm = ({ reauthenticating, locked = false, showForgotPassword, busy, offline, error: failure, onSubmit, initialUsername = '', starting = false }: LoginFormProps) => {
  const { LL } = useI18n()
  // What was typed into the prerendered form before the scripts came (else nothing) is the first state.
  const [values, setValues] = useState<LoginFormValues>(() => {
    const typed = takeTypedBeforeStart()
    return { username: typed.username === '' ? initialUsername : typed.username, password: typed.password }
  })
  const [visible, setVisible] = useState(false)
  const formRef = useRef<HTMLFormElement | null>(null)
  // A hydration leaves the page's fields as the user left them (React does not write a hydrated field's value):
  // the state takes them before the first paint, so the next render cannot clear them.
  useLayoutEffect(() => {
    const inPage = typedInPage(formRef.current, values)
    if (inPage.username !== values.username || inPage.password !== values.password) setValues(inPage)
    // Once, at mount.
  }, [])
  const enabled = isLoginEnabled(values) && !busy && !starting
  const submit = (event: FormEvent) => {
    event.preventDefault()
    if (enabled) onSubmit(values)
  }
  return (
    // While starting (the prerendered page), method="dialog": a submission without the scripts goes nowhere (no reload,
    // no password in an address); with them, `submit` prevents it anyway. Not in the re-authentication dialog, which
    // such a form would close.
    <form ref={formRef} className={form} onSubmit={submit} noValidate method={starting ? 'dialog' : undefined}>
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
      {starting ? (
        <p className={startingNote} role="status">
          {LL.login.starting()}
        </p>
      ) : null}
      {showForgotPassword ? (
        <Link href={routeFor.forgetPassword()} className={forgot}>
          {LL.login.forgotPassword()}
        </Link>
      ) : null}
    </form>
  )
}
