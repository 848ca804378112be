import { suite } from 'uvu'
import * as assert from 'uvu/assert'
import { contactFormValues, validateContactForm } from '../../../core/my-data/contact-form.rules'
import { addressFormValues, validateAddressForm } from '../../../core/my-data/address-form.rules'
import { validateTravelDocumentForm } from '../../../core/my-data/travel-document-form.rules'
import { validateVisaForm } from '../../../core/my-data/visa-form.rules'
import { aContact, addressForm, anAddress, contactForm, date, travelDocumentForm, visaForm } from './fixtures'

const create = { mode: 'create' as const, defaultPhonePrefix: '+' }

const ContactForm = suite('validateContactForm')

ContactForm('a stored phone fills the form with its parts, not its full number; the rules make the number again', () => {
  const values = contactFormValues(aContact({ remark: 'Home' }))
  assert.equal(values, { type: 'PHONE', prio: '0', contact: '', regionCode: '+33', areaCode: '6', localNo: '12345678', phoneTypeCode: 'Cell', remark: 'Home', access: 'INTERNAL' })
  const checked = validateContactForm(values, { mode: 'edit', originalPrio: 0, defaultPhonePrefix: '+', phoneTypeCodes: ['Cell'] })
  assert.equal(checked.errors, {})
  assert.is(checked.values.contact, '+33612345678')
})

ContactForm('a stored e-mail fills the form with its address and no phone parts', () => {
  const email = aContact({ natKey: { crewCode: 'ANNA', type: 'EMAIL', prio: 1 }, contact: 'anna@example.org' })
  const { phoneNumber: _phone, phoneTypeCode: _type, ...withoutPhone } = email
  assert.equal(contactFormValues(withoutPhone), { type: 'EMAIL', prio: '1', contact: 'anna@example.org', regionCode: '', areaCode: '', localNo: '', phoneTypeCode: '', remark: '', access: 'INTERNAL' })
})

ContactForm('a valid phone contact has no errors and its full phone normalised', () => {
  const result = validateContactForm(contactForm({ regionCode: '0033' }), create)
  assert.equal(result.errors, {})
  assert.is(result.values.regionCode, '+33')
  assert.is(result.values.contact, '+33612345678')
})

ContactForm('"the default prefix is added when there is no plus" to a phone without region code', () => {
  const result = validateContactForm(contactForm({ regionCode: '', areaCode: '', localNo: '5550109' }), { ...create, defaultPhonePrefix: '+1' })
  assert.is(result.values.contact, '+15550109')
})

ContactForm('"Priority max 99"', () => {
  assert.equal(validateContactForm(contactForm({ prio: '100' }), create).errors.prio, { key: 'outOfRange', params: { min: 0, max: 99 } })
  assert.equal(validateContactForm(contactForm({ prio: '99' }), create).errors.prio, undefined)
})

ContactForm('"Remark max 20"', () => {
  assert.equal(validateContactForm(contactForm({ remark: 'x'.repeat(21) }), create).errors.remark, { key: 'maxLength', params: { max: 20 } })
})

ContactForm('"Region code and area code max 20; local number max 40"', () => {
  const errors = validateContactForm(contactForm({ regionCode: '1'.repeat(21), areaCode: '2'.repeat(21), localNo: '3'.repeat(41) }), create).errors
  assert.equal(errors.regionCode, { key: 'maxLength', params: { max: 20 } })
  assert.equal(errors.areaCode, { key: 'maxLength', params: { max: 20 } })
  assert.equal(errors.localNo, { key: 'maxLength', params: { max: 40 } })
  assert.equal(validateContactForm(contactForm({ localNo: '3'.repeat(40) }), create).errors.localNo, undefined)
})

ContactForm('"Type required for phones"; the local number is digits only and required', () => {
  const errors = validateContactForm(contactForm({ phoneTypeCode: ' ', localNo: '12-34' }), create).errors
  assert.equal(errors.phoneTypeCode, { key: 'required' })
  assert.equal(errors.localNo, { key: 'onlyNumbers' })
  assert.equal(validateContactForm(contactForm({ phoneTypeCode: 'Fax' }), { ...create, phoneTypeCodes: ['Default', 'Cell'] }).errors.phoneTypeCode, { key: 'notInList' })
})

ContactForm('"Phone country code must be one of the listed calling codes"', () => {
  assert.equal(validateContactForm(contactForm({ regionCode: '+999' }), create).errors.regionCode, { key: 'notInList' })
})

