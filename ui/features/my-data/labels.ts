import type { TranslationFunctions } from '../../../locales/i18n-types.js'

type PhoneTypeKey = 'Default' | 'Cell' | 'Home' | 'Landline' | 'Temp'

/** The profile's phone type codes (SPEC section 9: "Default, Cell, Home, Landline (variant: Temp #)") and their dictionary keys. */
const PHONE_TYPE_KEYS: Readonly<Record<string, PhoneTypeKey>> = {
  Default: 'Default',
  Cell: 'Cell',
  Home: 'Home',
  Landline: 'Landline',
  'Temp #': 'Temp',
}

/** The label of a phone type code; an unknown code is shown as it is. */
export const phoneTypeLabel = (LL: TranslationFunctions, code: string): string => {
  const key = Object.prototype.hasOwnProperty.call(PHONE_TYPE_KEYS, code) ? PHONE_TYPE_KEYS[code] : undefined
  return key === undefined ? code : LL.myData.contacts.phoneTypes[key]()
}
