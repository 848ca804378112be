import { suite } from 'uvu'
import * as assert from 'uvu/assert'
import { SECURITY_MESSAGE_KEYS, AUTH_ERROR_TAGS } from '../../../core/auth/auth-error'
import { CHECK_IN_STATUSES } from '../../../core/check-in/status.rules'
import { CREW_MEMBER_ATTRIBUTE_KEYS } from '../../../core/crew/crew-member.codec'
import { ENGLISH_MESSAGES, MESSAGE_KEY_LIST } from '../../../core/errors/message-keys'
import { placeholdersOf } from '../../../core/errors/placeholders'
import { HOTEL_FIELD_LABEL_KEYS, type HotelValuePart } from '../../../core/hotel/hotel-fields.rules'
import { REMARK_MESSAGE_KEYS } from '../../../core/remarks/remark.errors'
import type { RosterChangeMessageKey } from '../../../core/roster-changes/confirm-outcome.rules'
import { DUTY_KINDS } from '../../../core/roster/duty-kind.rules'
import { EVENT_TYPES } from '../../../core/roster/event-type.codec'
import type { ServerFormError } from '../../../core/servers/server-form.rules'
import type { ValidationKey } from '../../../core/shared/validation/validation-error'
import en from '../../../locales/en/index'
import fr from '../../../locales/fr/index'
import { allOf, leaves } from './dictionary-walk'

const EN = leaves(en)
const FR = leaves(fr)
const has = (dictionary: Map<string, string>, path: string) => (dictionary.get(path) ?? '').trim() !== ''

const VALIDATION_KEYS = allOf<ValidationKey>()([
  'required', 'maxLength', 'minLength', 'charactersNotAllowed', 'notANumber', 'cannotBeChanged', 'invalidAccess',
  'invalidEmail', 'onlyNumbers', 'notInList', 'outOfRange', 'notAnInteger', 'invalidDate', 'dateBeforeMin',
  'dateAfterMax', 'emailRequired', 'emailInvalid', 'phoneRequired', 'phoneInvalid', 'subscriptionRequired',
  'agreementRequired', 'lastEntryCannotBeDeleted', 'invalidLanguageCode',
])
const SERVER_FORM_KEYS = allOf<ServerFormError['key']>()([...VALIDATION_KEYS, 'invalidHost', 'invalidPath'])
const ROSTER_CHANGE_KEYS = allOf<RosterChangeMessageKey>()([
  'info', 'unableToRetrieveRosterChanges', 'unsuccessfulNotificationConfirmation', 'confirmationFailed', 'someNotificationConfirmationsFailed',
])
const HOTEL_PARTS = allOf<HotelValuePart>()(['country', 'zipCode', 'city', 'street', 'phone', 'fax', 'email', 'otherEmail'])

const expectEntries = (paths: ReadonlyArray<string>) => {
  const missing = paths.flatMap((p) => [has(EN, p) ? [] : [`en ${p}`], has(FR, p) ? [] : [`fr ${p}`]].flat())
  assert.equal(missing, [], `missing: ${missing.join(', ')}`)
}

const Catalogue = suite('error and validation keys of core')

Catalogue('every message key of the SPEC section 8 catalogue (ENGLISH_MESSAGES) has an entry in en and fr', () => {
  expectEntries(MESSAGE_KEY_LIST.map((k) => `errors.${k}`))
})

Catalogue('"the English wording quoted by the spec is kept verbatim": en errors equal ENGLISH_MESSAGES', () => {
  for (const key of MESSAGE_KEY_LIST) assert.is(EN.get(`errors.${key}`), ENGLISH_MESSAGES[key], key)
})

Catalogue('every security (auth error) message has an entry in en and fr', () => {
  expectEntries(AUTH_ERROR_TAGS.map((tag) => `errors.${SECURITY_MESSAGE_KEYS[tag]}`))
})

Catalogue('every daily-remark and roster-change message key has an entry in en and fr', () => {
  expectEntries([...Object.values(REMARK_MESSAGE_KEYS), ...ROSTER_CHANGE_KEYS].map((k) => `errors.${k}`))
  assert.is(EN.get('errors.couldNotLoadDailyRemarks'), 'Could not load Daily Remarks.')
  assert.is(EN.get('errors.unsuccessfulNotificationConfirmation'), 'Unsuccessful notification confirmation')
})

Catalogue('every validation key (and the server-form keys) has an entry in en and fr', () => {
  expectEntries(SERVER_FORM_KEYS.map((k) => `validation.${k}`))
})

Catalogue('SPEC section 5 wording of the validation messages, with their params', () => {
  const wording: Readonly<Record<string, string>> = {
    required: 'This field is required',
    maxLength: 'Cannot be longer than {max} characters',
    charactersNotAllowed: 'Following characters are not allowed: {characters}',
    notANumber: 'Value must be a number',
    cannotBeChanged: '{label} cannot be changed',
    invalidEmail: 'Must be a valid email address',
    onlyNumbers: 'Should contain only numbers',
    notInList: 'Should be one of the listed values',
    emailRequired: 'E-mail address is required!',
    emailInvalid: 'E-mail address is not valid!',
  }
  for (const [key, text] of Object.entries(wording)) assert.is(EN.get(`validation.${key}`), text, key)
})

