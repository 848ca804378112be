import type { ReactNode } from 'react'
import { OFFLINE_BANNER_DELAY_MS } from '../../core/shared/constants'
import { css } from '../../styled-system/css'
import { Button } from '../design/button'
import { EmptyState } from '../design/empty-state'
import { ErrorIcon, OfflineIcon } from '../design/icons/status-icons'
import { Spinner } from '../design/spinner'
import { useI18n } from '../i18n/use-i18n'
import { useDelayedFlag } from './use-delayed-flag'

const centre = css({ display: 'flex', justifyContent: 'center', py: '12', color: 'fg.muted' })

/** A screen or section loading: a spinner announced as "Loading…". */
export const LoadingState = ({ label }: { readonly label?: string }) => {
  const { LL } = useI18n()
  return (
    <div className={centre}>
      <Spinner size="lg" label={label ?? LL.common.loading()} />
    </div>
  )
}

/** A load that failed: the message and, when given, a "Try again" button. */
export const FailedState = ({ message, onRetry }: { readonly message: ReactNode; readonly onRetry?: () => void }) => {
  const { LL } = useI18n()
  return (
    <div role="alert">
      <EmptyState
        icon={<ErrorIcon size={28} />}
        title={message}
        action={
          onRetry === undefined ? undefined : (
            <Button variant="outline" onClick={onRetry}>
              {LL.common.retry()}
            </Button>
          )
        }
      />
    </div>
  )
}

/** Offline with nothing saved for this screen (SPEC section 2: "an empty state, appearing after a 100 ms delay"). */
export const OfflineEmptyState = () => {
  const { LL } = useI18n()
  const shown = useDelayedFlag(true, OFFLINE_BANNER_DELAY_MS)
  if (!shown) return null
  return <EmptyState icon={<OfflineIcon size={28} />} title={LL.global.offline.emptyTitle()} message={LL.global.offline.emptyMessage()} />
}
