import * as O from 'fp-ts/Option'
import { pipe } from 'fp-ts/function'
import { Temporal } from 'temporal-polyfill'
import type { TransportError } from '../errors/app-error'
import type { AirportCoordinates, GeoPoint, SunAltitude } from '../platform/sun.port'
import type { LogbookOptions, PilotFlyingMark, PilotFunction, RoleFunction } from './logbook.codec'
import { blockMinutes, isFaaNightLandingAt, isNightAt, sectorNightMinutes } from './night-time.rules'

/** The fields of a roster event the logbook reads; the roster's `DutyEvent` has them (pairings nest their legs). */
export interface LogbookEvent {
  readonly id: string
  readonly type: string
  readonly fromDateTimeUTC: Temporal.ZonedDateTime
  readonly toDateTimeUTC: Temporal.ZonedDateTime
  readonly fromAirport?: string
  readonly toAirport?: string
  readonly departure?: { readonly airportCode: string }
  readonly arrival?: { readonly airportCode: string }
  readonly name?: string
  readonly eventDescription?: {
    readonly flightNumber?: string
    readonly aircraftTypeCode?: string
    readonly registration?: string
  }
  readonly roles?: ReadonlyArray<{ readonly id: number | string; readonly name: string }>
  readonly events?: ReadonlyArray<LogbookEvent>
}

/** What the logbook needs from the platform: where the sun is, where the airports are. */
export interface LogbookDeps {
  readonly sun: SunAltitude
  readonly airports: AirportCoordinates
}

/** Night time of a sector: computed, or not computable (never a guess) with the reason. */
export type NightTime =
  | { readonly _tag: 'Computed'; readonly minutes: number }
  | { readonly _tag: 'NotComputable'; readonly reason: 'unknownAirport'; readonly airports: ReadonlyArray<string> }
  /** Not asked for: recency counts only the take-offs and landings (`toLogbookSector`'s `nightTime: 'skip'`). */
  | { readonly _tag: 'NotComputed' }

/** A take-off or a landing of the sector, for the pilot flying: by day or by night (EASA: by the sun at the airport). */
export type Movement = 'none' | 'day' | 'night' | 'unknown'

/** One row of the logbook: a flown sector (AMC1 FCL.050 columns 1 to 10). */
export interface LogbookSector {
  readonly eventId: string
  readonly flightNumber: string
  /** The UTC date of off-block, `yyyy-MM-dd`. */
  readonly date: string
  readonly departure: string
  readonly arrival: string
  readonly offBlock: Temporal.Instant
  readonly onBlock: Temporal.Instant
  readonly aircraftType: string
  readonly registration: string
  readonly function: PilotFunction
  readonly blockMinutes: number
  /** Multi-pilot time: the block time for flight crew of a multi-pilot aeroplane (every airline sector), 0 for cabin crew. */
  readonly multiPilotMinutes: number
  /** IFR time: the block time for airline operations (flight crew), 0 for cabin crew. */
  readonly ifrMinutes: number
  readonly night: NightTime
  readonly pilotFlying: boolean
  /** Whether `pilotFlying` is the crew member's own mark or the roster's starting guess. */
  readonly pilotFlyingSource: 'marked' | 'guess'
  readonly takeOff: Movement
  readonly landing: Movement
  /** FAA 61.57(b): the take-off and the landing fall between one hour after sunset and one hour before sunrise. */
  readonly faaNightTakeOff: boolean
  readonly faaNightLanding: boolean
}

const legsOf = (events: ReadonlyArray<LogbookEvent>): ReadonlyArray<LogbookEvent> =>
  events.flatMap((event) => (event.type === 'LEG' ? [event] : event.events === undefined ? [] : legsOf(event.events)))

const roleFunctionsOf = (event: LogbookEvent, options: LogbookOptions): ReadonlyArray<RoleFunction> =>
  (event.roles ?? []).flatMap((role) => {
    const byName = options.roleFunctions[role.name]
    const byId = options.roleFunctions[String(role.id)]
    return byName !== undefined ? [byName] : byId !== undefined ? [byId] : []
  })

