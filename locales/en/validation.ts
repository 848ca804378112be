/**
 * Every `ValidationKey` of `core/shared/validation/validation-error.ts` (SPEC section 5 wording) and
 * the server-form keys of `core/servers/server-selection.rules.ts`; `labels` names the fields the
 * `cannotBeChanged` `{label}` param refers to.
 */
export const validation = {
  required: 'This field is required',
  maxLength: 'Cannot be longer than {max} characters',
  minLength: 'Must be at least {min} characters long',
  charactersNotAllowed: 'Following characters are not allowed: {characters}',
  notANumber: 'Value must be a number',
  cannotBeChanged: '{label} cannot be changed',
  invalidAccess: 'Choose who may see this entry: only me, buddy or everyone',
  invalidEmail: 'Must be a valid email address',
  onlyNumbers: 'Should contain only numbers',
  notInList: 'Should be one of the listed values',
  outOfRange: 'Must be between {min} and {max}',
  outOfRangeMin: 'Must be {min} or more',
  outOfRangeMax: 'Must be {max} or less',
  notAnInteger: 'Must be a whole number',
  invalidDate: 'Enter a valid date',
  dateBeforeMin: 'Cannot be earlier than {min}',
  dateAfterMax: 'Cannot be later than {max}',
  emailRequired: 'E-mail address is required!',
  emailInvalid: 'E-mail address is not valid!',
  phoneRequired: 'Phone number is required!',
  phoneInvalid: 'Phone number must be a plus followed by 6 to 14 digits, such as +123456789',
  subscriptionRequired: 'Select at least one news subscription',
  agreementRequired: 'Accept the agreement to use this channel',
  lastEntryCannotBeDeleted: 'The last remaining entry cannot be deleted.',
  invalidLanguageCode: 'Unsupported language code: {code}',
  invalidHost: 'Enter a host name such as crew.example.com, without a port',
  invalidPath: 'Use letters, digits and . _ ~ - / only',
  labels: {
    priority: 'Priority',
    number: 'Number',
    issueDate: 'Issue date',
    country: 'Country',
  },
}
