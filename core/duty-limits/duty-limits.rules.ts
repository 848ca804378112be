import { Temporal } from 'temporal-polyfill'

/**
 * Cumulative duty-limit counters: EASA ORO.FTL.210 and FAA Part 117 (§117.23).
 * Informative only: the counters are computed from the roster events the app holds, never a legal check.
 *
 * Every computation is on `Temporal.Instant` (UTC): a rolling window of N days is N × 24 h of UTC
 * time, so a daylight-saving change in the crew member's zone neither stretches nor shrinks it.
 * The calendar-year window starts on 1 January 00:00 UTC; the 12-month window starts on the same
 * day and time 12 calendar months earlier, in UTC.
 *
 * Which events count (decision, documented in docs/decisions.md):
 * - duty time: PAR (a pairing spans report to release; its whole span is duty except the rest at a hotel
 *   between two duty days, its HOT events), LEG outside a
 *   pairing, SBY, SIM and GROUND (standby, simulator and ground training are duty under ORO.FTL.105
 *   and §117.3). Counting a whole standby is the conservative reading: EASA counts home standby only
 *   in part and the roster does not say which kind it is. OFF, VAC, SICK, ABS, HOT, SUSP, RTG, DREM,
 *   OTHER, FPR, GPR, C_I and C_O are not duty (rest, leave, markers, requests).
 * - block (EASA) / flight (FAA) time: every LEG, nested in a pairing or not, from its UTC start
 *   (block-off) to its UTC end (block-on).
 * - FDP (FAA): PAR that contains at least one LEG, and LEG outside a pairing; standby, simulator and
 *   ground duties are duty but not a flight duty period.
 * Overlapping events of one kind are merged first, so time is never counted twice.
 */

/** The fields of a roster event the counters read; the roster's `DutyEvent` has them. */
export interface LimitEvent {
  readonly type: string
  readonly fromDateTimeUTC: Temporal.ZonedDateTime
  readonly toDateTimeUTC: Temporal.ZonedDateTime
  readonly events?: ReadonlyArray<LimitEvent>
}

export type DutyLimitRuleSet = 'EASA' | 'FAA'
export type CounterKind = 'duty' | 'block' | 'flight' | 'fdp'

/** A window: a rolling number of hours, a rolling number of calendar months (UTC), or the calendar year (UTC). */
export type LimitWindow =
  | { readonly _tag: 'hours'; readonly hours: number }
  | { readonly _tag: 'months'; readonly months: number }
  | { readonly _tag: 'calendarYear' }

export interface LimitRule {
  /** Stable id, also the i18n key suffix (`dutyLimits.rule.<id>`). */
  readonly id: string
  readonly kind: CounterKind
  readonly window: LimitWindow
  readonly limitMinutes: number
}

const hours = (h: number): LimitWindow => ({ _tag: 'hours', hours: h })

export const EASA_RULES: ReadonlyArray<LimitRule> = [
  { id: 'easaDuty7d', kind: 'duty', window: hours(7 * 24), limitMinutes: 60 * 60 },
  { id: 'easaDuty14d', kind: 'duty', window: hours(14 * 24), limitMinutes: 110 * 60 },
  { id: 'easaDuty28d', kind: 'duty', window: hours(28 * 24), limitMinutes: 190 * 60 },
  { id: 'easaBlock28d', kind: 'block', window: hours(28 * 24), limitMinutes: 100 * 60 },
  { id: 'easaBlockYear', kind: 'block', window: { _tag: 'calendarYear' }, limitMinutes: 900 * 60 },
  { id: 'easaBlock12m', kind: 'block', window: { _tag: 'months', months: 12 }, limitMinutes: 1000 * 60 },
]

export const FAA_RULES: ReadonlyArray<LimitRule> = [
  { id: 'faaFlight672h', kind: 'flight', window: hours(672), limitMinutes: 100 * 60 },
  { id: 'faaFlight365d', kind: 'flight', window: hours(365 * 24), limitMinutes: 1000 * 60 },
  { id: 'faaFdp168h', kind: 'fdp', window: hours(168), limitMinutes: 60 * 60 },
  { id: 'faaFdp672h', kind: 'fdp', window: hours(672), limitMinutes: 190 * 60 },
]

export const rulesFor = (ruleSet: DutyLimitRuleSet): ReadonlyArray<LimitRule> => (ruleSet === 'EASA' ? EASA_RULES : FAA_RULES)

