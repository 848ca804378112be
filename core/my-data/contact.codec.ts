import * as t from 'io-ts'
import { MyDataAccess as Access } from '../access/feature-access.rules'
import { ContactNatKey } from './natural-key.codec'

/** A contact's phone number parts: `{ regionCode, areaCode, localNo }` (SPEC section 3). */
export const PhoneNumber = t.intersection(
  [t.type({ localNo: t.string }), t.partial({ regionCode: t.string, areaCode: t.string })],
  'PhoneNumber',
)
export type PhoneNumber = t.TypeOf<typeof PhoneNumber>

/**
 * A contact (SPEC section 3): "natKey (crewCode, type, prio), contact, phoneNumber (regionCode,
 * areaCode, localNo), phoneTypeCode, remark, access". `contact` is the e-mail address or the full phone.
 */
export const Contact = t.intersection(
  [
    t.type({ natKey: ContactNatKey, access: Access }),
    t.partial({ contact: t.string, phoneNumber: PhoneNumber, phoneTypeCode: t.string, remark: t.string }),
  ],
  'Contact',
)
export type Contact = t.TypeOf<typeof Contact>
