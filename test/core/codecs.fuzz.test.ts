import * as E from 'fp-ts/Either'
import fc from 'fast-check'
import { suite } from 'uvu'
import * as assert from 'uvu/assert'
import { describeDecodeError, decodeWith } from '../../core/shared/decode'
import { anyJson, arbitraryFor, coreCodecs } from './shared/arbitraries'

/** Runs per codec and property (stated here, as the fuzz report quotes them). */
const DECODE_RUNS = 100
const ROUND_TRIP_RUNS = 50

const codecs = await coreCodecs()
const Fuzz = suite(`core codecs, fuzzed (${codecs.length} codecs, ${DECODE_RUNS} + ${ROUND_TRIP_RUNS} runs each)`)

Fuzz('there are codecs to fuzz (every core/**/*.codec.ts export)', () => {
  assert.ok(codecs.length > 50, `${codecs.length} codecs found`)
})

Fuzz(`arbitrary JSON, wrong types, huge, deep and unicode-edge values: never a throw, every failure a decode error value (${DECODE_RUNS} runs per codec)`, () => {
  for (const { name, codec } of codecs) {
    fc.assert(
      fc.property(anyJson, (input) => {
        const result = decodeWith(codec)(input)
        if (E.isLeft(result)) assert.type(describeDecodeError(result.left), 'string', name)
        else assert.not.throws(() => JSON.stringify(codec.encode(result.right)), name)
      }),
      { numRuns: DECODE_RUNS },
    )
  }
})

Fuzz(`round-trip: a payload that decodes encodes to a payload that decodes to the same thing (${ROUND_TRIP_RUNS} runs per codec)`, () => {
  const withoutValid: string[] = []
  for (const { name, codec } of codecs) {
    let valid = 0
    fc.assert(
      fc.property(arbitraryFor(codec), (input) => {
        const first = decodeWith(codec)(input)
        if (E.isLeft(first)) return
        valid += 1
        const wire = JSON.parse(JSON.stringify(codec.encode(first.right))) as unknown
        const second = decodeWith(codec)(wire)
        assert.ok(E.isRight(second), `${name}: its own encoding does not decode`)
        if (E.isRight(second)) assert.equal(JSON.parse(JSON.stringify(codec.encode(second.right))), wire, name)
      }),
      { numRuns: ROUND_TRIP_RUNS },
    )
    if (valid === 0) withoutValid.push(name)
  }
  // A few codecs take values no generic generator builds (a zone id, a date-time of a given form): named here, at most a fifth.
  assert.ok(withoutValid.length <= codecs.length / 5, `no valid payload generated for ${withoutValid.length}: ${withoutValid.join(', ')}`)
})

Fuzz.run()
