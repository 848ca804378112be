import { suite } from 'uvu'
import * as assert from 'uvu/assert'
import fc from 'fast-check'
import { fillPlaceholders, placeholdersOf } from '../../../core/errors/placeholders'

const Fill = suite('fillPlaceholders')

Fill('"params substituted into {placeholders}"', () => {
  assert.is(fillPlaceholders('Hello {name}, you have {count} remarks', { name: 'Anna', count: 3 }), 'Hello Anna, you have 3 remarks')
})

Fill('missing params stay visible as {name}', () => {
  assert.is(fillPlaceholders('Hello {name} from {base}', { name: 'Anna' }), 'Hello Anna from {base}')
  assert.is(fillPlaceholders('{a}{b}'), '{a}{b}')
})

Fill('null and undefined params stay visible too; false and 0 are substituted', () => {
  assert.is(fillPlaceholders('{a} {b} {c} {d}', { a: null, b: undefined, c: false, d: 0 }), '{a} {b} false 0')
})

Fill("the spec's ${max} form: 'Cannot be longer than ${max} characters'", () => {
  assert.is(fillPlaceholders('Cannot be longer than ${max} characters', { max: 80 }), 'Cannot be longer than 80 characters')
})

Fill('a substituted value is not scanned again', () => {
  assert.is(fillPlaceholders('{a} {b}', { a: '{b}', b: 'B' }), '{b} B')
})

Fill('inherited object keys are not params', () => {
  assert.is(fillPlaceholders('{toString} {constructor}', {}), '{toString} {constructor}')
})

Fill('property: never throws for any template and params (1000 runs)', () => {
  const value = fc.oneof(fc.string(), fc.integer(), fc.boolean(), fc.constant(null), fc.constant(undefined))
  fc.assert(
    fc.property(fc.string({ unit: 'binary' }), fc.dictionary(fc.string(), value), (template, params) => {
      assert.type(fillPlaceholders(template, params), 'string')
    }),
    { numRuns: 1000 },
  )
})

Fill('property: a template without braces is unchanged (1000 runs)', () => {
  fc.assert(
    fc.property(fc.string({ unit: 'binary' }).filter((s) => !s.includes('{')), fc.dictionary(fc.string(), fc.string()), (template, params) => {
      assert.is(fillPlaceholders(template, params), template)
    }),
    { numRuns: 1000 },
  )
})

Fill('property: {name} with a param becomes exactly the value (1000 runs)', () => {
  fc.assert(
    fc.property(fc.stringMatching(/^[A-Za-z0-9_]{1,12}$/), fc.string({ unit: 'binary' }), (name, value) => {
      assert.is(fillPlaceholders(`<{${name}}>`, { [name]: value }), `<${value}>`)
    }),
    { numRuns: 1000 },
  )
})

Fill.run()

const Names = suite('placeholdersOf')

Names('lists distinct placeholder names in order', () => {
  assert.equal(placeholdersOf('{method} {url} {method} ${max}'), ['method', 'url', 'max'])
  assert.equal(placeholdersOf('no placeholders'), [])
})

Names.run()
