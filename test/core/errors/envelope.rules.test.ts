import { suite } from 'uvu'
import * as assert from 'uvu/assert'
import fc from 'fast-check'
import * as E from 'fp-ts/Either'
import * as t from 'io-ts'
import { readEmptyEnvelope, readEnvelope, type EnvelopeError } from '../../../core/errors/envelope.rules'
import { DateTimeWithOffset } from '../../../core/shared/time.codec'
import { wireDateTime } from '../shared/arbitraries'
import { anEnvelope, aRequest } from './fixtures'

const Sample = t.type({ count: t.number, name: t.string }, 'Sample')
const read = readEnvelope(Sample)

const leftOf = <A>(result: E.Either<EnvelopeError, A>): EnvelopeError => {
  if (E.isRight(result)) throw new Error(`expected Left, got ${JSON.stringify(result.right)}`)
  return result.left
}

const Read = suite('readEnvelope')

Read('a successful envelope gives its decoded result', () => {
  assert.equal(read(anEnvelope()), E.right({ count: 1, name: 'x' }))
})

Read('unknown extra fields in the envelope and the result do not fail decoding', () => {
  assert.ok(E.isRight(read(anEnvelope({ result: { count: 2, name: 'y', extra: true }, traceId: 'abc' }))))
})

Read('"Unsuccessful service results (missing data ...) raise an error": no body at all', () => {
  for (const body of [undefined, null, '']) {
    assert.equal(leftOf(read(body)), { _tag: 'UnsuccessfulResult', reason: 'missing-result' }, String(body))
  }
})

Read('"... string data ..." raise an error: a string body or a string result', () => {
  assert.equal(leftOf(read('<html>login</html>')), { _tag: 'UnsuccessfulResult', reason: 'string-result' })
  assert.equal(leftOf(read(anEnvelope({ result: 'OK' }))), { _tag: 'UnsuccessfulResult', reason: 'string-result' })
})

Read('a string result is accepted when the codec itself expects a string', () => {
  assert.equal(readEnvelope(t.string)(anEnvelope({ result: 'fr' })), E.right('fr'))
})

Read('"... or success ... missing" raise an error', () => {
  assert.equal(leftOf(read({ result: { count: 1, name: 'x' } })), { _tag: 'UnsuccessfulResult', reason: 'missing-success' })
})

Read('"... or result missing" raise an error (absent or null)', () => {
  assert.equal(leftOf(read(anEnvelope({ result: undefined }))), { _tag: 'UnsuccessfulResult', reason: 'missing-result' })
  assert.equal(leftOf(read(anEnvelope({ result: null }))), { _tag: 'UnsuccessfulResult', reason: 'missing-result' })
})

Read('success false is a ServiceError carrying the error items and the request', () => {
  const request = aRequest({ method: 'PUT', url: '/rest/pems/roster/C1/roleUpdate' })
  const error = leftOf(read({ success: false, error: [{ errId: 'ERR_UNEXPECTED', errMessage: 'boom' }] }, request))
  assert.equal(error, { _tag: 'Service', errors: [{ errId: 'ERR_UNEXPECTED', errMessage: 'boom' }], request })
})

Read('success false without items is a ServiceError with no items; malformed items are dropped', () => {
  assert.equal(leftOf(read({ success: false })), { _tag: 'Service', errors: [] })
  assert.equal(leftOf(read({ success: false, error: [42, { errId: 'ERR_X' }] })), { _tag: 'Service', errors: [{ errId: 'ERR_X' }] })
})

Read('an envelope that carries error items is a ServiceError even with success true', () => {
  assert.equal(leftOf(read(anEnvelope({ error: [{ errId: 'ERR_SAME_PRIORITY' }] }))), { _tag: 'Service', errors: [{ errId: 'ERR_SAME_PRIORITY' }] })
})

Read('a result that does not match is a DecodeError naming the path under result', () => {
  const error = leftOf(read(anEnvelope({ result: { count: 'one', name: 'x' } })))
  assert.is(error._tag, 'Decode')
  if (error._tag === 'Decode') assert.equal(error.issues.map((i) => i.path), ['result.count'])
  const list = leftOf(readEnvelope(t.array(Sample))(anEnvelope({ result: [{ count: 1, name: 'a' }, { count: 2 }] })))
  if (list._tag === 'Decode') assert.equal(list.issues.map((i) => i.path), ['result[1].name'])
  else assert.unreachable('expected Decode')
})