/** The crew member's function on a leg from its roles: positioning (not logged) first, then PIC, co-pilot, relief, cabin. */
export const functionOnLeg = (event: LogbookEvent, options: LogbookOptions): PilotFunction | 'positioning' => {
  const functions = roleFunctionsOf(event, options)
  const order: ReadonlyArray<PilotFunction | 'positioning'> = ['positioning', 'PIC', 'coPilot', 'relief', 'cabin']
  // A leg whose roles name no function is logged as co-pilot time: the conservative reading for a pilot.
  return order.find((f) => functions.includes(f)) ?? 'coPilot'
}

const departureOf = (event: LogbookEvent): string => event.departure?.airportCode ?? event.fromAirport ?? ''
const arrivalOf = (event: LogbookEvent): string => event.arrival?.airportCode ?? event.toAirport ?? ''

/**
 * Whether one event is a row of the logbook (the sector selection of `flownLegs`): a LEG that has ended by `now`
 * (on-block at or before it) on which the crew member operated, not positioning. The leg screen links to its row.
 */
export const isLoggedLeg = (event: LogbookEvent, options: LogbookOptions, now: Temporal.Instant): boolean =>
  event.type === 'LEG' && Temporal.Instant.compare(event.toDateTimeUTC.toInstant(), now) <= 0 && functionOnLeg(event, options) !== 'positioning'

/**
 * The logged sectors: LEG events (in a pairing or not) that have ended by `now` (on-block at or before it) and on
 * which the crew member operated (not positioning: FPR and GPR are not legs, and a leg whose role maps to
 * `positioning` is left out). Newest first.
 */
export const flownLegs = (events: ReadonlyArray<LogbookEvent>, options: LogbookOptions, now: Temporal.Instant): ReadonlyArray<LogbookEvent> =>
  legsOf(events)
    .filter((leg) => isLoggedLeg(leg, options, now))
    .slice()
    .sort((a, b) => Temporal.Instant.compare(b.fromDateTimeUTC.toInstant(), a.fromDateTimeUTC.toInstant()))

/** The rostered sectors still to come (off-block after `now`), operating, oldest first: what would renew recency. */
export const upcomingLegs = (events: ReadonlyArray<LogbookEvent>, options: LogbookOptions, now: Temporal.Instant): ReadonlyArray<LogbookEvent> =>
  legsOf(events)
    .filter((leg) => Temporal.Instant.compare(leg.fromDateTimeUTC.toInstant(), now) > 0)
    .filter((leg) => functionOnLeg(leg, options) !== 'positioning')
    .slice()
    .sort((a, b) => Temporal.Instant.compare(a.fromDateTimeUTC.toInstant(), b.fromDateTimeUTC.toInstant()))

/** The starting guess of who flew a leg: a role meaning pilot flying on it (the roster's PF role). */
export const guessPilotFlying = (event: LogbookEvent, options: LogbookOptions): boolean => roleFunctionsOf(event, options).includes('pilotFlying')

const movementAt = (deps: LogbookDeps, point: O.Option<GeoPoint>, instant: Temporal.Instant): Movement =>
  pipe(
    point,
    O.match(
      (): Movement => 'unknown',
      (p): Movement => (isNightAt(deps.sun, p, instant) ? 'night' : 'day'),
    ),
  )

