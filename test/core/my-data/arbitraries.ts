import fc from 'fast-check'
import { Temporal } from 'temporal-polyfill'

const NO_NULL = { noNullPrototype: true } as const
const EPOCH = Temporal.PlainDate.from('1970-01-01')

/** Wire plain dates `yyyy-MM-dd` between 1970 and about 2100. */
export const isoDate = fc.integer({ min: 0, max: 47_000 }).map((days) => EPOCH.add({ days }).toString())

const text = fc.string({ maxLength: 12 })
const access = fc.constantFrom('INTERNAL', 'EXTERNAL', 'BUDDY')
const docType = fc.constantFrom('P', 'A', 'I', 'D')

export const contactNatKey = fc.record({ crewCode: text, type: fc.constantFrom('PHONE', 'MOBILE', 'EMAIL'), prio: fc.integer({ min: 0, max: 99 }) }, NO_NULL)
export const addressNatKey = fc.record(
  { crewCode: text, employeeId: text, type: fc.constant('C'), prio: fc.integer({ min: 0, max: 9 }) },
  { noNullPrototype: true, requiredKeys: ['crewCode', 'type', 'prio'] },
)
export const travelDocumentNatKey = fc.record(
  { number: text, docType, crewCode: text, employeeId: text, type: text },
  { noNullPrototype: true, requiredKeys: ['number', 'docType', 'crewCode'] },
)
export const visaNatKey = fc.record(
  { issueDt: isoDate, countryCode: text, passportNumber: text, passportDocType: docType, passportType: text },
  { noNullPrototype: true, requiredKeys: ['issueDt', 'countryCode', 'passportNumber', 'passportDocType'] },
)
export const natKey = fc.oneof(contactNatKey, addressNatKey, travelDocumentNatKey, visaNatKey)

export const personal = fc.record(
  {
    firstName: text,
    middleName: text,
    lastName: text,
    birthDate: isoDate,
    birthPlace: text,
    birthState: text,
    birthCountry: text,
    nationality: text,
    gender: fc.constantFrom('M', 'F'),
    isSmoker: fc.boolean(),
    access,
  },
  { noNullPrototype: true, requiredKeys: ['firstName', 'lastName'] },
)

export const contact = fc.record(
  {
    natKey: contactNatKey,
    contact: text,
    phoneNumber: fc.record({ regionCode: text, areaCode: text, localNo: text }, { noNullPrototype: true, requiredKeys: ['localNo'] }),
    phoneTypeCode: text,
    remark: text,
    access,
  },
  { noNullPrototype: true, requiredKeys: ['natKey', 'access'] },
)

export const address = fc.record(
  {
    natKey: addressNatKey,
    countryCode: text,
    stateCode: text,
    zipCode: text,
    cityName: text,
    street: text,
    remark: text,
    cityCode: text,
    districtCode: text,
    access,
  },
  { noNullPrototype: true, requiredKeys: ['natKey', 'countryCode', 'zipCode', 'cityName', 'street', 'access'] },
)

export const travelDocument = fc.record(
  {
    natKey: travelDocumentNatKey,
    firstName: text,
    middleName: text,
    lastName: text,
    issueDate: isoDate,
    issuePlace: text,
    issueCountry: text,
    expiryDate: isoDate,
    addInfo: text,
    access,
  },
  { noNullPrototype: true, requiredKeys: ['natKey', 'firstName', 'lastName', 'issueDate', 'issuePlace', 'issueCountry', 'expiryDate'] },
)

export const visa = fc.record(
  { number: text, natKey: visaNatKey, issuePlace: text, expiryDt: isoDate, docExists: fc.boolean(), addInfo: text, access },
  { noNullPrototype: true, requiredKeys: ['number', 'natKey', 'issuePlace', 'docExists'] },
)

export const myData = fc.record(
  {
    basicInfo: personal,
    contacts: fc.array(contact, { maxLength: 3 }),
    addresses: fc.array(address, { maxLength: 3 }),
    passports: fc.array(travelDocument, { maxLength: 3 }),
    visas: fc.array(visa, { maxLength: 3 }),
  },
  { noNullPrototype: true, requiredKeys: [] },
)

const dataTypes = ['basicInfo', 'contacts', 'addresses', 'passports', 'visas'] as const
export const basicDataQuery = fc.record(
  { types: fc.subarray([...dataTypes], { minLength: 1 }).map((ts) => ts.join(',')), type: fc.constantFrom(...dataTypes) },
  { noNullPrototype: true, requiredKeys: [] },
)
export const updateBody = fc.record({ originalNatKey: natKey, updatedData: myData }, { noNullPrototype: true, requiredKeys: ['updatedData'] })
export const deleteBody = fc.record({ dataType: fc.constantFrom('contacts', 'addresses', 'passports', 'visas'), natKey }, NO_NULL)
export const country = fc.record({ name: text, phoneCode: text, alpha2code: text, alpha3code: text }, NO_NULL)

/**
 * A payload made invalid: one present key (chosen by index) replaced by a value no field type accepts,
 * or a root that is not an object at all.
 */
export const corrupted = (valid: fc.Arbitrary<Record<string, unknown>>): fc.Arbitrary<unknown> =>
  fc.oneof(
    fc.tuple(valid, fc.nat(), fc.constantFrom<unknown>(null, [1])).map(([payload, i, bad]) => {
      const keys = Object.keys(payload)
      const key = keys[i % Math.max(keys.length, 1)]
      return key === undefined ? 'not-an-object' : { ...payload, [key]: bad }
    }),
    fc.oneof(fc.string(), fc.integer(), fc.constant(null), fc.array(fc.integer())),
  )
