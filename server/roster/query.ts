import * as E from 'fp-ts/Either'
import { ERR } from '../http/errors'
import { failure, type Reply } from '../http/reply'

const EVENT_ID = /^[A-Za-z0-9._:@-]{1,128}$/

/** An event id from a path (`events/{eventId}`, `role/{eventId}`, `hotel/{hotelId}`, `leg/{eventId}`): 1 to 128 of `A-Z a-z 0-9 . _ : @ -`, else 400 `ERR_BAD_PATH`. */
export const checkEventId = (eventId: string): E.Either<Reply, string> =>
  EVENT_ID.test(eventId) ? E.right(eventId) : E.left(failure(400, ERR.badPath, 'The event id in the path is not a valid event id'))
