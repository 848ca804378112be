import * as E from 'fp-ts/Either'
import type { ValidationError } from './validation-error'

/** Options of {@link validateInteger}: the inclusive range and whether an empty value is an error. */
export interface IntegerOptions {
  readonly required?: boolean
  readonly min?: number
  readonly max?: number
}

const NUMERIC = /^[+-]?\d+(\.\d+)?$/

/**
 * A number field as typed (string) or already numeric (SPEC section 5: "Number fields show 'Value
 * must be a number'"). Keys: `required` (empty and required), `notANumber` (not a decimal number),
 * `notAnInteger`, `outOfRange` `{ min, max }` (a missing bound is omitted from params).
 * Right carries the integer, or `undefined` for an optional empty value.
 */
export const validateInteger = (
  value: string | number | null | undefined,
  options: IntegerOptions = {},
): E.Either<ValidationError, number | undefined> => {
  const text = typeof value === 'number' ? String(value) : (value ?? '').trim()
  if (text === '') return options.required === true ? E.left({ key: 'required' }) : E.right(undefined)
  if (typeof value === 'number' ? !Number.isFinite(value) : !NUMERIC.test(text)) return E.left({ key: 'notANumber' })
  const n = Number(text)
  if (!Number.isInteger(n)) return E.left({ key: 'notAnInteger' })
  if ((options.min !== undefined && n < options.min) || (options.max !== undefined && n > options.max)) {
    const params: Record<string, number> = {}
    if (options.min !== undefined) params['min'] = options.min
    if (options.max !== undefined) params['max'] = options.max
    return E.left({ key: 'outOfRange', params })
  }
  return E.right(n)
}
