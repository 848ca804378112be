import { readdirSync, statSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import fc from 'fast-check'
import * as t from 'io-ts'

/** Strings a decoder meets at its worst: lone surrogates, NUL, RTL marks, combining marks, emoji, BOM, long runs. */
export const edgeString: fc.Arbitrary<string> = fc.oneof(
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.constantFrom('', ' ', '\u0000', '\uD800', '\uDC00x', '\u202E', 'e\u0301', '\uFEFF', '👩‍✈️', '𝕏', '\n\r\t', '0', '-1', 'null', 'true', '2026-03-15T08:00:00Z', '2026-02-30T25:61:00+14:00', '__proto__', 'constructor'),
  fc.integer({ min: 1, max: 100_000 }).map((n) => 'x'.repeat(n)),
)

/** Numbers including the ones JSON cannot carry exactly. */
export const edgeNumber: fc.Arbitrary<number> = fc.oneof(
  fc.integer(),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
  fc.constantFrom(0, -0, Number.MAX_SAFE_INTEGER, Number.MIN_SAFE_INTEGER, 1e308, 5e-324, 2 ** 53 + 1),
)

/** A value nested `depth` levels deep, in arrays or objects. */
export const deepValue = (depth: number, leaf: unknown = 1): unknown => {
  let value = leaf
  for (let i = 0; i < depth; i++) value = i % 2 === 0 ? [value] : { a: value }
  return value
}

/** Any JSON value, edge strings and numbers included, wide and deep values now and then. */
export const anyJson: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 6, arbitrary: fc.jsonValue({ maxDepth: 4 }) },
  { weight: 2, arbitrary: fc.dictionary(edgeString, fc.oneof(edgeString, edgeNumber, fc.boolean(), fc.constant(null)), { maxKeys: 6 }) },
  { weight: 1, arbitrary: fc.integer({ min: 50, max: 1000 }).map((d) => deepValue(d)) },
  { weight: 1, arbitrary: fc.integer({ min: 1000, max: 20_000 }).map((n) => Array.from({ length: n }, (_, i) => i)) },
  { weight: 2, arbitrary: fc.oneof(edgeString, edgeNumber, fc.boolean(), fc.constant(null)) },
)

const CANDIDATES: ReadonlyArray<unknown> = [
  '2026-03-15T08:00:00Z', '2026-03-15T09:00:00+01:00', '2026-03-15T08:00:00.000+00:00', '2026-03-15', '08:00', '2026-03',
  '100001', 'CDG', 'EN', 'en', 'FR', 'Europe/Paris', 'a@b.example', '+33', 'AF006-20260316-CDG', '100001:AF006-20260316-CDG',
  'ABC', 'x', '', 0, 1, 15, -1, true, false, null, [], {},
]

const custom = (codec: t.Mixed): fc.Arbitrary<unknown> => {
  const valid = CANDIDATES.filter((c) => codec.is(c) || codec.decode(c)._tag === 'Right')
  return valid.length > 0 ? fc.constantFrom(...valid) : fc.constant(CANDIDATES[0])
}

/**
 * Candidate wire values shaped by an io-ts codec (props, arrays, unions, literals, brands...), for
 * round-trip properties: most decode, the test keeps those that do. Types it cannot see into (custom
 * date-time and zone codecs) draw from a list of typical wire values that the codec accepts.
 */
