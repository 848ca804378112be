import * as O from 'fp-ts/Option'
import type { DisplayOptions } from '../../../../core/access/profile.codec'
import type { DutyEvent } from '../../../../core/roster/event.codec'
import { shownTimes, timeViewsOf, type ShownTime, type TimeEdge } from '../../../../core/roster/time-display.rules'
import { splitPairingNumber } from '../../../../core/roster/duty-titles.rules'
import type { Language } from '../../../../core/shared/constants'
import type { TranslationFunctions } from '../../../../locales/i18n-types.js'

/** A duty's name for lists and dialogs: its header, else its name, else the translated event type. */
export const eventName = (event: Pick<DutyEvent, 'eventHeader' | 'name' | 'type'>, LL: TranslationFunctions): string => {
  const own = event.eventHeader?.trim() || event.name?.trim()
  return own === undefined || own === '' ? LL.eventTypes[event.type]() : own
}

/** The display options the time texts need. */
export type TimeDisplay = Pick<DisplayOptions, 'showLocalTime' | 'showUTCTime' | 'localTimePostfix'>

/**
 * The start (`from`) or end (`to`) of a duty as the profile shows it: local at the airport with the
 * postfix and/or UTC (core `shownTimes`), printed with `pattern` in `language`.
 */
export const eventTimes = (event: DutyEvent, edge: TimeEdge, display: TimeDisplay, pattern: string, language: Language): ReadonlyArray<ShownTime> =>
  shownTimes(timeViewsOf(event, edge), display, { pattern, locale: language })

/** A pairing number as shown: `a/b` in its two display parts (core `splitPairingNumber`), else as sent. */
export const pairingNumberText = (pairingNumber: string | undefined): O.Option<string> => {
  const trimmed = pairingNumber?.trim() ?? ''
  if (trimmed === '') return O.none
  const parts = splitPairingNumber(trimmed)
  return O.some(parts.second === undefined ? parts.first : `${parts.first} / ${parts.second}`)
}

/** The id a duty's detail calls use (`roster/{crmId}/role/{eventId}`, `leg/{eventId}/crew`): `eventId`, else `id`. */
export const eventIdOf = (event: Pick<DutyEvent, 'eventId' | 'id'>): string => event.eventId ?? event.id
