import { CALENDAR_HOUR_SLOTS } from '../../../core/shared/constants'
import { rangeTimePattern, showsTimes, viewSpans } from '../../../core/roster/time-span.rules'
import * as O from 'fp-ts/Option'
import { pipe } from 'fp-ts/function'
import { Temporal } from 'temporal-polyfill'
import type { AuthUser } from '../../../core/auth/user.codec'
import type { FeatureAccess } from '../../../core/access/feature-access'
import type { DisplayOptions } from '../../../core/access/profile.codec'
import { routeFor } from '../../../core/access/route-paths'
import type { CalendarTag } from '../../../core/roster/calendar.rules'
import { effectiveEnd } from '../../../core/roster/calendar-placement.rules'
import { formatDate } from '../../../core/roster/date-format.rules'
import type { EventType } from '../../../core/roster/event-type.codec'
import { DutyEvent } from '../../../core/roster/event.codec'
import { hotelNameOf, opensCheckIn, type DutyListAnchor } from '../../../core/roster/duty-list.rules'
import { shownEdges, shownTimes, timeViewsOf, type ShownTime } from '../../../core/roster/time-display.rules'
import { toTimeZone, UTC_ZONE, type TimeZone } from '../../../core/roster/time-zone.rules'
import type { Language } from '../../../core/shared/constants'

/**
 * The zone the calendar and the "today" of the duty list use: UTC when the profile shows only UTC
 * times; otherwise home-base local time, taken from the user's `refTimestampLtAtHb`: the device's
 * zone when it agrees with that offset (so daylight saving is followed), else that fixed offset.
 */
export const calendarZone = (user: AuthUser | undefined, display: Pick<DisplayOptions, 'showLocalTime'>, deviceZone: string): TimeZone => {
  const ref = user?.refTimestampLtAtHb
  if (!display.showLocalTime || ref === undefined) return UTC_ZONE
  const device = toTimeZone(deviceZone)
  const agrees = O.exists((zone: TimeZone) => ref.toInstant().toZonedDateTimeISO(zone).offset === ref.offset)(device)
  return agrees && O.isSome(device) ? device.value : pipe(toTimeZone(ref.offset), O.getOrElse(() => UTC_ZONE))
}

/**
 * The rows the duty list draws first: from `before` rows above its start row (core `dutyListStart`; the top of the
 * list when it has none) to `after` rows below it, in list order. The rest follow in a later drawing.
 */
export const rowsAround = (
  events: ReadonlyArray<DutyEvent>,
  start: O.Option<Pick<DutyListAnchor, 'eventId'>>,
  before: number,
  after: number,
): ReadonlyArray<DutyEvent> => {
  const found = O.isSome(start) ? events.findIndex((event) => event.id === start.value.eventId) : -1
  const index = Math.max(0, found)
  return index - before <= 0 && index + after + 1 >= events.length ? events : events.slice(Math.max(0, index - before), index + after + 1)
}

/** A duty row's title: pairing header, flight number and route, hotel name, or the event's name / type. */
export const dutyRowTitle = (event: DutyEvent, typeName: (type: EventType) => string): string => {
  const from = event.departure?.airportCode ?? event.fromAirport
  const to = event.arrival?.airportCode ?? event.toAirport
  switch (event.type) {
    case 'PAR':
      return event.eventHeader ?? event.name ?? event.eventDescription?.pairingNumber ?? typeName(event.type)
    case 'LEG':
    case 'FPR':
    case 'GPR':
      return [event.eventDescription?.flightNumber, from !== undefined && to !== undefined ? `${from} – ${to}` : undefined].filter((p) => p !== undefined).join(' ') || typeName(event.type)
    case 'HOT':
      return hotelNameOf(event) ?? event.name ?? typeName(event.type)
    case 'C_I':
    case 'C_O':
      return from === undefined ? typeName(event.type) : `${typeName(event.type)} ${from}`
    default:
      return event.name ?? event.eventHeader ?? typeName(event.type)
  }
}

/** A duty's date line and its times, as the profile shows them (core `shownTimes`, midnight rule for the end date). */
export interface DutyTimesView {
  readonly date: string
  readonly times: ReadonlyArray<{ readonly kind: ShownTime['kind']; readonly text: string }>
}

