import * as O from 'fp-ts/Option'
import { Temporal } from 'temporal-polyfill'
import type { AirportCoordinates, GeoPoint, SunAltitude } from '../../../core/platform/sun.port'
import type { LogbookOptions } from '../../../core/logbook/logbook.codec'
import { DEFAULT_ROLE_FUNCTIONS } from '../../../core/logbook/logbook-options.rules'
import type { LogbookDeps, LogbookEvent } from '../../../core/logbook/sectors.rules'

/**
 * A schematic sun for pure rule tests (the real one is the adapter's, tested in test/adapters): the sun is at its
 * highest (+50°) at local solar noon (UTC hour + longitude / 15) and lowest (−50°) at midnight; night (< −6°) runs
 * from about 19:39 to 04:21 local solar time.
 */
export const schematicSun: SunAltitude = {
  altitudeAt: (point: GeoPoint, instant: Temporal.Instant) => {
    const hours = instant.epochMilliseconds / 3_600_000 + point.longitude / 15
    return 50 * Math.cos((2 * Math.PI * (hours - 12)) / 24)
  },
}

export const AIRPORTS: Readonly<Record<string, GeoPoint>> = {
  CDG: { latitude: 49.0, longitude: 2.55 },
  JFK: { latitude: 40.64, longitude: -73.78 },
  LHR: { latitude: 51.48, longitude: -0.46 },
  NRT: { latitude: 35.76, longitude: 140.39 },
}

export const tableAirports: AirportCoordinates = {
  coordinatesOf: (iata) => (AIRPORTS[iata.toUpperCase()] === undefined ? O.none : O.some(AIRPORTS[iata.toUpperCase()] as GeoPoint)),
}

export const deps: LogbookDeps = { sun: schematicSun, airports: tableAirports }
export const EASA: LogbookOptions = { ruleSet: 'EASA', roleFunctions: DEFAULT_ROLE_FUNCTIONS }
export const FAA: LogbookOptions = { ruleSet: 'FAA', roleFunctions: DEFAULT_ROLE_FUNCTIONS }

export const z = (iso: string): Temporal.ZonedDateTime => Temporal.ZonedDateTime.from(iso.includes('[') ? iso : `${iso}[UTC]`)

export const leg = (
  id: string,
  from: string,
  to: string,
  off: string,
  on: string,
  extra: { readonly roles?: ReadonlyArray<string>; readonly type?: string } = {},
): LogbookEvent => ({
  id,
  type: 'LEG',
  fromDateTimeUTC: z(off),
  toDateTimeUTC: z(on),
  departure: { airportCode: from },
  arrival: { airportCode: to },
  eventDescription: { flightNumber: id, aircraftTypeCode: extra.type ?? '320', registration: 'F-HBNA' },
  roles: (extra.roles ?? ['Co-pilot', 'Pilot flying']).map((name, i) => ({ id: i + 1, name })),
})
