import * as A from 'fp-ts/Array'
import * as TE from 'fp-ts/TaskEither'
import { pipe } from 'fp-ts/function'
import type { TransportError } from '../errors/app-error'
import type { ConfirmedPeriod } from '../shared/confirm-result.codec'
import { settledByConfirmation } from './confirmed-change-news.rules'
import { toNewsItem } from './news-item.rules'
import type { NewsPort } from './news.port'

/** Input: the notification domain (IADP) and the periods the confirmation changed. */
export interface MarkConfirmedChangeNewsInput {
  readonly domain: string
  readonly periods: ReadonlyArray<ConfirmedPeriod>
}

/**
 * After a roster-change confirmation: loads the messages and sends `PUT /notification/{id}/READ` for each
 * unread roster-change message the confirmation settles ({@link settledByConfirmation}); resolves to the
 * ids marked read. Nothing confirmed, nothing sent.
 */
export const markConfirmedChangeNews =
  (deps: { readonly port: NewsPort }) =>
  (input: MarkConfirmedChangeNewsInput): TE.TaskEither<TransportError, ReadonlyArray<string>> => {
    if (input.periods.length === 0) return TE.right([])
    const settled = (response: { readonly messages: ReadonlyArray<Parameters<typeof toNewsItem>[0]> }) =>
      settledByConfirmation(A.rights(response.messages.map(toNewsItem)), input.periods)
    return pipe(
      deps.port.fetchMessages(input.domain),
      TE.map(settled),
      TE.chain((items) => pipe(items.map((item) => pipe(deps.port.updateStatus(item.id, 'READ'), TE.map(() => item.id))), A.sequence(TE.ApplicativeSeq))),
    )
  }
