import type { Temporal } from 'temporal-polyfill'
import type { DutyEvent } from '../event.codec'
import { dutyKindOf, type DutyKind } from '../duty-kind.rules'
import type { CalendarEntry, CalendarLanguage } from './calendar-entry.codec'

/** The domain part of every feed UID: a UID is `<logical id, URI-encoded>@crew-duty-plan`. */
export const CALENDAR_UID_DOMAIN = 'crew-duty-plan'

/** The UID of a duty's calendar entry: from its logical event id only, so it survives every change of the duty. */
export const calendarUid = (logicalId: string): string => `${encodeURIComponent(logicalId)}@${CALENDAR_UID_DOMAIN}`

/**
 * Duty kinds that never become an entry of their own: the daily-remark marker (hidden from the calendar too) and
 * roster tags (a filter, not a duty). Inside a pairing, check-in and check-out are folded into the pairing's
 * description ("Check-in 05:10") rather than listed as entries.
 */
const HIDDEN_KINDS: ReadonlySet<DutyKind> = new Set(['remarkMarker', 'rosterTag'])
const FOLDED_CHILD_KINDS: ReadonlySet<DutyKind> = new Set(['checkIn', 'checkOut'])

interface Labels {
  readonly kind: Readonly<Record<DutyKind, string>>
  readonly start: string
  readonly end: string
  readonly local: string
  readonly flight: string
  readonly aircraft: string
  readonly registration: string
  readonly hotel: string
  readonly checkIn: string
  readonly checkOut: string
  readonly pairing: string
}

/** The feed's words, per language (the feed is read in the crew member's calendar, outside the app's dictionaries). */
export const CALENDAR_LABELS: Readonly<Record<CalendarLanguage, Labels>> = {
  en: {
    kind: {
      pairing: 'Pairing', leg: 'Flight', positioning: 'Positioning', hotel: 'Hotel', standby: 'Standby', simulator: 'Simulator',
      ground: 'Ground duty', checkIn: 'Check-in', checkOut: 'Check-out', rosterTag: 'Roster tag', suspension: 'Suspension',
      absence: 'Absence', vacation: 'Vacation', sickness: 'Sick leave', off: 'Day off', remarkMarker: 'Remark', other: 'Duty',
    },
    start: 'Start', end: 'End', local: 'local', flight: 'Flight', aircraft: 'Aircraft', registration: 'Registration',
    hotel: 'Hotel', checkIn: 'Check-in', checkOut: 'Check-out', pairing: 'Pairing',
  },
  fr: {
    kind: {
      pairing: 'Rotation', leg: 'Vol', positioning: 'Mise en place', hotel: 'Hôtel', standby: 'Réserve', simulator: 'Simulateur',
      ground: 'Activité sol', checkIn: 'Présentation', checkOut: 'Fin de service', rosterTag: 'Étiquette de planning', suspension: 'Suspension',
      absence: 'Absence', vacation: 'Congés', sickness: 'Arrêt maladie', off: 'Repos', remarkMarker: 'Remarque', other: 'Activité',
    },
    start: 'Début', end: 'Fin', local: 'heure locale', flight: 'Vol', aircraft: 'Avion', registration: 'Immatriculation',
    hotel: 'Hôtel', checkIn: 'Présentation', checkOut: 'Fin de service', pairing: 'Rotation',
  },
}

const present = (s: string | undefined): s is string => s !== undefined && s.trim() !== ''
const join = (parts: ReadonlyArray<string | undefined>, separator = ' '): string => parts.filter(present).join(separator)

const pad = (n: number): string => String(n).padStart(2, '0')

/**
 * The wall time of a date-time as a UTC `Date` (its epoch plus its offset). The feed is built on every poll, so it
 * reads the epoch and offset once rather than the polyfill's calendar fields one by one (several times faster).
 */
const wallClock = (time: Temporal.ZonedDateTime): Date => new Date(time.epochMilliseconds + Math.round(time.offsetNanoseconds / 1e6))

/** `2026-03-16 06:10 (UTC+01:00)`: a local wall time with its offset. */
export const localTimeText = (time: Temporal.ZonedDateTime): string => {
  const wall = wallClock(time)
  return `${wall.toISOString().slice(0, 10)} ${pad(wall.getUTCHours())}:${pad(wall.getUTCMinutes())} (UTC${time.offset})`
}

