import { Temporal } from 'temporal-polyfill'
import type { LogbookSector } from './sectors.rules'

/** The sums of a set of sectors: the logbook's totals line. */
export interface LogbookTotals {
  readonly sectors: number
  readonly blockMinutes: number
  readonly multiPilotMinutes: number
  /** Night minutes of the sectors whose night was computable; `nightNotComputable` counts the others. */
  readonly nightMinutes: number
  readonly nightNotComputable: number
  readonly ifrMinutes: number
  readonly picMinutes: number
  readonly coPilotMinutes: number
  readonly reliefMinutes: number
  readonly takeOffsDay: number
  readonly takeOffsNight: number
  readonly landingsDay: number
  readonly landingsNight: number
}

export const ZERO_TOTALS: LogbookTotals = {
  sectors: 0,
  blockMinutes: 0,
  multiPilotMinutes: 0,
  nightMinutes: 0,
  nightNotComputable: 0,
  ifrMinutes: 0,
  picMinutes: 0,
  coPilotMinutes: 0,
  reliefMinutes: 0,
  takeOffsDay: 0,
  takeOffsNight: 0,
  landingsDay: 0,
  landingsNight: 0,
}

/** Adds one sector to totals. */
export const addSector = (totals: LogbookTotals, s: LogbookSector): LogbookTotals => ({
  sectors: totals.sectors + 1,
  blockMinutes: totals.blockMinutes + s.blockMinutes,
  multiPilotMinutes: totals.multiPilotMinutes + s.multiPilotMinutes,
  nightMinutes: totals.nightMinutes + (s.night._tag === 'Computed' ? s.night.minutes : 0),
  nightNotComputable: totals.nightNotComputable + (s.night._tag === 'NotComputable' ? 1 : 0),
  ifrMinutes: totals.ifrMinutes + s.ifrMinutes,
  picMinutes: totals.picMinutes + (s.function === 'PIC' ? s.blockMinutes : 0),
  coPilotMinutes: totals.coPilotMinutes + (s.function === 'coPilot' ? s.blockMinutes : 0),
  reliefMinutes: totals.reliefMinutes + (s.function === 'relief' ? s.blockMinutes : 0),
  takeOffsDay: totals.takeOffsDay + (s.takeOff === 'day' ? 1 : 0),
  takeOffsNight: totals.takeOffsNight + (s.takeOff === 'night' ? 1 : 0),
  landingsDay: totals.landingsDay + (s.landing === 'day' ? 1 : 0),
  landingsNight: totals.landingsNight + (s.landing === 'night' ? 1 : 0),
})

/** The totals of sectors. */
export const totalsOf = (sectors: ReadonlyArray<LogbookSector>): LogbookTotals => sectors.reduce(addSector, ZERO_TOTALS)

/** The totals' windows (by off-block, in UTC): rolling 28 and 90 days, 12 calendar months, the calendar year, all. */
export interface WindowTotals {
  readonly last28Days: LogbookTotals
  readonly last90Days: LogbookTotals
  readonly last12Months: LogbookTotals
  readonly calendarYear: LogbookTotals
  readonly all: LogbookTotals
}

const since = (sectors: ReadonlyArray<LogbookSector>, start: Temporal.Instant): LogbookTotals =>
  totalsOf(sectors.filter((s) => Temporal.Instant.compare(s.offBlock, start) >= 0))

/**
 * The totals by window at `now`: N days are N × 24 h of UTC time (a daylight-saving change neither stretches nor
 * shrinks them), 12 months start on the same UTC day and time a year back, the calendar year on 1 January 00:00 UTC.
 */
export const windowTotals = (sectors: ReadonlyArray<LogbookSector>, now: Temporal.Instant): WindowTotals => {
  const utc = now.toZonedDateTimeISO('UTC')
  return {
    last28Days: since(sectors, now.subtract({ hours: 28 * 24 })),
    last90Days: since(sectors, now.subtract({ hours: 90 * 24 })),
    last12Months: since(sectors, utc.subtract({ months: 12 }).toInstant()),
    calendarYear: since(sectors, utc.with({ month: 1, day: 1 }).startOfDay().toInstant()),
    all: totalsOf(sectors),
  }
}

/** One page of the paper logbook: its rows (oldest first), its totals, brought forward and carried forward. */
export interface LogbookPage {
  readonly rows: ReadonlyArray<LogbookSector>
  readonly page: LogbookTotals
  readonly broughtForward: LogbookTotals
  readonly carriedForward: LogbookTotals
}

const plus = (a: LogbookTotals, b: LogbookTotals): LogbookTotals => ({
  sectors: a.sectors + b.sectors,
  blockMinutes: a.blockMinutes + b.blockMinutes,
  multiPilotMinutes: a.multiPilotMinutes + b.multiPilotMinutes,
  nightMinutes: a.nightMinutes + b.nightMinutes,
  nightNotComputable: a.nightNotComputable + b.nightNotComputable,
  ifrMinutes: a.ifrMinutes + b.ifrMinutes,
  picMinutes: a.picMinutes + b.picMinutes,
  coPilotMinutes: a.coPilotMinutes + b.coPilotMinutes,
  reliefMinutes: a.reliefMinutes + b.reliefMinutes,
  takeOffsDay: a.takeOffsDay + b.takeOffsDay,
  takeOffsNight: a.takeOffsNight + b.takeOffsNight,
  landingsDay: a.landingsDay + b.landingsDay,
  landingsNight: a.landingsNight + b.landingsNight,
})

/** The rows of one printed page of the logbook (A4 landscape, the paper logbook's layout). */
export const PAPER_ROWS_PER_PAGE = 14

/** The paper logbook's pages (`rowsPerPage` rows each, oldest first), each with page totals and totals brought forward. */
export const logbookPages = (sectors: ReadonlyArray<LogbookSector>, rowsPerPage: number): ReadonlyArray<LogbookPage> => {
  const oldestFirst = sectors.slice().sort((a, b) => Temporal.Instant.compare(a.offBlock, b.offBlock))
  const size = Math.max(1, Math.floor(rowsPerPage))
  const pages: Array<LogbookPage> = []
  let forward = ZERO_TOTALS
  for (let i = 0; i < oldestFirst.length; i += size) {
    const rows = oldestFirst.slice(i, i + size)
    const page = totalsOf(rows)
    const carried = plus(forward, page)
    pages.push({ rows, page, broughtForward: forward, carriedForward: carried })
    forward = carried
  }
  return pages
}

/** Sectors grouped by UTC month of off-block (`yyyy-MM`), in the order given (newest first on the screen). */
export const sectorsByMonth = (sectors: ReadonlyArray<LogbookSector>): ReadonlyArray<{ readonly month: string; readonly sectors: ReadonlyArray<LogbookSector> }> => {
  const groups: Array<{ month: string; sectors: Array<LogbookSector> }> = []
  for (const s of sectors) {
    const month = s.date.slice(0, 7)
    const last = groups[groups.length - 1]
    if (last !== undefined && last.month === month) last.sectors.push(s)
    else groups.push({ month, sectors: [s] })
  }
  return groups
}

/** Minutes as `H:MM` (the logbook's notation). */
export const hoursMinutes = (minutes: number): string => `${Math.floor(minutes / 60)}:${String(minutes % 60).padStart(2, '0')}`
