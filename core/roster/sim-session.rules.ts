import * as O from 'fp-ts/Option'
import type { DisplayOptions } from '../access/profile.codec'
import type { Language } from '../shared/constants'
import { dutyKindOf } from './duty-kind.rules'
import type { DutyEvent } from './event.codec'
import { shownTimes, withLocalPostfix, type ShownTime } from './time-display.rules'

/** A simulator briefing or debriefing as shown on a SIM duty. */
export interface SimSessionShown {
  readonly kind: 'briefing' | 'debriefing'
  /** Local (home base, with the postfix) first, then UTC, as the profile shows times. */
  readonly times: ReadonlyArray<ShownTime>
}

type Display = Pick<DisplayOptions, 'showLocalTime' | 'showUTCTime' | 'localTimePostfix'>

const session = (
  event: DutyEvent,
  kind: SimSessionShown['kind'],
  display: Display,
  pattern: string,
  locale: Language,
): O.Option<SimSessionShown> => {
  const utc = kind === 'briefing' ? event.simBriefingDateTimeUTC : event.simDebriefingDateTimeUTC
  const atHomeBase = kind === 'briefing' ? event.simBriefingDateTimeLtAtHb : event.simDebriefingDateTimeLtAtHb
  if (utc !== undefined) {
    const views = { utc, atAirport: O.none, atHomeBase: O.fromNullable(atHomeBase) }
    return O.some({ kind, times: shownTimes(views, display, { pattern, locale, local: 'homeBase' }) })
  }
  // The object form carries times of day only (dateLocal, localTime, timeUtc): shown as sent.
  const object = kind === 'briefing' ? event.simBriefing : event.simDebriefing
  if (object === undefined) return O.none
  const local: ReadonlyArray<ShownTime> =
    display.showLocalTime && object.localTime !== undefined
      ? [{ kind: 'local', text: withLocalPostfix(object.localTime.slice(0, 5), display.localTimePostfix) }]
      : []
  const utcTime: ReadonlyArray<ShownTime> = display.showUTCTime && object.timeUtc !== undefined ? [{ kind: 'utc', text: object.timeUtc.slice(0, 5) }] : []
  const times = [...local, ...utcTime]
  return times.length === 0 && object.dateLocal === undefined ? O.none : O.some({ kind, times })
}

/**
 * The simulator briefing and debriefing of a SIM duty (SPEC section 3: simBriefingDateTimeUTC,
 * simBriefingDateTimeLtAtHb, simDebriefingDateTimeUTC, simDebriefingDateTimeLtAtHb, "also as
 * simBriefing and simDebriefing objects (dateLocal, localTime, timeUtc)"): the date-times when
 * sent (local view at home base), else the objects' times of day. None for other duties.
 */
export const simSessions = (
  event: DutyEvent,
  display: Display,
  pattern: string,
  locale: Language,
): ReadonlyArray<SimSessionShown> =>
  dutyKindOf(event) !== 'simulator'
    ? []
    : (['briefing', 'debriefing'] as const).flatMap((kind) =>
        O.match(() => [], (shown: SimSessionShown) => [shown])(session(event, kind, display, pattern, locale)),
      )
