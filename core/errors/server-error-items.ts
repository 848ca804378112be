import * as E from 'fp-ts/Either'
import { EmptyEnvelope, type ErrorItem } from '../shared/envelope.codec'
import type { TransportError } from './app-error'

/**
 * The server's error items of a failed call (SPEC section 8: "Service error items carry errId and
 * errMessage"), wherever the transport put them: an unsuccessful envelope answered with 200 (a
 * `Service` error), or an envelope in the JSON body of an HTTP error status (a 409 conflict, a 400
 * refusal). The body is decoded, never cast; anything else has no items.
 */
export const serverErrorItems = (error: TransportError): ReadonlyArray<ErrorItem> => {
  if (error._tag === 'Service') return error.errors
  if (error._tag !== 'Http' || !error.isJson) return []
  const envelope = EmptyEnvelope.decode(error.body)
  return E.isRight(envelope) ? (envelope.right.error ?? []) : []
}
