import { pipe } from 'fp-ts/function'
import * as O from 'fp-ts/Option'
import * as T from 'fp-ts/Task'
import * as TE from 'fp-ts/TaskEither'
import type { EncryptedCache } from '../../core/platform/encrypted-cache.port'
import type { ResponseCache } from '../http/response-cache'

/** The cache as the HTTP client's {@link ResponseCache}: any failure is a miss or a skipped write. */
export const asResponseCache = (cache: EncryptedCache): ResponseCache => ({
  read: (key) => pipe(cache.get(key), TE.getOrElseW(() => T.of(O.none))),
  write: (key, value) => pipe(cache.put(key, value), TE.getOrElseW(() => T.of(undefined))),
})
