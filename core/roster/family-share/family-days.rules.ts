import { Temporal } from 'temporal-polyfill'
import { dutyKindOf, type DutyKind } from '../duty-kind.rules'
import type { DutyEvent } from '../event.codec'
import type { ShareLevel } from './family-share.codec'

/** A place as a family link may name it: a city and its airport code, nothing else. */
export interface FamilyPlace {
  readonly airport: string
  readonly city?: string
}

/**
 * What one day of a family link says. The kinds are the whole vocabulary of the shared page: nothing else about a
 * duty ever reaches it (core rule; docs/features.md has the table).
 * - `home` / `free`: nothing rostered (`free` is the busy-or-free level's word for home, day off and holiday).
 * - `dayOff`, `holiday`: a rostered day off, a vacation.
 * - `away`: a day of a trip that does not end that day; `place` where the night is spent, `backAt` when home.
 * - `working`: a duty that ends that day (a day trip, the last day of a trip, ground, simulator); `from` where the
 *   first flight of that day leaves from, if one leaves that day; `homeAt` when the duty ends.
 * - `standby` until `until`.
 * - `busy`: sickness, suspension, any absence, or a kind the rule does not know: never named.
 */
export type FamilyDay =
  | { readonly date: Temporal.PlainDate; readonly kind: 'home' | 'free' | 'dayOff' | 'holiday' | 'busy' }
  | { readonly date: Temporal.PlainDate; readonly kind: 'away'; readonly place?: FamilyPlace; readonly backAt?: Temporal.ZonedDateTime }
  | { readonly date: Temporal.PlainDate; readonly kind: 'working'; readonly from?: FamilyPlace; readonly homeAt?: Temporal.ZonedDateTime }
  | { readonly date: Temporal.PlainDate; readonly kind: 'standby'; readonly until: Temporal.ZonedDateTime }

export type FamilyDayKind = FamilyDay['kind']

/**
 * How each duty kind is shown at the where-and-when level (the busy-or-free level then folds these further, see
 * {@link atBusyOrFree}). Trips (pairings, flights, positioning, hotels) become away or working by their days;
 * every absence kind is `busy`; parts of a pairing (check-in, check-out) and markers (roster tags, remark markers)
 * show nothing of their own.
 */
export const FAMILY_KIND_OF_DUTY: Readonly<Record<DutyKind, 'trip' | 'working' | 'standby' | 'dayOff' | 'holiday' | 'busy' | 'nothing'>> = {
  pairing: 'trip',
  leg: 'trip',
  positioning: 'trip',
  hotel: 'trip',
  standby: 'standby',
  simulator: 'working',
  ground: 'working',
  checkIn: 'nothing',
  checkOut: 'nothing',
  rosterTag: 'nothing',
  remarkMarker: 'nothing',
  suspension: 'busy',
  absence: 'busy',
  sickness: 'busy',
  vacation: 'holiday',
  off: 'dayOff',
  other: 'busy',
}

/** When two things fall on one day, the one that says most about where the crew member is wins. */
const PRIORITY: Readonly<Record<FamilyDayKind, number>> = { away: 7, working: 6, standby: 5, busy: 4, holiday: 3, dayOff: 2, free: 1, home: 0 }

export interface FamilyDaysInput {
  /** The crew member's duties (pairings with their children), in any order. */
  readonly events: ReadonlyArray<DutyEvent>
  /** The first and last day shown, as calendar days of the home base. */
  readonly from: Temporal.PlainDate
  readonly to: Temporal.PlainDate
  /** The home base's IANA zone: days are its calendar days, and "back at" times are its wall times. */
  readonly homeZone: string
  readonly level: ShareLevel
  /** The city of an airport code, when known. */
  readonly cityOf: (airport: string) => string | undefined
}

const place = (airport: string | undefined, cityOf: (airport: string) => string | undefined): FamilyPlace | undefined => {
  if (airport === undefined || airport.trim() === '') return undefined
  const city = cityOf(airport)
  return city === undefined ? { airport } : { airport, city }
}

/** The home-base calendar days an event covers: from its start's day to its end's day, an end at exactly 00:00 excluded. */
const daysOf = (event: DutyEvent, zone: string): { readonly first: Temporal.PlainDate; readonly last: Temporal.PlainDate } => {
  const start = event.fromDateTimeUTC.toInstant().toZonedDateTimeISO(zone)
  const end = event.toDateTimeUTC.toInstant().toZonedDateTimeISO(zone)
  const first = start.toPlainDate()
  let last = end.toPlainDate()
  const midnight = end.hour === 0 && end.minute === 0 && end.second === 0 && end.millisecond === 0
  if (midnight && Temporal.PlainDate.compare(last, first) > 0) last = last.subtract({ days: 1 })
  return { first, last: Temporal.PlainDate.compare(last, first) < 0 ? first : last }
}

/** The legs, positionings and hotels of a trip in time order (the trip itself when it is one). */
const partsOf = (event: DutyEvent): ReadonlyArray<DutyEvent> => {
  const children = event.events ?? []
  const parts = children.length === 0 ? [event] : children
  return [...parts].sort((a, b) => Temporal.Instant.compare(a.fromDateTimeUTC.toInstant(), b.fromDateTimeUTC.toInstant()))
}

