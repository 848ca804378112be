import fc from 'fast-check'
import { fakeReducerClock } from '../shared/fake-reducer-clock'
import { Temporal } from 'temporal-polyfill'
import {
  autoRefreshReducer,
  initialAutoRefreshState,
  type AutoRefreshEffect,
  type AutoRefreshEvent,
  type AutoRefreshState,
  type SeenTimestamps,
} from '../../../core/refresh/auto-refresh.machine'
import { UpdatesInfo } from '../../../core/refresh/updates.codec'
import { wireDateTime } from '../shared/arbitraries'
import { decodeOrThrow } from '../shared/fixtures'

export { decodeOrThrow }

export { wireDateTime }


export const at = (iso: string): Temporal.Instant => Temporal.Instant.from(iso)

/** An updates result as the server sends it (wire strings), decoded. */
export const anUpdates = (o: { readonly roster?: string | null; readonly remark?: string | null; readonly news?: string | null } = {}): UpdatesInfo =>
  decodeOrThrow(UpdatesInfo, {
    ...(o.roster === undefined ? {} : { lastRosterChange: o.roster }),
    ...(o.remark === undefined ? {} : { lastDailyRemarkTimestamp: o.remark }),
    ...(o.news === undefined ? {} : { lastNewsTimestamp: o.news }),
  })
export const received = (o: Parameters<typeof anUpdates>[0] = {}): AutoRefreshEvent => ({ _tag: 'UpdatesReceived', info: anUpdates(o) })

export const seen = (o: Partial<Record<keyof SeenTimestamps, string>> = {}): SeenTimestamps => ({
  lastRosterChange: o.lastRosterChange === undefined ? null : at(o.lastRosterChange),
  lastDailyRemark: o.lastDailyRemark === undefined ? null : at(o.lastDailyRemark),
  lastNews: o.lastNews === undefined ? null : at(o.lastNews),
})
export const login = (o: { readonly autoRefresh?: boolean; readonly seen?: SeenTimestamps } = {}): AutoRefreshEvent => ({
  _tag: 'SessionStarted',
  autoRefresh: o.autoRefresh ?? true,
  seen: o.seen ?? seen({ lastRosterChange: '2026-03-15T07:00:00Z' }),
})

export const run = (events: ReadonlyArray<AutoRefreshEvent>, from: AutoRefreshState = initialAutoRefreshState) => {
  let state = from
  const effects: AutoRefreshEffect[] = []
  for (const event of events) {
    const next = autoRefreshReducer(state, event)
    state = next.state
    effects.push(...next.effects)
  }
  return { state, effects }
}

/** The shared reducer clock over the auto-refresh machine: SchedulePoll effects fire PollElapsed when `advance` passes them. */
export const fakeClock = (initial: AutoRefreshState = initialAutoRefreshState) => {
  const clock = fakeReducerClock(autoRefreshReducer, initial, (effect: AutoRefreshEffect) =>
    effect._tag === 'SchedulePoll' ? { delayMs: effect.delayMs, event: { _tag: 'PollElapsed', token: effect.token } as AutoRefreshEvent } : null,
  )
  const checksAt = (): number[] => clock.effects().filter((e) => e.effect._tag === 'CheckUpdates').map((e) => e.at)
  return { dispatch: clock.dispatch, advance: clock.advance, checksAt, state: clock.state }
}

// ---- fast-check arbitraries ----
const timestamp = fc.option(wireDateTime, { nil: null })
export const wireUpdates = fc.record(
  { lastDailyRemarkTimestamp: timestamp, lastRosterChange: timestamp, lastNewsTimestamp: timestamp },
  { requiredKeys: [], noNullPrototype: true },
)
export const badDateTime = fc.constantFrom<unknown>('2026-03-15T08:00:00', '2026-02-30T08:00:00+00:00', '15/03/2026', 1_773_561_600_000, true, {})
