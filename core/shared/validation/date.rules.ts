import * as E from 'fp-ts/Either'
import { Temporal } from 'temporal-polyfill'
import type { ValidationError } from './validation-error'

/** Bounds of {@link validateDate}, inclusive. */
export interface DateOptions {
  readonly min?: Temporal.PlainDate
  readonly max?: Temporal.PlainDate
}

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/

const parse = (value: Temporal.PlainDate | string): E.Either<ValidationError, Temporal.PlainDate> => {
  if (typeof value !== 'string') return E.right(value)
  if (!ISO_DATE.test(value.trim())) return E.left({ key: 'invalidDate' })
  try {
    return E.right(Temporal.PlainDate.from(value.trim(), { overflow: 'reject' }))
  } catch {
    return E.left({ key: 'invalidDate' })
  }
}

/**
 * A required date field (SPEC section 5: "Date fields are required"), from a date picker value
 * (`Temporal.PlainDate`) or a typed `yyyy-MM-dd`. Keys: `required`, `invalidDate`,
 * `dateBeforeMin` `{ min }`, `dateAfterMax` `{ max }` (bounds inclusive, params as ISO dates).
 */
export const validateDate = (
  value: Temporal.PlainDate | string | null | undefined,
  options: DateOptions = {},
): E.Either<ValidationError, Temporal.PlainDate> => {
  if (value === null || value === undefined || (typeof value === 'string' && value.trim() === '')) {
    return E.left({ key: 'required' })
  }
  const parsed = parse(value)
  if (E.isLeft(parsed)) return parsed
  const date = parsed.right
  if (options.min !== undefined && Temporal.PlainDate.compare(date, options.min) < 0) {
    return E.left({ key: 'dateBeforeMin', params: { min: options.min.toString() } })
  }
  if (options.max !== undefined && Temporal.PlainDate.compare(date, options.max) > 0) {
    return E.left({ key: 'dateAfterMax', params: { max: options.max.toString() } })
  }
  return E.right(date)
}
