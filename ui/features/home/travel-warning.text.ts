import type { TravelWarning } from '../../../core/my-data/travel-warnings.rules'
import { toAlpha2 } from '../../../core/my-data/travel-warnings.rules'
import { formatDate } from '../../../core/roster/date-format.rules'
import type { Language } from '../../../core/shared/constants'
import type { TranslationFunctions } from '../../../locales/i18n-types.js'

/** A country's name in the user's language (`Intl.DisplayNames`), or its code when the runtime has none. */
export const countryName = (code: string, language: Language): string => {
  const alpha2 = toAlpha2(code)
  if (alpha2 === undefined) return code
  try {
    return new Intl.DisplayNames([language], { type: 'region' }).of(alpha2) ?? code
  } catch {
    return code
  }
}

/** The sentence of one warning: the document, the country, the trip date and the date that matters. */
export const travelWarningText = (w: TravelWarning, LL: TranslationFunctions, language: Language, dateFormat: string): string => {
  const date = (d: Parameters<typeof formatDate>[0]) => formatDate(d, dateFormat, language)
  const T = LL.travelWarnings
  const country = countryName(w.country, language)
  const tripDate = date(w.tripDate)
  switch (w._tag) {
    case 'PassportMissing':
      return T.passportMissing({ country, tripDate })
    case 'PassportExpiresBeforeTrip':
      return T.passportExpiresBeforeTrip({ number: w.number, expiry: date(w.expiryDate), country, tripDate })
    case 'PassportWithinMargin':
      return T.passportWithinMargin({ number: w.number, expiry: date(w.expiryDate), country, tripDate, neededUntil: date(w.neededUntil) })
    case 'VisaMissing':
      return T.visaMissing({ country, tripDate })
    case 'VisaExpiresBeforeTrip':
      return T.visaExpiresBeforeTrip({ number: w.number, country, expiry: date(w.expiryDate), tripDate })
  }
}
