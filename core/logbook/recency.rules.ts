import * as O from 'fp-ts/Option'
import { Temporal } from 'temporal-polyfill'
import type { LogbookRuleSet, LogbookOptions } from './logbook.codec'
import type { LogbookDeps, LogbookEvent, LogbookSector } from './sectors.rules'
import { toLogbookSector, upcomingLegs } from './sectors.rules'

/**
 * Recent experience, informative only (the airline's own checks decide):
 * - EASA FCL.060(b)(1): three take-offs and three landings as pilot flying in the preceding 90 days, in the type,
 *   to carry passengers; (b)(2) at night, one of them at night (for a pilot without an instrument rating).
 * - FAA 61.57(a): three take-offs and three landings in the preceding 90 days, in the type; (b) at night, three
 *   take-offs and three landings to a full stop between one hour after sunset and one hour before sunrise.
 * The 90 days are 90 × 24 h of UTC time back from now.
 */
export const RECENCY_DAYS = 90

export type RecencyKind = 'day' | 'night'

/** The next rostered sector that would renew a recency (its take-off and landing, if the crew member flies it). */
export interface RenewingSector {
  readonly eventId: string
  readonly flightNumber: string
  readonly offBlock: Temporal.Instant
}

export interface Recency {
  readonly aircraftType: string
  readonly kind: RecencyKind
  readonly takeOffs: number
  readonly landings: number
  readonly required: number
  readonly current: boolean
  /** While current: the instant it lapses if nothing is flown before (the oldest counted movement + 90 days). */
  readonly lapsesAt: O.Option<Temporal.Instant>
  readonly renewedBy: O.Option<RenewingSector>
}

interface Requirement {
  readonly kind: RecencyKind
  readonly required: number
  readonly takeOff: (s: LogbookSector) => boolean
  readonly landing: (s: LogbookSector) => boolean
}

const REQUIREMENTS: Readonly<Record<LogbookRuleSet, ReadonlyArray<Requirement>>> = {
  EASA: [
    { kind: 'day', required: 3, takeOff: (s) => s.takeOff !== 'none', landing: (s) => s.landing !== 'none' },
    { kind: 'night', required: 1, takeOff: (s) => s.takeOff === 'night', landing: (s) => s.landing === 'night' },
  ],
  FAA: [
    { kind: 'day', required: 3, takeOff: (s) => s.takeOff !== 'none', landing: (s) => s.landing !== 'none' },
    { kind: 'night', required: 3, takeOff: (s) => s.faaNightTakeOff, landing: (s) => s.faaNightLanding },
  ],
}

/** The instants of the counted movements, newest first. */
const instants = (sectors: ReadonlyArray<LogbookSector>, counts: (s: LogbookSector) => boolean, at: (s: LogbookSector) => Temporal.Instant): ReadonlyArray<Temporal.Instant> =>
  sectors
    .filter(counts)
    .map(at)
    .sort((a, b) => Temporal.Instant.compare(b, a))

/**
 * The recency of each aircraft type the crew member flew or is rostered on, day and night, at `now` over a window of
 * `windowDays` (90 by the rules). `flown` are the logbook's sectors; `upcoming` the rostered sectors still to come,
 * as if flown as pilot flying (`upcomingAsPilotFlying`). Cabin crew sectors count nothing.
 */
export const recencyOf = (
  ruleSet: LogbookRuleSet,
  flown: ReadonlyArray<LogbookSector>,
  upcoming: ReadonlyArray<LogbookSector>,
  now: Temporal.Instant,
  windowDays: number = RECENCY_DAYS,
): ReadonlyArray<Recency> => {
  const start = now.subtract({ hours: windowDays * 24 })
  const inWindow = flown.filter(
    (s) => s.function !== 'cabin' && Temporal.Instant.compare(s.offBlock, start) > 0 && Temporal.Instant.compare(s.onBlock, now) <= 0,
  )
  const ahead = upcoming.filter((s) => s.function !== 'cabin')
  const types = [...new Set([...flown.filter((s) => s.function !== 'cabin'), ...ahead].map((s) => s.aircraftType))].sort()
  return types.flatMap((aircraftType) =>
    REQUIREMENTS[ruleSet].map((req): Recency => {
      const ofType = inWindow.filter((s) => s.aircraftType === aircraftType)
      const takeOffs = instants(ofType, req.takeOff, (s) => s.offBlock)
      const landings = instants(ofType, req.landing, (s) => s.onBlock)
      const current = takeOffs.length >= req.required && landings.length >= req.required
      const oldestCounted = (list: ReadonlyArray<Temporal.Instant>): Temporal.Instant =>
        (list[req.required - 1] as Temporal.Instant).add({ hours: windowDays * 24 })
      const lapsesAt = current
        ? O.some([oldestCounted(takeOffs), oldestCounted(landings)].sort(Temporal.Instant.compare)[0] as Temporal.Instant)
        : O.none
      const next = ahead.find((s) => s.aircraftType === aircraftType && req.takeOff(s) && req.landing(s))
      return {
        aircraftType,
        kind: req.kind,
        takeOffs: takeOffs.length,
        landings: landings.length,
        required: req.required,
        current,
        lapsesAt,
        renewedBy: next === undefined ? O.none : O.some({ eventId: next.eventId, flightNumber: next.flightNumber, offBlock: next.offBlock }),
      }
    }),
  )
}

/** The rostered sectors still to come as logbook rows flown as pilot flying: what each would add to recency. */
export const upcomingAsPilotFlying = (
  deps: LogbookDeps,
  options: LogbookOptions,
  events: ReadonlyArray<LogbookEvent>,
  now: Temporal.Instant,
): ReadonlyArray<LogbookSector> => {
  const legs = upcomingLegs(events, options, now)
  const allFlown = new Map(legs.map((leg) => [leg.id, true]))
  return legs.map((leg) => toLogbookSector(deps, options, allFlown, leg, 'skip'))
}

/** The days before a lapse at which home warns (like the travel-document warnings). */
export const RECENCY_WARNING_DAYS = 14

/**
 * The recencies home warns about: those lapsing within `days` of `now`, and a day recency already lapsed (a night
 * recency never held is no news: many airline pilots never need it).
 */
export const recencyWarnings = (recencies: ReadonlyArray<Recency>, now: Temporal.Instant, days: number = RECENCY_WARNING_DAYS): ReadonlyArray<Recency> => {
  const horizon = now.add({ hours: days * 24 })
  return recencies.filter((r) =>
    O.match(
      () => r.kind === 'day',
      (at: Temporal.Instant) => Temporal.Instant.compare(at, horizon) <= 0,
    )(r.lapsesAt),
  )
}
