import * as E from 'fp-ts/Either'
import type { ValidationError } from './validation-error'

/**
 * The special characters the shared text rule allows besides English letters, digits and space
 * (SPEC section 5: "Only English letters, numbers, space and simple special characters
 * (for example . ? ! , - : & @ + #) are allowed").
 * The exact set is: `. ? ! , - : & @ + # ' " / ( ) ; _ = * %`.
 */
export const TEXT_ALLOWED_SPECIAL_CHARACTERS = `.?!,-:&@+#'"/();_=*%`

/**
 * Every character the shared text rule allows on one line: `A-Z`, `a-z`, `0-9`, space and
 * {@link TEXT_ALLOWED_SPECIAL_CHARACTERS}. With `multiline: true` the newline `\n` is allowed too.
 * Any other character (accented letters, tabs, control characters, emoji) is reported.
 */
export const TEXT_ALLOWED_CHARACTERS = `ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789 ${TEXT_ALLOWED_SPECIAL_CHARACTERS}`

const ALLOWED = new Set(TEXT_ALLOWED_CHARACTERS)

/**
 * Typographic characters and their plain replacements (SPEC section 5: "Typographic quotes and
 * dashes are normalised to plain ones"). Single quotes and primes become `'`, double quotes and
 * double primes become `"`, every dash and the minus sign become `-`; a no-break space becomes a space.
 */
export const TYPOGRAPHIC_REPLACEMENTS: Readonly<Record<string, string>> = {
  '\u2018': "'", // ‘
  '\u2019': "'", // ’
  '\u201A': "'", // ‚
  '\u201B': "'", // ‛
  '\u2032': "'", // ′
  '\u201C': '"', // “
  '\u201D': '"', // ”
  '\u201E': '"', // „
  '\u201F': '"', // ‟
  '\u2033': '"', // ″
  '\u2010': '-', // ‐
  '\u2011': '-', // ‑
  '\u2012': '-', // ‒
  '\u2013': '-', // –
  '\u2014': '-', // —
  '\u2015': '-', // ―
  '\u2212': '-', // −
  '\u00A0': ' ', // no-break space
}

const TYPOGRAPHIC = new RegExp(`[${Object.keys(TYPOGRAPHIC_REPLACEMENTS).join('')}]`, 'gu')

/**
 * Replaces typographic quotes and dashes by plain ones ({@link TYPOGRAPHIC_REPLACEMENTS}),
 * turns `\r\n` and `\r` into `\n`, and trims (SPEC section 5: "Text is trimmed. ... Typographic
 * quotes and dashes are normalised to plain ones"). Total: never throws.
 */
export const normaliseText = (value: string): string =>
  value
    .replace(TYPOGRAPHIC, (c) => TYPOGRAPHIC_REPLACEMENTS[c] ?? c)
    .replace(/\r\n?/g, '\n')
    .trim()

/** Whether one character (code point) is allowed by the shared text rule. */
export const isAllowedTextCharacter = (char: string, multiline = false): boolean =>
  ALLOWED.has(char) || (multiline && char === '\n')

/** A character as shown in the error params: itself, or `U+XXXX` when it is invisible (controls, spaces). */
const display = (char: string): string => {
  const code = char.codePointAt(0) ?? 0
  const invisible = code < 0x20 || (code >= 0x7f && code <= 0xa0) || /^\s$/u.test(char) || (code >= 0x200b && code <= 0x200f)
  return invisible ? `U+${code.toString(16).toUpperCase().padStart(4, '0')}` : char
}

/**
 * The distinct characters of `value` that the shared text rule does not allow, in order of first
 * appearance (whole code points, so an emoji is one entry). Apply to normalised text.
 */
export const disallowedCharacters = (value: string, multiline = false): ReadonlyArray<string> => {
  const found: string[] = []
  for (const char of value) if (!isAllowedTextCharacter(char, multiline) && !found.includes(char)) found.push(char)
  return found
}

/** Options of {@link validateText}. `multiline` allows newlines (multi-line comments and remarks). */
export interface TextOptions {
  readonly required?: boolean
  readonly max?: number
  readonly multiline?: boolean
}

/**
 * The shared text rule of SPEC section 5, on the normalised value ({@link normaliseText}):
 * - "Required fields show 'This field is required'" -> `required` when the trimmed value is empty;
 * - "Maximum length shows 'Cannot be longer than ${max} characters'" -> `maxLength` `{ max }`
 *   (length in code points, after trimming);
 * - otherwise "'Following characters are not allowed: ...'" -> `charactersNotAllowed`
 *   `{ characters }`: the distinct offending characters in order of appearance, separated by a space,
 *   invisible ones written `U+XXXX`.
 * Right carries the trimmed, normalised value. An optional empty value is valid (`''`).
 */
export const validateText = (value: string, options: TextOptions = {}): E.Either<ValidationError, string> => {
  const normalised = normaliseText(value)
  if (normalised === '') return options.required === true ? E.left({ key: 'required' }) : E.right('')
  if (options.max !== undefined && [...normalised].length > options.max) {
    return E.left({ key: 'maxLength', params: { max: options.max } })
  }
  const bad = disallowedCharacters(normalised, options.multiline === true)
  if (bad.length > 0) return E.left({ key: 'charactersNotAllowed', params: { characters: bad.map(display).join(' ') } })
  return E.right(normalised)
}
