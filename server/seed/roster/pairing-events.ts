import type { HotelEvent } from '../../../core/hotel/hotel.codec'
import type { LegCrew, LegCrewMember } from '../../../core/crew/leg-crew.codec'
import type { RoleInfo } from '../../../core/roles/roles.codec'
import type { DutyEvent } from '../../../core/roster/event.codec'
import { CrmId } from '../../../core/shared/brands'
import { HOME_BASE } from './airports'
import { eventBase, ymd } from './event-base'
import { hotelEvent, hotelLabel } from './hotels'
import { must } from './must'
import type { PlacedPairing, PlacedSector } from './pairings'
import { rolesOnSector } from './roles'
import { fullName, type SeedCrewMember, type SeedTeam } from './team'
import { scheduledFields } from './time-fields'

/** A pairing as one crew member gets it: the PAR event with its children, and the details behind them. */
export interface BuiltPairing {
  readonly event: DutyEvent
  readonly roles: ReadonlyArray<{ readonly eventId: string; readonly roles: ReadonlyArray<RoleInfo> }>
  readonly hotels: ReadonlyArray<{ readonly eventId: string; readonly hotel: HotelEvent }>
  readonly legCrews: ReadonlyArray<{ readonly eventId: string; readonly legCrew: LegCrew }>
}

/** Minimum gap at an outstation that gets a hotel (HOT) between two sectors. */
const LAYOVER_MINUTES = 6 * 60

const onLeg = (member: SeedCrewMember, roles?: ReadonlyArray<RoleInfo>): LegCrewMember => ({
  id: must(CrmId, member.crmId),
  name: fullName(member),
  rank: member.rank,
  crewCode: member.crewCode,
  ...(roles === undefined ? {} : { roles: roles.filter((r) => r.setOnEvent).map((r) => r.shortName) }),
})

const legCrewOf = (sector: PlacedSector, team: SeedTeam, longHaul: boolean): LegCrew => {
  const positions = (ranks: ReadonlyArray<string> | undefined) => (ranks ?? []).map((rank) => ({ rank }))
  if (sector.spec.type !== 'LEG') return { crew: sector.spec.type === 'FPR' ? team.operatingCrew.map((m) => onLeg(m)) : [], openPositions: [], deadheads: team.members.map((m) => onLeg(m)), deadheadOpenPositions: [] }
  return {
    crew: team.members.map((m) => onLeg(m, rolesOnSector(m.rank, sector.index, longHaul))),
    openPositions: positions(sector.spec.openPositions),
    deadheads: sector.spec.extraDeadheads === true ? team.deadheadCrew.map((m) => onLeg(m)) : [],
    deadheadOpenPositions: positions(sector.spec.deadheadOpenPositions),
  }
}

/** The event id of a sector: `AF006-20260316-CDG` for flights (the same for every crew member on it). */
export const sectorEventId = (sector: PlacedSector, team: SeedTeam, pairingId: string): string => {
  const date = ymd(sector.scheduled.from.toZonedDateTimeISO('UTC').toPlainDate())
  return sector.spec.type === 'GPR' ? `${pairingId}-GPR-${sector.spec.from}${sector.spec.to}` : `${team.carrier}${team.flightNumber(sector.spec.number)}-${date}-${sector.spec.from}`
}

/**
 * Builds a placed pairing for one team member: PAR with children C_I, the sectors (LEG operating,
 * FPR deadhead, GPR ground positioning) with a HOT between sectors at an outstation, and C_O; the
 * member's roles on each LEG, the hotel events, and each sector's crew list.
 */
