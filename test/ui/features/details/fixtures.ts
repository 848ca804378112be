import * as E from 'fp-ts/Either'
import * as TE from 'fp-ts/TaskEither'
import type { CheckIn, CheckInConfiguration } from '../../../../core/check-in/check-in.codec'
import { CheckInConfiguration as CheckInConfigurationCodec } from '../../../../core/check-in/check-in.codec'
import type { CrewMemberCard } from '../../../../core/crew/crew-member.codec'
import { CrewMemberCard as CrewMemberCardCodec } from '../../../../core/crew/crew-member.codec'
import type { LegCrew, LegCrewMember } from '../../../../core/crew/leg-crew.codec'
import type { TransportError } from '../../../../core/errors/app-error'
import { HotelEvent } from '../../../../core/hotel/hotel.codec'
import type { RoleInfo } from '../../../../core/roles/roles.codec'
import { RosterChange } from '../../../../core/roster-changes/roster-change.codec'
import { DutyEvent, type DutyEventWire } from '../../../../core/roster/event.codec'
import { CrmId, LogicalId } from '../../../../core/shared/brands'
import { decodeOrThrow } from '../../../core/shared/fixtures'

/** Decodes a wire fixture with its codec (a bad fixture is a test bug). */
export const must = decodeOrThrow


export const CRM = must(CrmId, 'C1001')
export const logicalId = (s: string): LogicalId => must(LogicalId, s)

/** A flight (LEG) on 16 Mar 2026, CDG 09:30 local (08:30 UTC) to LHR. */
export const aLegWire = (overrides: Partial<DutyEventWire> = {}): DutyEventWire => ({
  id: 'AF006-20260316-CDG',
  eventId: 'AF006-20260316-CDG',
  logicalId: 'C1001:AF006-20260316-CDG',
  type: 'LEG',
  fromDateTimeUTC: '2026-03-16T08:30:00+00:00',
  toDateTimeUTC: '2026-03-16T09:45:00+00:00',
  fromDateTimeLtAtAirport: '2026-03-16T09:30:00+01:00',
  toDateTimeLtAtAirport: '2026-03-16T09:45:00+00:00',
  fromAirport: 'CDG',
  toAirport: 'LHR',
  departure: { airportCode: 'CDG' },
  arrival: { airportCode: 'LHR' },
  name: 'AF006',
  eventHeader: 'AF006 CDG-LHR',
  eventDescription: { flightNumber: 'AF006', aircraftTypeCode: 'A320', rank: 'CP', pairingNumber: 'P123' },
  roles: [{ id: 1, name: 'Purser' }],
  remark: 'Catering loaded at CDG.',
  ...overrides,
})

export const aLeg = (overrides: Partial<DutyEventWire> = {}): DutyEvent => must(DutyEvent, aLegWire(overrides))

/** A role info (SPEC section 3 "Role info"). */
export const aRole = (overrides: Partial<RoleInfo> = {}): RoleInfo => ({
  id: 1,
  shortName: 'PU',
  name: 'Purser',
  updateByCrewMember: true,
  setOnEvent: true,
  ...overrides,
})

export const aMember = (overrides: Partial<LegCrewMember> = {}): LegCrewMember => ({ id: must(CrmId, 'C2002'), name: 'Jean Martin', rank: 'FO', ...overrides })

export const aLegCrew = (overrides: Partial<LegCrew> = {}): LegCrew => ({
  crew: [aMember(), aMember({ id: must(CrmId, 'C2003'), name: 'Sofia Rossi', rank: 'PU', roles: ['PU'] })],
  openPositions: [{ rank: 'CC' }, { rank: 'CC' }],
  deadheads: [aMember({ id: must(CrmId, 'C2004'), name: 'Lukas Becker', rank: 'CP' })],
  deadheadOpenPositions: [{ rank: 'FO' }],
  ...overrides,
})

export const aCard = (overrides: Record<string, unknown> = {}): CrewMemberCard =>
  must(CrewMemberCardCodec, {
    name: 'Jean Martin',
    attributes: [
      { key: 'RANK', value: 'FO' },
      { key: 'HOMEBASE', value: 'CDG' },
      { key: 'UNKNOWN', value: 'dropped' },
    ],
    nextEvent: {
      flightNumber: 'AF007',
      destination: 'CDG',
      fromDateTimeLtAtAirport: '2026-03-16T11:00:00+00:00',
      fromDateTimeUTC: '2026-03-16T11:00:00+00:00',
    },
    ...overrides,
  })

