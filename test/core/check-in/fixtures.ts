import * as TE from 'fp-ts/TaskEither'
import fc from 'fast-check'
import { Temporal } from 'temporal-polyfill'
import {
  CheckInConfiguration,
  type CheckInPermission,
  UpcomingCheckInEvent,
} from '../../../core/check-in/check-in.codec'
import type { CheckInPort } from '../../../core/check-in/check-in.port'
import type { TransportError } from '../../../core/errors/app-error'
import { CrmId, LogicalId } from '../../../core/shared/brands'
import { wireDateTime } from '../shared/arbitraries'
import { decodeOrThrow } from '../shared/fixtures'

export { decodeOrThrow, wireDateTime }

export const aLogicalId = (s: string): LogicalId => decodeOrThrow(LogicalId, s)
export const aCrmId = (s: string): CrmId => decodeOrThrow(CrmId, s)
export const at = (iso: string): Temporal.Instant => Temporal.Instant.from(iso)

// ---- wire payloads ----
export const anAirportWire = (o: Record<string, unknown> = {}) => ({
  code: 'FRA',
  latitude: 50.0379,
  longitude: 8.5622,
  radius: 3000,
  ...o,
})
export const anUpcomingEventWire = (o: Record<string, unknown> = {}) => ({
  logicalId: 'C_I-LH400-20260315',
  airport: 'FRA',
  fromDateTimeUTC: '2026-03-15T10:00:00+00:00',
  ...o,
})
export const aConfigWire = (o: Record<string, unknown> = {}) => ({
  upcomingCheckinEvent: anUpcomingEventWire(),
  ciAllowedAirports: [anAirportWire()],
  checkInPermission: 'CHECK_IN_ALLOWED',
  ...o,
})
export const aCheckInWire = (o: Record<string, unknown> = {}) => ({
  checkedIn: false,
  checkInPermission: 'CHECK_IN_ALLOWED',
  positions: [
    { assignment: 'CP', name: 'Anna Berg', checkedIn: true },
    { assignment: 'FO', checkedIn: false },
  ],
  ...o,
})

// ---- decoded values ----
export const aConfig = (
  o: { readonly logicalId?: string; readonly permission?: CheckInPermission; readonly from?: string; readonly none?: boolean } = {},
): CheckInConfiguration =>
  decodeOrThrow(
    CheckInConfiguration,
    aConfigWire({
      checkInPermission: o.permission ?? 'CHECK_IN_ALLOWED',
      upcomingCheckinEvent:
        o.none === true
          ? null
          : anUpcomingEventWire({
              ...(o.logicalId === undefined ? {} : { logicalId: o.logicalId }),
              ...(o.from === undefined ? {} : { fromDateTimeUTC: o.from }),
            }),
    }),
  )
export const anUpcomingEvent = (from: string): UpcomingCheckInEvent =>
  decodeOrThrow(UpcomingCheckInEvent, anUpcomingEventWire({ fromDateTimeUTC: from }))

// ---- errors and ports ----
export const aServiceError = (errId: string, errKind?: string): TransportError => ({
  _tag: 'Service',
  errors: [errKind === undefined ? { errId } : { errId, errKind }],
})
export const aFakePort = (o: Partial<CheckInPort> = {}): CheckInPort & { readonly calls: string[] } => {
  const calls: string[] = []
  const record = (name: string) => (crmId: CrmId, id: LogicalId) => {
    calls.push(`${name}(${crmId}, ${id})`)
    return TE.right({})
  }
  return {
    calls,
    loadConfiguration: o.loadConfiguration ?? (() => TE.right(aConfig())),
    loadCheckIn: o.loadCheckIn ?? (() => TE.left({ _tag: 'Offline' })),
    checkIn: o.checkIn ?? record('checkIn'),
    confirmCheckIn: o.confirmCheckIn ?? record('confirmCheckIn'),
  }
}

// ---- fast-check arbitraries of wire payloads ----
export const wireLogicalId = fc.string({ minLength: 1, maxLength: 40 })
export const wirePermission = fc.constantFrom('CHECK_IN_ALLOWED', 'CHECK_IN_PENDING', 'CHECK_IN_NOT_ALLOWED')
export const wirePosition = fc.record(
  { assignment: fc.string(), name: fc.string(), checkedIn: fc.boolean() },
  { requiredKeys: ['assignment', 'checkedIn'], noNullPrototype: true },
)
export const wireCheckIn = fc.record(
  { checkedIn: fc.boolean(), checkInPermission: wirePermission, positions: fc.array(wirePosition, { maxLength: 6 }) },
  { noNullPrototype: true },
)
export const wireAirport = fc.record({
  code: fc.string({ maxLength: 4 }),
  longitude: fc.double({ min: -180, max: 180, noNaN: true }),
  latitude: fc.double({ min: -90, max: 90, noNaN: true }),
  radius: fc.double({ min: 0, max: 100_000, noNaN: true }),
}, { noNullPrototype: true })
export const wireUpcomingEvent = fc.record(
  { logicalId: wireLogicalId, airport: fc.string({ maxLength: 4 }), fromDateTimeUTC: wireDateTime },
  { noNullPrototype: true },
)
export const wireConfig = fc.record(
  {
    upcomingCheckinEvent: fc.option(wireUpcomingEvent, { nil: null }),
    ciAllowedAirports: fc.array(wireAirport, { maxLength: 5 }),
    checkInPermission: wirePermission,
  },
  { requiredKeys: ['ciAllowedAirports', 'checkInPermission'], noNullPrototype: true },
)

/** A value that is not a JSON object (for "not even an object" payloads). */
export const notAnObject = fc.oneof(fc.integer(), fc.string(), fc.boolean(), fc.constant(null), fc.array(fc.integer()))
/** Invalid wire date-times: no offset, impossible dates, other formats, non-strings. */
export const badDateTime = fc.constantFrom<unknown>(
  '2026-03-15T08:00:00',
  '2026-02-30T08:00:00+00:00',
  '15/03/2026 08:00',
  '2026-03-15',
  42,
  null,
  true,
)

/** Runs a reducer over events and collects every effect, in order. */
export const runAll = <S, Ev, Ef>(
  reducer: (s: S, e: Ev) => { readonly state: S; readonly effects: ReadonlyArray<Ef> },
  initial: S,
  events: ReadonlyArray<Ev>,
): { readonly state: S; readonly effects: Ef[] } => {
  let state = initial
  const effects: Ef[] = []
  for (const event of events) {
    const next = reducer(state, event)
    state = next.state
    effects.push(...next.effects)
  }
  return { state, effects }
}

/** A fake clock for reducers (test/core/shared/fake-reducer-clock.ts). */
export { fakeReducerClock as fakeClock } from '../shared/fake-reducer-clock'