/** `HH:mm` of a local time. */
const clock = (time: Temporal.ZonedDateTime): string => {
  const wall = wallClock(time)
  return `${pad(wall.getUTCHours())}:${pad(wall.getUTCMinutes())}`
}

/** The UTC instant of a date-time, as `2026-03-16T05:10:00Z` (seconds always, no fraction). */
export const utcText = (time: Temporal.ZonedDateTime): string => `${new Date(Math.floor(time.epochMilliseconds / 1000) * 1000).toISOString().slice(0, 19)}Z`

const fromAirport = (event: DutyEvent): string | undefined => event.departure?.airportCode ?? event.fromAirport
const toAirport = (event: DutyEvent): string | undefined => event.arrival?.airportCode ?? event.toAirport
const route = (event: DutyEvent): string | undefined => {
  const from = fromAirport(event)
  const to = toAirport(event)
  return present(from) && present(to) && from !== to ? `${from} → ${to}` : from ?? to
}
const hotelNameOf = (event: DutyEvent): string | undefined => event.hotelName ?? event.eventDescription?.hotelName
const aircraftOf = (event: DutyEvent): string | undefined => {
  const d = event.eventDescription
  if (d === undefined) return undefined
  return present(d.aircraftTypeCode) ? join([d.aircraftTypeCode, d.aircraftSubType]) : d.aircraftTypeCodes?.join(', ')
}

const summaryOf = (event: DutyEvent, kind: DutyKind, labels: Labels): string => {
  const d = event.eventDescription
  switch (kind) {
    case 'leg':
    case 'positioning':
      return join([labels.kind[kind], d?.flightNumber, route(event)])
    case 'pairing':
      return join([labels.kind.pairing, d?.pairingNumber, route(event)])
    case 'hotel':
      return join([labels.kind.hotel, hotelNameOf(event) ?? event.hotelCode ?? d?.hotelCode])
    case 'ground':
      return join([labels.kind.ground, event.groundActivityCode ?? d?.groundActivityCode])
    case 'standby':
    case 'simulator':
      return join([labels.kind[kind], fromAirport(event)])
    case 'other':
      return present(event.name) ? event.name : present(event.eventHeader) ? event.eventHeader : labels.kind.other
    default:
      return labels.kind[kind]
  }
}

const locationOf = (event: DutyEvent, kind: DutyKind): string | undefined => {
  if (kind === 'hotel') return hotelNameOf(event) ?? fromAirport(event)
  return fromAirport(event)
}

/**
 * The description: local start and end (at the airport, else at home base, else the offset sent), then the
 * crew-relevant details the duty carries: flight number, aircraft, registration, hotel, and for a pairing its
 * check-in and check-out times. Never remarks, roles, attributes or anything about other crew members.
 */
const descriptionOf = (event: DutyEvent, labels: Labels, children: ReadonlyArray<DutyEvent>): string => {
  const startLocal = event.fromDateTimeLtAtAirport ?? event.fromDateTimeLtAtHb ?? event.fromDateTime ?? event.fromDateTimeUTC
  const endLocal = event.toDateTimeLtAtAirport ?? event.toDateTimeLtAtHb ?? event.toDateTime ?? event.toDateTimeUTC
  const d = event.eventDescription
  const checkIn = children.find((c) => dutyKindOf(c) === 'checkIn')
  const checkOut = children.find((c) => dutyKindOf(c) === 'checkOut')
  const hotels = [...new Set([hotelNameOf(event), ...children.map(hotelNameOf)].filter(present))]
  const lines = [
    `${labels.start} (${labels.local}): ${join([localTimeText(startLocal), fromAirport(event)])}`,
    `${labels.end} (${labels.local}): ${join([localTimeText(endLocal), toAirport(event)])}`,
    present(d?.flightNumber) ? `${labels.flight}: ${d.flightNumber}` : undefined,
    present(aircraftOf(event)) ? `${labels.aircraft}: ${aircraftOf(event) ?? ''}` : undefined,
    present(d?.registration) ? `${labels.registration}: ${d.registration}` : undefined,
    present(d?.pairingNumber) ? `${labels.pairing}: ${d.pairingNumber}` : undefined,
    checkIn === undefined ? undefined : `${labels.checkIn}: ${clock(checkIn.fromDateTimeLtAtAirport ?? checkIn.fromDateTimeLtAtHb ?? checkIn.fromDateTimeUTC)} (${labels.local})`,
    checkOut === undefined ? undefined : `${labels.checkOut}: ${clock(checkOut.toDateTimeLtAtAirport ?? checkOut.toDateTimeLtAtHb ?? checkOut.toDateTimeUTC)} (${labels.local})`,
    hotels.length > 0 && dutyKindOf(event) !== 'hotel' ? `${labels.hotel}: ${hotels.join(', ')}` : undefined,
  ]
  return lines.filter(present).join('\n')
}