export const buildPairing = (placed: PlacedPairing, team: SeedTeam, member: SeedCrewMember): BuiltPairing => {
  const { spec } = placed
  const crmId = member.crmId
  const pairingId = `${spec.number.replace(/\/.*$/, '')}${team.id}-${ymd(placed.firstDay)}`
  const longHaul = spec.kind === 'JFK' || spec.kind === 'NRT'
  const first = placed.sectors[0]
  const last = placed.sectors[placed.sectors.length - 1]
  if (first === undefined || last === undefined) throw new Error(`seed bug: pairing ${spec.number} has no sector`)
  const description = { pairingNumber: spec.number, rank: member.rank, homebase: HOME_BASE }
  const children: DutyEvent[] = []
  const roles: Array<BuiltPairing['roles'][number]> = []
  const hotels: Array<BuiltPairing['hotels'][number]> = []
  const legCrews: Array<BuiltPairing['legCrews'][number]> = []
  children.push({
    ...eventBase(crmId, `${pairingId}-CI`, 'C_I', { from: placed.checkIn, to: first.scheduled.from, fromAirport: first.spec.from, toAirport: first.spec.from }),
    name: 'Check-in',
    checkinCheckoutControlled: true,
    eventDescription: description,
  })
  placed.sectors.forEach((sector, i) => {
    const previous = placed.sectors[i - 1]
    if (previous !== undefined && previous.spec.to !== HOME_BASE && previous.spec.to === sector.spec.from) {
      const hotelFrom = previous.actual.to.add({ minutes: 45 })
      const hotelTo = sector.scheduled.from.subtract({ minutes: 90 })
      if (hotelFrom.until(hotelTo).total({ unit: 'minutes' }) >= LAYOVER_MINUTES) {
        const hotelId = `${pairingId}-HOT-${sector.spec.from}`
        const label = hotelLabel(sector.spec.from)
        children.push({
          ...eventBase(crmId, hotelId, 'HOT', { from: hotelFrom, to: hotelTo, fromAirport: sector.spec.from, toAirport: sector.spec.from }),
          name: label.name,
          hotelName: label.name,
          hotelCode: label.code,
          eventDescription: { hotelName: label.name, hotelCode: label.code },
        })
        hotels.push({ eventId: hotelId, hotel: hotelEvent(sector.spec.from, hotelFrom, hotelTo) })
      }
    }
    const eventId = sectorEventId(sector, team, pairingId)
    const flight = `${team.carrier}${team.flightNumber(sector.spec.number)}`
    const sectorRoles = sector.spec.type === 'LEG' ? rolesOnSector(member.rank, sector.index, longHaul) : []
    const aircraft = sector.spec.aircraft
    children.push({
      ...eventBase(crmId, eventId, sector.spec.type, sector.actual),
      ...scheduledFields(sector.scheduled),
      name: sector.spec.type === 'GPR' ? `Bus ${sector.spec.from}-${sector.spec.to}` : flight,
      eventHeader: `${sector.spec.type === 'GPR' ? sector.spec.number : flight} ${sector.spec.from}-${sector.spec.to}`,
      details: sector.spec.type === 'LEG' ? 'Operating' : sector.spec.type === 'FPR' ? 'Deadhead (positioning as passenger)' : 'Ground positioning',
      onlyDeparture: false,
      onlyArrival: false,
      eventDescription:
        sector.spec.type === 'GPR'
          ? { groundTransportCode: sector.spec.number, pairingNumber: spec.number }
          : {
              ...description,
              flightNumber: flight,
              ...(aircraft === undefined ? {} : { aircraftTypeCode: aircraft.type, aircraftSubType: aircraft.subType, registration: aircraft.registration }),
            },
      attributes: { sector: `${i + 1}/${placed.sectors.length}` },
      ...(sector.spec.type === 'LEG' ? { roles: sectorRoles.filter((r) => r.setOnEvent).map((r) => ({ id: r.id, name: r.name })) } : {}),
      ...(sector.spec.remark === undefined ? {} : { remark: sector.spec.remark }),
      ...(sector.spec.rosterChange === undefined ? {} : { rosterChangeType: [...sector.spec.rosterChange] }),
    })
    if (sector.spec.type === 'LEG') roles.push({ eventId, roles: sectorRoles })
    legCrews.push({ eventId, legCrew: legCrewOf(sector, team, longHaul) })
  })
  children.push({
    ...eventBase(crmId, `${pairingId}-CO`, 'C_O', { from: last.actual.to, to: placed.checkOut, fromAirport: last.spec.to, toAirport: last.spec.to }),
    name: 'Check-out',
    checkinCheckoutControlled: true,
    eventDescription: description,
  })
  const aircraftTypes = [...new Set(placed.sectors.flatMap((s) => (s.spec.aircraft === undefined ? [] : [s.spec.aircraft.type])))]
  const event: DutyEvent = {
    ...eventBase(crmId, pairingId, 'PAR', { from: placed.checkIn, to: placed.checkOut, fromAirport: first.spec.from, toAirport: last.spec.to }),
    originalEventType: 'LEG',
    name: spec.name,
    eventHeader: `${spec.number} ${spec.name}`,
    checkinCheckoutControlled: true,
    eventDescription: { ...description, aircraftTypeCodes: aircraftTypes },
    events: children,
  }
  return { event, roles, hotels, legCrews }
}
