import * as O from 'fp-ts/Option'
import { loginMethodOf, type ServerStatus as Status } from '../../../core/servers/server.codec'
import type { ReachabilityState } from '../../../core/servers/reachability.machine'
import { css } from '../../../styled-system/css'
import { Pill } from '../../design/badge'
import { Spinner } from '../../design/spinner'
import { useI18n } from '../../i18n/use-i18n'

const TONES: Readonly<Record<Status, 'neutral' | 'info' | 'success' | 'danger'>> = {
  UNKNOWN: 'neutral',
  PENDING: 'info',
  AVAILABLE: 'success',
  UNREACHABLE: 'danger',
}
const line = css({ display: 'flex', alignItems: 'center', gap: '2', fontSize: 'sm' })
const label = css({ color: 'fg.muted', fontWeight: 'medium' })
const config = css({ display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: '3', rowGap: '1', fontSize: 'sm', m: '0', bg: 'bg.subtle', borderRadius: 'md', p: '3' })
const term = css({ color: 'fg.muted' })
const value = css({ m: '0', overflowWrap: 'anywhere' })

/**
 * "The URL state: unknown, pending, available or unreachable. Once the server is reachable, the
 * security configuration is shown: login method (SSO or normal) and the auth URL" (SPEC section 2).
 */
export const ServerStatusPanel = ({ reachability }: { readonly reachability: ReachabilityState }) => {
  const { LL } = useI18n()
  const status = reachability.status
  return (
    <>
      <p className={line} role="status" aria-label={`${LL.servers.urlState()}: ${LL.servers.status[status]()}`}>
        <span className={label}>{LL.servers.urlState()}</span>
        {status === 'PENDING' ? <Spinner size="sm" /> : null}
        <Pill tone={TONES[status]}>{LL.servers.status[status]()}</Pill>
      </p>
      {O.isSome(reachability.config) ? (
        <section aria-label={LL.servers.securityConfiguration()}>
          <dl className={config}>
            <dt className={term}>{LL.servers.loginMethod()}</dt>
            <dd className={value}>{LL.servers.loginMethods[loginMethodOf(reachability.config.value)]()}</dd>
            {reachability.config.value.authUrl === undefined ? null : (
              <>
                <dt className={term}>{LL.servers.authUrl()}</dt>
                <dd className={value}>{reachability.config.value.authUrl}</dd>
              </>
            )}
          </dl>
        </section>
      ) : null}
    </>
  )
}
