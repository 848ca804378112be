import { suite } from 'uvu'
import * as assert from 'uvu/assert'
import * as E from 'fp-ts/Either'
import { Temporal } from 'temporal-polyfill'
import { validateInteger } from '../../../core/shared/validation/number.rules'
import { validateDate } from '../../../core/shared/validation/date.rules'

const Integer = suite('validateInteger')

Integer('"Number fields show \'Value must be a number\'"', () => {
  for (const bad of ['abc', '1e3', '12px', '--1', Number.NaN]) assert.equal(validateInteger(bad), E.left({ key: 'notANumber' }), String(bad))
})

Integer('a fraction is not an integer; a range violation names both bounds', () => {
  assert.equal(validateInteger('2.5'), E.left({ key: 'notAnInteger' }))
  assert.equal(validateInteger('100', { min: 0, max: 99 }), E.left({ key: 'outOfRange', params: { min: 0, max: 99 } }))
  assert.equal(validateInteger('-1', { min: 0 }), E.left({ key: 'outOfRange', params: { min: 0 } }))
  assert.equal(validateInteger(' 42 ', { min: 0, max: 99 }), E.right(42))
})

Integer('empty is an error only when required', () => {
  assert.equal(validateInteger('', { required: true }), E.left({ key: 'required' }))
  assert.equal(validateInteger(undefined), E.right(undefined))
})

Integer.run()

const Dates = suite('validateDate')
const d = (s: string) => Temporal.PlainDate.from(s)

Dates('"Date fields are required"', () => {
  assert.equal(validateDate(null), E.left({ key: 'required' }))
  assert.equal(validateDate(' '), E.left({ key: 'required' }))
})

Dates('a typed date must be a real yyyy-MM-dd date', () => {
  assert.equal(validateDate('2026-02-30'), E.left({ key: 'invalidDate' }))
  assert.equal(validateDate('30/01/2026'), E.left({ key: 'invalidDate' }))
  const ok = validateDate('2026-02-28')
  assert.ok(E.isRight(ok) && ok.right.equals(d('2026-02-28')))
})

Dates('bounds are inclusive and named in the params', () => {
  const options = { min: d('2026-03-01'), max: d('2026-03-31') }
  assert.ok(E.isRight(validateDate(d('2026-03-01'), options)))
  assert.ok(E.isRight(validateDate(d('2026-03-31'), options)))
  assert.equal(validateDate(d('2026-02-28'), options), E.left({ key: 'dateBeforeMin', params: { min: '2026-03-01' } }))
  assert.equal(validateDate(d('2026-04-01'), options), E.left({ key: 'dateAfterMax', params: { max: '2026-03-31' } }))
})

Dates.run()
