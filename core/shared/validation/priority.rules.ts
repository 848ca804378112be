import * as E from 'fp-ts/Either'
import { validateInteger } from './number.rules'
import type { ValidationError } from './validation-error'

/** The part of an existing entry the priority rules look at. */
export interface PrioritisedEntry<T> {
  readonly type: T
  readonly prio: number
}

/**
 * SPEC section 5: "New contact priority defaults to the highest existing priority of the same type
 * plus one." With no entry of that type the default is 0, the most important priority.
 */
export const defaultPriority = <T>(entries: ReadonlyArray<PrioritisedEntry<T>>, type: T): number =>
  entries.reduce((next, e) => (e.type === type ? Math.max(next, e.prio + 1) : next), 0)

/** Whether the form is creating a new entry or editing a loaded one. */
export type FormMode = 'create' | 'edit'

/** SPEC section 5: priority is "editable only when creating". */
export const isPriorityEditable = (mode: FormMode): boolean => mode === 'create'

/**
 * SPEC section 5: "Priority: integer from 0 (most important), editable only when creating", with the
 * form's maximum (contact 99, address 9). Keys: `required`, `notANumber`, `notAnInteger`,
 * `outOfRange` `{ min: 0, max }`; when editing, a value other than `original` gives
 * `cannotBeChanged` `{ label: 'priority' }`.
 */
export const validatePriority = (
  value: string | number,
  options: { readonly max: number; readonly mode: FormMode; readonly original?: number },
): E.Either<ValidationError, number> => {
  const parsed = validateInteger(value, { required: true, min: 0, max: options.max })
  if (E.isLeft(parsed)) return parsed
  const prio = parsed.right ?? 0
  if (options.mode === 'edit' && options.original !== undefined && prio !== options.original) {
    return E.left({ key: 'cannotBeChanged', params: { label: 'priority' } })
  }
  return E.right(prio)
}

/**
 * SPEC section 8: "Entry with same priority already exists (address and contact)", checked before
 * sending: whether another entry of `type` already holds `prio` (`except` is the entry being edited).
 */
export const isPriorityTaken = <T, A extends PrioritisedEntry<T>>(
  entries: ReadonlyArray<A>,
  type: T,
  prio: number,
  except?: A,
): boolean => entries.some((e) => e !== except && e.type === type && e.prio === prio)
