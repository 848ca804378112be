import { pipe } from 'fp-ts/function'
import type * as T from 'fp-ts/Task'
import * as TE from 'fp-ts/TaskEither'
import type { NewsListEvent } from './news-list.machine'
import type { NewsPort } from './news.port'

/**
 * Runs the `CallDelete` effect of the news list machine (`DELETE /notification/{id}`) and answers
 * with the event to feed back: `DeleteSucceeded`, or `DeleteFailed` (which restores the item).
 */
export const deleteNewsItem =
  (deps: { readonly port: NewsPort }) =>
  (id: string): T.Task<NewsListEvent> =>
    pipe(
      deps.port.deleteMessage(id),
      TE.match(
        (error): NewsListEvent => ({ _tag: 'DeleteFailed', id, error }),
        (): NewsListEvent => ({ _tag: 'DeleteSucceeded', id }),
      ),
    )
