/**
 * The one table of `npm run bench`: every provider (scripts/bench/*.bench.ts) measures something a user or
 * caller meets and answers rows; the runner (scripts/bench.ts) prints them together, each goal beside its
 * figure and whether it holds. Figures are medians over repeated runs; a ratio is taken between two figures
 * measured in the same run (so the machine's load of the moment cancels out).
 */
import type { BenchRow } from './bench-row'

export type { BenchRow } from './bench-row'
export { kb } from './bench-row'

/** What the runner hands each provider. */
export interface BenchContext {
  /** Repetitions a provider makes of each measure (medians are taken over them). */
  readonly runs: number
  /** Progress lines on stderr, so that a long run shows where it is. */
  readonly progress: (line: string) => void
}

/** A source of rows: a name for `--only` and the measurement itself. */
export interface BenchProvider {
  readonly name: string
  readonly rows: (context: BenchContext) => Promise<ReadonlyArray<BenchRow>>
}

/** The median of some numbers (NaN for none). */
export const median = (values: ReadonlyArray<number>): number => {
  const sorted = [...values].sort((a, b) => a - b)
  if (sorted.length === 0) return Number.NaN
  const mid = Math.floor(sorted.length / 2)
  return sorted.length % 2 === 1 ? (sorted[mid] ?? Number.NaN) : ((sorted[mid - 1] ?? 0) + (sorted[mid] ?? 0)) / 2
}

/** `1,734` */
export const int = (n: number): string => Math.round(n).toLocaleString('en-US')
/** `12.3 ms` (two decimals under 10 ms). */
export const ms = (n: number): string => `${n < 10 ? n.toFixed(2) : n.toFixed(1)} ms`
/** `4.1x` */
export const times = (n: number): string => `${n.toFixed(1)}x`

/** A row that could not be measured (the reason in place of the figure). */
export const notMeasured = (area: string, measure: string, reason: string, goal?: string): BenchRow => ({ area, measure, value: `not measured: ${reason}`, ...(goal === undefined ? {} : { goal, holds: false }) })

/** The table as text: one line per row, columns padded, and a last line counting the goals that hold. */
export const formatTable = (rows: ReadonlyArray<BenchRow>): string => {
  const header: BenchRow = { area: 'area', measure: 'measure', value: 'median', goal: 'goal' }
  const cells = (r: BenchRow): ReadonlyArray<string> => [r.area, r.measure, r.value, r.goal ?? '', r === header ? 'holds' : r.holds === undefined ? '' : r.holds ? 'yes' : 'NO']
  const all = [header, ...rows].map(cells)
  const widths = [0, 1, 2, 3, 4].map((i) => Math.max(...all.map((c) => (c[i] ?? '').length)))
  const line = (c: ReadonlyArray<string>) => `| ${c.map((cell, i) => cell.padEnd(widths[i] ?? 0)).join(' | ')} |`
  const rule = `|${widths.map((w) => '-'.repeat(w + 2)).join('|')}|`
  const goals = rows.filter((r) => r.holds !== undefined)
  return [line(all[0] ?? []), rule, ...all.slice(1).map(line), '', `${goals.filter((r) => r.holds === true).length} of ${goals.length} goals hold`].join('\n')
}
