import * as E from 'fp-ts/Either'
import type { ValidationError } from './validation-error'

/**
 * My-data access levels (SPEC section 6): "owner (INTERNAL), buddy (BUDDY), all (EXTERNAL)". The wire
 * codec and the audience table are `MyDataAccess` and `MY_DATA_AUDIENCE` of core/access.
 */
export const ACCESS_LEVELS = ['INTERNAL', 'EXTERNAL', 'BUDDY'] as const

/** One of {@link ACCESS_LEVELS}. */
export type AccessLevel = (typeof ACCESS_LEVELS)[number]

const isAccessLevel = (s: string): s is AccessLevel => (ACCESS_LEVELS as ReadonlyArray<string>).includes(s)

/**
 * SPEC section 5: "Access must be INTERNAL, EXTERNAL or BUDDY." Exact, case-sensitive match after
 * trimming. Keys: `required` (empty), `invalidAccess`.
 */
export const validateAccess = (value: string | null | undefined): E.Either<ValidationError, AccessLevel> => {
  const trimmed = (value ?? '').trim()
  if (trimmed === '') return E.left({ key: 'required' })
  return isAccessLevel(trimmed) ? E.right(trimmed) : E.left({ key: 'invalidAccess' })
}