Catalogue('validation messages take the params core gives them, in both languages', () => {
  const params: Readonly<Record<string, ReadonlyArray<string>>> = {
    maxLength: ['max'], minLength: ['min'], charactersNotAllowed: ['characters'], cannotBeChanged: ['label'],
    outOfRange: ['min', 'max'], dateBeforeMin: ['min'], dateAfterMax: ['max'], invalidLanguageCode: ['code'],
  }
  for (const [key, names] of Object.entries(params))
    for (const dict of [EN, FR]) assert.equal([...placeholdersOf(dict.get(`validation.${key}`) ?? '')].sort(), [...names].sort(), key)
})

Catalogue('catalogue messages keep the placeholders of ENGLISH_MESSAGES in both languages', () => {
  for (const key of MESSAGE_KEY_LIST) {
    const expected = [...placeholdersOf(ENGLISH_MESSAGES[key])].sort()
    assert.equal([...placeholdersOf(FR.get(`errors.${key}`) ?? '')].sort(), expected, key)
  }
})

const Labels = suite('labels of core enumerations')

Labels('hotel field labels (HOTEL_FIELD_LABEL_KEYS) and value parts', () => {
  expectEntries(Object.values(HOTEL_FIELD_LABEL_KEYS).map((k) => `hotel.labels.${k}`))
  expectEntries(HOTEL_PARTS.map((p) => `hotel.parts.${p}`))
})

Labels('duty kinds, event types, check-in statuses and crew member attributes', () => {
  expectEntries(DUTY_KINDS.map((k) => `dutyKinds.${k}`))
  expectEntries(EVENT_TYPES.map((t) => `eventTypes.${t}`))
  expectEntries(CHECK_IN_STATUSES.map((s) => `checkIn.statuses.${s}`))
  expectEntries(CREW_MEMBER_ATTRIBUTE_KEYS.map((a) => `leg.crewCard.attributes.${a}`))
})

Labels('month and weekday names for both languages', () => {
  expectEntries([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12].flatMap((m) => [`dates.months.m${m}`, `dates.monthsShort.m${m}`]))
  expectEntries([1, 2, 3, 4, 5, 6, 7].flatMap((d) => [`dates.weekdays.d${d}`, `dates.weekdaysShort.d${d}`, `dates.weekdaysNarrow.d${d}`]))
  assert.is(FR.get('dates.months.m8'), 'août')
  assert.is(FR.get('dates.weekdays.d1'), 'lundi')
})

const Parity = suite('en and fr')

Parity('en and fr have the same key set', () => {
  const onlyEn = [...EN.keys()].filter((k) => !FR.has(k))
  const onlyFr = [...FR.keys()].filter((k) => !EN.has(k))
  assert.equal(onlyEn, [], `only in en: ${onlyEn.join(', ')}`)
  assert.equal(onlyFr, [], `only in fr: ${onlyFr.join(', ')}`)
})

Parity('every entry has the same placeholders in en and fr', () => {
  for (const [key, text] of EN) assert.equal([...placeholdersOf(FR.get(key) ?? '')].sort(), [...placeholdersOf(text)].sort(), key)
})

Parity('French is translated: only words that are the same in both languages are left as in English', () => {
  const same = new Set([
    'Crew Duty Plan', 'Version {version}', 'OK', 'Date', 'UTC', '{count} min', '{from} – {to}', 'S', 'Suspension', 'Absence',
    'Port', '{weekday} {date}', 'Briefing', 'Type', 'Contact', 'Contacts', 'Fax', 'E-mail', '{minutes} min',
    '{fromAirport} {fromDate} - {toAirport} {toDate}', 'Message', 'English', 'Français', 'SMS', 'Mobile', 'Visas',
    // Names of regulations, a dash for "none", and hours and minutes written with the units French uses too.
    'EASA ORO.FTL.210', 'FAA Part 117', '—', '{h} h {m} min',
    // The logbook: the flight rules' abbreviation (instrument flight rules, IFR in French too) and an en dash for "none".
    'IFR', '–',
  ])
  const untranslated = [...EN].filter(([key, text]) => FR.get(key) === text && !same.has(text)).map(([key]) => key)
  assert.equal(untranslated, [])
})

Parity('French uses the aviation vocabulary: rotation, étape, réserve, mise en place', () => {
  assert.is(FR.get('dutyKinds.pairing'), 'Rotation')
  assert.is(FR.get('dutyKinds.standby'), 'Réserve')
  assert.is(FR.get('dutyKinds.positioning'), 'Mise en place')
  assert.is(FR.get('leg.deadheads'), 'Mises en place')
  assert.ok(FR.get('leg.title')?.includes('étape'))
})

Catalogue.run()
Labels.run()
Parity.run()
