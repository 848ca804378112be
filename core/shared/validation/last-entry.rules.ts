import * as E from 'fp-ts/Either'
import type { ValidationError } from './validation-error'

/** SPEC section 5: "The last remaining entry cannot be deleted." True when more than one entry remains. */
export const canDeleteEntry = (remaining: number): boolean => remaining > 1

/**
 * SPEC section 5 / section 8: "The last remaining entry cannot be deleted" as a validation result on
 * the list the entry belongs to. Left `lastEntryCannotBeDeleted` when the list holds one entry or none.
 */
export const validateDeletion = <A>(entries: ReadonlyArray<A>): E.Either<ValidationError, ReadonlyArray<A>> =>
  canDeleteEntry(entries.length) ? E.right(entries) : E.left({ key: 'lastEntryCannotBeDeleted' })
