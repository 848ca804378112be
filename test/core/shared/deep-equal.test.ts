import fc from 'fast-check'
import { Temporal } from 'temporal-polyfill'
import { suite } from 'uvu'
import * as assert from 'uvu/assert'
import { deepEqual } from '../../../core/shared/deep-equal'

const Examples = suite('deepEqual: examples')

Examples('Temporal values compare by value: the same instant in another zone or offset is another value', () => {
  const at = Temporal.ZonedDateTime.from('2026-03-29T01:30:00+00:00[UTC]')
  assert.ok(deepEqual(at, Temporal.ZonedDateTime.from('2026-03-29T01:30:00+00:00[UTC]')))
  assert.not.ok(deepEqual(at, at.withTimeZone('Europe/Paris')), 'same instant, other zone (the DST night in Paris)')
  assert.not.ok(deepEqual(at, at.withTimeZone('+00:00')), 'same instant and offset, an offset zone instead of UTC')
  assert.not.ok(deepEqual(at, at.add({ nanoseconds: 1 })))
  assert.ok(deepEqual(Temporal.PlainDate.from('2026-03-15'), Temporal.PlainDate.from('2026-03-15')))
  assert.not.ok(deepEqual(Temporal.PlainDate.from('2026-03-15'), Temporal.PlainDateTime.from('2026-03-15T00:00')), 'another kind')
  assert.not.ok(deepEqual(Temporal.PlainDate.from('2026-03-15'), '2026-03-15'))
  assert.ok(deepEqual(Temporal.Instant.from('2026-03-15T00:00:00Z'), Temporal.Instant.from('2026-03-15T01:00:00+01:00')))
})

Examples('Durations (no equals) compare by their ISO string', () => {
  assert.ok(deepEqual(Temporal.Duration.from({ hours: 1 }), Temporal.Duration.from('PT1H')))
  assert.not.ok(deepEqual(Temporal.Duration.from({ hours: 1 }), Temporal.Duration.from({ minutes: 60 })))
  assert.not.ok(deepEqual(Temporal.Duration.from({ hours: 1 }), Temporal.Duration.from({ hours: 2 })))
})

Examples('arrays: in order and of the same length, also when the extra element is undefined; an array is not an object with its indexes', () => {
  assert.ok(deepEqual(['A', 'B'], ['A', 'B']))
  assert.not.ok(deepEqual(['A', 'B'], ['B', 'A']))
  assert.not.ok(deepEqual([undefined], []))
  assert.not.ok(deepEqual(['A'], { 0: 'A' }))
  assert.not.ok(deepEqual({ 0: 'A' }, ['A']))
})

Examples('a key holding undefined equals a missing key, either way round; null differs from undefined', () => {
  assert.ok(deepEqual({ a: 1, b: undefined }, { a: 1 }))
  assert.ok(deepEqual({ a: 1 }, { a: 1, b: undefined }))
  assert.not.ok(deepEqual({ a: null }, { a: undefined }))
  assert.not.ok(deepEqual({ a: 1 }, { a: 1, b: 0 }))
  assert.not.ok(deepEqual({ a: 1, b: 0 }, { a: 1 }))
})

Examples('NaN equals NaN; 0 and -0 differ (Object.is)', () => {
  assert.ok(deepEqual({ n: Number.NaN }, { n: Number.NaN }))
  assert.not.ok(deepEqual(0, -0))
})

const Properties = suite('deepEqual: properties')

/** JSON text with the keys sorted: two JSON values are equal when their canonical texts are. */
const canonical = (value: unknown): string =>
  Array.isArray(value)
    ? `[${value.map(canonical).join(',')}]`
    : value !== null && typeof value === 'object'
      ? `{${Object.keys(value)
          .sort()
          .map((k) => `${JSON.stringify(k)}:${canonical((value as Record<string, unknown>)[k])}`)
          .join(',')}}`
      : JSON.stringify(value)

Properties('on JSON data it agrees with comparing canonical texts, and a copy equals its original', () => {
  // As parsed from JSON text: fast-check's JSON values may hold -0, which JSON text writes as 0 (and Object.is
  // tells apart), so a generated value is not always what a decoder would hold.
  const json = fc.jsonValue({ maxDepth: 3 }).map((value) => JSON.parse(JSON.stringify(value)) as unknown)
  fc.assert(
    fc.property(json, json, (a, b) => {
      assert.is(deepEqual(a, b), canonical(a) === canonical(b))
      assert.ok(deepEqual(a, JSON.parse(JSON.stringify(a)) as unknown))
    }),
    { numRuns: 500 },
  )
})

Properties('symmetric on JSON data with a small alphabet (so that many pairs are equal)', () => {
  const small = fc.letrec((tie) => ({
    value: fc.oneof({ depthSize: 'small' }, fc.constantFrom(0, 1, 'a', null, true), fc.array(tie('value'), { maxLength: 2 }), fc.dictionary(fc.constantFrom('k', 'l'), tie('value'), { maxKeys: 2 })),
  })).value
  fc.assert(fc.property(small, small, (a, b) => deepEqual(a, b) === deepEqual(b, a)), { numRuns: 1000 })
})

Examples.run()
Properties.run()
