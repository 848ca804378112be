import * as O from 'fp-ts/Option'
import { Temporal } from 'temporal-polyfill'
import { dutyKindOf, type DutyKind } from './duty-kind.rules'
import { compareDuties, opensCheckIn, pairingChildren } from './duty-list.rules'
import type { DutyEvent } from './event.codec'

/**
 * The duty kinds a crew member reports for: what "my next duty" means on home. Days off, leave, sickness,
 * suspensions, roster tags, remarks, hotels and check-in/out rows on their own are not duties one reports for.
 */
export const REPORTING_KINDS: ReadonlyArray<DutyKind> = ['pairing', 'leg', 'positioning', 'standby', 'simulator', 'ground']

/** Whether the crew member reports for this event (its kind is one of REPORTING_KINDS). */
export const isReportingDuty = (event: Pick<DutyEvent, 'type' | 'originalEventType'>): boolean => REPORTING_KINDS.includes(dutyKindOf(event))

/**
 * The check-in state the next-duty card shows, from the duty's check-in event and the check-in period
 * (core `checkInWindowOf`): `none` (no check-in event, or one the app does not control), `notYetOpen`,
 * `open` or `closed`.
 */
export type NextDutyCheckIn = 'none' | 'notYetOpen' | 'open' | 'closed'

/** The next duty and what home's card says of it. */
export interface NextDuty {
  readonly event: DutyEvent
  /** When the crew member reports: the duty's first check-in (C_I) child, else the duty's start. */
  readonly reportAt: Temporal.ZonedDateTime
  /** The report time in the airport's local time when the server sent it (the check-in's or the duty's). */
  readonly reportAtLocal: O.Option<Temporal.ZonedDateTime>
  /** The first flight of the duty (a LEG, FPR or GPR child, or the duty itself when it is one). */
  readonly firstSector: O.Option<DutyEvent>
  readonly checkIn: NextDutyCheckIn
  /** Whole minutes from `now` to the report time; none once reported (the duty is under way). */
  readonly minutesUntilReport: O.Option<number>
}

const SECTOR_TYPES: ReadonlyArray<DutyEvent['type']> = ['LEG', 'FPR', 'GPR']

const checkInEventOf = (event: DutyEvent): O.Option<DutyEvent> =>
  event.type === 'C_I' ? O.some(event) : O.fromNullable(pairingChildren(event).find((child) => child.type === 'C_I'))

/** The check-in period of a check-in event (core check-in `checkInWindowOf`, passed in: roster does not import check-in). */
export type CheckInBoundsOf = (event: Pick<DutyEvent, 'fromDateTimeUTC'>) => { readonly opensAt: Temporal.Instant; readonly closesAt: Temporal.Instant }

const checkInStateOf = (checkIn: O.Option<DutyEvent>, now: Temporal.Instant, boundsOf: CheckInBoundsOf): NextDutyCheckIn => {
  if (O.isNone(checkIn) || !opensCheckIn(checkIn.value)) return 'none'
  const bounds = boundsOf(checkIn.value)
  if (Temporal.Instant.compare(now, bounds.opensAt) < 0) return 'notYetOpen'
  return Temporal.Instant.compare(now, bounds.closesAt) < 0 ? 'open' : 'closed'
}

/**
 * Home's "next duty" (what a crew member opens the app to learn): the first duty in list order (core
 * `compareDuties`) that the crew member reports for (REPORTING_KINDS) and that has not ended at `now`, so a duty
 * under way is still the next one until it ends. Its report time is its check-in child's start (else its own start),
 * its first sector the first flight child, its check-in state from the check-in period. None when no duty lies
 * ahead.
 */
export const nextDuty = (events: ReadonlyArray<DutyEvent>, now: Temporal.Instant, boundsOf: CheckInBoundsOf): O.Option<NextDuty> => {
  const event = [...events]
    .sort(compareDuties)
    .find((e) => isReportingDuty(e) && Temporal.Instant.compare(e.toDateTimeUTC.toInstant(), now) > 0)
  if (event === undefined) return O.none
  const checkIn = checkInEventOf(event)
  const reportEvent = O.isSome(checkIn) ? checkIn.value : event
  const reportAt = reportEvent.fromDateTimeUTC
  const firstSector = SECTOR_TYPES.includes(event.type) ? O.some(event) : O.fromNullable(pairingChildren(event).find((child) => SECTOR_TYPES.includes(child.type)))
  const ahead = Temporal.Instant.compare(reportAt.toInstant(), now) > 0
  return O.some({
    event,
    reportAt,
    reportAtLocal: O.fromNullable(reportEvent.fromDateTimeLtAtAirport),
    firstSector,
    checkIn: checkInStateOf(checkIn, now, boundsOf),
    minutesUntilReport: ahead ? O.some(Math.floor(now.until(reportAt.toInstant()).total('minutes'))) : O.none,
  })
}

/** A span of minutes as days, hours and minutes (for "in 2 d 5 h"): each part a whole number, hours < 24, minutes < 60. */
export const daysHoursMinutes = (minutes: number): { readonly days: number; readonly hours: number; readonly minutes: number } => {
  const whole = Math.max(0, Math.floor(minutes))
  return { days: Math.floor(whole / 1440), hours: Math.floor((whole % 1440) / 60), minutes: whole % 60 }
}