ContactForm('e-mail contacts: "E-mail: required, max 80, must be valid"; phone fields are not checked', () => {
  const email = contactForm({ type: 'EMAIL', contact: 'anna@crew', phoneTypeCode: '', localNo: '' })
  assert.equal(validateContactForm(email, create).errors, { contact: { key: 'invalidEmail' } })
  assert.equal(validateContactForm({ ...email, contact: '' }, create).errors, { contact: { key: 'required' } })
})

ContactForm('priority "editable only when creating": a changed priority when editing cannot be changed', () => {
  const result = validateContactForm(contactForm({ prio: '2' }), { mode: 'edit', originalPrio: 1, defaultPhonePrefix: '+' })
  assert.equal(result.errors.prio, { key: 'cannotBeChanged', params: { label: 'priority' } })
})

ContactForm('access must be one of the levels', () => {
  assert.equal(validateContactForm(contactForm({ access: 'PUBLIC' }), create).errors.access, { key: 'invalidAccess' })
})

ContactForm.run()

const AddressForm = suite('validateAddressForm')

AddressForm('a stored address fills the form as typed (absent state and remark empty) and passes the rules again unchanged', () => {
  const stored = anAddress({ natKey: { crewCode: 'ANNA', employeeId: 'E100', type: 'C', prio: 3 }, stateCode: 'IDF' })
  assert.equal(addressFormValues(stored), { prio: '3', countryCode: 'FR', stateCode: 'IDF', zipCode: '75001', cityName: 'Paris', street: '1 Rue de Rivoli', remark: '', access: 'INTERNAL' })
  assert.is(addressFormValues(anAddress({ remark: 'Door code 1234' })).stateCode, '')
  assert.is(addressFormValues(anAddress({ remark: 'Door code 1234' })).remark, 'Door code 1234')
  const checked = validateAddressForm(addressFormValues(stored), { mode: 'edit', originalPrio: 3 })
  assert.equal(checked.errors, {})
  assert.equal(checked.values, addressFormValues(stored))
})

AddressForm('a valid address has no errors; "Country code upper-cased"', () => {
  const result = validateAddressForm(addressForm(), { mode: 'create' })
  assert.equal(result.errors, {})
  assert.is(result.values.countryCode, 'FR')
})

AddressForm('"Priority max 9"', () => {
  assert.equal(validateAddressForm(addressForm({ prio: '10' }), { mode: 'create' }).errors.prio, { key: 'outOfRange', params: { min: 0, max: 9 } })
})

AddressForm('"Zip required, max 10. City required, max 25. Street required, max 30."', () => {
  const empty = validateAddressForm(addressForm({ zipCode: '', cityName: ' ', street: '' }), { mode: 'create' }).errors
  assert.equal(empty, { zipCode: { key: 'required' }, cityName: { key: 'required' }, street: { key: 'required' } })
  const long = validateAddressForm(addressForm({ zipCode: '1'.repeat(11), cityName: 'c'.repeat(26), street: 's'.repeat(31) }), { mode: 'create' }).errors
  assert.equal(long.zipCode, { key: 'maxLength', params: { max: 10 } })
  assert.equal(long.cityName, { key: 'maxLength', params: { max: 25 } })
  assert.equal(long.street, { key: 'maxLength', params: { max: 30 } })
})

AddressForm('"State max 25. Remark max 1024."', () => {
  const errors = validateAddressForm(addressForm({ stateCode: 's'.repeat(26), remark: 'r'.repeat(1025) }), { mode: 'create' }).errors
  assert.equal(errors.stateCode, { key: 'maxLength', params: { max: 25 } })
  assert.equal(errors.remark, { key: 'maxLength', params: { max: 1024 } })
  assert.equal(validateAddressForm(addressForm({ remark: 'line 1\nline 2' }), { mode: 'create' }).errors.remark, undefined)
})

AddressForm('"Text is trimmed" and typographic dashes normalised in the saved values', () => {
  const result = validateAddressForm(addressForm({ street: '  12 Rue Saint‐Honoré  ' }), { mode: 'create' })
  assert.equal(result.errors.street, { key: 'charactersNotAllowed', params: { characters: 'é' } })
  assert.is(validateAddressForm(addressForm({ street: ' 12 Rue Saint‐Honore ' }), { mode: 'create' }).values.street, '12 Rue Saint-Honore')
})

AddressForm.run()

const TravelForm = suite('validateTravelDocumentForm')

