import { suite } from 'uvu'
import * as assert from 'uvu/assert'
import * as E from 'fp-ts/Either'
import fc from 'fast-check'
import { validateEmail, validateNotificationEmail } from '../../../core/shared/validation/email.rules'
import {
  normaliseContactPhone,
  validateNotificationPhone,
  validatePhoneCountryCode,
  validatePhoneDigits,
} from '../../../core/shared/validation/phone.rules'

const Email = suite('validateEmail')

Email('"E-mail: required"', () => {
  assert.equal(validateEmail('  '), E.left({ key: 'required' }))
})

Email('"E-mail: ... max 80"', () => {
  const local = 'a'.repeat(70)
  assert.equal(validateEmail(`${local}@crew.aero`), E.right(`${local}@crew.aero`)) // 80 characters
  assert.equal(validateEmail(`${local}x@crew.aero`), E.left({ key: 'maxLength', params: { max: 80 } }))
})

Email('"must be valid (\'Must be a valid email address\')"', () => {
  for (const bad of ['anna', 'anna@', '@crew.aero', 'anna@crew', 'an na@crew.aero', 'anna@@crew.aero']) {
    assert.equal(validateEmail(bad), E.left({ key: 'invalidEmail' }), bad)
  }
  assert.equal(validateEmail('  anna.berg+duty@crew-mail.example.com '), E.right('anna.berg+duty@crew-mail.example.com'))
})

Email.run()

const NotificationEmail = suite('validateNotificationEmail')

NotificationEmail('"E-mail required (\'E-mail address is required!\')"', () => {
  assert.equal(validateNotificationEmail(''), E.left({ key: 'emailRequired' }))
})

NotificationEmail('"must be valid (\'E-mail address is not valid!\')"', () => {
  assert.equal(validateNotificationEmail('anna@crew'), E.left({ key: 'emailInvalid' }))
  assert.equal(validateNotificationEmail(' anna@crew.aero '), E.right('anna@crew.aero'))
})

NotificationEmail('"and must pass the shared text rule"', () => {
  assert.equal(validateNotificationEmail('anna$x@crew.aero'), E.left({ key: 'charactersNotAllowed', params: { characters: '$' } }))
})

NotificationEmail.run()

const ContactPhone = suite('normaliseContactPhone')

ContactPhone('"A leading 00 becomes +"', () => {
  assert.is(normaliseContactPhone('0033 6 12 34 56 78', '+1'), '+33612345678')
})

ContactPhone('"non-digits are removed"', () => {
  assert.is(normaliseContactPhone('+1 (555) 010-9999', '+'), '+15550109999')
})

ContactPhone('"the default prefix is added when there is no plus"', () => {
  assert.is(normaliseContactPhone('555 0109', '+1'), '+15550109')
  assert.is(normaliseContactPhone('4420 7946 0000', '+'), '+442079460000')
  assert.is(normaliseContactPhone(' - ', '+1'), '')
})

ContactPhone('property: the result is empty or a plus followed by digits only, and normalising it again keeps it', () => {
  fc.assert(
    fc.property(fc.string({ unit: 'binary' }), fc.constantFrom('+', '+1'), (s, prefix) => {
      const out = normaliseContactPhone(s, prefix)
      assert.ok(out === '' || /^\+\d+$/.test(out))
      assert.is(normaliseContactPhone(out, prefix), out)
    }),
    { numRuns: 1000 },
  )
})

ContactPhone.run()

const NotificationPhone = suite('validateNotificationPhone')

NotificationPhone('"Phone required when SMS is checked"', () => {
  assert.equal(validateNotificationPhone(' ', { required: true }), E.left({ key: 'phoneRequired' }))
  assert.equal(validateNotificationPhone('', { required: false }), E.right(''))
})

NotificationPhone('"It must be a plus followed by 6 to 14 digits, such as +123456789"', () => {
  assert.equal(validateNotificationPhone('+123456789', { required: true }), E.right('+123456789'))
  assert.equal(validateNotificationPhone('+123456', { required: true }), E.right('+123456'))
  assert.equal(validateNotificationPhone('+12345678901234', { required: true }), E.right('+12345678901234'))
  for (const bad of ['+12345', '+123456789012345', '123456789', '+12 345 678', '++123456']) {
    assert.equal(validateNotificationPhone(bad, { required: true }), E.left({ key: 'phoneInvalid' }), bad)
  }
})

NotificationPhone('"unless it is one of the predefined phones"', () => {
  assert.equal(validateNotificationPhone('SHORTCODE 84444', { required: true, predefinedPhones: ['SHORTCODE 84444'] }), E.right('SHORTCODE 84444'))
  assert.equal(validateNotificationPhone('SHORTCODE 84444', { required: true }), E.left({ key: 'phoneInvalid' }))
})

NotificationPhone.run()

const Digits = suite('validatePhoneDigits')

Digits('"Phone number: digits only (\'Should contain only numbers\'), required"', () => {
  assert.equal(validatePhoneDigits(''), E.left({ key: 'required' }))
  assert.equal(validatePhoneDigits('12a4'), E.left({ key: 'onlyNumbers' }))
  assert.equal(validatePhoneDigits(' 0612 '), E.right('0612'))
})

Digits('"Local number max 20 in the general variant and max 40 in the contact form"', () => {
  assert.equal(validatePhoneDigits('1'.repeat(20)), E.right('1'.repeat(20)))
  assert.equal(validatePhoneDigits('1'.repeat(21)), E.left({ key: 'maxLength', params: { max: 20 } }))
  assert.equal(validatePhoneDigits('1'.repeat(40), { max: 40 }), E.right('1'.repeat(40)))
  assert.equal(validatePhoneDigits('1'.repeat(41), { max: 40 }), E.left({ key: 'maxLength', params: { max: 40 } }))
})

Digits.run()

const CountryCode = suite('validatePhoneCountryCode')

CountryCode('"Phone country code must be one of the listed calling codes (\'Should be one of the listed values\')"', () => {
  assert.equal(validatePhoneCountryCode('+33'), E.right('+33'))
  assert.equal(validatePhoneCountryCode('0049'), E.right('+49'))
  assert.equal(validatePhoneCountryCode('1'), E.right('+1'))
  for (const bad of ['+999', '+0', 'FR', '+33a']) assert.equal(validatePhoneCountryCode(bad), E.left({ key: 'notInList' }), bad)
  assert.equal(validatePhoneCountryCode('', { required: true }), E.left({ key: 'required' }))
})

CountryCode.run()
