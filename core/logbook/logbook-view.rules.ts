import type { Temporal } from 'temporal-polyfill'
import { logbookCsvRows, toCsv, type CsvLayout } from './csv.rules'
import type { LogbookOptions, PilotFlyingMarks } from './logbook.codec'
import { recencyOf, upcomingAsPilotFlying, type Recency } from './recency.rules'
import { logbookSectors, simulatorSessions, type LogbookDeps, type LogbookEvent, type LogbookSector, type SimulatorSession } from './sectors.rules'
import { logbookPages, PAPER_ROWS_PER_PAGE, sectorsByMonth, windowTotals, type LogbookPage, type WindowTotals } from './totals.rules'

/** The logbook screen as shown: its rows by month, totals, recency, simulator sessions, and the export's text. */
export interface LogbookView {
  readonly months: ReadonlyArray<{ readonly month: string; readonly sectors: ReadonlyArray<LogbookSector> }>
  readonly totals: WindowTotals
  readonly recency: ReadonlyArray<Recency>
  readonly simulator: ReadonlyArray<SimulatorSession>
  /** The printed logbook: pages of `PAPER_ROWS_PER_PAGE` rows, oldest first, with page totals and totals brought forward. */
  readonly pages: ReadonlyArray<LogbookPage>
  /** Whether any sector is flown as flight crew: cabin crew get the sector list without the pilot columns. */
  readonly flightCrew: boolean
  readonly csvLayout: CsvLayout
  readonly csv: string
}

/** Builds the logbook screen from the roster's events and the marks at `now`. */
export const logbookView = (
  deps: LogbookDeps,
  options: LogbookOptions,
  events: ReadonlyArray<LogbookEvent>,
  marks: PilotFlyingMarks,
  now: Temporal.Instant,
): LogbookView => {
  const sectors = logbookSectors(deps, options, events, marks, now)
  const flightCrew = sectors.some((s) => s.function !== 'cabin')
  const simulator = simulatorSessions(events, now)
  const csvLayout: CsvLayout = flightCrew ? options.ruleSet : 'cabin'
  return {
    months: sectorsByMonth(sectors),
    totals: windowTotals(sectors, now),
    recency: flightCrew ? recencyOf(options.ruleSet, sectors, upcomingAsPilotFlying(deps, options, events, now), now) : [],
    simulator,
    pages: logbookPages(sectors, PAPER_ROWS_PER_PAGE),
    flightCrew,
    csvLayout,
    csv: toCsv(logbookCsvRows(csvLayout, sectors, flightCrew ? simulator : [])),
  }
}