const departureOf = (e: DutyEvent): string | undefined => e.departure?.airportCode ?? e.fromAirport
const arrivalOf = (e: DutyEvent): string | undefined => e.arrival?.airportCode ?? e.toAirport

/**
 * Where a trip keeps the crew member on `day`: the layover of the last hotel that began by then, or, before the first
 * hotel (an overnight flight out), where the first flight goes. The flight home never counts: the family cares where
 * the crew member is staying, not the last hours in the air.
 */
const nightPlace = (parts: ReadonlyArray<DutyEvent>, day: Temporal.PlainDate, zone: string): string | undefined => {
  let hotel: string | undefined
  let firstArrival: string | undefined
  for (const part of parts) {
    const kind = dutyKindOf(part)
    const startDay = part.fromDateTimeUTC.toInstant().toZonedDateTimeISO(zone).toPlainDate()
    if (kind === 'hotel' && Temporal.PlainDate.compare(startDay, day) <= 0) hotel = departureOf(part) ?? arrivalOf(part) ?? hotel
    if ((kind === 'leg' || kind === 'positioning') && firstArrival === undefined) firstArrival = arrivalOf(part)
  }
  return hotel ?? firstArrival
}

/** Where the first flight or positioning that starts on `day` leaves from (none when none starts that day). */
const firstDeparture = (parts: ReadonlyArray<DutyEvent>, day: Temporal.PlainDate, zone: string): string | undefined => {
  for (const part of parts) {
    const kind = dutyKindOf(part)
    if (kind !== 'leg' && kind !== 'positioning') continue
    if (part.fromDateTimeUTC.toInstant().toZonedDateTimeISO(zone).toPlainDate().equals(day)) return departureOf(part)
  }
  return undefined
}

/** The days one event says something about, at the where-and-when level. */
const daysOfEvent = (event: DutyEvent, input: FamilyDaysInput): ReadonlyArray<FamilyDay> => {
  const shown = FAMILY_KIND_OF_DUTY[dutyKindOf(event)]
  if (shown === 'nothing') return []
  const zone = input.homeZone
  const { first, last } = daysOf(event, zone)
  const end = event.toDateTimeUTC.toInstant().toZonedDateTimeISO(zone)
  const days: FamilyDay[] = []
  for (let date = first; Temporal.PlainDate.compare(date, last) <= 0; date = date.add({ days: 1 })) {
    if (shown === 'trip') {
      const parts = partsOf(event)
      if (Temporal.PlainDate.compare(date, last) < 0) {
        const away = place(nightPlace(parts, date, zone), input.cityOf)
        days.push({ date, kind: 'away', ...(away === undefined ? {} : { place: away }), backAt: end })
      } else {
        const from = place(firstDeparture(parts, date, zone), input.cityOf)
        days.push({ date, kind: 'working', ...(from === undefined ? {} : { from }), homeAt: end })
      }
    } else if (shown === 'standby') days.push({ date, kind: 'standby', until: end })
    else if (shown === 'working') days.push({ date, kind: 'working', homeAt: end })
    else days.push({ date, kind: shown })
  }
  return days
}

/**
 * The busy-or-free level: places are dropped, home, day off and holiday become `free`, a trip's days become
 * `working` with only the time home on its last day, standby becomes `working` until its end, `busy` stays.
 */
export const atBusyOrFree = (day: FamilyDay): FamilyDay => {
  switch (day.kind) {
    case 'home':
    case 'dayOff':
    case 'holiday':
    case 'free':
      return { date: day.date, kind: 'free' }
    case 'busy':
      return day
    case 'away':
      return { date: day.date, kind: 'working' }
    case 'working':
      return day.homeAt === undefined ? { date: day.date, kind: 'working' } : { date: day.date, kind: 'working', homeAt: day.homeAt }
    case 'standby':
      return { date: day.date, kind: 'working', homeAt: day.until }
  }
}

/**
 * One entry per home-base day from `from` to `to`: what a family link shows that day. Pure and total: events outside
 * the range are ignored, a day with nothing rostered is `home` (`free` at the busy-or-free level), and when several
 * things fall on one day the most telling wins (away, working, standby, busy, holiday, day off).
 */
export const familyDays = (input: FamilyDaysInput): ReadonlyArray<FamilyDay> => {
  const byDate = new Map<string, FamilyDay>()
  for (const event of input.events) {
    for (const day of daysOfEvent(event, input)) {
      if (Temporal.PlainDate.compare(day.date, input.from) < 0 || Temporal.PlainDate.compare(day.date, input.to) > 0) continue
      const key = day.date.toString()
      const current = byDate.get(key)
      if (current === undefined || PRIORITY[day.kind] > PRIORITY[current.kind]) byDate.set(key, day)
    }
  }
  const days: FamilyDay[] = []
  for (let date = input.from; Temporal.PlainDate.compare(date, input.to) <= 0; date = date.add({ days: 1 })) {
    const day = byDate.get(date.toString()) ?? { date, kind: 'home' as const }
    days.push(input.level === 'busyOrFree' ? atBusyOrFree(day) : day)
  }
  return days
}

/** The stricter of two levels: a profile or the operator can only narrow what a link shows. */
export const stricterLevel = (a: ShareLevel, b: ShareLevel): ShareLevel => (a === 'busyOrFree' || b === 'busyOrFree' ? 'busyOrFree' : 'whereAndWhen')
