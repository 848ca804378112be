import * as A from 'fp-ts/Array'
import { pipe } from 'fp-ts/function'
import * as O from 'fp-ts/Option'
import * as TE from 'fp-ts/TaskEither'
import type { TransportError } from '../errors/app-error'
import type { DecodeError } from '../shared/decode'
import type { RawNewsMessage } from './news.codec'
import { toNewsItem, type NewsItem } from './news-item.rules'
import type { NewsPort } from './news.port'

/** Input of {@link loadNews}: the notification domain (IADP) and whether the app is online. */
export interface LoadNewsInput {
  readonly domain: string
  readonly online: boolean
}

/** The loaded items, and the messages that could not be read (for the log). */
export interface LoadedNews {
  readonly items: ReadonlyArray<NewsItem>
  readonly rejected: ReadonlyArray<DecodeError>
}

const toItems = (messages: ReadonlyArray<RawNewsMessage>): LoadedNews => {
  const { left, right } = A.separate(messages.map(toNewsItem))
  return { items: right, rejected: left }
}

/** Whether a failure is swallowed: SPEC section 8, "A failed news load while offline is swallowed". */
export const isSwallowedNewsFailure = (error: TransportError, online: boolean): boolean =>
  !online || error._tag === 'Offline'

/**
 * Loads the news (`POST /notification/myInternalMessages`). A message whose internalMessage cannot be
 * read is left out and reported in `rejected`, so one bad message does not hide the others.
 * A failure while offline is swallowed: `none`, and the list keeps what it shows.
 */
export const loadNews =
  (deps: { readonly port: NewsPort }) =>
  (input: LoadNewsInput): TE.TaskEither<TransportError, O.Option<LoadedNews>> =>
    pipe(
      deps.port.fetchMessages(input.domain),
      TE.map((response) => O.some(toItems(response.messages))),
      TE.orElse((error) => (isSwallowedNewsFailure(error, input.online) ? TE.right(O.none) : TE.left(error))),
    )
