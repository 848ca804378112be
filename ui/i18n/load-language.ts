import type { Language } from '../../core/shared/constants'
import { initFormatters } from '../../locales/formatters.js'
import type { Translations } from '../../locales/i18n-types.js'
import { loadedFormatters, loadedLocales } from '../../locales/i18n-util.js'
import { browserStorage, detectLanguage, type LanguageStorage } from './language'

type SignedOut = typeof import('../../locales/en/signed-out.js')
type SignedIn = typeof import('../../locales/en/signed-in.js')
/** One part of a dictionary: some of its sections (each index.ts types the whole dictionary). */
type Part = { readonly [S in keyof Translations]?: object }

/**
 * Each dictionary comes in two parts (chunks of their own in the build): what the app needs before sign-in
 * (`<lang>/signed-out.ts`) and what only the signed-in app uses (`<lang>/signed-in.ts`), which the screens of the
 * signed-in app load with themselves (ui/app/route-table.tsx), so the login form waits for about a third of it.
 */
const PARTS: Readonly<Record<Language, { readonly signedOut: () => Promise<Part>; readonly signedIn: () => Promise<Part> }>> = {
  en: { signedOut: () => import('../../locales/en/signed-out.js'), signedIn: () => import('../../locales/en/signed-in.js') },
  fr: { signedOut: () => import('../../locales/fr/signed-out.js'), signedIn: () => import('../../locales/fr/signed-in.js') },
}

/**
 * The sections of the signed-in part. They exist (empty) from the first render on and are filled in place when the
 * part loads: a translation function object (`LL`) sees the sections that existed when it was made.
 */
export const SIGNED_IN_SECTIONS = [
  'calendarSubscription',
  'eventRemark',
  'hotel',
  'leg',
  'pairing',
  'roles',
  'rosterChanges',
  'duty',
  'home',
  'dailyRemarks',
  'news',
  'myData',
  'dutyLimits',
  'notificationSettings',
  'settings',
  'summary',
  'travelWarnings',
  'history',
] as const satisfies ReadonlyArray<keyof SignedIn>

// Every section of the dictionary is in exactly one part: adding a section to locales/<lang>/index.ts without
// adding it to signed-out.ts or signed-in.ts (and to SIGNED_IN_SECTIONS) fails to type-check here.
type Unplaced = Exclude<keyof Translations, keyof SignedOut | (typeof SIGNED_IN_SECTIONS)[number]>
type Unlisted = Exclude<keyof SignedIn, (typeof SIGNED_IN_SECTIONS)[number]>
const everySectionPlaced: [Unplaced | Unlisted] extends [never] ? true : Unplaced | Unlisted = true
void everySectionPlaced

type Sections = Record<string, Record<string, unknown>>

/** The dictionary of `language` as a mutable table of sections, made with empty signed-in sections on first use. */
const dictionaryOf = (language: Language): Sections => {
  // loadedLocales is typesafe-i18n's store (typed as complete); a part fills it section by section.
  const store = loadedLocales as unknown as Partial<Record<Language, Sections>>
  const existing = store[language]
  if (existing !== undefined) return existing
  const made: Sections = Object.fromEntries(SIGNED_IN_SECTIONS.map((s) => [s, {}]))
  store[language] = made
  return made
}

const install = (language: Language, part: Part): void => {
  const dictionary = dictionaryOf(language)
  for (const [section, entries] of Object.entries(part)) {
    const target = dictionary[section]
    if (target === undefined || !(SIGNED_IN_SECTIONS as ReadonlyArray<string>).includes(section)) dictionary[section] = { ...entries }
    else Object.assign(target, entries)
  }
}

/** Languages whose signed-out part is loaded; whether the signed-in part is wanted (a signed-in screen asked). */
const loadedLanguages = new Set<Language>()
let signedInWanted = false
const signedInLoads = new Map<Language, Promise<void>>()

const loadSignedInPart = (language: Language): Promise<void> => {
  const known = signedInLoads.get(language)
  if (known !== undefined) return known
  const loading = PARTS[language].signedIn().then((part) => install(language, part))
  // A failed fetch is forgotten, so the next screen fetches the part again.
  loading.catch(() => signedInLoads.delete(language))
  signedInLoads.set(language, loading)
  return loading
}

/**
 * Loads the signed-out part of one dictionary, and its signed-in part too once a signed-in screen asked for it
 * ({@link loadSignedInDictionary}), so it can be rendered synchronously.
 */
export const loadLanguage = async (language: Language): Promise<void> => {
  await Promise.all([
    PARTS[language].signedOut().then((part) => install(language, part)),
    signedInWanted ? loadSignedInPart(language) : undefined,
  ])
  loadedFormatters[language] = initFormatters(language)
  loadedLanguages.add(language)
  // A signed-in screen that asked while the signed-out part was loading (loaded once: the load is shared).
  if (signedInWanted) await loadSignedInPart(language)
}

/** The signed-in part of every loaded dictionary (and of every one loaded later); screens of the signed-in app await it. */
export const loadSignedInDictionary = async (): Promise<void> => {
  signedInWanted = true
  await Promise.all([...loadedLanguages].map(loadSignedInPart))
}

/**
 * Detects the stored language and loads its dictionary, and only that one (every dictionary is complete: the type
 * checker holds each to the English one); resolves to the language to render first. Call before the first render.
 */
export const prepareLanguage = async (storage: LanguageStorage | undefined): Promise<Language> => {
  const language = detectLanguage(storage)
  await loadLanguage(language)
  return language
}

/** `prepareLanguage` with the browser's localStorage (ui/main.tsx starts it beside the app's own modules). */
export const prepareBrowserLanguage = (): Promise<Language> => prepareLanguage(browserStorage())