TravelForm('a valid travel document has no errors; "country upper-cased"; dates parsed', () => {
  const result = validateTravelDocumentForm(travelDocumentForm(), { mode: 'create' })
  assert.equal(result.errors, {})
  assert.is(result.values.issueCountry, 'FRA')
  assert.ok(result.values.issueDate !== null && typeof result.values.issueDate !== 'string' && result.values.issueDate.equals(date('2020-05-01')))
})

TravelForm('"Number required, max 35"', () => {
  assert.equal(validateTravelDocumentForm(travelDocumentForm({ number: '' }), { mode: 'create' }).errors.number, { key: 'required' })
  assert.equal(validateTravelDocumentForm(travelDocumentForm({ number: 'N'.repeat(36) }), { mode: 'create' }).errors.number, { key: 'maxLength', params: { max: 35 } })
})

TravelForm('"Number ... not editable when editing"', () => {
  const context = { mode: 'edit' as const, originalNumber: 'P1234567' }
  assert.equal(validateTravelDocumentForm(travelDocumentForm({ number: 'P7654321' }), context).errors.number, { key: 'cannotBeChanged', params: { label: 'number' } })
  assert.equal(validateTravelDocumentForm(travelDocumentForm(), context).errors.number, undefined)
})

TravelForm('"First and last name required, max 30; middle name max 30"', () => {
  const errors = validateTravelDocumentForm(travelDocumentForm({ firstName: '', lastName: 'l'.repeat(31), middleName: 'm'.repeat(31) }), { mode: 'create' }).errors
  assert.equal(errors.firstName, { key: 'required' })
  assert.equal(errors.lastName, { key: 'maxLength', params: { max: 30 } })
  assert.equal(errors.middleName, { key: 'maxLength', params: { max: 30 } })
})

TravelForm('"Place of issue required, max 25. Additional info max 20."', () => {
  const errors = validateTravelDocumentForm(travelDocumentForm({ issuePlace: '', addInfo: 'a'.repeat(21) }), { mode: 'create' }).errors
  assert.equal(errors.issuePlace, { key: 'required' })
  assert.equal(errors.addInfo, { key: 'maxLength', params: { max: 20 } })
})

TravelForm('"Dates required"', () => {
  const errors = validateTravelDocumentForm(travelDocumentForm({ issueDate: null, expiryDate: '' }), { mode: 'create' }).errors
  assert.equal(errors.issueDate, { key: 'required' })
  assert.equal(errors.expiryDate, { key: 'required' })
})

TravelForm.run()

const VisaForm = suite('validateVisaForm')

VisaForm('a valid visa has no errors and an upper-cased country', () => {
  const result = validateVisaForm(visaForm(), { mode: 'create' })
  assert.equal(result.errors, {})
  assert.is(result.values.countryCode, 'USA')
})

VisaForm('"Number required, max 35. Issue place required, max 25."', () => {
  const errors = validateVisaForm(visaForm({ number: 'n'.repeat(36), issuePlace: '' }), { mode: 'create' }).errors
  assert.equal(errors.number, { key: 'maxLength', params: { max: 35 } })
  assert.equal(errors.issuePlace, { key: 'required' })
  assert.equal(validateVisaForm(visaForm({ issuePlace: 'p'.repeat(26) }), { mode: 'create' }).errors.issuePlace, { key: 'maxLength', params: { max: 25 } })
})

VisaForm('"docExists required (yes or no)"', () => {
  assert.equal(validateVisaForm(visaForm({ docExists: null }), { mode: 'create' }).errors.docExists, { key: 'required' })
  assert.equal(validateVisaForm(visaForm({ docExists: false }), { mode: 'create' }).errors.docExists, undefined)
})

VisaForm('"Issue date and country are fixed when editing"', () => {
  const context = { mode: 'edit' as const, original: { issueDt: date('2025-01-10'), countryCode: 'USA' } }
  assert.equal(validateVisaForm(visaForm(), context).errors, {})
  const errors = validateVisaForm(visaForm({ issueDt: '2025-01-11', countryCode: 'CAN' }), context).errors
  assert.equal(errors.issueDt, { key: 'cannotBeChanged', params: { label: 'issueDate' } })
  assert.equal(errors.countryCode, { key: 'cannotBeChanged', params: { label: 'country' } })
  assert.equal(validateVisaForm(visaForm({ issueDt: '2025-01-11', countryCode: 'CAN' }), { mode: 'create' }).errors, {})
})

VisaForm.run()
