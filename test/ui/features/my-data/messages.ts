import type { Language } from '../../../../core/shared/constants'
import en from '../../../../locales/en/index'
import fr from '../../../../locales/fr/index'

/**
 * The SPEC section 5 validation messages as a user reads them, written out per language (not taken
 * from the dictionaries, so a wrong or missing translation fails the tests).
 */
export const MESSAGES = {
  en: {
    required: 'This field is required',
    maxLength: (max: number) => `Cannot be longer than ${max} characters`,
    charactersNotAllowed: (characters: string) => `Following characters are not allowed: ${characters}`,
    notANumber: 'Value must be a number',
    cannotBeChanged: (label: string) => `${label} cannot be changed`,
    invalidEmail: 'Must be a valid email address',
    onlyNumbers: 'Should contain only numbers',
    notInList: 'Should be one of the listed values',
    outOfRange: (min: number, max: number) => `Must be between ${min} and ${max}`,
    minLength: (min: number) => `Must be at least ${min} characters long`,
    samePriority: 'Entry with same priority already exists.',
    lastEntry: 'The last remaining entry cannot be deleted.',
    offline: 'This page can be edited only when online and connected.',
    labels: { priority: 'Priority', number: 'Number', issueDate: 'Issue date', country: 'Country' },
  },
  fr: {
    required: 'Ce champ est obligatoire',
    maxLength: (max: number) => `Ne peut pas dépasser ${max} caractères`,
    charactersNotAllowed: (characters: string) => `Les caractères suivants ne sont pas autorisés : ${characters}`,
    notANumber: 'La valeur doit être un nombre',
    cannotBeChanged: (label: string) => `${label} : modification impossible`,
    invalidEmail: 'Doit être une adresse e-mail valide',
    onlyNumbers: 'Ne doit contenir que des chiffres',
    notInList: 'Doit être une des valeurs proposées',
    outOfRange: (min: number, max: number) => `Doit être compris entre ${min} et ${max}`,
    minLength: (min: number) => `Doit comporter au moins ${min} caractères`,
    samePriority: 'Une entrée de même priorité existe déjà.',
    lastEntry: 'La dernière entrée restante ne peut pas être supprimée.',
    offline: 'Cette page ne peut être modifiée qu’en ligne et connecté.',
    labels: { priority: 'Priorité', number: 'Numéro', issueDate: "Date d'émission", country: 'Pays' },
  },
} as const

/** The field labels and button names of the my-data screens in a language (names to find controls by). */
export const dictionary = (language: Language) => (language === 'en' ? en : fr)

/** Both languages, for tests that run once per language. */
export const LANGUAGES: ReadonlyArray<Language> = ['en', 'fr']
