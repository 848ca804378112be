import * as t from 'io-ts'

/** Result of `GET /contactinformation` (SPEC section 3: "contact email and phone"); either may be unset. */
export const ContactInformation = t.partial({ email: t.string, phone: t.string }, 'ContactInformation')
export type ContactInformation = t.TypeOf<typeof ContactInformation>

/** Body of `PUT /contactinformation` (SPEC section 7): "PUT body email, phone"; phone may be left out. */
export const ContactInformationBody = t.intersection(
  [t.type({ email: t.string }), t.partial({ phone: t.string })],
  'ContactInformationBody',
)
export type ContactInformationBody = t.TypeOf<typeof ContactInformationBody>

/**
 * Result of `GET /preferredLanguage` (SPEC section 7): "response is a two-letter string". Decoded as
 * any string: whether it is usable is the language rule's decision ("accepted only if they are 2
 * characters after trim and lowercase. Otherwise an error is logged"), not a decode failure.
 */
export const PreferredLanguageResponse = t.string
export type PreferredLanguageResponse = t.TypeOf<typeof PreferredLanguageResponse>

interface LanguageCodeBrand {
  readonly LanguageCode: unique symbol
}

/** A language code as sent in `PUT /preferredLanguage/{languageCode}`: two lower-case letters. */
export const LanguageCode = t.brand(
  t.string,
  (s): s is t.Branded<string, LanguageCodeBrand> => /^[a-z]{2}$/.test(s),
  'LanguageCode',
)
export type LanguageCode = t.TypeOf<typeof LanguageCode>