/** The date (a range when the duty spans days) and the local and/or UTC time ranges of a duty. */
export const dutyTimes = (
  event: DutyEvent,
  display: Pick<DisplayOptions, 'showLocalTime' | 'showUTCTime' | 'localTimePostfix' | 'dateFormats'>,
  locale: Language,
): DutyTimesView => {
  const start = event.fromDateTimeLtAtAirport ?? event.fromDateTimeUTC
  const end = effectiveEnd(start, event.toDateTimeLtAtAirport ?? event.toDateTimeUTC)
  const sameDay = Temporal.PlainDate.compare(start.toPlainDate(), end.toPlainDate()) === 0
  const date = sameDay
    ? formatDate(start, display.dateFormats.DATE, locale)
    : `${formatDate(start, display.dateFormats.DATE, locale)} – ${formatDate(end, display.dateFormats.DATE, locale)}`
  // Whole-day kinds and daily remarks show their days only; a range over midnight shows both dates.
  if (!showsTimes(event)) return { date, times: [] }
  const options = { pattern: rangeTimePattern(viewSpans(event), display.dateFormats.TIME), locale }
  const edges = shownEdges(event)
  const from = edges.includes('from') ? shownTimes(timeViewsOf(event, 'from'), display, options) : []
  const to = edges.includes('to') ? shownTimes(timeViewsOf(event, 'to'), display, options) : []
  const kinds = (from.length > 0 ? from : to).map((t) => t.kind)
  const times = kinds.map((kind) => {
    const f = from.find((x) => x.kind === kind)
    const t = to.find((x) => x.kind === kind)
    return { kind, text: f !== undefined && t !== undefined ? `${f.text} – ${t.text}` : (f ?? t)?.text ?? '' }
  })
  return { date, times }
}

/** A detail screen a duty opens. */
export interface DutyLink {
  readonly kind: 'leg' | 'pairing' | 'hotel' | 'checkIn' | 'eventRemark'
  readonly href: string
  /** The navigation state (`{ event }` for the event remark screen). */
  readonly state?: unknown
}

/**
 * The detail screens of a duty (SPEC section 2 routes), each only when the user's access allows it:
 * pairing details for PAR, leg details for LEG and FPR, hotel details for HOT (the hotel id is the
 * event id), check-in for C_I, and the event remark screen (with the event as navigation state).
 */
export const dutyLinks = (event: DutyEvent, crmId: string, access: FeatureAccess): ReadonlyArray<DutyLink> => {
  const links: DutyLink[] = []
  const eventId = event.eventId ?? event.id
  if (event.type === 'PAR' && access.canViewPairing()) links.push({ kind: 'pairing', href: routeFor.pairing(crmId, event.logicalId) })
  if ((event.type === 'LEG' || event.type === 'FPR') && access.canViewLeg()) links.push({ kind: 'leg', href: routeFor.leg(crmId, event.logicalId) })
  if (event.type === 'HOT' && access.canViewHotel()) links.push({ kind: 'hotel', href: routeFor.hotel(crmId, eventId) })
  if (opensCheckIn(event) && access.canViewCheckIn()) links.push({ kind: 'checkIn', href: routeFor.checkIn(crmId, event.logicalId) })
  if (access.canViewEventRemark() && event.type !== 'DREM') links.push({ kind: 'eventRemark', href: routeFor.event(crmId, eventId), state: { event: DutyEvent.encode(event) } })
  return links
}

/** A calendar tag with its lane, so tags overlapping in time sit side by side, and the slots it is drawn over. */
export interface LaidOutTag {
  readonly tag: CalendarTag
  readonly lane: number
  readonly lanes: number
  /** The first hour slot it is drawn at: its start, moved up so a short tag late in the day stays inside the day. */
  readonly topSlot: number
  /** How many hour slots it is drawn over: its span, at least `minSlots`. */
  readonly slots: number
}

/**
 * Hour slots a tag is drawn over at least: 24 CSS px of a day's timeline (about 52 px for 24 slots),
 * so every tag is a 24 x 24 px target (WCAG 2.2, 2.5.8 target size) and none hides another.
 */
export const MIN_TAG_SLOTS = 12

/**
 * Lays out a day's tags (sorted by start slot) in lanes: a tag takes the first lane free at its start.
 * A tag is drawn over at least `minSlots` slots (a one-hour duty is still a target a finger can hit), and
 * lanes are taken by what is drawn, so short tags close in time sit side by side instead of on top of
 * each other.
 */
export const layoutTags = (tags: ReadonlyArray<CalendarTag>, minSlots: number = MIN_TAG_SLOTS): ReadonlyArray<LaidOutTag> => {
  const laneEnds: number[] = []
  const placed = tags.map((tag) => {
    const slots = Math.min(CALENDAR_HOUR_SLOTS, Math.max(tag.placement.span, minSlots))
    const topSlot = Math.min(tag.placement.startSlot, CALENDAR_HOUR_SLOTS - slots)
    const free = laneEnds.findIndex((end) => end <= topSlot)
    const lane = free < 0 ? laneEnds.length : free
    laneEnds[lane] = topSlot + slots
    return { tag, lane, topSlot, slots }
  })
  const lanes = Math.max(1, laneEnds.length)
  return placed.map((p) => ({ ...p, lanes }))
}