/** A half-open UTC interval [start, end) in epoch milliseconds. */
interface Span {
  readonly start: number
  readonly end: number
}

const DUTY_TYPES = new Set(['PAR', 'LEG', 'SBY', 'SIM', 'GROUND'])

const spanOf = (event: LimitEvent): Span => ({
  start: event.fromDateTimeUTC.epochMilliseconds,
  end: Math.max(event.fromDateTimeUTC.epochMilliseconds, event.toDateTimeUTC.epochMilliseconds),
})

const legsOf = (event: LimitEvent): Array<LimitEvent> =>
  (event.type === 'LEG' ? [event] : []).concat((event.events ?? []).flatMap(legsOf))

const hotelsOf = (event: LimitEvent): Array<LimitEvent> =>
  (event.type === 'HOT' ? [event] : []).concat((event.events ?? []).flatMap(hotelsOf))

/** `span` without the parts covered by `holes` (sorted, disjoint): what is left, in order. */
const without = (span: Span, holes: ReadonlyArray<Span>): Array<Span> => {
  const out: Array<Span> = []
  let start = span.start
  for (const hole of holes) {
    if (hole.end <= start || hole.start >= span.end) continue
    if (hole.start > start) out.push({ start, end: hole.start })
    start = Math.max(start, hole.end)
  }
  if (start < span.end) out.push({ start, end: span.end })
  return out
}

/**
 * The duty periods of an event: a pairing's span from report to release without its rest at the hotel (the HOT
 * events it holds, a layover between two duty days); any other event's whole span.
 */
const dutyPeriodsOf = (event: LimitEvent): Array<Span> =>
  event.type === 'PAR' ? without(spanOf(event), merge(hotelsOf(event).map(spanOf))) : [spanOf(event)]

/** The top-level events that count for a kind, as spans (not yet merged). */
const spansFor = (events: ReadonlyArray<LimitEvent>, kind: CounterKind): Array<Span> => {
  switch (kind) {
    case 'duty':
      return events.filter((e) => DUTY_TYPES.has(e.type)).flatMap(dutyPeriodsOf)
    case 'fdp':
      return events.filter((e) => e.type === 'LEG' || (e.type === 'PAR' && legsOf(e).length > 0)).flatMap(dutyPeriodsOf)
    case 'block':
    case 'flight':
      return events.flatMap(legsOf).map(spanOf)
  }
}

/** Sorted, disjoint spans covering the same time (so overlapping events count once). */
const merge = (spans: ReadonlyArray<Span>): Array<Span> => {
  const sorted = spans.filter((s) => s.end > s.start).sort((a, b) => a.start - b.start)
  const out: Array<Span> = []
  for (const s of sorted) {
    const last = out[out.length - 1]
    if (last !== undefined && s.start <= last.end) out[out.length - 1] = { start: last.start, end: Math.max(last.end, s.end) }
    else out.push(s)
  }
  return out
}

const utc = (ms: number): Temporal.ZonedDateTime => Temporal.Instant.fromEpochMilliseconds(ms).toZonedDateTimeISO('UTC')

/** The start (inclusive, epoch ms) of the window that ends at `at`. */
export const windowStart = (span: LimitWindow, at: Temporal.Instant): Temporal.Instant => {
  const z = at.toZonedDateTimeISO('UTC')
  switch (span._tag) {
    case 'hours':
      return at.subtract({ hours: span.hours })
    case 'months':
      return z.subtract({ months: span.months }).toInstant()
    case 'calendarYear':
      return Temporal.ZonedDateTime.from({ timeZone: 'UTC', year: z.year, month: 1, day: 1 }).toInstant()
  }
}

export interface LimitCounter {
  readonly rule: LimitRule
  /** Minutes counted in the window ending at `at` (overlap only for events partly inside). */
  readonly usedMinutes: number
  readonly limitMinutes: number
  readonly exceeded: boolean
  /**
   * When counted time next leaves the window, assuming no new duty: for a rolling window, the instant
   * the oldest counted minute slides out; for the calendar year, 1 January 00:00 UTC of the next year.
   * `undefined` when nothing is counted.
   */
  readonly nextFreesUp: Temporal.Instant | undefined
}

const minutes = (ms: number): number => Math.round(ms / 60000)

