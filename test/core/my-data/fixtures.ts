import type { TripEvent } from '../../../core/my-data/travel-warnings.rules'
import { Temporal } from 'temporal-polyfill'
import type { Contact } from '../../../core/my-data/contact.codec'
import type { Address } from '../../../core/my-data/address.codec'
import type { TravelDocument, Visa } from '../../../core/my-data/travel-documents.codec'
import type { ContactFormValues } from '../../../core/my-data/contact-form.rules'
import type { AddressFormValues } from '../../../core/my-data/address-form.rules'
import type { TravelDocumentFormValues } from '../../../core/my-data/travel-document-form.rules'
import type { VisaFormValues } from '../../../core/my-data/visa-form.rules'

export const date = (s: string): Temporal.PlainDate => Temporal.PlainDate.from(s)

/** A leg (travel-document check input) from `from` to `to`, arriving at `arrives` (ISO instant, UTC). */
export const leg = (logicalId: string, from: string, to: string, arrives: string): TripEvent => ({
  logicalId,
  type: 'LEG',
  fromAirport: from,
  toAirport: to,
  toDateTimeUTC: Temporal.ZonedDateTime.from(`${arrives}[UTC]`),
})

export const aContact = (overrides: Partial<Contact> = {}): Contact => ({
  natKey: { crewCode: 'ANNA', type: 'PHONE', prio: 0 },
  contact: '+33612345678',
  phoneNumber: { regionCode: '+33', areaCode: '6', localNo: '12345678' },
  phoneTypeCode: 'Cell',
  access: 'INTERNAL',
  ...overrides,
})

export const anAddress = (overrides: Partial<Address> = {}): Address => ({
  natKey: { crewCode: 'ANNA', employeeId: 'E100', type: 'C', prio: 0 },
  countryCode: 'FR',
  zipCode: '75001',
  cityName: 'Paris',
  street: '1 Rue de Rivoli',
  access: 'INTERNAL',
  ...overrides,
})

export const aTravelDocument = (overrides: Partial<TravelDocument> = {}): TravelDocument => ({
  natKey: { number: 'P1234567', docType: 'P', crewCode: 'ANNA' },
  firstName: 'Anna',
  lastName: 'Berg',
  issueDate: date('2020-05-01'),
  issuePlace: 'Paris',
  issueCountry: 'FRA',
  expiryDate: date('2030-04-30'),
  ...overrides,
})

export const aVisa = (overrides: Partial<Visa> = {}): Visa => ({
  number: 'V-778',
  natKey: { issueDt: date('2025-01-10'), countryCode: 'USA', passportNumber: 'P1234567', passportDocType: 'P' },
  issuePlace: 'Paris',
  expiryDt: date('2027-01-09'),
  docExists: true,
  ...overrides,
})

export const contactForm = (overrides: Partial<ContactFormValues> = {}): ContactFormValues => ({
  type: 'PHONE',
  prio: '1',
  contact: '',
  regionCode: '+33',
  areaCode: '6',
  localNo: '12345678',
  phoneTypeCode: 'Cell',
  remark: '',
  access: 'INTERNAL',
  ...overrides,
})

export const addressForm = (overrides: Partial<AddressFormValues> = {}): AddressFormValues => ({
  prio: '1',
  countryCode: 'fr',
  stateCode: '',
  zipCode: '75001',
  cityName: 'Paris',
  street: '1 Rue de Rivoli',
  remark: '',
  access: 'BUDDY',
  ...overrides,
})

export const travelDocumentForm = (overrides: Partial<TravelDocumentFormValues> = {}): TravelDocumentFormValues => ({
  docType: 'P',
  number: 'P1234567',
  firstName: 'Anna',
  middleName: '',
  lastName: 'Berg',
  issueDate: '2020-05-01',
  expiryDate: date('2030-04-30'),
  issuePlace: 'Paris',
  issueCountry: 'fra',
  addInfo: '',
  ...overrides,
})

export const visaForm = (overrides: Partial<VisaFormValues> = {}): VisaFormValues => ({
  number: 'V-778',
  issuePlace: 'Paris',
  docExists: true,
  issueDt: date('2025-01-10'),
  countryCode: 'usa',
  expiryDt: date('2027-01-09'),
  addInfo: '',
  ...overrides,
})
