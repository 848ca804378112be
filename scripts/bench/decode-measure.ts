import { RosterDataEnvelope } from '../../core/roster/roster.codec'

/** One measurement of decoding a roster envelope: medians in milliseconds, taken in the same run. */
export interface DecodeMeasure {
  readonly parseMs: number
  readonly decodeMs: number
  /** Decoding, then reading every event's UTC start and end (what planning the calendar reads first). */
  readonly decodeAndReadMs: number
  readonly decoded: boolean
}

const medianOf = (values: number[]): number => {
  values.sort((a, b) => a - b)
  return values[Math.floor(values.length / 2)] ?? Number.NaN
}

interface Readable {
  readonly fromDateTimeUTC: { readonly epochMilliseconds: number }
  readonly toDateTimeUTC: { readonly epochMilliseconds: number }
  readonly events?: ReadonlyArray<Readable>
}

const readTimes = (events: ReadonlyArray<Readable>): number => {
  let sum = 0
  for (const event of events) sum += event.fromDateTimeUTC.epochMilliseconds - event.toDateTimeUTC.epochMilliseconds + readTimes(event.events ?? [])
  return sum
}

/**
 * `JSON.parse` of the bytes and `RosterDataEnvelope.decode` of the parsed value, `iterations` times each,
 * interleaved (so both meet the same machine load); each decode gets a value parsed afresh. Runs in Node and,
 * bundled, in Chromium (scripts/bench/decode.bench.ts).
 */
export const measureDecode = (json: string, iterations: number): DecodeMeasure => {
  const parse: number[] = []
  const decode: number[] = []
  const decodeAndRead: number[] = []
  let decoded = true
  for (let i = 0; i < iterations; i++) {
    const t0 = performance.now()
    const value: unknown = JSON.parse(json)
    const t1 = performance.now()
    const result = RosterDataEnvelope.decode(value)
    const t2 = performance.now()
    parse.push(t1 - t0)
    decode.push(t2 - t1)
    const again: unknown = JSON.parse(json)
    const t3 = performance.now()
    const second = RosterDataEnvelope.decode(again)
    if (second._tag === 'Right') readTimes(second.right.result?.events ?? [])
    decodeAndRead.push(performance.now() - t3)
    if (result._tag === 'Left' || second._tag === 'Left') decoded = false
  }
  return { parseMs: medianOf(parse), decodeMs: medianOf(decode), decodeAndReadMs: medianOf(decodeAndRead), decoded }
}
