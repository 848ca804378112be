import type { DutyEvent } from '../../core/roster/event.codec'
import { pairingCounts, type PairingCounts } from '../../core/roster/pairing-counts.rules'
import type { TranslationFunctions } from '../../locales/i18n-types.js'

/**
 * What a pairing holds, in the UI language with its plural forms: "2 sectors, 1 layover", "2 tronçons,
 * 1 escale". Undefined for an event that is not a pairing with duties (core `pairingCounts`).
 */
export const pairingCountsText = (LL: TranslationFunctions, event: DutyEvent): string | undefined => {
  const counts = pairingCounts(event)
  return counts === undefined ? undefined : countsText(LL, counts)
}

/** {@link pairingCountsText} of counts already taken. */
export const countsText = (LL: TranslationFunctions, counts: PairingCounts): string =>
  `${LL.home.pairingSectors({ count: counts.sectors })}, ${LL.home.pairingLayovers({ count: counts.layovers })}`