/** One leg as a logbook row, with its night time, and its take-off and landing if the crew member flew it. */
export const toLogbookSector = (
  deps: LogbookDeps,
  options: LogbookOptions,
  marks: ReadonlyMap<string, boolean>,
  leg: LogbookEvent,
  /**
   * `skip`: the night time along the track (a sun position a minute) is not computed, only the day or night of the
   * take-off and landing: what recency needs (home's warning computes it for every recent sector on the main thread).
   */
  nightTime: 'compute' | 'skip' = 'compute',
): LogbookSector => {
  const departure = departureOf(leg)
  const arrival = arrivalOf(leg)
  const offBlock = leg.fromDateTimeUTC.toInstant()
  const onBlock = leg.toDateTimeUTC.toInstant()
  const fromPoint = departure === '' ? O.none : deps.airports.coordinatesOf(departure)
  const toPoint = arrival === '' ? O.none : deps.airports.coordinatesOf(arrival)
  const fn = functionOnLeg(leg, options)
  const pilotFunction: PilotFunction = fn === 'positioning' ? 'coPilot' : fn
  const flightCrew = pilotFunction !== 'cabin'
  const block = blockMinutes(offBlock, onBlock)
  const marked = marks.get(leg.id)
  const pilotFlying = flightCrew && (marked ?? guessPilotFlying(leg, options))
  const night: NightTime =
    nightTime === 'skip'
      ? { _tag: 'NotComputed' }
      : O.isSome(fromPoint) && O.isSome(toPoint)
      ? { _tag: 'Computed', minutes: sectorNightMinutes(deps.sun, fromPoint.value, toPoint.value, offBlock, onBlock) }
      : {
          _tag: 'NotComputable',
          reason: 'unknownAirport',
          airports: [O.isNone(fromPoint) ? [departure] : [], O.isNone(toPoint) ? [arrival] : []].flat(),
        }
  return {
    eventId: leg.id,
    flightNumber: leg.eventDescription?.flightNumber ?? leg.name ?? '',
    date: offBlock.toZonedDateTimeISO('UTC').toPlainDate().toString(),
    departure,
    arrival,
    offBlock,
    onBlock,
    aircraftType: leg.eventDescription?.aircraftTypeCode ?? '',
    registration: leg.eventDescription?.registration ?? '',
    function: pilotFunction,
    blockMinutes: block,
    multiPilotMinutes: flightCrew ? block : 0,
    ifrMinutes: flightCrew ? block : 0,
    night,
    pilotFlying,
    pilotFlyingSource: marked === undefined ? 'guess' : 'marked',
    takeOff: pilotFlying ? movementAt(deps, fromPoint, offBlock) : 'none',
    landing: pilotFlying ? movementAt(deps, toPoint, onBlock) : 'none',
    faaNightTakeOff: pilotFlying && O.isSome(fromPoint) && isFaaNightLandingAt(deps.sun, fromPoint.value, offBlock),
    faaNightLanding: pilotFlying && O.isSome(toPoint) && isFaaNightLandingAt(deps.sun, toPoint.value, onBlock),
  }
}

/** The marks as a lookup by leg id (the last mark of a leg wins). */
export const marksByLeg = (marks: ReadonlyArray<PilotFlyingMark>): ReadonlyMap<string, boolean> =>
  new Map(marks.map((m) => [m.eventId, m.pilotFlying]))

/** The logbook's rows: every flown sector, newest first. */
export const logbookSectors = (
  deps: LogbookDeps,
  options: LogbookOptions,
  events: ReadonlyArray<LogbookEvent>,
  marks: ReadonlyArray<PilotFlyingMark>,
  now: Temporal.Instant,
): ReadonlyArray<LogbookSector> => {
  const byLeg = marksByLeg(marks)
  return flownLegs(events, options, now).map((leg) => toLogbookSector(deps, options, byLeg, leg))
}

/** A simulator session (AMC1 FCL.050 column 11): its date, type and session time. */
export interface SimulatorSession {
  readonly eventId: string
  readonly date: string
  readonly type: string
  readonly minutes: number
}

const simsOf = (events: ReadonlyArray<LogbookEvent>): ReadonlyArray<LogbookEvent> =>
  events.flatMap((event) => [...(event.type === 'SIM' ? [event] : []), ...(event.events === undefined ? [] : simsOf(event.events))])

/** The simulator sessions that have ended by `now`, newest first. */
export const simulatorSessions = (events: ReadonlyArray<LogbookEvent>, now: Temporal.Instant): ReadonlyArray<SimulatorSession> =>
  simsOf(events)
    .filter((sim) => Temporal.Instant.compare(sim.toDateTimeUTC.toInstant(), now) <= 0)
    .slice()
    .sort((a, b) => Temporal.Instant.compare(b.fromDateTimeUTC.toInstant(), a.fromDateTimeUTC.toInstant()))
    .map((sim) => ({
      eventId: sim.id,
      date: sim.fromDateTimeUTC.toInstant().toZonedDateTimeISO('UTC').toPlainDate().toString(),
      type: sim.eventDescription?.aircraftTypeCode ?? sim.name ?? '',
      minutes: blockMinutes(sim.fromDateTimeUTC.toInstant(), sim.toDateTimeUTC.toInstant()),
    }))

/**
 * Whether the "I flew" marks stay on the device: the backend answered that it has no such endpoint (404 or 501).
 * Any other failure is an ordinary error (retry), not a missing endpoint.
 */
export const isMarksEndpointMissing = (error: TransportError): boolean =>
  error._tag === 'Http' && (error.status === 404 || error.status === 501)
