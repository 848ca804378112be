import * as O from 'fp-ts/Option'
import { Link } from 'wouter'
import { showForgotPasswordLink } from '../../../core/auth/login-form.rules'
import { routeFor } from '../../../core/access/route-paths'
import { css } from '../../../styled-system/css'
import { ScreenHeader } from '../../app/frame'
import type { ScreenProps } from '../../app/screen-props'
import { useSession } from '../../app/session.store'
import { SHELL } from '../../app/tokens'
import { useMachineState } from '../../app/use-store'
import { useUseCase } from '../../app/use-use-case'
import { Spinner } from '../../design/spinner'
import { useI18n } from '../../i18n/use-i18n'
import { useProfile } from '../../profile/profile-context'
import { AuthCard } from './auth-card'
import { LoginForm } from './login-form'
import { Saml2ErrorPage } from './saml2-error-page'
import { SsoButtons } from './sso-buttons'
import { signInState } from './login.state'
import { useSnapshot } from 'valtio'
import { useLocation } from 'wouter'
import { isStarting } from '../../app/starting'
import { usePrerendered } from '../../app/prerendered-start'
import { Banner } from '../../design/banner'

const change = css({ alignSelf: 'center', color: 'brand.fg', fontSize: 'sm', textDecoration: 'underline' })
const redirecting = css({ display: 'flex', alignItems: 'center', gap: '3', color: 'fg.muted' })

const BUSY = ['AUTHENTICATING', 'AUTHENTICATED', 'AUHTORIZING'] as const
const SHOWS_ERROR = ['UNAUTHORIZED', 'CONFIG_LOAD_ERROR', 'CONFIG_LOAD_SUCCESS', 'LOGGED_OUT'] as const

/**
 * /login (SPEC section 2, Login screen): the login form, the SAML2 error page instead when the SSO
 * login failed, the redirect notice while the identity provider opens, an offline warning.
 */
export const LoginScreen = (_props: ScreenProps) => {
  const { LL } = useI18n()
  const { profile, logoUrl } = useProfile()
  const auth = useUseCase(SHELL.auth)
  const state = useMachineState(auth)
  const { access, online } = useSession()
  const status = state.status
  const [location] = useLocation()
  const { hydrating } = usePrerendered()
  // The prerendered page's form, shown while the app starts (issue 27, decision 3): Log in waits for the start. The
  // hydrating render is the build's whatever the flow has answered since (the next render shows where it is).
  const starting = isStarting(status, online, location) || hydrating
  const { resetSent } = useSnapshot(signInState, { sync: true })
  // The header names the airline; the card below says "Sign in" (once: issue 26).
  const header = <ScreenHeader title={profile.name} logoUrl={logoUrl} logoAlt={LL.app.logoAlt({ airline: profile.name })} />
  if (status === 'SAML2_LOGIN_FAILED') {
    return (
      <>
        {header}
        <Saml2ErrorPage
          error={O.toUndefined(state.error)}
          onRetry={() => (O.isSome(state.sso) ? auth.loginWithSso(state.sso.value) : auth.dispatch({ type: 'SAML2_LOGIN_STARTED' }))}
        />
      </>
    )
  }
  const sso = O.exists((c: { readonly useSso: boolean }) => c.useSso)(state.config)
  return (
    <>
      {header}
      <AuthCard title={LL.login.title()} labelledBy="login-title">
        {resetSent ? <Banner tone="success" onDismiss={() => (signInState.resetSent = false)} dismissLabel={LL.global.dismiss()}>{LL.forgetPassword.sent()}</Banner> : null}
        {status === 'SAML2_LOGIN' || status === 'SAML2_LOGIN_SUCCESS' || (sso && online) ? (
          <p className={redirecting} role="status">
            <Spinner size="sm" />
            {LL.login.ssoRedirect()}
          </p>
        ) : (
          <LoginForm
            reauthenticating={false}
            showForgotPassword={showForgotPasswordLink({ passwordResetEnabled: access.canResetPassword(), reauthenticating: false })}
            busy={(BUSY as ReadonlyArray<string>).includes(status)}
            offline={!online}
            error={(SHOWS_ERROR as ReadonlyArray<string>).includes(status) ? O.toUndefined(state.error) : undefined}
            onSubmit={auth.login}
            starting={starting}
          />
        )}
        {status === 'SAML2_LOGIN' || sso ? null : <SsoButtons disabled={(BUSY as ReadonlyArray<string>).includes(status)} onChoose={auth.loginWithSso} />}
        {profile.servers.length > 1 ? (
          <Link href={routeFor.serverSelection()} className={change}>
            {LL.login.changeServer()}
          </Link>
        ) : null}
      </AuthCard>
    </>
  )
}