/** A Service error with one error item. */
export const serviceError = (errId: string, errMessage?: string, errKind?: string): TransportError => ({
  _tag: 'Service',
  errors: [{ errId, ...(errMessage === undefined ? {} : { errMessage }), ...(errKind === undefined ? {} : { errKind }) }],
})

export const offlineError: TransportError = { _tag: 'Offline' }

/** A task that never settles (a call still running). */
export const pending =
  <A>(): TE.TaskEither<TransportError, A> =>
  () =>
    new Promise(() => undefined)

/** A hotel event (SPEC section 3 "Hotel event") with every field filled. */
export const aHotelWire = (overrides: Record<string, unknown> = {}) => ({
  fromDateTimeLtAtAirport: '2026-03-16T14:00:00+00:00',
  toDateTimeLtAtAirport: '2026-03-17T08:00:00+00:00',
  fromDateTimeUTC: '2026-03-16T14:00:00+00:00',
  toDateTimeUTC: '2026-03-17T08:00:00+00:00',
  hotel: {
    name: 'Heathrow Crew Hotel',
    remark: 'Breakfast from 05:00.',
    hotelAtAirport: { type: 'Layover', transferTime: 25, pickupTime: '2026-03-17T06:30:00+00:00', pickupTimeLocal: '2026-03-17T06:30:00+00:00' },
    hotelLocation: { country: 'GB', cityName: 'London', street: 'Bath Road 1', zipCode: 'UB7 0DU' },
    hotelContact: { phone: '+44 20 1234', fax: '', email1: 'desk@hotel.example', email2: '' },
  },
  transportCompany: {
    name: 'Crew Shuttle Ltd',
    type: 'Bus',
    transportCompanyLocations: [{ cityName: 'London', street: 'Depot Lane 2' }],
    transportCompanyContacts: [{ phone: '+44 20 9999' }],
  },
  ...overrides,
})

export const aHotel = (overrides: Record<string, unknown> = {}) => must(HotelEvent, aHotelWire(overrides))

export const aCheckIn = (overrides: Partial<CheckIn> = {}): CheckIn => ({
  checkedIn: false,
  checkInPermission: 'CHECK_IN_ALLOWED',
  positions: [
    { assignment: 'CP', name: 'Anna Berg', checkedIn: false },
    { assignment: 'FO', name: 'Jean Martin', checkedIn: true },
    { assignment: 'CC', checkedIn: false },
  ],
  ...overrides,
})

export const aCheckInConfiguration = (overrides: Record<string, unknown> = {}): CheckInConfiguration =>
  must(CheckInConfigurationCodec, {
    ciAllowedAirports: [{ code: 'CDG', latitude: 49.0097, longitude: 2.5479, radius: 3000 }],
    checkInPermission: 'CHECK_IN_ALLOWED',
    upcomingCheckinEvent: { logicalId: 'C1001:P123-CI', airport: 'CDG', fromDateTimeUTC: '2026-03-15T09:30:00+00:00' },
    ...overrides,
  })

/** A check-in event (C_I) of pairing P123, 15 Mar 2026 10:30 local at CDG. */
export const aCheckInEvent = (overrides: Partial<DutyEventWire> = {}): DutyEvent =>
  aLeg({
    id: 'P123-CI',
    eventId: 'P123-CI',
    logicalId: 'C1001:P123-CI',
    type: 'C_I',
    name: 'Check-in',
    fromDateTimeUTC: '2026-03-15T09:30:00+00:00',
    toDateTimeUTC: '2026-03-15T10:30:00+00:00',
    fromDateTimeLtAtAirport: '2026-03-15T10:30:00+01:00',
    toDateTimeLtAtAirport: '2026-03-15T11:30:00+01:00',
    eventHeader: undefined,
    eventDescription: { pairingNumber: 'P123/2', rank: 'CP' },
    ...overrides,
  } as Partial<DutyEventWire>)

/** A roster change with three days: two confirmable, one not. */
export const aRosterChange = (overrides: Record<string, unknown> = {}) =>
  must(RosterChange, {
    id: 'RC-1',
    changes: [
      { date: '2026-03-16', confirmable: true, items: [{ old: 'AF006 CDG-LHR', new: 'AF010 CDG-LHR', freeText: 'Aircraft change, sorry.' }] },
      { date: '2026-03-17', confirmable: true, items: [{ old: '', new: 'Standby 06:00-14:00' }] },
      { date: '2026-03-18', confirmable: false, items: [{ old: 'Day off', new: 'Day off' }] },
    ],
    ...overrides,
  })

