import * as E from 'fp-ts/Either'
import { deepEqual } from '../deep-equal'
import type { FormErrors, ValidationError } from './validation-error'

export { deepEqual }

/**
 * SPEC section 4, Forms: "Settings and my-data forms are dirty when they differ from the loaded
 * original." Dirty means not {@link deepEqual}.
 */
export const isDirty = <A>(original: A, current: A): boolean => !deepEqual(original, current)

/** A form is valid when its {@link FormErrors} record holds no error. */
export const isFormValid = <F extends string>(errors: FormErrors<F>): boolean =>
  Object.values(errors).every((e) => e === undefined)

/** SPEC section 4, Forms: "Save is disabled unless dirty and valid." */
export const canSave = <A, F extends string>(original: A, current: A, errors: FormErrors<F>): boolean =>
  isDirty(original, current) && isFormValid(errors)

/** A validated form: the first error per field, and the values with every valid field normalised. */
export interface FormResult<V> {
  readonly errors: FormErrors<keyof V & string>
  readonly values: V
}

/** One field's check: its result, already mapped to the field's value type. */
export type FieldChecks<V> = { readonly [K in keyof V]?: E.Either<ValidationError, V[K]> }

/**
 * Combines per-field checks into a {@link FormResult}: a Left becomes the field's error and the field
 * keeps its raw value; a Right replaces the raw value by the normalised one. Unchecked fields pass through.
 */
export const toFormResult = <V extends object>(raw: V, checks: FieldChecks<V>): FormResult<V> => {
  const errors: Partial<Record<keyof V & string, ValidationError>> = {}
  const values = { ...raw }
  for (const key of Object.keys(checks) as Array<keyof V & string>) {
    const check = checks[key]
    if (check === undefined) continue
    if (E.isLeft(check)) errors[key] = check.left
    else values[key] = check.right
  }
  return { errors, values }
}
