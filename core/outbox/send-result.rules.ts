import type { TransportError } from '../errors/app-error'
import { countsAsOffline } from '../errors/catalogue.rules'
import { serverErrorItems } from '../errors/server-error-items'
import type { ConfirmRosterChangeResult } from '../shared/confirm-result.codec'
import type { RefusalKey, RefusalReason } from './outbox.codec'
import type { SendResult } from './outbox.rules'

const reasonOf = (text: string | undefined, key: RefusalKey): RefusalReason =>
  text !== undefined && text !== '' ? { _tag: 'ServerMessage', text } : { _tag: 'MessageKey', key }

/**
 * A failed send: not reached (offline, no status, 503, 504, an expired session, too many requests) waits and is
 * tried again later; anything else the server answered is its refusal, with its first message (`errMessage`,
 * else `errId`) or `fallback` (SPEC section 8).
 */
export const sendResultOfError = (error: TransportError, fallback: RefusalKey): SendResult => {
  if (countsAsOffline(error) || error._tag === 'SessionExpired') return { _tag: 'RetryLater' }
  if (error._tag === 'Http' && error.status === 429) return { _tag: 'RetryLater' }
  const first = serverErrorItems(error)[0]
  const text = first === undefined ? undefined : first.errMessage !== undefined && first.errMessage !== '' ? first.errMessage : first.errId
  return { _tag: 'Refused', reason: reasonOf(text, fallback) }
}

/**
 * A confirmation's answer: every date confirmed is sent; dates refused make it refused, with the server's
 * message when every date failed, else 'some notification confirmations failed' (SPEC section 8).
 */
export const sendResultOfConfirmation = (sentDates: number, result: ConfirmRosterChangeResult): SendResult => {
  const failed = result.failed ?? []
  if (failed.length === 0) return { _tag: 'Sent' }
  if (failed.length < sentDates) return { _tag: 'Refused', reason: { _tag: 'MessageKey', key: 'someNotificationConfirmationsFailed' } }
  return { _tag: 'Refused', reason: reasonOf(failed.find((f) => f.errMessage !== undefined && f.errMessage !== '')?.errMessage, 'confirmationFailed') }
}
