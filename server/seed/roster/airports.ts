/** An airport of the demo airline: its IANA zone decides every local time of the events there. */
export interface Airport {
  readonly code: string
  readonly timeZone: string
  readonly city: string
  readonly country: string
}

/** The demo network: the home base Paris CDG (and Orly), New York JFK, London Heathrow, Tokyo Narita. */
export const AIRPORTS = {
  CDG: { code: 'CDG', timeZone: 'Europe/Paris', city: 'Paris', country: 'FR' },
  ORY: { code: 'ORY', timeZone: 'Europe/Paris', city: 'Paris', country: 'FR' },
  JFK: { code: 'JFK', timeZone: 'America/New_York', city: 'New York', country: 'US' },
  LHR: { code: 'LHR', timeZone: 'Europe/London', city: 'London', country: 'GB' },
  NRT: { code: 'NRT', timeZone: 'Asia/Tokyo', city: 'Tokyo', country: 'JP' },
} as const satisfies Record<string, Airport>

/** One of the demo airports. */
export type AirportCode = keyof typeof AIRPORTS

/** The home base of every demo crew member (ARCHITECTURE.md section 3: "home base CDG (Europe/Paris)"). */
export const HOME_BASE: AirportCode = 'CDG'

/** The home base's zone: the "local at home base" view of every time. */
export const HOME_ZONE: string = AIRPORTS[HOME_BASE].timeZone