/** A call answering on the next macrotask, as a server would (so the screen updates inside the harness's `act`). */
const later =
  <A>(value: E.Either<TransportError, A>): TE.TaskEither<TransportError, A> =>
  () =>
    new Promise((resolve) => setTimeout(() => resolve(value), 0))

export const right = <A>(a: A): TE.TaskEither<TransportError, A> => later(E.right(a))
export const left = <A = never>(e: TransportError): TE.TaskEither<TransportError, A> => later(E.left(e))

/**
 * Pairing P123 (CDG 16 Mar – CDG 17 Mar 2026): check-in, AF006 CDG–LHR departing 15 min late, a hotel
 * at LHR, AF007 LHR–CDG departing 5 min early, check-out.
 */
export const aPairingWire = (): DutyEventWire => ({
  id: 'P123-20260316',
  eventId: 'P123-20260316',
  logicalId: 'C1001:P123-20260316',
  type: 'PAR',
  originalEventType: 'LEG',
  fromDateTimeUTC: '2026-03-16T07:30:00+00:00',
  toDateTimeUTC: '2026-03-17T12:00:00+00:00',
  fromDateTimeLtAtAirport: '2026-03-16T08:30:00+01:00',
  toDateTimeLtAtAirport: '2026-03-17T13:00:00+01:00',
  fromAirport: 'CDG',
  toAirport: 'CDG',
  name: 'London night stop',
  details: 'Night stop in London',
  eventDescription: { pairingNumber: 'P123/2', rank: 'CP', homebase: 'CDG', aircraftTypeCodes: ['A320', 'A321'] },
  events: [
    aLegWire({
      id: 'P123-CI',
      eventId: 'P123-CI',
      logicalId: 'C1001:P123-CI',
      type: 'C_I',
      name: 'Check-in',
      eventHeader: 'Check-in CDG',
      fromDateTimeUTC: '2026-03-16T07:30:00+00:00',
      toDateTimeUTC: '2026-03-16T08:30:00+00:00',
      fromDateTimeLtAtAirport: '2026-03-16T08:30:00+01:00',
      toDateTimeLtAtAirport: '2026-03-16T09:30:00+01:00',
    }),
    aLegWire({ fromDateTimeSchedUTC: '2026-03-16T08:15:00+00:00' }),
    aLegWire({
      id: 'P123-HOT-LHR',
      eventId: 'P123-HOT-LHR',
      logicalId: 'C1001:P123-HOT-LHR',
      type: 'HOT',
      name: 'Heathrow Crew Hotel',
      eventHeader: 'Heathrow Crew Hotel',
      fromDateTimeUTC: '2026-03-16T10:30:00+00:00',
      toDateTimeUTC: '2026-03-17T08:00:00+00:00',
      fromDateTimeLtAtAirport: '2026-03-16T10:30:00+00:00',
      toDateTimeLtAtAirport: '2026-03-17T08:00:00+00:00',
      fromAirport: 'LHR',
      toAirport: 'LHR',
      departure: { airportCode: 'LHR' },
      arrival: { airportCode: 'LHR' },
    }),
    aLegWire({
      id: 'AF007-20260317-LHR',
      eventId: 'AF007-20260317-LHR',
      logicalId: 'C1001:AF007-20260317-LHR',
      name: 'AF007',
      eventHeader: 'AF007 LHR-CDG',
      fromDateTimeUTC: '2026-03-17T09:55:00+00:00',
      toDateTimeUTC: '2026-03-17T11:10:00+00:00',
      fromDateTimeSchedUTC: '2026-03-17T10:00:00+00:00',
      fromDateTimeLtAtAirport: '2026-03-17T09:55:00+00:00',
      toDateTimeLtAtAirport: '2026-03-17T12:10:00+01:00',
      fromAirport: 'LHR',
      toAirport: 'CDG',
      departure: { airportCode: 'LHR' },
      arrival: { airportCode: 'CDG' },
      eventDescription: { flightNumber: 'AF007', aircraftTypeCode: 'A321', rank: 'CP', pairingNumber: 'P123/2' },
    }),
  ],
})

export const aPairing = (): DutyEvent => must(DutyEvent, aPairingWire())
