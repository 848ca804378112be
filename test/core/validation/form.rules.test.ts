import { suite } from 'uvu'
import * as assert from 'uvu/assert'
import * as E from 'fp-ts/Either'
import { Temporal } from 'temporal-polyfill'
import { canSave, deepEqual, isDirty, isFormValid, toFormResult } from '../../../core/shared/validation/form.rules'

const Dirty = suite('isDirty')

Dirty('"Settings and my-data forms are dirty when they differ from the loaded original"', () => {
  const original = { city: 'Paris', tags: ['A', 'B'], nested: { prio: 1 } }
  assert.not.ok(isDirty(original, { city: 'Paris', tags: ['A', 'B'], nested: { prio: 1 } }))
  assert.ok(isDirty(original, { ...original, city: 'Lyon' }))
  assert.ok(isDirty(original, { ...original, tags: ['B', 'A'] }))
  assert.ok(isDirty(original, { ...original, nested: { prio: 2 } }))
})

Dirty('Temporal values compare by value, not by identity', () => {
  assert.ok(deepEqual({ at: Temporal.PlainDate.from('2026-03-15') }, { at: Temporal.PlainDate.from('2026-03-15') }))
  assert.not.ok(deepEqual({ at: Temporal.PlainDate.from('2026-03-15') }, { at: Temporal.PlainDate.from('2026-03-16') }))
  assert.not.ok(deepEqual(Temporal.PlainDate.from('2026-03-15'), '2026-03-15'))
})

Dirty('a key holding undefined equals a missing key; null differs from undefined', () => {
  assert.ok(deepEqual({ a: 1, b: undefined }, { a: 1 }))
  assert.not.ok(deepEqual({ a: null }, { a: undefined }))
})

Dirty.run()

const Save = suite('canSave')

Save('"Save is disabled unless dirty and valid"', () => {
  const original = { zip: '75001' }
  assert.not.ok(canSave(original, { zip: '75001' }, {}))
  assert.not.ok(canSave(original, { zip: '' }, { zip: { key: 'required' } }))
  assert.ok(canSave(original, { zip: '75002' }, {}))
  assert.ok(isFormValid({}))
  assert.not.ok(isFormValid({ zip: { key: 'required' } }))
})

Save.run()

const Result = suite('toFormResult')

Result('errors per field; valid fields normalised, invalid ones keep the raw value', () => {
  const result = toFormResult(
    { a: ' x ', b: 'raw', c: 'untouched' },
    { a: E.right('x'), b: E.left({ key: 'required' as const }) },
  )
  assert.equal(result.errors, { b: { key: 'required' } })
  assert.equal(result.values, { a: 'x', b: 'raw', c: 'untouched' })
})

Result.run()
