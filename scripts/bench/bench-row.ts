/** One line of the benchmark table: what was measured, its value, and its goal with whether it holds (if it has one). */
export interface BenchRow {
  readonly area: string
  readonly measure: string
  readonly value: string
  readonly goal?: string
  readonly holds?: boolean
}

/** Bytes as KB with one decimal (1 KB = 1,024 bytes). */
export const kb = (bytes: number): string => `${(bytes / 1024).toFixed(1)} KB`
