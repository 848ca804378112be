import * as E from 'fp-ts/Either'
import * as TE from 'fp-ts/TaskEither'
import { RosterData } from '../../../../core/roster/roster.codec'
import type { FakePorts } from '../../app-harness'

type Wire = Record<string, unknown>

/** A wire duty event (an OFF day on 2026-03-16, UTC) with overrides. */
export const aWireEvent = (o: Wire = {}): Wire => ({
  id: 'E1',
  logicalId: 'C1001:E1',
  type: 'OFF',
  name: 'Day off',
  fromDateTimeUTC: '2026-03-16T00:00:00+00:00',
  toDateTimeUTC: '2026-03-17T00:00:00+00:00',
  ...o,
})

/** February, March and April 2026 as block months (the clock is 2026-03-15). */
export const THREE_BLOCK_MONTHS: ReadonlyArray<Wire> = [
  { id: 'BM02', name: 'February 2026', from: '2026-02-01T00:00:00+00:00', to: '2026-02-28T00:00:00+00:00' },
  { id: 'BM03', name: 'March 2026', from: '2026-03-01T00:00:00+00:00', to: '2026-03-31T00:00:00+00:00' },
  { id: 'BM04', name: 'April 2026', from: '2026-04-01T00:00:00+00:00', to: '2026-04-30T00:00:00+00:00' },
]

/** Roster data decoded by the core codec (a fixture that does not decode is a bug in the test). */
export const aRoster = (events: ReadonlyArray<Wire> = [aWireEvent()], blockMonthList: ReadonlyArray<Wire> = THREE_BLOCK_MONTHS): RosterData => {
  const decoded = RosterData.decode({
    events,
    blockMonthList,
    rosterPeriod: { from: '2026-02-01T00:00:00+00:00', to: '2026-04-30T23:59:59+00:00' },
  })
  if (E.isLeft(decoded)) throw new Error('aRoster: fixture does not decode')
  return decoded.right
}

/** Ports answering `roster` from `loadDuties` and no updates. */
export const rosterPorts = (roster: RosterData, extra: FakePorts = {}): FakePorts => ({
  roster: { loadDuties: () => TE.right(roster) },
  refresh: { loadUpdates: () => TE.right({}) },
  ...extra,
})
