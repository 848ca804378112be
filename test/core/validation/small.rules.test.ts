import { suite } from 'uvu'
import * as assert from 'uvu/assert'
import * as E from 'fp-ts/Either'
import { parseLanguageCode } from '../../../core/shared/validation/language.rules'
import { validateAccess } from '../../../core/shared/validation/access.rules'
import {
  defaultPriority,
  isPriorityEditable,
  isPriorityTaken,
  validatePriority,
} from '../../../core/shared/validation/priority.rules'
import { canDeleteEntry, validateDeletion } from '../../../core/shared/validation/last-entry.rules'
import { validateCountryCode } from '../../../core/shared/validation/country-code.rules'
import { CALLING_CODE_COUNTRIES, CALLING_CODES } from '../../../core/shared/validation/calling-codes'
import { ALPHA2_BY_ALPHA3, ALPHA3_BY_ALPHA2 } from '../../../core/shared/validation/country-alpha-codes'

const Language = suite('parseLanguageCode')

Language('"Language codes from the preferred-language service are accepted only if they are 2 characters after trim and lowercase"', () => {
  assert.equal(parseLanguageCode(' FR '), E.right('fr'))
  assert.equal(parseLanguageCode('en'), E.right('en'))
})

Language('"Otherwise an error is logged": a rejected code is a Left naming it', () => {
  for (const bad of ['fra', 'f', '', 'en-GB']) {
    assert.equal(parseLanguageCode(bad), E.left({ key: 'invalidLanguageCode', params: { code: bad } }), bad)
  }
})

Language.run()

const AccessRule = suite('validateAccess')

AccessRule('"Access must be INTERNAL, EXTERNAL or BUDDY"', () => {
  for (const ok of ['INTERNAL', 'EXTERNAL', 'BUDDY'] as const) assert.equal(validateAccess(ok), E.right(ok))
  assert.equal(validateAccess('internal'), E.left({ key: 'invalidAccess' }))
  assert.equal(validateAccess('PUBLIC'), E.left({ key: 'invalidAccess' }))
  assert.equal(validateAccess(undefined), E.left({ key: 'required' }))
})

AccessRule.run()

const Priority = suite('priority rules')

Priority('"New contact priority defaults to the highest existing priority of the same type plus one"', () => {
  const entries = [
    { type: 'PHONE', prio: 0 },
    { type: 'PHONE', prio: 3 },
    { type: 'EMAIL', prio: 7 },
  ]
  assert.is(defaultPriority(entries, 'PHONE'), 4)
  assert.is(defaultPriority(entries, 'EMAIL'), 8)
  assert.is(defaultPriority(entries, 'MOBILE'), 0)
})

Priority('"Priority: integer from 0 (most important)" up to the form maximum', () => {
  assert.equal(validatePriority('0', { max: 99, mode: 'create' }), E.right(0))
  assert.equal(validatePriority('-1', { max: 99, mode: 'create' }), E.left({ key: 'outOfRange', params: { min: 0, max: 99 } }))
  assert.equal(validatePriority('1.5', { max: 99, mode: 'create' }), E.left({ key: 'notAnInteger' }))
  assert.equal(validatePriority('x', { max: 9, mode: 'create' }), E.left({ key: 'notANumber' }))
})

Priority('"editable only when creating"', () => {
  assert.ok(isPriorityEditable('create'))
  assert.not.ok(isPriorityEditable('edit'))
  assert.equal(validatePriority('3', { max: 99, mode: 'edit', original: 2 }), E.left({ key: 'cannotBeChanged', params: { label: 'priority' } }))
  assert.equal(validatePriority('2', { max: 99, mode: 'edit', original: 2 }), E.right(2))
})

Priority('"Entry with same priority already exists": another entry of the same type holds that priority', () => {
  const editing = { type: 'PHONE', prio: 1 }
  const entries = [editing, { type: 'EMAIL', prio: 2 }]
  assert.ok(isPriorityTaken(entries, 'PHONE', 1))
  assert.not.ok(isPriorityTaken(entries, 'PHONE', 1, editing))
  assert.not.ok(isPriorityTaken(entries, 'PHONE', 2))
})

Priority.run()

const LastEntry = suite('last entry')

LastEntry('"The last remaining entry cannot be deleted"', () => {
  assert.not.ok(canDeleteEntry(1))
  assert.ok(canDeleteEntry(2))
  assert.equal(validateDeletion(['only']), E.left({ key: 'lastEntryCannotBeDeleted' }))
  assert.equal(validateDeletion(['a', 'b']), E.right(['a', 'b']))
})

LastEntry.run()

const Country = suite('validateCountryCode')

Country('"Postal country code: 2 or 3 letters, max 3, upper-cased"', () => {
  assert.equal(validateCountryCode(' fr '), E.right('FR'))
  assert.equal(validateCountryCode('deu'), E.right('DEU'))
  assert.equal(validateCountryCode('F'), E.left({ key: 'minLength', params: { min: 2 } }))
  assert.equal(validateCountryCode('FRAN'), E.left({ key: 'maxLength', params: { max: 3 } }))
  assert.equal(validateCountryCode('F1'), E.left({ key: 'charactersNotAllowed', params: { characters: '1' } }))
  assert.equal(validateCountryCode(''), E.left({ key: 'required' }))
})

Country.run()

const CallingCodes = suite('calling-code table')

CallingCodes('"Client-side calling-code country table of about 240 countries"', () => {
  assert.ok(CALLING_CODE_COUNTRIES.length >= 230 && CALLING_CODE_COUNTRIES.length <= 260, String(CALLING_CODE_COUNTRIES.length))
  for (const c of CALLING_CODE_COUNTRIES) {
    assert.ok(/^\+\d{1,4}$/.test(c.phoneCode), c.name)
    assert.ok(/^[A-Z]{2}$/.test(c.alpha2code) && /^[A-Z]{3}$/.test(c.alpha3code), c.name)
  }
  assert.is(new Set(CALLING_CODE_COUNTRIES.map((c) => c.alpha2code)).size, CALLING_CODE_COUNTRIES.length)
  assert.is(new Set(CALLING_CODE_COUNTRIES.map((c) => c.alpha3code)).size, CALLING_CODE_COUNTRIES.length)
})

CallingCodes('well-known rows are right', () => {
  const byAlpha2 = (a: string) => CALLING_CODE_COUNTRIES.find((c) => c.alpha2code === a)
  assert.equal(byAlpha2('FR'), { name: 'France', phoneCode: '+33', alpha2code: 'FR', alpha3code: 'FRA' })
  assert.is(byAlpha2('US')?.phoneCode, '+1')
  assert.is(byAlpha2('DE')?.alpha3code, 'DEU')
  assert.ok(CALLING_CODES.has('+44') && !CALLING_CODES.has('+999'))
})

CallingCodes('the alpha-2/alpha-3 table has exactly the countries of the calling-code table, both ways', () => {
  assert.is(ALPHA3_BY_ALPHA2.size, CALLING_CODE_COUNTRIES.length)
  assert.is(ALPHA2_BY_ALPHA3.size, CALLING_CODE_COUNTRIES.length)
  for (const c of CALLING_CODE_COUNTRIES) {
    assert.is(ALPHA3_BY_ALPHA2.get(c.alpha2code), c.alpha3code, c.name)
    assert.is(ALPHA2_BY_ALPHA3.get(c.alpha3code), c.alpha2code, c.name)
  }
  assert.is(ALPHA3_BY_ALPHA2.get('XK'), 'XKX')
  assert.is(ALPHA2_BY_ALPHA3.get('JPN'), 'JP')
})

CallingCodes.run()
