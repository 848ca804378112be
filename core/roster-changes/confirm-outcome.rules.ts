import * as O from 'fp-ts/Option'
import type { Temporal } from 'temporal-polyfill'
import type { TransportError } from '../errors/app-error'
import type { ConfirmRosterChangeResult } from './roster-change.codec'

/** Dictionary keys of SPEC section 8, "Roster changes". */
export type RosterChangeMessageKey =
  | 'info'
  | 'unableToRetrieveRosterChanges'
  | 'unsuccessfulNotificationConfirmation'
  | 'confirmationFailed'
  | 'someNotificationConfirmationsFailed'

/** A dialog's content: the server's own text, or a dictionary key. */
export type DialogMessage =
  | { readonly _tag: 'ServerMessage'; readonly text: string }
  | { readonly _tag: 'MessageKey'; readonly key: RosterChangeMessageKey }

/** A dialog of the roster-change screen, as data. */
export interface RosterChangeDialog {
  readonly titleKey: RosterChangeMessageKey
  readonly message: DialogMessage
  readonly button: 'reload' | 'ok'
}

/** How a confirmation ended. */
export type ConfirmOutcome =
  | { readonly _tag: 'AllConfirmed'; readonly result: ConfirmRosterChangeResult }
  | { readonly _tag: 'SomeFailed'; readonly result: ConfirmRosterChangeResult }
  | { readonly _tag: 'Failed'; readonly serverMessage: O.Option<string> }

/** The first server message of a failed call: the first error item's `errMessage`, else its `errId`. */
export const firstServerMessage = (error: TransportError): O.Option<string> => {
  if (error._tag !== 'Service') return O.none
  const first = error.errors[0]
  if (first === undefined) return O.none
  return O.some(first.errMessage !== undefined && first.errMessage !== '' ? first.errMessage : first.errId)
}

/**
 * Classifies a confirm result against the dates sent: no failed date -> all confirmed; every sent
 * date failed -> failed (with the first server message); otherwise some failed
 * (SPEC section 8: "Some confirmations failing gives 'some notification confirmations failed'").
 */
export const classifyConfirmResult = (
  sent: ReadonlyArray<Temporal.PlainDate>,
  result: ConfirmRosterChangeResult,
): ConfirmOutcome => {
  const failed = result.failed ?? []
  if (failed.length === 0) return { _tag: 'AllConfirmed', result }
  const allFailed = sent.every((date) => failed.some((f) => f.date.equals(date)))
  if (!allFailed) return { _tag: 'SomeFailed', result }
  const message = failed.find((f) => f.errMessage !== undefined && f.errMessage !== '')?.errMessage
  return { _tag: 'Failed', serverMessage: O.fromNullable(message) }
}

/** A failed confirm call is a failed outcome carrying the server message, if any. */
export const classifyConfirmError = (error: TransportError): ConfirmOutcome => ({
  _tag: 'Failed',
  serverMessage: firstServerMessage(error),
})

const serverOr = (message: O.Option<string>, key: RosterChangeMessageKey): DialogMessage =>
  O.isSome(message) ? { _tag: 'ServerMessage', text: message.value } : { _tag: 'MessageKey', key }

/**
 * SPEC section 8: "Load failure: dialog titled info, with the first server error or 'unable to
 * retrieve roster changes', and a reload button."
 */
export const loadFailureDialog = (error: TransportError): RosterChangeDialog => ({
  titleKey: 'info',
  message: serverOr(firstServerMessage(error), 'unableToRetrieveRosterChanges'),
  button: 'reload',
})

/**
 * SPEC section 8: "Confirm failure: dialog 'unsuccessful notification confirmation' with the server
 * message or 'confirmation failed'"; "Some confirmations failing gives 'some notification
 * confirmations failed'". None when everything was confirmed.
 */
export const confirmOutcomeDialog = (outcome: ConfirmOutcome): O.Option<RosterChangeDialog> => {
  switch (outcome._tag) {
    case 'AllConfirmed':
      return O.none
    case 'SomeFailed':
      return O.some({
        titleKey: 'unsuccessfulNotificationConfirmation',
        message: { _tag: 'MessageKey', key: 'someNotificationConfirmationsFailed' },
        button: 'ok',
      })
    case 'Failed':
      return O.some({
        titleKey: 'unsuccessfulNotificationConfirmation',
        message: serverOr(outcome.serverMessage, 'confirmationFailed'),
        button: 'ok',
      })
  }
}
