import * as E from 'fp-ts/Either'
import type * as t from 'io-ts'
import { decodeWith, describeDecodeError } from '../../../core/shared/decode'

/**
 * A value the seed built itself, checked by its core codec (branded ids, times of day). A failure
 * is a bug in the seed, not bad input: it throws, and the seed transaction rolls back.
 */
export const must = <A, O>(codec: t.Type<A, O, unknown>, u: unknown): A => {
  const decoded = decodeWith(codec)(u)
  if (E.isLeft(decoded)) throw new Error(`seed bug: ${codec.name}: ${describeDecodeError(decoded.left)}`)
  return decoded.right
}
