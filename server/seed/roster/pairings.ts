import { Temporal } from 'temporal-polyfill'
import type { AirportCode } from './airports'
import type { PairingKind } from './plan'
import { atAirportTime, type Span } from './time-fields'

/** A flight (LEG, or FPR deadhead) or a ground positioning (GPR) of a pairing, at scheduled local times. */
export interface SectorSpec {
  readonly type: 'LEG' | 'FPR' | 'GPR'
  /** Flight number without carrier (LEG, FPR) or transport code (GPR). */
  readonly number: string
  readonly from: AirportCode
  readonly to: AirportCode
  /** Days after the pairing's first day, as a local date at `from`. */
  readonly day: number
  /** Scheduled departure, local at `from`. */
  readonly departs: string
  readonly minutes: number
  /** Actual minus scheduled (late positive, early negative). */
  readonly delay?: number
  readonly aircraft?: { readonly type: string; readonly subType: string; readonly registration: string }
  /** Open positions (ranks) and deadhead open positions of this sector. */
  readonly openPositions?: ReadonlyArray<string>
  readonly deadheadOpenPositions?: ReadonlyArray<string>
  /** Whether the team's extra deadheading crew rides along. */
  readonly extraDeadheads?: boolean
  readonly remark?: string
  /** The kinds of roster change the sector carries (`rosterChangeType`), so the demo shows changed duties. */
  readonly rosterChange?: ReadonlyArray<string>
}

/** A pairing of the demo network: its number (some of the form a/b), check-in lead time and sectors. */
export interface PairingSpec {
  readonly kind: PairingKind
  readonly number: string
  readonly name: string
  readonly checkInMinutes: number
  readonly checkOutMinutes: number
  readonly sectors: ReadonlyArray<SectorSpec>
}

const B77W = { type: 'B77W', subType: '77W-406', registration: 'F-GSQA' }
const A359 = { type: 'A359', subType: '359-324', registration: 'F-HTYA' }
const A320 = { type: 'A320', subType: '320-178', registration: 'F-HEPA' }

/** The pairings: a CDG-LHR-CDG double turn, CDG-JFK-CDG with a JFK layover, CDG-NRT-CDG, and a deadhead to LHR. */
export const PAIRINGS: Readonly<Record<PairingKind, PairingSpec>> = {
  LHR_TURN: {
    kind: 'LHR_TURN',
    number: 'S112',
    name: 'CDG-LHR-CDG-LHR-CDG',
    checkInMinutes: 60,
    checkOutMinutes: 30,
    sectors: [
      { type: 'LEG', number: '1680', from: 'CDG', to: 'LHR', day: 0, departs: '07:15', minutes: 80, aircraft: A320 },
      { type: 'LEG', number: '1681', from: 'LHR', to: 'CDG', day: 0, departs: '08:40', minutes: 75, delay: 20, aircraft: A320 },
      { type: 'LEG', number: '1780', from: 'CDG', to: 'LHR', day: 0, departs: '12:40', minutes: 80, delay: -5, aircraft: A320 },
      { type: 'LEG', number: '1781', from: 'LHR', to: 'CDG', day: 0, departs: '14:30', minutes: 75, aircraft: A320 },
    ],
  },
  JFK: {
    kind: 'JFK',
    number: 'J406/1',
    name: 'CDG-JFK-CDG',
    checkInMinutes: 75,
    checkOutMinutes: 30,
    sectors: [
      { type: 'LEG', number: '006', from: 'CDG', to: 'JFK', day: 0, departs: '10:25', minutes: 505, aircraft: B77W, openPositions: ['CC'], remark: 'VIP passenger in seat 2A' },
      { type: 'LEG', number: '007', from: 'JFK', to: 'CDG', day: 1, departs: '22:10', minutes: 425, delay: 35, aircraft: B77W, rosterChange: ['TIME'] },
    ],
  },
  NRT: {
    kind: 'NRT',
    number: 'N276/2',
    name: 'CDG-NRT-CDG',
    checkInMinutes: 90,
    checkOutMinutes: 30,
    sectors: [
      {
        type: 'LEG',
        number: '276',
        from: 'CDG',
        to: 'NRT',
        day: 0,
        departs: '13:30',
        minutes: 835,
        aircraft: A359,
        openPositions: ['CC', 'CC'],
        deadheadOpenPositions: ['FO'],
        extraDeadheads: true,
      },
      { type: 'LEG', number: '275', from: 'NRT', to: 'CDG', day: 3, departs: '10:40', minutes: 890, aircraft: A359 },
    ],
  },
  DEADHEAD: {
    kind: 'DEADHEAD',
    number: 'D318',
    name: 'CDG-LHR-ORY-CDG',
    checkInMinutes: 60,
    checkOutMinutes: 20,
    sectors: [
      { type: 'FPR', number: '1380', from: 'CDG', to: 'LHR', day: 0, departs: '14:05', minutes: 75, aircraft: A320 },
      { type: 'LEG', number: '1881', from: 'LHR', to: 'ORY', day: 1, departs: '08:00', minutes: 75, aircraft: A320, openPositions: ['CC'] },
      { type: 'GPR', number: 'BUS', from: 'ORY', to: 'CDG', day: 1, departs: '10:45', minutes: 60 },
    ],
  },
}

/** A sector at its instants: scheduled and actual. */
export interface PlacedSector {
  readonly spec: SectorSpec
  readonly index: number
  readonly scheduled: Span
  readonly actual: Span
}

/** A pairing at its instants: check-in, sectors, check-out. */
export interface PlacedPairing {
  readonly spec: PairingSpec
  readonly firstDay: Temporal.PlainDate
  readonly checkIn: Temporal.Instant
  readonly checkOut: Temporal.Instant
  readonly sectors: ReadonlyArray<PlacedSector>
}

const placeSectors = (spec: PairingSpec, firstDay: Temporal.PlainDate, shift: Temporal.Duration): ReadonlyArray<PlacedSector> =>
  spec.sectors.map((sector, index) => {
    const from = atAirportTime(firstDay.add({ days: sector.day }), sector.departs, sector.from).add(shift)
    const scheduled: Span = { from, to: from.add({ minutes: sector.minutes }), fromAirport: sector.from, toAirport: sector.to }
    const delay = { minutes: sector.delay ?? 0 }
    return { spec: sector, index, scheduled, actual: { ...scheduled, from: scheduled.from.add(delay), to: scheduled.to.add(delay) } }
  })

/**
 * Places a pairing on its first home-base day at its scheduled local times; with `checkInAt` the
 * whole pairing is moved so that its check-in is exactly then (the upcoming pairing of the demo).
 */
export const placePairing = (spec: PairingSpec, firstDay: Temporal.PlainDate, checkInAt?: Temporal.Instant): PlacedPairing => {
  const natural = placeSectors(spec, firstDay, Temporal.Duration.from({ minutes: 0 }))
  const firstDeparture = natural[0]?.scheduled.from ?? firstDay.toZonedDateTime('UTC').toInstant()
  const naturalCheckIn = firstDeparture.subtract({ minutes: spec.checkInMinutes })
  const shift = checkInAt === undefined ? Temporal.Duration.from({ minutes: 0 }) : naturalCheckIn.until(checkInAt)
  const sectors = checkInAt === undefined ? natural : placeSectors(spec, firstDay, shift)
  const lastArrival = sectors[sectors.length - 1]?.actual.to ?? firstDeparture
  return {
    spec,
    firstDay,
    checkIn: naturalCheckIn.add(shift),
    checkOut: lastArrival.add({ minutes: spec.checkOutMinutes }),
    sectors,
  }
}
