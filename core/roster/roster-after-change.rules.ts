import * as O from 'fp-ts/Option'
import { Temporal } from 'temporal-polyfill'
import type { ChangeEffects } from './change-effects.codec'
import type { DutyEvent } from './event.codec'

/** The roster as it would be once some days of a change are confirmed, and the end of what the change touches. */
export interface RosterAfterChange {
  readonly events: ReadonlyArray<DutyEvent>
  /** The latest end among the removed and the added duties (the counters are compared up to then). */
  readonly until: Temporal.Instant
}

const idOf = (event: DutyEvent): string => event.eventId ?? event.id

const latest = (a: Temporal.Instant, b: Temporal.Instant): Temporal.Instant => (Temporal.Instant.compare(a, b) >= 0 ? a : b)

/**
 * The duty plan after confirming `dates` of the pending change (every day with effects when `dates` is empty):
 * the events each day replaces removed (a pairing goes with its children), its new events added, in start order.
 * None when the effects are of another change than `changeId`, or when a date taken has no effects (it cannot be
 * confirmed, or the server does not send them), since "after" is then unknown.
 */
export const rosterAfterChange = (
  events: ReadonlyArray<DutyEvent>,
  effects: ChangeEffects,
  changeId: string,
  dates: ReadonlyArray<Temporal.PlainDate>,
  now: Temporal.Instant,
): O.Option<RosterAfterChange> => {
  if (effects.id !== changeId) return O.none
  const byDate = new Map(effects.days.map((d) => [d.date.toString(), d]))
  const days = dates.length === 0 ? effects.days : dates.map((d) => byDate.get(d.toString()))
  if (days.length === 0) return O.none
  const removed = new Set<string>()
  const added: DutyEvent[] = []
  for (const day of days) {
    if (day === undefined) return O.none
    day.replacedEventIds.forEach((id) => removed.add(id))
    added.push(...day.newEvents)
  }
  let until = now
  const kept = events.filter((e) => {
    if (!removed.has(idOf(e))) return true
    until = latest(until, e.toDateTimeUTC.toInstant())
    return false
  })
  for (const e of added) until = latest(until, e.toDateTimeUTC.toInstant())
  const after = [...kept, ...added].sort((a, b) => Temporal.Instant.compare(a.fromDateTimeUTC.toInstant(), b.fromDateTimeUTC.toInstant()))
  return O.some({ events: after, until })
}
