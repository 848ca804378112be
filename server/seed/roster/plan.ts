import { Temporal } from 'temporal-polyfill'
import { HOME_ZONE } from './airports'
import type { RosterCalendar } from './period'

/** The pairings of the demo network (`pairings.ts`). */
export type PairingKind = 'LHR_TURN' | 'JFK' | 'NRT' | 'DEADHEAD'
/** One-day duties at the home base. */
export type DayDutyKind = 'OFF' | 'SBY' | 'GROUND' | 'SIM' | 'OTHER'
/** Whole-day absences placed at fixed days around today. */
export type AbsenceKind = 'VAC' | 'SICK' | 'ABS' | 'SUSP'
/** What fills one or more home-base days. */
export type BlockKind = PairingKind | DayDutyKind | AbsenceKind

/** A duty placed on home-base days `day` .. `day + days - 1`. */
export interface PlannedBlock {
  readonly kind: BlockKind
  readonly day: Temporal.PlainDate
  readonly days: number
}

/** A roster tag (RTG) over whole home-base days; tags may overlap duties. */
export interface PlannedTag {
  readonly day: Temporal.PlainDate
  readonly days: number
  readonly code: string
  readonly name: string
}

/** A team's roster plan: the same for every member of the team (they fly together). */
export interface TeamPlan {
  readonly calendar: RosterCalendar
  readonly today: Temporal.PlainDate
  readonly blocks: ReadonlyArray<PlannedBlock>
  /** The pairing whose check-in (C_I) starts 90 minutes after now, or null. */
  readonly upcoming: { readonly kind: PairingKind; readonly checkIn: Temporal.Instant } | null
  readonly tags: ReadonlyArray<PlannedTag>
  /** Days with a daily-remark marker (DREM). */
  readonly markers: ReadonlyArray<Temporal.PlainDate>
  /** The Europe/Paris DST change inside the roster period, if any. */
  readonly dstChange: Temporal.Instant | null
}

/** The repeating duty pattern (about three weeks), cycled over the free days of the roster period. */
export const PATTERN: ReadonlyArray<{ readonly kind: PairingKind | DayDutyKind; readonly days: number }> = [
  { kind: 'LHR_TURN', days: 1 },
  { kind: 'OFF', days: 1 },
  { kind: 'JFK', days: 3 },
  { kind: 'OFF', days: 1 },
  { kind: 'OFF', days: 1 },
  { kind: 'SBY', days: 1 },
  { kind: 'NRT', days: 4 },
  { kind: 'OFF', days: 1 },
  { kind: 'OFF', days: 1 },
  { kind: 'GROUND', days: 1 },
  { kind: 'SIM', days: 1 },
  { kind: 'DEADHEAD', days: 2 },
  { kind: 'OFF', days: 1 },
  { kind: 'OTHER', days: 1 },
]

/** Minutes between now and the upcoming check-in: inside the core window (now - 30 min, now + 120 min]. */
export const UPCOMING_CHECK_IN_MINUTES = 90

/** Absences at fixed offsets from today (days), each `days` long. */
const ABSENCES: ReadonlyArray<{ readonly kind: AbsenceKind; readonly offset: number; readonly days: number }> = [
  { kind: 'ABS', offset: -20, days: 1 },
  { kind: 'SICK', offset: -9, days: 2 },
  { kind: 'VAC', offset: 12, days: 3 },
  { kind: 'SUSP', offset: 21, days: 1 },
]

const within = (day: Temporal.PlainDate, first: Temporal.PlainDate, last: Temporal.PlainDate): boolean =>
  Temporal.PlainDate.compare(first, day) <= 0 && Temporal.PlainDate.compare(day, last) <= 0

/** The first Europe/Paris DST change in [from, to], or null (none from November to February, nor from May to August). */
export const dstChangeIn = (from: Temporal.Instant, to: Temporal.Instant): Temporal.Instant | null => {
  const next = from.toZonedDateTimeISO(HOME_ZONE).getTimeZoneTransition('next')
  return next !== null && Temporal.Instant.compare(next.toInstant(), to) <= 0 ? next.toInstant() : null
}

/**
 * Plans a team's roster over the home-base days of the roster period: absences at fixed offsets
 * from today, the upcoming pairing (check-in 90 minutes after now) on today .. today + 3, then the
 * pattern from `patternOffset` on the free days (with a day off after the upcoming pairing) (a block that does not fit is replaced by a day off).
 * Roster tags: one over the DST change (two days either side) and one a month ago; markers 3 days
 * ago and in 5 days.
 */
export const planTeam = (input: {
  readonly now: Temporal.Instant
  readonly calendar: RosterCalendar
  readonly patternOffset: number
  readonly upcoming: boolean
}): TeamPlan => {
  const { now, calendar } = input
  const today = now.toZonedDateTimeISO(HOME_ZONE).toPlainDate()
  const first = calendar.from.toZonedDateTimeISO('UTC').toPlainDate()
  const last = calendar.to.toZonedDateTimeISO('UTC').toPlainDate()
  const taken = new Set<string>()
  const blocks: PlannedBlock[] = []
  const take = (day: Temporal.PlainDate, days: number) => {
    for (let i = 0; i < days; i++) taken.add(day.add({ days: i }).toString())
  }
  const free = (day: Temporal.PlainDate, days: number): boolean =>
    Array.from({ length: days }, (_, i) => day.add({ days: i })).every((d) => within(d, first, last) && !taken.has(d.toString()))
  const checkIn = now.round({ smallestUnit: 'minute', roundingMode: 'floor' }).add({ minutes: UPCOMING_CHECK_IN_MINUTES })
  if (input.upcoming) {
    take(today, 3)
    const rest = today.add({ days: 3 })
    if (free(rest, 1)) blocks.push({ kind: 'OFF', day: rest, days: 1 })
    take(rest, 1)
  }
  for (const absence of ABSENCES) {
    const day = today.add({ days: absence.offset })
    if (!free(day, absence.days)) continue
    take(day, absence.days)
    blocks.push({ kind: absence.kind, day, days: absence.days })
  }
  let step = input.patternOffset
  for (let day = first; Temporal.PlainDate.compare(day, last) <= 0; day = day.add({ days: 1 })) {
    if (taken.has(day.toString())) continue
    const next = PATTERN[step % PATTERN.length] ?? { kind: 'OFF', days: 1 }
    const fits = free(day, next.days)
    const block = fits ? next : { kind: 'OFF' as const, days: 1 }
    if (fits) step += 1
    take(day, block.days)
    blocks.push({ kind: block.kind, day, days: block.days })
  }
  const dstChange = dstChangeIn(calendar.from, calendar.to)
  const tags: PlannedTag[] = [{ day: today.subtract({ days: 30 }), days: 5, code: 'LH', name: 'Long-haul fleet assignment' }]
  if (dstChange !== null) {
    tags.push({ day: dstChange.toZonedDateTimeISO(HOME_ZONE).toPlainDate().subtract({ days: 2 }), days: 5, code: 'RSV', name: 'Reserve period' })
  }
  return {
    calendar,
    today,
    blocks: blocks.sort((a, b) => Temporal.PlainDate.compare(a.day, b.day)),
    upcoming: input.upcoming ? { kind: 'JFK', checkIn } : null,
    tags: tags.filter((tag) => within(tag.day, first, last)),
    markers: [today.subtract({ days: 3 }), today.add({ days: 5 })].filter((d) => within(d, first, last)),
    dstChange,
  }
}
