import * as E from 'fp-ts/Either'
import { ENGLISH_MESSAGES } from '../../core/errors/message-keys'
import { MyInternalMessagesBody, MyInternalMessagesResponse, NewsStatus } from '../../core/news/news.codec'
import { ERR, NEWS_ERR } from '../http/errors'
import { failure, ok, okEmpty, type Reply } from '../http/reply'
import { sessionRoute, type RouteModule } from '../http/router'
import { checkDomain, COMMUNICATION } from './communication.http'
import { deleteNews, listNews, setNewsStatus, type NewsChange } from './news.repo'

const notFound = (): Reply => failure(404, ERR.notFound, ENGLISH_MESSAGES.newsNotFound)

const replyOf = (change: NewsChange): Reply => {
  switch (change) {
    case 'Changed':
      return okEmpty()
    case 'NotFound':
      return notFound()
    case 'Expired':
      // The catalogue id of SPEC section 8: "expired news item shows an info dialog with the expired text".
      return failure(409, NEWS_ERR.expired, ENGLISH_MESSAGES.newsExpired)
  }
}

/**
 * The news calls of SPEC section 7 ("Notifications and news") under `/api/communication/v2`, for the
 * signed-in crew member only (the crmId is the session's): `POST /notification/myInternalMessages`
 * (core `MyInternalMessagesBody` -> `MyInternalMessagesResponse`), `DELETE /notification/{id}` and
 * `PUT /notification/{id}/{status}` (core `NewsStatus`), both answering the empty envelope. Another
 * crew member's message id is 404 and touches nothing.
 */
export const newsRoutes: RouteModule = ({ db }) => [
  sessionRoute('POST', `${COMMUNICATION}/notification/myInternalMessages`, async (ctx) => {
    const body = ctx.body.json(MyInternalMessagesBody)
    if (E.isLeft(body)) return body.left
    const domain = checkDomain(body.right.domain, 'body')
    if (E.isLeft(domain)) return domain.left
    const messages = await listNews(db, ctx.session.crmId, domain.right, ctx.now)
    return ok(MyInternalMessagesResponse, { messages: [...messages] })
  }),
  sessionRoute('DELETE', `${COMMUNICATION}/notification/{id}`, async (ctx) =>
    replyOf(await db.transaction((tx) => deleteNews(tx, ctx.session.crmId, ctx.params.id, ctx.now))),
  ),
  sessionRoute('PUT', `${COMMUNICATION}/notification/{id}/{status}`, async (ctx) => {
    const status = ctx.params.status
    if (!NewsStatus.is(status)) return failure(400, ERR.badPath, 'Unknown news status: it must be one of NEW, UNREAD, READ, EXPIRED')
    return replyOf(await db.transaction((tx) => setNewsStatus(tx, ctx.session.crmId, ctx.params.id, status, ctx.now)))
  }),
]