/** Duty kinds a feed may show as a plain "Absence" (health and disciplinary matters a third-party calendar service need not see). */
export const PRIVATE_ABSENCE_KINDS: ReadonlySet<DutyKind> = new Set(['sickness', 'suspension'])

/** How a feed is built beyond its language. */
export interface CalendarFeedOptions {
  /** The UID of a duty's entry (default {@link calendarUid}); the server derives it from an HMAC so it names no crew member. */
  readonly uidOf?: (logicalId: string) => string
  /** Show {@link PRIVATE_ABSENCE_KINDS} as "Absence", with no description or location. */
  readonly privateAbsences?: boolean
}

const entryOf = (event: DutyEvent, labels: Labels, options: CalendarFeedOptions): CalendarEntry => {
  const actual = dutyKindOf(event)
  const hidden = options.privateAbsences === true && PRIVATE_ABSENCE_KINDS.has(actual)
  const kind: DutyKind = hidden ? 'absence' : actual
  const children = event.events ?? []
  const location = hidden ? undefined : locationOf(event, kind)
  const start = utcText(event.fromDateTimeUTC)
  const end = utcText(event.toDateTimeUTC)
  return {
    uid: (options.uidOf ?? calendarUid)(event.logicalId),
    logicalId: event.logicalId,
    summary: hidden ? labels.kind.absence : summaryOf(event, kind, labels),
    description: hidden ? '' : descriptionOf(event, labels, children),
    start,
    // A duty whose end precedes its start (bad data) is shown as an instant rather than dropped.
    end: end < start ? start : end,
    ...(present(location) ? { location } : {}),
  }
}

/** Whether an event becomes an entry: every duty but the hidden kinds; inside a pairing, not its check-in/out either. */
const listed = (event: DutyEvent, child: boolean): boolean => {
  const kind = dutyKindOf(event)
  return !HIDDEN_KINDS.has(kind) && !(child && FOLDED_CHILD_KINDS.has(kind))
}

/**
 * The calendar entries of a roster: one per duty (legs, pairings, positioning, hotel, standby,
 * ground, simulator, off, vacation, absence, sickness, suspension, other), pairing children included; the
 * daily-remark markers and roster tags are left out, and a pairing's check-in/out live in its description. In
 * UTC start order; one entry per logical id (the first wins if the roster sends one twice).
 */
export const calendarEntries = (events: ReadonlyArray<DutyEvent>, language: CalendarLanguage, options: CalendarFeedOptions = {}): ReadonlyArray<CalendarEntry> => {
  const labels = CALENDAR_LABELS[language]
  const entries: CalendarEntry[] = []
  const seen = new Set<string>()
  const visit = (event: DutyEvent, child: boolean): void => {
    if (listed(event, child) && !seen.has(event.logicalId)) {
      seen.add(event.logicalId)
      entries.push(entryOf(event, labels, options))
    }
    for (const c of event.events ?? []) visit(c, true)
  }
  for (const event of events) visit(event, false)
  return entries.sort((a, b) => (a.start < b.start ? -1 : a.start > b.start ? 1 : 0))
}

/**
 * What decides whether an entry changed: every field the calendar shows, in a fixed order (the stored JSON's key
 * order is not kept by the database, so entries are compared by this text).
 */
export const entryFingerprint = (entry: CalendarEntry): string =>
  JSON.stringify([entry.uid, entry.summary, entry.description, entry.start, entry.end, entry.location ?? null])
