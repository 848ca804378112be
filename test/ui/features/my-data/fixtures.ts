import { Temporal } from 'temporal-polyfill'
import type { Address } from '../../../../core/my-data/address.codec'
import type { Contact } from '../../../../core/my-data/contact.codec'
import type { MyData } from '../../../../core/my-data/my-data.codec'
import type { ContactType } from '../../../../core/my-data/natural-key.codec'
import type { PersonalData } from '../../../../core/my-data/personal.codec'
import type { TravelDocument, Visa } from '../../../../core/my-data/travel-documents.codec'

/** The crew member the fixtures belong to. */
export const CREW_CODE = 'ANNA'

/** A phone contact (type PHONE, priority 0) unless overridden. */
export const aPhone = (overrides: Partial<Contact> & { readonly type?: ContactType; readonly prio?: number } = {}): Contact => {
  const { type = 'PHONE', prio = 0, ...rest } = overrides
  return {
    natKey: { crewCode: CREW_CODE, type, prio },
    contact: '+33612345678',
    phoneNumber: { regionCode: '+33', areaCode: '6', localNo: '12345678' },
    phoneTypeCode: 'Home',
    access: 'INTERNAL',
    ...rest,
  }
}

/** An e-mail contact (priority 0) unless overridden. */
export const anEmail = (overrides: Partial<Contact> & { readonly prio?: number } = {}): Contact => {
  const { prio = 0, ...rest } = overrides
  return { natKey: { crewCode: CREW_CODE, type: 'EMAIL', prio }, contact: 'anna@example.com', access: 'BUDDY', ...rest }
}

/** An address (priority 0) unless overridden. */
export const anAddress = (overrides: Partial<Address> & { readonly prio?: number } = {}): Address => {
  const { prio = 0, ...rest } = overrides
  return {
    natKey: { crewCode: CREW_CODE, employeeId: 'E100', type: 'C', prio },
    countryCode: 'FR',
    zipCode: '75001',
    cityName: 'Paris',
    street: '1 rue de Rivoli',
    access: 'INTERNAL',
    ...rest,
  }
}

const date = (iso: string): Temporal.PlainDate => Temporal.PlainDate.from(iso)

/** A passport P-123 valid until 2030 unless overridden. */
export const aPassport = (overrides: Partial<TravelDocument> & { readonly number?: string; readonly docType?: TravelDocument['natKey']['docType'] } = {}): TravelDocument => {
  const { number = 'P123', docType = 'P', ...rest } = overrides
  return {
    natKey: { number, docType, crewCode: CREW_CODE },
    firstName: 'Anna',
    lastName: 'Berg',
    issueDate: date('2020-01-10'),
    expiryDate: date('2030-01-09'),
    issuePlace: 'Paris',
    issueCountry: 'FRA',
    ...rest,
  }
}

/** A visa of passport P123 issued by the USA unless overridden. */
export const aVisa = (overrides: Partial<Visa> & { readonly passportNumber?: string; readonly countryCode?: string; readonly issueDt?: string } = {}): Visa => {
  const { passportNumber = 'P123', countryCode = 'USA', issueDt = '2024-05-01', ...rest } = overrides
  return {
    number: 'V-778',
    natKey: { issueDt: date(issueDt), countryCode, passportNumber, passportDocType: 'P' },
    issuePlace: 'Paris',
    docExists: true,
    expiryDt: date('2029-04-30'),
    ...rest,
  }
}

/** Personal data of Anna. */
export const somePersonalData = (overrides: Partial<PersonalData> = {}): PersonalData => ({
  firstName: 'Anna',
  lastName: 'Berg',
  birthDate: date('1985-06-02'),
  birthPlace: 'Lyon',
  nationality: 'FRA',
  gender: 'F',
  isSmoker: false,
  ...overrides,
})

/** A whole bundle: two phones, a mobile, an e-mail, two addresses, a passport with a visa, an expired identity card. */
export const aBundle = (overrides: Partial<MyData> = {}): MyData => ({
  basicInfo: somePersonalData(),
  contacts: [aPhone({ prio: 0 }), aPhone({ prio: 3, contact: '+33140000000', phoneTypeCode: 'Landline' }), aPhone({ type: 'MOBILE', prio: 1 }), anEmail()],
  addresses: [anAddress(), anAddress({ prio: 1, street: '8 avenue Foch', cityName: 'Lyon', zipCode: '69006' })],
  passports: [aPassport(), aPassport({ number: 'ID9', docType: 'I', expiryDate: date('2025-12-31') })],
  visas: [aVisa()],
  ...overrides,
})
