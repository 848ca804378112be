import type * as O from 'fp-ts/Option'
import type * as T from 'fp-ts/Task'

/**
 * Where persisted responses live (SPEC section 7, persistType). `key` is the call (method, URL,
 * body); `value` the parsed response body, decoded again by its codec when read back. Both never
 * fail: an unreadable, expired or locked cache is a miss, a failed write is skipped.
 */
export interface ResponseCache {
  readonly read: (key: string) => T.Task<O.Option<unknown>>
  readonly write: (key: string, value: unknown) => T.Task<void>
}
