import * as t from 'io-ts'
import { Envelope } from '../shared/envelope.codec'
import { Address } from './address.codec'
import { Contact } from './contact.codec'
import { NatKey } from './natural-key.codec'
import { PersonalData } from './personal.codec'
import { TravelDocument, Visa } from './travel-documents.codec'

/**
 * The my-data bundle (SPEC section 3): "basicInfo, contacts, addresses, passports, visas". Every
 * part is optional: `GET user/{crmId}/basicdata` answers only the requested types.
 */
export const MyData = t.partial(
  {
    basicInfo: PersonalData,
    contacts: t.array(Contact),
    addresses: t.array(Address),
    passports: t.array(TravelDocument),
    visas: t.array(Visa),
  },
  'MyData',
)
export type MyData = t.TypeOf<typeof MyData>

/** The parts of the bundle, named as its keys: the values of the `types`/`type` query. */
export const BasicDataType = t.keyof(
  { basicInfo: null, contacts: null, addresses: null, passports: null, visas: null },
  'BasicDataType',
)
export type BasicDataType = t.TypeOf<typeof BasicDataType>

const isTypeList = (u: unknown): u is BasicDataType[] => Array.isArray(u) && u.every(BasicDataType.is)

/** A comma-joined list of {@link BasicDataType} on the wire (`contacts,addresses`), an array in the app. */
export const BasicDataTypeList = new t.Type<BasicDataType[], string, unknown>(
  'BasicDataTypeList',
  isTypeList,
  (u, c) => {
    if (typeof u !== 'string' || u === '') return t.failure(u, c)
    const parts = u.split(',')
    return isTypeList(parts) ? t.success(parts) : t.failure(u, c)
  },
  (types) => types.join(','),
)

/** The query of `GET user/{crmId}/basicdata` (SPEC section 7): "query types (comma-joined list) or type". */
export const BasicDataQuery = t.partial({ types: BasicDataTypeList, type: BasicDataType }, 'BasicDataQuery')
export type BasicDataQuery = t.TypeOf<typeof BasicDataQuery>

/** The result envelope of `GET user/{crmId}/basicdata`. */
export const MyDataEnvelope = Envelope(MyData)

/**
 * Body of `POST user/{crmId}/basicdata` ("sends the data"): a bundle holding the new item in its list
 * (for example `{ contacts: [contact] }`). Answered by the shared `EmptyEnvelope`.
 */
export const BasicDataCreateBody = MyData
export type BasicDataCreateBody = MyData

/**
 * Body of `PUT user/{crmId}/basicdata` (SPEC section 7): "originalNatKey, updatedData". `updatedData`
 * is a bundle holding the changed item; `originalNatKey` is absent when `basicInfo` is updated.
 */
export const BasicDataUpdateBody = t.intersection(
  [t.type({ updatedData: MyData }), t.partial({ originalNatKey: NatKey })],
  'BasicDataUpdateBody',
)
export type BasicDataUpdateBody = t.TypeOf<typeof BasicDataUpdateBody>

/**
 * Body of `DELETE user/{crmId}/basicdata` (SPEC section 7): "sends the natural key", with the list
 * it belongs to so the server need not guess.
 */
export const BasicDataDeleteBody = t.type(
  { dataType: t.keyof({ contacts: null, addresses: null, passports: null, visas: null }), natKey: NatKey },
  'BasicDataDeleteBody',
)
export type BasicDataDeleteBody = t.TypeOf<typeof BasicDataDeleteBody>

/** The query for a set of parts: `type` for exactly one, the comma-joined `types` otherwise (SPEC section 7). */
export const basicDataQuery = (types: ReadonlyArray<BasicDataType>): BasicDataQuery => {
  const [first, ...rest] = types
  return first !== undefined && rest.length === 0 ? { type: first } : { types: [...types] }
}