Read('a non-object body or a non-boolean success is a DecodeError', () => {
  assert.is(leftOf(read(42))._tag, 'Decode')
  assert.is(leftOf(read([anEnvelope()]))._tag, 'Decode')
  const error = leftOf(read({ success: 'yes', result: {} }))
  assert.is(error._tag, 'Decode')
  if (error._tag === 'Decode') assert.is(error.issues[0]?.path, 'success')
})

Read.run()

const Empty = suite('readEmptyEnvelope')

Empty('my-data writes: "Each returns success and error"; success without result is fine', () => {
  assert.ok(E.isRight(readEmptyEnvelope({ success: true })))
  assert.equal(leftOf(readEmptyEnvelope({ success: false, error: [{ errId: 'ERR_LAST_ENTRY' }] })), { _tag: 'Service', errors: [{ errId: 'ERR_LAST_ENTRY' }] })
  assert.equal(leftOf(readEmptyEnvelope({})), { _tag: 'UnsuccessfulResult', reason: 'missing-success' })
  assert.equal(leftOf(readEmptyEnvelope('text')), { _tag: 'UnsuccessfulResult', reason: 'string-result' })
})

Empty.run()

const Timed = t.type({ id: t.string, count: t.number, at: DateTimeWithOffset }, 'Timed')
const timedArb = fc.record({ id: fc.string(), count: fc.integer(), at: wireDateTime }, { noNullPrototype: true })

const Props = suite('readEnvelope properties')

Props('property: any JSON value never throws and gives Left or Right (1000 runs)', () => {
  fc.assert(
    fc.property(fc.jsonValue(), (u) => {
      const result = readEnvelope(Timed)(u)
      assert.ok(E.isLeft(result) || E.isRight(result))
    }),
    { numRuns: 1000 },
  )
})

Props('property: anything, including envelopes with arbitrary fields, never throws (1000 runs)', () => {
  const envelopeLike = fc.record(
    { success: fc.anything(), result: fc.anything(), error: fc.anything() },
    { requiredKeys: [] },
  )
  fc.assert(
    fc.property(fc.oneof(fc.anything(), envelopeLike), (u) => {
      assert.type(readEnvelope(Timed)(u, aRequest())._tag, 'string')
      assert.type(readEmptyEnvelope(u)._tag, 'string')
    }),
    { numRuns: 1000 },
  )
})

Props('property: valid envelopes decode and the result re-encodes to the same wire payload (1000 runs)', () => {
  fc.assert(
    fc.property(timedArb, (result) => {
      const decoded = readEnvelope(Timed)({ success: true, result, error: [] })
      assert.ok(E.isRight(decoded))
      if (E.isRight(decoded)) assert.equal(Timed.encode(decoded.right), result)
    }),
    { numRuns: 1000 },
  )
})

Props('property: success false always gives a ServiceError whatever the result (1000 runs)', () => {
  fc.assert(
    fc.property(fc.anything(), fc.array(fc.record({ errId: fc.string(), errMessage: fc.string() }, { noNullPrototype: true })), (result, errors) => {
      const error = leftOf(readEnvelope(Timed)({ success: false, result, error: errors }))
      assert.is(error._tag, 'Service')
      if (error._tag === 'Service') assert.equal(error.errors, errors)
    }),
    { numRuns: 1000 },
  )
})

Props('property: an invalid result gives a Decode or UnsuccessfulResult value, never a throw (1000 runs)', () => {
  const invalid = fc.oneof(
    fc.record({ id: fc.integer(), count: fc.integer(), at: wireDateTime }),
    fc.record({ id: fc.string(), count: fc.string(), at: wireDateTime }),
    fc.record({ id: fc.string(), count: fc.integer(), at: fc.string().filter((s) => !/T/.test(s)) }),
    fc.string(),
  )
  fc.assert(
    fc.property(invalid, (result) => {
      const error = leftOf(readEnvelope(Timed)({ success: true, result }))
      assert.ok(error._tag === 'Decode' || error._tag === 'UnsuccessfulResult')
    }),
    { numRuns: 1000 },
  )
})

Props.run()
