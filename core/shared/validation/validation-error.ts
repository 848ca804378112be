/**
 * A validation failure as data (SPEC section 5): a dictionary key and its params, never English text.
 * The UI translates `key` with `params` substituted (for example `{ max: 80 }`).
 */
export interface ValidationError {
  readonly key: ValidationKey
  readonly params?: Readonly<Record<string, string | number>>
}

/** Every validation message key of SPEC section 5. */
export type ValidationKey =
  | 'required' // 'This field is required'
  | 'maxLength' // 'Cannot be longer than ${max} characters'
  | 'minLength'
  | 'charactersNotAllowed' // 'Following characters are not allowed: ${characters}'
  | 'notANumber' // 'Value must be a number'
  | 'cannotBeChanged' // '${label} cannot be changed'
  | 'invalidAccess' // access must be INTERNAL, EXTERNAL or BUDDY
  | 'invalidEmail' // 'Must be a valid email address'
  | 'onlyNumbers' // 'Should contain only numbers'
  | 'notInList' // 'Should be one of the listed values'
  | 'outOfRange' // a number outside min..max
  | 'notAnInteger'
  | 'invalidDate'
  | 'dateBeforeMin'
  | 'dateAfterMax'
  | 'emailRequired' // 'E-mail address is required!'
  | 'emailInvalid' // 'E-mail address is not valid!'
  | 'phoneRequired'
  | 'phoneInvalid' // a plus and 6 to 14 digits, such as +123456789
  | 'subscriptionRequired' // at least one news subscription
  | 'agreementRequired' // SMS or push agreement unchecked
  | 'lastEntryCannotBeDeleted'
  | 'invalidLanguageCode'

/** Field name -> first error, for a whole form. An empty record means valid. */
export type FormErrors<F extends string> = Partial<Record<F, ValidationError>>
