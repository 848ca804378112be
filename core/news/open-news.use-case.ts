import { pipe } from 'fp-ts/function'
import * as TE from 'fp-ts/TaskEither'
import type { TransportError } from '../errors/app-error'
import type { NewsItem } from './news-item.rules'
import type { NewsPort } from './news.port'
import { markedRead, openNews, type OpenNewsAction } from './open-news.rules'

/** What the screen does after opening: the (possibly now read) item and where to go. */
export interface OpenedNews {
  readonly item: NewsItem
  readonly action: OpenNewsAction
}

/**
 * Opens a news item: applies {@link openNews} and, for an unread, non-expired broadcast, sends the
 * status update `PUT /notification/{id}/READ` before reporting the item as read
 * ("Unread becomes read by status update when an unread, non-expired broadcast is opened").
 */
export const openNewsItem =
  (deps: { readonly port: NewsPort }) =>
  (input: { readonly item: NewsItem; readonly crmId: string }): TE.TaskEither<TransportError, OpenedNews> => {
    const decision = openNews(input.item, input.crmId)
    if (!decision.markRead) return TE.right({ item: input.item, action: decision.action })
    return pipe(
      deps.port.updateStatus(input.item.id, 'READ'),
      TE.map(() => ({ item: markedRead(input.item), action: decision.action })),
    )
  }
