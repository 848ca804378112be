import { Temporal } from 'temporal-polyfill'
import { useSnapshot } from 'valtio'
import type { DisplayOptions } from '../../core/access/profile.codec'
import type { OutboxItem, RefusalReason } from '../../core/outbox/outbox.codec'
import { formatInstantText } from '../../core/shared/date-format.rules'
import type { Language } from '../../core/shared/constants'
import { Banner } from '../design/banner'
import type { TranslationFunctions } from '../../locales/i18n-types'
import { useI18n } from '../i18n/use-i18n'
import { useProfile } from '../profile/profile-context'
import type { OutboxRunner, OutboxView } from './outbox.runner'
import { SHELL } from './tokens'
import { useUseCase } from './use-use-case'

/** The outbox runner and a snapshot of its view (re-renders on every change). */
export const useOutbox = (): { readonly runner: OutboxRunner; readonly view: OutboxView } => {
  const runner = useUseCase(SHELL.outbox)
  const view = useSnapshot(runner.view) as OutboxView
  return { runner, view }
}

/** An instant in the device's zone with the profile's date and time formats (`dd MMM yyyy HH:mm`). */
export const formatInstant = (instant: Temporal.Instant, display: DisplayOptions, language: Language): string => {
  return formatInstantText(instant, Temporal.Now.timeZoneId(), display.dateFormats, language)
}

const reasonText = (LL: TranslationFunctions, reason: RefusalReason): string =>
  reason._tag === 'ServerMessage' ? reason.text : LL.errors[reason.key]()

/**
 * Where an action made offline is, shown where it was made (offline outbox): waiting to send, being sent,
 * sent (when), or refused with the server's reason.
 */
export const OutboxItemStatus = ({ item }: { readonly item: OutboxItem }) => {
  const { LL, language } = useI18n()
  const { profile } = useProfile()
  switch (item.state._tag) {
    case 'Waiting':
      return <Banner tone="info">{LL.outbox.waiting()}</Banner>
    case 'Sending':
      return <Banner tone="info">{LL.outbox.sending()}</Banner>
    case 'Sent':
      return <Banner tone="success">{LL.outbox.sent({ time: formatInstant(item.state.at, profile.display, language) })}</Banner>
    case 'Refused':
      return <Banner tone="danger">{LL.outbox.refused({ reason: reasonText(LL, item.state.reason) })}</Banner>
  }
}
