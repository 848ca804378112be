import * as t from 'io-ts'
import { CALLING_CODE_COUNTRIES } from '../shared/validation/calling-codes'

/** A country of the country list (SPEC section 3): "name, phoneCode, alpha2code, alpha3code". */
export const Country = t.type(
  { name: t.string, phoneCode: t.string, alpha2code: t.string, alpha3code: t.string },
  'Country',
)
export type Country = t.TypeOf<typeof Country>

/** The country list: "about 240 countries". */
export const CountryList = t.array(Country, 'CountryList')
export type CountryList = t.TypeOf<typeof CountryList>

/** The client-side country list: the calling-code table of core/shared (SPEC section 9). */
export const COUNTRY_LIST: ReadonlyArray<Country> = CALLING_CODE_COUNTRIES
