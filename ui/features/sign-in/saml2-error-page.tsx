import type { AuthError } from '../../../core/auth/auth-error'
import { Button } from '../../design/button'
import { EmptyState } from '../../design/empty-state'
import { ErrorIcon } from '../../design/icons/status-icons'
import { translateMessage } from '../../i18n/translate-message'
import { useI18n } from '../../i18n/use-i18n'

/** "With SAML2, a login error page is shown instead" (SPEC section 2): the failure and a retry. */
export const Saml2ErrorPage = ({ error, onRetry }: { readonly error: AuthError | undefined; readonly onRetry: () => void }) => {
  const { LL } = useI18n()
  return (
    <EmptyState
      icon={<ErrorIcon size={28} />}
      title={LL.login.saml2Error.title()}
      message={error === undefined ? LL.login.saml2Error.message() : `${LL.login.saml2Error.message()} ${translateMessage(LL, error.messageKey)}`}
      action={<Button onClick={onRetry}>{LL.login.saml2Error.retry()}</Button>}
    />
  )
}
