import * as E from 'fp-ts/Either'
import { authError, type AuthError } from './auth-error'
import type { StoredHashComparison } from './auth.port'

/**
 * The offline cache login verdict: "A stored password hash must exist (otherwise error 'not
 * stored') and must match (otherwise error 'failed')" (SPEC section 4, Offline cache login).
 * 'not stored' is the `NotStored` message, 'failed' the `CacheMismatch` message of section 8.
 */
export const offlineLoginVerdict = (comparison: StoredHashComparison): E.Either<AuthError, void> => {
  switch (comparison) {
    case 'not-stored':
      return E.left(authError('NotStored'))
    case 'mismatch':
      return E.left(authError('CacheMismatch'))
    case 'match':
      return E.right(undefined)
  }
}
