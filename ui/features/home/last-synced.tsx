import { css } from '../../../styled-system/css'
import { formatInstant, useOutbox } from '../../app/outbox-status'
import { useI18n } from '../../i18n/use-i18n'
import { useProfile } from '../../profile/profile-context'

const line = css({ fontSize: 'xs', color: 'fg.muted', px: '4', py: '1', m: '0' })

/**
 * "A 'last synced' time shows on the duty plan" (offline outbox): when the duty plan last came from the
 * server, kept on the device so it still shows after reopening offline.
 */
export const LastSynced = () => {
  const { LL, language } = useI18n()
  const { profile } = useProfile()
  const { view } = useOutbox()
  return (
    <p className={line}>
      {view.lastSynced === undefined ? LL.outbox.neverSynced() : LL.outbox.lastSynced({ time: formatInstant(view.lastSynced, profile.display, language) })}
    </p>
  )
}
