import { Temporal } from 'temporal-polyfill'
import { useSnapshot } from 'valtio'
import { formatDate } from '../../../core/shared/date-format.rules'
import { css } from '../../../styled-system/css'
import { formatInstant, useOutbox } from '../../app/outbox-status'
import { SHELL } from '../../app/tokens'
import { useUseCase } from '../../app/use-use-case'
import { useI18n } from '../../i18n/use-i18n'
import { useProfile } from '../../profile/profile-context'

const line = css({ fontSize: 'xs', color: 'fg.muted', px: '4', py: '1', m: '0' })

/**
 * "A 'last synced' time shows on the duty plan" (offline outbox): when the duty plan last came from the
 * server, kept on the device so it still shows after reopening offline. While home shows the device's own copy of the
 * plan (a reopened session, before the fresh one is in): "Last updated 05:12, refreshing…".
 */
export const LastSynced = () => {
  const { LL, language } = useI18n()
  const { profile } = useProfile()
  const { view } = useOutbox()
  // The device's own copy on the screen (instant open): said plainly, in the same line, so that the list does not
  // move when the fresh plan replaces it.
  const copySavedAt = useSnapshot(useUseCase(SHELL.duties).state).copySavedAt
  return (
    <p className={line} aria-live="polite">
      {copySavedAt !== undefined
        ? LL.home.copyRefreshing({ time: formatDate(copySavedAt.toZonedDateTimeISO(Temporal.Now.timeZoneId()), 'HH:mm', language) })
        : view.lastSynced === undefined ? LL.outbox.neverSynced() : LL.outbox.lastSynced({ time: formatInstant(view.lastSynced, profile.display, language) })}
    </p>
  )
}
