// The laws every wire codec obeys, shared by the codec tests of every feature.
import fc from 'fast-check'
import * as E from 'fp-ts/Either'
import type * as t from 'io-ts'
import * as assert from 'uvu/assert'

/** How many payloads a codec property tries. */
export const RUNS = { numRuns: 1000 }

/** One wire payload decodes, and encoding the value gives the same payload back (false when it does not decode). */
export const roundTripsOnce = <A, O>(codec: t.Type<A, O, unknown>, wire: unknown): boolean => {
  const decoded = codec.decode(wire)
  if (E.isLeft(decoded)) return false
  assert.equal(codec.encode(decoded.right), wire)
  return true
}

/** One payload is refused by the codec. */
export const rejectsOnce = <A, O>(codec: t.Type<A, O, unknown>, wire: unknown): boolean => E.isLeft(codec.decode(wire))

/** Every generated wire payload decodes and encodes back to itself. */
export const roundTrips = <A, O>(codec: t.Type<A, O, unknown>, arb: fc.Arbitrary<unknown>, runs: fc.Parameters<[unknown]> = RUNS): void =>
  fc.assert(fc.property(arb, (wire) => roundTripsOnce(codec, wire)), runs)

/** Every generated bad payload is refused. */
export const rejects = <A, O>(codec: t.Type<A, O, unknown>, arb: fc.Arbitrary<unknown>, runs: fc.Parameters<[unknown]> = RUNS): void =>
  fc.assert(fc.property(arb, (bad) => rejectsOnce(codec, bad)), runs)
