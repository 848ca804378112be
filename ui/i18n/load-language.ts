import type { Language } from '../../core/shared/constants'
import { initFormatters } from '../../locales/formatters.js'
import type { Translations } from '../../locales/i18n-types.js'
import { loadedFormatters, loadedLocales } from '../../locales/i18n-util.js'
import { browserStorage, detectLanguage, type LanguageStorage } from './language'

type SignedOut = typeof import('../../locales/en/signed-out.js')
type HomePart = typeof import('../../locales/en/signed-in-home.js')
type ScreensPart = typeof import('../../locales/en/signed-in.js')
/** One part of a dictionary: some of its sections (each index.ts types the whole dictionary). */
type Part = { readonly [S in keyof Translations]?: object }

/**
 * The parts loaded after sign-in: `home`, what the home screen (the roster) reads, and `screens`, what the screens
 * opened from it read (details, inbox, summary, settings, my data, history...).
 */
export type SignedInPart = 'home' | 'screens'

/**
 * Each dictionary comes in three parts (chunks of their own in the build): what the app needs before sign-in
 * (`<lang>/signed-out.ts`), what the home screen adds (`<lang>/signed-in-home.ts`) and what the other signed-in
 * screens add (`<lang>/signed-in.ts`). The screens of the signed-in app load theirs with themselves
 * (ui/app/signed-in-screens.tsx), so the login form waits for about a third of the dictionary and the roster for half.
 */
const PARTS: Readonly<Record<Language, Readonly<Record<'signedOut' | SignedInPart, () => Promise<Part>>>>> = {
  en: {
    signedOut: () => import('../../locales/en/signed-out.js'),
    home: () => import('../../locales/en/signed-in-home.js'),
    screens: () => import('../../locales/en/signed-in.js'),
  },
  fr: {
    signedOut: () => import('../../locales/fr/signed-out.js'),
    home: () => import('../../locales/fr/signed-in-home.js'),
    screens: () => import('../../locales/fr/signed-in.js'),
  },
}

/** The sections of the home part. */
export const HOME_SECTIONS = ['checkIn', 'dates', 'duty', 'dutyKinds', 'eventTypes', 'home', 'nav', 'outbox', 'travelWarnings'] as const satisfies ReadonlyArray<keyof HomePart>

/** The sections of the screens part. */
export const SCREENS_SECTIONS = [
  'calendarSubscription',
  'familyShare',
  'eventRemark',
  'hotel',
  'leg',
  'pairing',
  'roles',
  'rosterChanges',
  'dailyRemarks',
  'news',
  'myData',
  'dutyLimits',
  'notificationSettings',
  'settings',
  'summary',
  'history',
  'installApp',
  'logbook',
  'printMonth',
] as const satisfies ReadonlyArray<keyof ScreensPart>

/**
 * The sections of the two signed-in parts. They exist (empty) from the first render on and are filled in place when
 * their part loads: a translation function object (`LL`) sees the sections that existed when it was made.
 */
export const SIGNED_IN_SECTIONS = [...HOME_SECTIONS, ...SCREENS_SECTIONS] as const

// Every section of the dictionary is in exactly one part: adding a section to locales/<lang>/index.ts without
// adding it to one of signed-out.ts, signed-in-home.ts or signed-in.ts (and to HOME_SECTIONS or SCREENS_SECTIONS),
// or putting it in two parts, fails to type-check here.
type Home = (typeof HOME_SECTIONS)[number]
type Screens = (typeof SCREENS_SECTIONS)[number]
type Unplaced = Exclude<keyof Translations, keyof SignedOut | Home | Screens>
type Unlisted = Exclude<keyof HomePart, Home> | Exclude<keyof ScreensPart, Screens>
type Twice = (keyof SignedOut & (keyof HomePart | keyof ScreensPart)) | (keyof HomePart & keyof ScreensPart) | (Home & Screens)
const everySectionPlaced: [Unplaced | Unlisted | Twice] extends [never] ? true : Unplaced | Unlisted | Twice = true
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

/** Languages whose signed-out part is loaded; the signed-in parts a screen asked for (loaded for each of them). */
const loadedLanguages = new Set<Language>()
const wantedParts = new Set<SignedInPart>()
const partLoads = new Map<`${Language}/${SignedInPart}`, Promise<void>>()

const loadPart = (language: Language, part: SignedInPart): Promise<void> => {
  const key = `${language}/${part}` as const
  const known = partLoads.get(key)
  if (known !== undefined) return known
  const loading = PARTS[language][part]().then((loaded) => install(language, loaded))
  // A failed fetch is forgotten, so the next screen fetches the part again.
  loading.catch(() => partLoads.delete(key))
  partLoads.set(key, loading)
  return loading
}

const loadWantedParts = (language: Language): Promise<unknown> => Promise.all([...wantedParts].map((part) => loadPart(language, part)))

/**
 * Loads the signed-out part of one dictionary, and the signed-in parts too once a signed-in screen asked for them
 * ({@link loadHomeDictionary}, {@link loadSignedInDictionary}), so it can be rendered synchronously: a language
 * switch while signed in renders nothing with an empty section.
 */
export const loadLanguage = async (language: Language): Promise<void> => {
  await Promise.all([PARTS[language].signedOut().then((part) => install(language, part)), loadWantedParts(language)])
  loadedFormatters[language] = initFormatters(language)
  loadedLanguages.add(language)
  // A signed-in screen that asked while the signed-out part was loading (each part loads once: the load is shared).
  await loadWantedParts(language)
}

const want = async (parts: ReadonlyArray<SignedInPart>): Promise<void> => {
  for (const part of parts) wantedParts.add(part)
  await Promise.all([...loadedLanguages].flatMap((language) => parts.map((part) => loadPart(language, part))))
}

/** The home part of every loaded dictionary (and of every one loaded later); the home screen awaits it. */
export const loadHomeDictionary = (): Promise<void> => want(['home'])

/**
 * Both signed-in parts of every loaded dictionary (and of every one loaded later); every signed-in screen but home
 * awaits it (the home part too: any screen can be the first one opened, from a link or a notification).
 */
export const loadSignedInDictionary = (): Promise<void> => want(['home', 'screens'])

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
