import type { CrewMemberAttribute, CrewMemberCard, NextEvent, PreviousEvent } from '../../core/crew/crew-member.codec'
import type { DutyEvent } from '../../core/roster/event.codec'

/** The card's previous event (SPEC section 3: "flightNumber, origin, toDateTimeLtAtAirport, toDateTimeUTC") from a roster event. */
export const previousEventOf = (event: DutyEvent): PreviousEvent => {
  const flightNumber = event.eventDescription?.flightNumber
  const origin = event.departure?.airportCode ?? event.fromAirport
  return {
    toDateTimeLtAtAirport: event.toDateTimeLtAtAirport ?? event.toDateTimeUTC,
    toDateTimeUTC: event.toDateTimeUTC,
    ...(flightNumber === undefined ? {} : { flightNumber }),
    ...(origin === undefined ? {} : { origin }),
  }
}

/** The card's next event (SPEC section 3: "flightNumber, destination, fromDateTimeLtAtAirport, fromDateTimeUTC") from a roster event. */
export const nextEventOf = (event: DutyEvent): NextEvent => {
  const flightNumber = event.eventDescription?.flightNumber
  const destination = event.arrival?.airportCode ?? event.toAirport
  return {
    fromDateTimeLtAtAirport: event.fromDateTimeLtAtAirport ?? event.fromDateTimeUTC,
    fromDateTimeUTC: event.fromDateTimeUTC,
    ...(flightNumber === undefined ? {} : { flightNumber }),
    ...(destination === undefined ? {} : { destination }),
  }
}

/** The crew member card: name and attributes, with the flights before and after the leg it is opened from when known. */
export const crewMemberCard = (
  member: { readonly name: string; readonly attributes: Array<CrewMemberAttribute> },
  previous: DutyEvent | null,
  next: DutyEvent | null,
): CrewMemberCard => ({
  name: member.name,
  attributes: member.attributes,
  ...(previous === null ? {} : { previousEvent: previousEventOf(previous) }),
  ...(next === null ? {} : { nextEvent: nextEventOf(next) }),
})
