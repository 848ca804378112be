import { fillPlaceholders } from '../../core/errors/placeholders'
import type { ValidationError } from '../../core/shared/validation/validation-error'
import { validation } from '../../locales/en/validation'

/** A core validation failure of one field of a request body, with the field's wire path. */
export interface FieldError {
  /** Where the field is in the body, e.g. `addresses[0].street`. */
  readonly path: string
  readonly error: ValidationError
}

const labelOf = (label: string | number): string => {
  const labels: Readonly<Record<string, string>> = validation.labels
  return Object.prototype.hasOwnProperty.call(labels, label) ? (labels[label] ?? String(label)) : String(label)
}

/**
 * The English text of a core validation error: the `en` dictionary entry of its key with the params
 * substituted (SPEC section 5 wording, e.g. "Following characters are not allowed: < >",
 * "Number cannot be changed"). The `{label}` of `cannotBeChanged` is the dictionary's field label.
 */
export const validationText = (error: ValidationError): string => {
  const params = error.params ?? {}
  const label = params['label']
  return fillPlaceholders(validation[error.key], label === undefined ? params : { ...params, label: labelOf(label) })
}

/** `path: text` of a field error: the `errMessage` of a refused body (it names the bad field). */
export const fieldErrorMessage = (fieldError: FieldError): string => `${fieldError.path}: ${validationText(fieldError.error)}`
