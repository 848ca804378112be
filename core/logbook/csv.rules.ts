import type { LogbookRuleSet } from './logbook.codec'
import type { LogbookSector, SimulatorSession } from './sectors.rules'
import { hoursMinutes } from './totals.rules'

/** The export's layout: AMC1 FCL.050 (EASA), the FAA's 61.51 columns, or the cabin crew's sector list. */
export type CsvLayout = LogbookRuleSet | 'cabin'

const utcTime = (s: LogbookSector, which: 'offBlock' | 'onBlock'): string =>
  s[which].toZonedDateTimeISO('UTC').toPlainTime().toString({ smallestUnit: 'minute' })

const night = (s: LogbookSector): string => (s.night._tag === 'Computed' ? hoursMinutes(s.night.minutes) : '')
const count = (yes: boolean): string => (yes ? '1' : '0')
const fnTime = (s: LogbookSector, fn: LogbookSector['function']): string => (s.function === fn ? hoursMinutes(s.blockMinutes) : '')
const remarks = (s: LogbookSector): string =>
  [s.flightNumber, s.night._tag === 'NotComputable' ? `night not computable: unknown airport ${s.night.airports.join(' ')}` : '']
    .filter((r) => r !== '')
    .join('; ')

/**
 * AMC1 FCL.050, columns 1 to 12 in their order (1 date; 2 departure place and time; 3 arrival place and time;
 * 4 aircraft type and registration; 5 single-pilot SE, ME, multi-pilot time; 6 total time of flight; 7 PIC name;
 * 8 landings day, night; 9 night, IFR time; 10 PIC, co-pilot, dual, instructor time; 11 FSTD date, type, time;
 * 12 remarks), then the take-offs (day, night) the recency counts. Dates `yyyy-MM-dd`, times UTC `HH:mm`, durations `H:MM`.
 */
export const EASA_COLUMNS = [
  'Date', 'Departure place', 'Departure time', 'Arrival place', 'Arrival time', 'Aircraft type', 'Registration',
  'SP SE', 'SP ME', 'Multi-pilot time', 'Total time of flight', 'PIC name', 'Landings day', 'Landings night',
  'Night time', 'IFR time', 'PIC time', 'Co-pilot time', 'Dual time', 'Instructor time',
  'FSTD date', 'FSTD type', 'FSTD time', 'Remarks', 'Take-offs day', 'Take-offs night',
] as const

/** The FAA logbook's columns (14 CFR 61.51(b)): date, make and model, identification, route, times, landings, remarks. */
export const FAA_COLUMNS = [
  'Date', 'Aircraft type', 'Aircraft ident', 'From', 'To', 'Out (UTC)', 'In (UTC)', 'Total flight time',
  'Multi-engine', 'Night', 'Instrument', 'PIC', 'SIC', 'Day takeoffs', 'Day landings', 'Night takeoffs',
  'Night landings full stop', 'Simulator', 'Remarks',
] as const

/** The cabin crew's sector list: no pilot columns. */
export const CABIN_COLUMNS = ['Date', 'Flight', 'From', 'Departure time', 'To', 'Arrival time', 'Aircraft type', 'Registration', 'Block time'] as const

const easaRow = (s: LogbookSector): ReadonlyArray<string> => [
  s.date, s.departure, utcTime(s, 'offBlock'), s.arrival, utcTime(s, 'onBlock'), s.aircraftType, s.registration,
  '', '', hoursMinutes(s.multiPilotMinutes), hoursMinutes(s.blockMinutes), s.function === 'PIC' ? 'SELF' : '',
  count(s.landing === 'day'), count(s.landing === 'night'), night(s), hoursMinutes(s.ifrMinutes),
  fnTime(s, 'PIC'), s.function === 'coPilot' || s.function === 'relief' ? hoursMinutes(s.blockMinutes) : '', '', '',
  '', '', '', remarks(s), count(s.takeOff === 'day'), count(s.takeOff === 'night'),
]

const easaSimRow = (sim: SimulatorSession): ReadonlyArray<string> =>
  EASA_COLUMNS.map((c) => (c === 'FSTD date' ? sim.date : c === 'FSTD type' ? sim.type : c === 'FSTD time' ? hoursMinutes(sim.minutes) : c === 'Date' ? sim.date : ''))

const faaRow = (s: LogbookSector): ReadonlyArray<string> => [
  s.date, s.aircraftType, s.registration, s.departure, s.arrival, utcTime(s, 'offBlock'), utcTime(s, 'onBlock'),
  hoursMinutes(s.blockMinutes), hoursMinutes(s.blockMinutes), night(s), hoursMinutes(s.ifrMinutes),
  fnTime(s, 'PIC'), s.function === 'coPilot' || s.function === 'relief' ? hoursMinutes(s.blockMinutes) : '',
  count(s.takeOff !== 'none' && !s.faaNightTakeOff), count(s.landing !== 'none' && !s.faaNightLanding),
  count(s.faaNightTakeOff), count(s.faaNightLanding), '', remarks(s),
]

const faaSimRow = (sim: SimulatorSession): ReadonlyArray<string> =>
  FAA_COLUMNS.map((c) => (c === 'Date' ? sim.date : c === 'Aircraft type' ? sim.type : c === 'Simulator' ? hoursMinutes(sim.minutes) : ''))

const cabinRow = (s: LogbookSector): ReadonlyArray<string> => [
  s.date, s.flightNumber, s.departure, utcTime(s, 'offBlock'), s.arrival, utcTime(s, 'onBlock'), s.aircraftType, s.registration, hoursMinutes(s.blockMinutes),
]

/** The export's rows, header first, then one row per sector and one per simulator session, oldest first. */
export const logbookCsvRows = (
  layout: CsvLayout,
  sectors: ReadonlyArray<LogbookSector>,
  sims: ReadonlyArray<SimulatorSession> = [],
): ReadonlyArray<ReadonlyArray<string>> => {
  const byDate = <A extends { readonly date: string }>(xs: ReadonlyArray<A>): ReadonlyArray<A> => xs.slice().sort((a, b) => a.date.localeCompare(b.date))
  const rows = sectors.slice().sort((a, b) => a.offBlock.epochMilliseconds - b.offBlock.epochMilliseconds)
  switch (layout) {
    case 'EASA':
      return [EASA_COLUMNS, ...rows.map(easaRow), ...byDate(sims).map(easaSimRow)]
    case 'FAA':
      return [FAA_COLUMNS, ...rows.map(faaRow), ...byDate(sims).map(faaSimRow)]
    case 'cabin':
      return [CABIN_COLUMNS, ...rows.map(cabinRow)]
  }
}

const quote = (cell: string): string => (/[",\r\n]/.test(cell) ? `"${cell.replace(/"/g, '""')}"` : cell)

/** RFC 4180 text: comma-separated, CRLF line ends, a cell quoted when it holds a comma, a quote or a line end. */
export const toCsv = (rows: ReadonlyArray<ReadonlyArray<string>>): string => rows.map((row) => row.map(quote).join(',')).join('\r\n') + '\r\n'
