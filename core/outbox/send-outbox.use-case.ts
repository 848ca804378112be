import { pipe } from 'fp-ts/function'
import * as O from 'fp-ts/Option'
import * as T from 'fp-ts/Task'
import * as TE from 'fp-ts/TaskEither'
import type { Temporal } from 'temporal-polyfill'
import type { CacheError } from '../platform/encrypted-cache.port'
import type { CrmId } from '../shared/brands'
import type { Outbox, OutboxAction } from './outbox.codec'
import type { OutboxSender } from './outbox.port'
import { markSending, nextToSend, settle, type SendResult } from './outbox.rules'
import { sendResultOfConfirmation, sendResultOfError } from './send-result.rules'

/** Changes the stored outbox with `f` and answers it; the caller runs one change at a time. */
export type UpdateOutbox = (f: (outbox: Outbox) => Outbox) => TE.TaskEither<CacheError, Outbox>

/** Sends one action with its server call and says what the server made of it. Never fails. */
export const sendAction =
  (sender: OutboxSender, crmId: CrmId) =>
  (action: OutboxAction): T.Task<SendResult> => {
    switch (action._tag) {
      case 'ConfirmRosterChange':
        return pipe(
          sender.confirmRosterChanges(crmId, action.body),
          TE.match(
            (error) => sendResultOfError(error, 'confirmationFailed'),
            (result) => sendResultOfConfirmation(action.body.changes.length, result),
          ),
        )
      case 'CreateRemark':
        return pipe(
          sender.createRemark(crmId, action.body),
          TE.match(
            (error) => sendResultOfError(error, 'couldNotCreateDailyRemark'),
            (): SendResult => ({ _tag: 'Sent' }),
          ),
        )
    }
  }

/**
 * Sends the waiting actions one at a time, in the order they were made, when the connection is back
 * (offline outbox). Each is marked 'being sent' and stored before its call, then stored sent, refused (with
 * the server's reason; later actions still go) or waiting again when the server was not reached, which stops
 * the round (the next one starts when the connection returns). An item left 'being sent' by a closed app is
 * sent first. Answers the outbox as the round left it; a cache failure (locked, storage) stops the round.
 */
export const sendOutbox =
  (deps: { readonly update: UpdateOutbox; readonly sender: OutboxSender; readonly now: () => Temporal.Instant }) =>
  (crmId: CrmId): TE.TaskEither<CacheError, Outbox> => {
    const send = sendAction(deps.sender, crmId)
    const pick = (outbox: Outbox): Outbox =>
      pipe(
        nextToSend(outbox),
        O.match(
          () => outbox,
          (item) => markSending(outbox, item.seq),
        ),
      )
    const round = (): TE.TaskEither<CacheError, Outbox> =>
      pipe(
        deps.update(pick),
        TE.chain((outbox) => {
          const sending = outbox.items.find((i) => i.state._tag === 'Sending')
          if (sending === undefined) return TE.right(outbox)
          return pipe(
            TE.fromTask(send(sending.action)),
            TE.chain((result) =>
              pipe(
                deps.update((current) => settle(current, sending.seq, result, deps.now())),
                TE.chain((next) => (result._tag === 'RetryLater' ? TE.right(next) : round())),
              ),
            ),
          )
        }),
      )
    return round()
  }
