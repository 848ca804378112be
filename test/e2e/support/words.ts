// The app's own dictionaries, so that a test finds an element by the accessible name a person sees in either
// language (locales/en is the base, locales/fr the French translation).
import en from '../../../locales/en/index'
import fr from '../../../locales/fr/index'

export type Lang = 'en' | 'fr'
export type Words = typeof en

/** The dictionary of `lang` (French has every key of English: the build type-checks it). */
export const words = (lang: Lang): Words => (lang === 'en' ? en : (fr as unknown as Words))

/** A dictionary text with its `{placeholders}` filled in. */
export const fill = (text: string, params: Readonly<Record<string, string | number>> = {}): string =>
  text.replace(/\{(\w+)(?:\|[^}]*)?\}/g, (whole, key: string) => (key in params ? String(params[key]) : whole))

/** `text` with every regular-expression character escaped. */
export const escapeRegExp = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

/** A regular expression matching `text` exactly, for role and label queries. */
export const exactly = (text: string): RegExp => new RegExp(`^${escapeRegExp(text)}$`)

/** The text in English or in French, escaped, as a regular-expression alternative (no anchors). */
export const eitherSource = (pick: (w: Words) => string): string => `(?:${escapeRegExp(pick(words('en')))}|${escapeRegExp(pick(words('fr')))})`

/** Matches the text exactly in English or in French (for a step that runs before the language is known). */
export const inEither = (pick: (w: Words) => string): RegExp => new RegExp(`^${eitherSource(pick)}$`)