export const arbitraryFor = (codec: t.Mixed, depth = 0): fc.Arbitrary<unknown> => {
  if (depth > 6) return custom(codec)
  const d = depth + 1
  if (codec instanceof t.StringType) return fc.string({ maxLength: 12 })
  if (codec instanceof t.NumberType) return fc.integer({ min: -1000, max: 100_000 })
  if (codec instanceof t.BooleanType) return fc.boolean()
  if (codec instanceof t.NullType) return fc.constant(null)
  if (codec instanceof t.UndefinedType || codec instanceof t.VoidType) return fc.constant(undefined)
  if (codec instanceof t.UnknownType) return fc.jsonValue({ maxDepth: 2 })
  if (codec instanceof t.LiteralType) return fc.constant(codec.value)
  if (codec instanceof t.KeyofType) return fc.constantFrom(...Object.keys(codec.keys))
  // No filter (it could search forever): values the refinement refuses simply do not decode, and are skipped.
  if (codec instanceof t.RefinementType) return fc.oneof(arbitraryFor(codec.type, d), custom(codec))
  if (codec instanceof t.ExactType || codec instanceof t.ReadonlyType) return arbitraryFor(codec.type, d)
  if (codec instanceof t.ArrayType || codec instanceof t.ReadonlyArrayType) return fc.array(arbitraryFor(codec.type, d), { maxLength: 3 })
  if (codec instanceof t.InterfaceType) return fc.record(Object.fromEntries(Object.entries(codec.props as Record<string, t.Mixed>).map(([k, v]) => [k, arbitraryFor(v, d)])))
  if (codec instanceof t.PartialType) {
    return fc.record(Object.fromEntries(Object.entries(codec.props as Record<string, t.Mixed>).map(([k, v]) => [k, arbitraryFor(v, d)])), { requiredKeys: [] })
  }
  if (codec instanceof t.DictionaryType) return fc.dictionary(fc.string({ maxLength: 6 }), arbitraryFor(codec.codomain, d), { maxKeys: 3 })
  if (codec instanceof t.UnionType) return fc.oneof(...(codec.types as t.Mixed[]).map((c) => arbitraryFor(c, d)))
  if (codec instanceof t.TupleType) return fc.tuple(...(codec.types as t.Mixed[]).map((c) => arbitraryFor(c, d)))
  if (codec instanceof t.IntersectionType) {
    return fc.tuple(...(codec.types as t.Mixed[]).map((c) => arbitraryFor(c, d))).map((parts) => Object.assign({}, ...parts.map((p) => (typeof p === 'object' && p !== null ? p : {}))))
  }
  if (codec instanceof t.RecursiveType) return depth > 2 ? custom(codec) : arbitraryFor(codec.type, d)
  return custom(codec)
}

const ROOT = fileURLToPath(new URL('../../../core', import.meta.url))

const codecFiles = (dir: string): string[] =>
  readdirSync(dir).flatMap((name) => {
    const full = join(dir, name)
    return statSync(full).isDirectory() ? codecFiles(full) : name.endsWith('.codec.ts') ? [full] : []
  })

/** Every io-ts codec exported by a `core/**\/*.codec.ts` file (the wire payloads), by `file: export`. */
export const coreCodecs = async (): Promise<ReadonlyArray<{ readonly name: string; readonly codec: t.Mixed }>> => {
  const found: Array<{ name: string; codec: t.Mixed }> = []
  for (const file of codecFiles(ROOT).sort()) {
    const module = (await import(file)) as Record<string, unknown>
    for (const [name, value] of Object.entries(module)) {
      if (value instanceof t.Type) found.push({ name: `${file.slice(ROOT.length + 1)}: ${name}`, codec: value as t.Mixed })
    }
  }
  return found
}

const pad = (n: number, width = 2): string => String(n).padStart(width, '0')

/**
 * Canonical wire date-times `yyyy-MM-ddTHH:mm:ss±hh:mm`, as the core codecs encode them (seconds present, no fraction,
 * `+00:00` never `Z` nor `-00:00`): years 1950 to 2100, every day of every month, every quarter-hour offset from
 * -12:00 to +14:00. The one generator of the feature fixtures, built without Temporal.
 */
export const wireDateTime: fc.Arbitrary<string> = fc
  .record({
    year: fc.integer({ min: 1950, max: 2100 }),
    month: fc.integer({ min: 1, max: 12 }),
    day: fc.integer({ min: 1, max: 31 }),
    hour: fc.integer({ min: 0, max: 23 }),
    minute: fc.integer({ min: 0, max: 59 }),
    second: fc.integer({ min: 0, max: 59 }),
    offsetQuarters: fc.integer({ min: -48, max: 56 }),
  })
  .map(({ year, month, day, hour, minute, second, offsetQuarters }) => {
    // Day 0 of the next month is the last day of this one (Date, not Temporal: the generator does not lean on the
    // library the codecs decode with).
    const lastDay = new Date(Date.UTC(year, month, 0)).getUTCDate()
    const offset = Math.abs(offsetQuarters) * 15
    const sign = offsetQuarters < 0 ? '-' : '+'
    return `${pad(year, 4)}-${pad(month)}-${pad(Math.min(day, lastDay))}T${pad(hour)}:${pad(minute)}:${pad(second)}${sign}${pad(Math.floor(offset / 60))}:${pad(offset % 60)}`
  })

/** `fc.record` options for a record whose every key may be absent (the `t.partial` half of a wire payload). */
export const ALL_KEYS_OPTIONAL = { requiredKeys: [], noNullPrototype: true }
