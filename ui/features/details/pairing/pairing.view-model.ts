import type { Temporal } from 'temporal-polyfill'
import { rangeTimePattern, showsTimes, viewSpans } from '../../../../core/roster/time-span.rules'
import * as O from 'fp-ts/Option'
import { pairingCounts, type PairingCounts } from '../../../../core/roster/pairing-counts.rules'
import type { FeatureAccess } from '../../../../core/access/feature-access'
import { routeFor } from '../../../../core/access/route-paths'
import type { DisplayOptions } from '../../../../core/access/profile.codec'
import { dutyKindOf, type DutyKind } from '../../../../core/roster/duty-kind.rules'
import { pairingChildren, rowAirport, timingAt, type TimingMark } from '../../../../core/roster/duty-list.rules'
import { pairingTitle } from '../../../../core/roster/duty-titles.rules'
import type { DutyEvent } from '../../../../core/roster/event.codec'
import { withLocalPostfix, type ShownTime } from '../../../../core/roster/time-display.rules'
import { formatDate } from '../../../../core/roster/date-format.rules'
import { DATE_FORMATS, type Language } from '../../../../core/shared/constants'
import { eventIdOf, eventTimes, pairingNumberText } from '../shared/duty-text'

/** The dictionary key (`duty.*`) of a pairing fact's label. */
export type PairingFactLabel = 'pairingNumber' | 'aircraftTypes' | 'rank' | 'homeBase' | 'from' | 'to'

/** One fact of the pairing's details block. */
export type PairingFact =
  | { readonly label: PairingFactLabel; readonly _tag: 'Text'; readonly text: string }
  | { readonly label: PairingFactLabel; readonly _tag: 'Times'; readonly times: ReadonlyArray<ShownTime> }

/** One row of the sub-events list. */
export interface SubEventRow {
  readonly key: string
  readonly event: DutyEvent
  readonly kind: DutyKind
  /** Only for PAR, LEG, HOT, FPR and GPR rows (core `rowAirport`). */
  readonly airport: O.Option<string>
  /** The start date (local at the airport, else UTC). */
  readonly date: string
  /** `from – to` per shown time view, local first (core `shownTimes`), the local one ending with the postfix. */
  readonly ranges: ReadonlyArray<ShownTime>
  /** Early or late departure once past, `estimated` before (core `timingAt`), none without a scheduled time. */
  readonly timing: O.Option<TimingMark>
  /** The detail screen the row opens, when the user may see it. */
  readonly link: O.Option<string>
}

/** The pairing-details screen. */
export interface PairingDetailsView {
  readonly title: string
  /** Its sectors and layovers, composed in the UI language (core `pairingCounts`). */
  readonly counts: O.Option<PairingCounts>
  readonly details: O.Option<string>
  readonly facts: ReadonlyArray<PairingFact>
  readonly rows: ReadonlyArray<SubEventRow>
}

const text = (label: PairingFactLabel, value: string | undefined, shown = true): ReadonlyArray<PairingFact> =>
  shown && value !== undefined && value.trim() !== '' ? [{ label, _tag: 'Text', text: value.trim() }] : []

const times = (label: PairingFactLabel, shown: ReadonlyArray<ShownTime>): ReadonlyArray<PairingFact> =>
  shown.length === 0 ? [] : [{ label, _tag: 'Times', times: shown }]

/** A duty's `from – to` times of day per shown view (the local postfix once, after the range). */
export const timeRanges = (event: DutyEvent, display: DisplayOptions, language: Language): ReadonlyArray<ShownTime> => {
  if (!showsTimes(event)) return []
  const bare = { ...display, localTimePostfix: '' }
  // A range over midnight (a hotel night) shows both dates.
  const pattern = rangeTimePattern(viewSpans(event), display.dateFormats.TIME)
  const from = eventTimes(event, 'from', bare, pattern, language)
  const to = eventTimes(event, 'to', bare, pattern, language)
  return from.map((f) => {
    const end = to.find((t) => t.kind === f.kind)
    const range = end === undefined ? f.text : `${f.text} – ${end.text}`
    return { kind: f.kind, text: f.kind === 'local' ? withLocalPostfix(range, display.localTimePostfix) : range }
  })
}

/** The screen a sub-event opens: flights (LEG, FPR) leg details, hotels hotel details, check-ins the check-in, each behind its feature. */
export const subEventLink = (event: DutyEvent, crmId: string, access: FeatureAccess): O.Option<string> => {
  switch (event.type) {
    case 'LEG':
    case 'FPR':
      return access.canViewLeg() ? O.some(routeFor.leg(crmId, event.logicalId)) : O.none
    case 'HOT':
      return access.canViewHotel() ? O.some(routeFor.hotel(crmId, eventIdOf(event))) : O.none
    case 'C_I':
      return access.canViewCheckIn() ? O.some(routeFor.checkIn(crmId, event.logicalId)) : O.none
    default:
      return O.none
  }
}

/**
 * Pairing details (SPEC section 2): "A title 'from-airport from-date - to-airport to-date'" (core
 * `pairingTitle`), a details block per the profile's display options, and the sub-events
 * (`pairingChildren`) with "the airport for PAR, LEG, HOT, FPR and GPR rows" (`rowAirport`) and the
 * early/late mark (`timing`).
 */
export const pairingDetailsView = (input: {
  readonly event: DutyEvent
  readonly crmId: string
  readonly access: FeatureAccess
  readonly display: DisplayOptions
  readonly language: Language
  /** The clock's now: a departure still to come is only estimated. */
  readonly now: Temporal.Instant
}): PairingDetailsView => {
  const { event, display, language } = input
  const d = event.eventDescription
  const pattern = display.dateFormats.SHORT_DATE_TIME
  const aircraft = d?.aircraftTypeCodes?.filter((c) => c.trim() !== '').join(', ') ?? d?.aircraftTypeCode
  return {
    // The compact 'dd MMM' date (SPEC section 9 date formats) keeps the title readable in a phone's header.
    title: pairingTitle(event, { pattern: DATE_FORMATS.DAY_MONTH, locale: language }),
    counts: O.fromNullable(pairingCounts(event)),
    details: O.fromNullable(event.details?.trim() || undefined),
    facts: [
      ...text('pairingNumber', O.toUndefined(pairingNumberText(d?.pairingNumber)), display.showPairingNumber),
      ...times('from', eventTimes(event, 'from', display, pattern, language)),
      ...times('to', eventTimes(event, 'to', display, pattern, language)),
      ...text('aircraftTypes', aircraft, display.showAircraftTypeOfPairing),
      ...text('rank', d?.rank, display.showRank),
      ...text('homeBase', d?.homebase, display.showHomeBase),
    ],
    rows: pairingChildren(event).map((child, i) => ({
      key: `${child.logicalId}-${i}`,
      event: child,
      kind: dutyKindOf(child),
      airport: rowAirport(child),
      date: formatDate(child.fromDateTimeLtAtAirport ?? child.fromDateTimeUTC, DATE_FORMATS.DAY_MONTH, language),
      ranges: timeRanges(child, display, language),
      timing: timingAt(child, input.now),
      link: subEventLink(child, input.crmId, input.access),
    })),
  }
}
