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
 * news/:id) and during the SAML2 login": requests flagged `showProgress` (counted by the HTTP client)
 * and the SAML2_LOGIN state.
 */
export const ProgressIndicator = () => {
  const { LL } = useI18n()
  const progress = useUseCase(INFRA.progress)
  const count = useStore({ get: progress.count, subscribe: progress.subscribe })
  const { status } = useSession()
  if (count === 0 && status !== 'SAML2_LOGIN') return null
  return (
    <div className={bar}>
      <ProgressBar label={LL.global.progress()} />
    </div>
  )
}
