import * as t from 'io-ts'
import { IsoDate } from '../shared/time.codec'

/** Contact types (SPEC section 3, My data): "Types: phone, mobile, email (PHONE, MOBILE, EMAIL)". */
export const ContactType = t.keyof({ PHONE: null, MOBILE: null, EMAIL: null }, 'ContactType')
export type ContactType = t.TypeOf<typeof ContactType>

/** Travel document types (SPEC section 3): "P passport, A alien resident number, I identity, D driver licence". */
export const DocType = t.keyof({ P: null, A: null, I: null, D: null }, 'DocType')
export type DocType = t.TypeOf<typeof DocType>

/** The natural key of a contact: `{ crewCode, type, prio }` (SPEC section 3). */
export const ContactNatKey = t.type({ crewCode: t.string, type: ContactType, prio: t.number }, 'ContactNatKey')
export type ContactNatKey = t.TypeOf<typeof ContactNatKey>

/** The natural key of an address: `{ crewCode, employeeId, type C, prio }` (SPEC section 3). */
export const AddressNatKey = t.intersection(
  [t.type({ crewCode: t.string, type: t.literal('C'), prio: t.number }), t.partial({ employeeId: t.string })],
  'AddressNatKey',
)
export type AddressNatKey = t.TypeOf<typeof AddressNatKey>

/** The natural key of a travel document: `{ number, docType, crewCode, employeeId, type }` (SPEC section 3). */
export const TravelDocumentNatKey = t.intersection(
  [t.type({ number: t.string, docType: DocType, crewCode: t.string }), t.partial({ employeeId: t.string, type: t.string })],
  'TravelDocumentNatKey',
)
export type TravelDocumentNatKey = t.TypeOf<typeof TravelDocumentNatKey>

/**
 * The natural key of a visa: `{ issueDt, countryCode, passportNumber, passportDocType, passportType }`
 * (SPEC section 3); `issueDt` is a plain date.
 */
export const VisaNatKey = t.intersection(
  [
    t.type({ issueDt: IsoDate, countryCode: t.string, passportNumber: t.string, passportDocType: DocType }),
    t.partial({ passportType: t.string }),
  ],
  'VisaNatKey',
)
export type VisaNatKey = t.TypeOf<typeof VisaNatKey>

/**
 * Any item's natural key (SPEC section 3: "natKey identifies an item ... may hold prio, type, docType,
 * number, countryCode and issueDt"): one of the four variants, tried in the order contact, address,
 * travel document, visa.
 */
export const NatKey = t.union([ContactNatKey, AddressNatKey, TravelDocumentNatKey, VisaNatKey], 'NatKey')
export type NatKey = t.TypeOf<typeof NatKey>
