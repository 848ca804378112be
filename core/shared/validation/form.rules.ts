import * as E from 'fp-ts/Either'
import { Temporal } from 'temporal-polyfill'
import type { FormErrors, ValidationError } from './validation-error'

const isTemporal = (u: object): boolean =>
  u instanceof Temporal.PlainDate ||
  u instanceof Temporal.ZonedDateTime ||
  u instanceof Temporal.Instant ||
  u instanceof Temporal.PlainDateTime ||
  u instanceof Temporal.PlainTime ||
  u instanceof Temporal.Duration

/**
 * Deep structural equality of form values: primitives by `Object.is`, arrays element-wise in order,
 * plain objects key by key (a key holding `undefined` equals a missing key), Temporal values by
 * type and ISO string. Total: never throws on the values a form holds (no cycles).
 */
export const deepEqual = (a: unknown, b: unknown): boolean => {
  if (Object.is(a, b)) return true
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false
  if (isTemporal(a) || isTemporal(b)) {
    return Object.getPrototypeOf(a) === Object.getPrototypeOf(b) && String(a) === String(b)
  }
  if (Array.isArray(a) || Array.isArray(b)) {
    return Array.isArray(a) && Array.isArray(b) && a.length === b.length && a.every((x, i) => deepEqual(x, b[i]))
  }
  const ra = a as Record<string, unknown>
  const rb = b as Record<string, unknown>
  const keys = new Set([...Object.keys(ra), ...Object.keys(rb)])
  for (const key of keys) if (!deepEqual(ra[key], rb[key])) return false
  return true
}

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