/** The counter of one rule at an instant, from merged spans. */
const counterAt = (rule: LimitRule, merged: ReadonlyArray<Span>, at: Temporal.Instant): LimitCounter => {
  const from = windowStart(rule.window, at).epochMilliseconds
  const to = at.epochMilliseconds
  let used = 0
  let oldest: number | undefined
  for (const s of merged) {
    const start = Math.max(s.start, from)
    const end = Math.min(s.end, to)
    if (end > start) {
      used += end - start
      if (oldest === undefined) oldest = start
    }
  }
  const usedMinutes = minutes(used)
  let nextFreesUp: Temporal.Instant | undefined
  if (oldest !== undefined) {
    const w = rule.window
    if (w._tag === 'hours') nextFreesUp = Temporal.Instant.fromEpochMilliseconds(oldest).add({ hours: w.hours })
    else if (w._tag === 'months') nextFreesUp = utc(oldest).add({ months: w.months }).toInstant()
    else nextFreesUp = Temporal.ZonedDateTime.from({ timeZone: 'UTC', year: at.toZonedDateTimeISO('UTC').year + 1, month: 1, day: 1 }).toInstant()
  }
  return { rule, usedMinutes, limitMinutes: rule.limitMinutes, exceeded: usedMinutes > rule.limitMinutes, nextFreesUp }
}

/** Every counter of a rule set, in the windows ending at `at`. */
export const dutyLimitCounters = (
  events: ReadonlyArray<LimitEvent>,
  ruleSet: DutyLimitRuleSet,
  at: Temporal.Instant,
): Array<LimitCounter> => {
  const byKind = new Map<CounterKind, Array<Span>>()
  return rulesFor(ruleSet).map((rule) => {
    let merged = byKind.get(rule.kind)
    if (merged === undefined) {
      merged = merge(spansFor(events, rule.kind))
      byKind.set(rule.kind, merged)
    }
    return counterAt(rule, merged, at)
  })
}

/**
 * The highest value each counter reaches between `from` and `to` (a rolling counter peaks at the end
 * of a counted span, so it is evaluated at `to` and at every span end in between). Used to compare a
 * roster before and after a change over the changed period.
 */
export const peakDutyLimitCounters = (
  events: ReadonlyArray<LimitEvent>,
  ruleSet: DutyLimitRuleSet,
  from: Temporal.Instant,
  to: Temporal.Instant,
): Array<LimitCounter> => {
  const ends = new Set<number>([to.epochMilliseconds])
  for (const kind of ['duty', 'block', 'flight', 'fdp'] as const)
    for (const s of merge(spansFor(events, kind))) if (s.end >= from.epochMilliseconds && s.end <= to.epochMilliseconds) ends.add(s.end)
  const instants = [...ends].sort((a, b) => a - b).map((ms) => Temporal.Instant.fromEpochMilliseconds(ms))
  const perInstant = instants.map((at) => dutyLimitCounters(events, ruleSet, at))
  return rulesFor(ruleSet).map((_, i) =>
    perInstant.map((cs) => cs[i]!).reduce((best, c) => (c.usedMinutes > best.usedMinutes ? c : best)),
  )
}

/** The total length, in minutes, of the spans a kind counts (an upper bound of every counter of that kind). */
export const countedMinutes = (events: ReadonlyArray<LimitEvent>, kind: CounterKind): number =>
  minutes(merge(spansFor(events, kind)).reduce((sum, s) => sum + (s.end - s.start), 0))

/** Counters before and after a roster change, and which limits the change would newly exceed. */
export interface LimitComparison {
  readonly rule: LimitRule
  readonly before: LimitCounter
  readonly after: LimitCounter
  readonly newlyExceeded: boolean
}

export const compareDutyLimits = (
  before: ReadonlyArray<LimitEvent>,
  after: ReadonlyArray<LimitEvent>,
  ruleSet: DutyLimitRuleSet,
  from: Temporal.Instant,
  to: Temporal.Instant,
): Array<LimitComparison> => {
  const b = peakDutyLimitCounters(before, ruleSet, from, to)
  const a = peakDutyLimitCounters(after, ruleSet, from, to)
  return b.map((counter, i) => ({ rule: counter.rule, before: counter, after: a[i]!, newlyExceeded: a[i]!.exceeded && !counter.exceeded }))
}
