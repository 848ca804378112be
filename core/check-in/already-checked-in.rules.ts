import type { TransportError } from '../errors/app-error'
import { EmptyEnvelope, type ErrorItem } from '../shared/envelope.codec'
import { AlreadyCheckedInError } from './check-in.codec'

const errorItemsOf = (error: TransportError): ReadonlyArray<ErrorItem> => {
  if (error._tag === 'Service') return error.errors
  if (error._tag === 'Http' && error.isJson) {
    const envelope = EmptyEnvelope.decode(error.body)
    return envelope._tag === 'Right' ? (envelope.right.error ?? []) : []
  }
  return []
}

/**
 * SPEC section 4, Check-in status: "The error ERR_ALREADY_CHECKED_IN of kind APP data is treated
 * as success". True when a service error (or the JSON envelope of an HTTP error) carries an error
 * item with errId `ERR_ALREADY_CHECKED_IN` and errKind `APP`.
 */
export const isAlreadyCheckedIn = (error: TransportError): boolean =>
  errorItemsOf(error).some((item) => AlreadyCheckedInError.is(item))
