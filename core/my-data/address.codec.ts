import * as t from 'io-ts'
import { MyDataAccess as Access } from '../access/feature-access.rules'
import { AddressNatKey } from './natural-key.codec'

/**
 * An address (SPEC section 3): "natKey (crewCode, employeeId, type C, prio), countryCode, stateCode,
 * zipCode, cityName, street, remark, cityCode, districtCode, access".
 */
export const Address = t.intersection(
  [
    t.type({ natKey: AddressNatKey, countryCode: t.string, zipCode: t.string, cityName: t.string, street: t.string, access: Access }),
    t.partial({ stateCode: t.string, remark: t.string, cityCode: t.string, districtCode: t.string }),
  ],
  'Address',
)
export type Address = t.TypeOf<typeof Address>
