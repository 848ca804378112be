import { useLocation } from 'wouter'
import { progressVisible } from '../../core/access/progress.rules'
import { css } from '../../styled-system/css'
import { useStore } from '../app/use-store'
import { INFRA } from '../app/tokens'
import { useUseCase } from '../app/use-use-case'
import { useSession } from '../app/session.store'
import { ProgressBar } from '../design/spinner'
import { useI18n } from '../i18n/use-i18n'

const bar = css({ position: 'fixed', top: '0', insetX: '0', zIndex: 'overlay' })

/**
 * SPEC section 2: "A progress indicator on certain URLs (daily-remarks, daily-remarks/:id, news,
 * news/:id) and during the SAML2 login": core `progressVisible` over the location, the running
 * requests (all of them, and those flagged `showProgress`, counted by the HTTP client) and the
 * SAML2_LOGIN state.
 */
export const ProgressIndicator = () => {
  const { LL } = useI18n()
  const progress = useUseCase(INFRA.progress)
  const [path] = useLocation()
  const counts = useStore({ get: () => `${progress.count()}/${progress.pending()}`, subscribe: (listener: (value: string) => void) => progress.subscribe(() => listener('')) })
  const [flaggedRequests = 0, pendingRequests = 0] = counts.split('/').map(Number)
  const { status } = useSession()
  if (!progressVisible({ path, pendingRequests, flaggedRequests, saml2Login: status === 'SAML2_LOGIN' })) return null
  return (
    <div className={bar}>
      <ProgressBar label={LL.global.progress()} />
    </div>
  )
}
