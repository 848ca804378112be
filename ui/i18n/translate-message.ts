import type { UserMessage } from '../../core/errors/catalogue.rules'
import type { ValidationError } from '../../core/shared/validation/validation-error'
import type { TranslationFunctions } from '../../locales/i18n-types.js'
import type { Translations } from '../../locales/i18n-types.js'
import { baseLocale, loadedLocales } from '../../locales/i18n-util.js'

/** Params substituted into a message's `{placeholders}` (the core's params are strings and numbers). */
export type MessageParams = Readonly<Record<string, string | number>>

/** Called with a key that has no dictionary entry (SPEC section 8: "Missing translation keys are logged as warnings"). */
export type OnMissingKey = (key: string) => void

type Translate = (params?: MessageParams) => string
type Section = 'errors' | 'validation'

const hasOwn = (o: object | undefined, key: string): boolean => o !== undefined && Object.prototype.hasOwnProperty.call(o, key)

/**
 * A loaded dictionary, English when it is loaded: every locale has the same keys (the type checker holds each to the
 * English one), and only the active language's dictionary is loaded.
 */
const loadedDictionary = (): Translations | undefined =>
  (loadedLocales[baseLocale] as Translations | undefined) ?? Object.values(loadedLocales).find((d): d is Translations => d !== undefined)

/** Whether the dictionaries have a string entry `key` in `section`. */
const hasEntry = (section: Section, key: string): boolean => {
  const table: object | undefined = loadedDictionary()?.[section]
  return hasOwn(table, key) && typeof (table as Record<string, unknown>)[key] === 'string'
}

const translator = (LL: TranslationFunctions, section: Section, key: string): Translate =>
  // A known key's entry takes a subset of the core's params by name; the typed per-key signatures
  // cannot be called through a string key, so the entry is called through its runtime shape.
  (LL[section] as unknown as Readonly<Record<string, Translate>>)[key] as Translate

/**
 * The text of a core message key (error catalogue `MessageKey`, remark and roster-change keys) or a
 * validation key, in the current language, with `params` filled in. "An unknown id shows the id
 * itself" (SPEC section 8): a key found in neither section is returned as it is, and reported to
 * `onMissing` (a warning by default).
 */
export const translateMessage = (
  LL: TranslationFunctions,
  key: string,
  params: MessageParams = {},
  onMissing: OnMissingKey = (k) => console.warn(`Missing translation key: ${k}`),
): string => {
  if (hasEntry('errors', key)) return translator(LL, 'errors', key)(params)
  if (hasEntry('validation', key)) return translator(LL, 'validation', key)(params)
  onMissing(key)
  return key
}

/** A validation error of SPEC section 5 or a new-server form error (`invalidHost`, `invalidPath`). */
export type ValidationMessage = ValidationError | { readonly key: string; readonly params?: MessageParams }

/**
 * The text of a validation error (SPEC section 5 wording): `outOfRange` with one bound uses its
 * one-sided form; a `cannotBeChanged` `{label}` that names a known field is translated.
 */
export const translateValidation = (LL: TranslationFunctions, error: ValidationMessage, onMissing?: OnMissingKey): string => {
  const params: MessageParams = error.params ?? {}
  if (error.key === 'outOfRange') {
    const hasMin = params['min'] !== undefined
    const hasMax = params['max'] !== undefined
    if (hasMin && !hasMax) return LL.validation.outOfRangeMin({ min: params['min'] })
    if (hasMax && !hasMin) return LL.validation.outOfRangeMax({ max: params['max'] })
  }
  const label = params['label']
  if (error.key === 'cannotBeChanged' && typeof label === 'string' && hasOwn(loadedDictionary()?.validation.labels, label)) {
    const labels = LL.validation.labels as unknown as Readonly<Record<string, () => string>>
    return LL.validation.cannotBeChanged({ label: (labels[label] as () => string)() })
  }
  return translateMessage(LL, error.key, params, onMissing)
}

/** A core `UserMessage` (the 'Service Error' dialog) as display texts: title, body and button. */
export interface UserMessageTexts {
  readonly title: string
  readonly body: string
  readonly button: string
}

/**
 * The texts of a core `UserMessage` (SPEC section 8: "Service errors show a dialog titled 'Service
 * Error' with an OK button"): a literal `text` (an unknown id, an untranslatable server message) is
 * shown as it is, a `messageKey` is translated with its params.
 */
export const userMessageTexts = (LL: TranslationFunctions, message: UserMessage, onMissing?: OnMissingKey): UserMessageTexts => ({
  title: translateMessage(LL, message.titleKey, {}, onMissing),
  body:
    message.text ??
    (message.messageKey === undefined ? '' : translateMessage(LL, message.messageKey, message.params, onMissing)),
  button: translateMessage(LL, message.buttonKey, {}, onMissing),
})
