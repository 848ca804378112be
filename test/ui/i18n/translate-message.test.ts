import { suite } from 'uvu'
import * as assert from 'uvu/assert'
import type { TransportError } from '../../../core/errors/app-error'
import { toUserMessage } from '../../../core/errors/catalogue.rules'
import { baseLocale, i18nObject, loadedLocales } from '../../../locales/i18n-util.js'
import { monthName, weekdayName } from '../../../ui/i18n/date-names'
import { translateMessage, translateValidation, userMessageTexts } from '../../../ui/i18n/translate-message'
import { loadDictionaries } from '../providers'

await loadDictionaries()
const EN = i18nObject('en')
const FR = i18nObject('fr')
const quiet = () => {}

const request = { method: 'GET', url: '/rest/pems/roster/C1/events' }
const http = (status: number): TransportError => ({ _tag: 'Http', status, request, isJson: false })

const Messages = suite('translateMessage')

Messages('a catalogue key is translated in the current language', () => {
  assert.is(translateMessage(EN, 'serviceErrorTitle'), 'Service Error')
  assert.is(translateMessage(FR, 'serviceErrorTitle'), 'Erreur de service')
})

Messages('params are substituted into the placeholders', () => {
  assert.is(translateMessage(EN, 'hotelLoadFailed', { error: 'timeout' }), 'Failed to load hotel data: timeout')
  assert.is(translateMessage(FR, 'roleUpdateFailed', { error: 'X' }), 'Impossible de mettre à jour les rôles\u00a0: X')
})

Messages('"An unknown id shows the id itself", and the missing key is reported', () => {
  const missing: string[] = []
  assert.is(translateMessage(EN, 'ERR_SOMETHING_NEW', {}, (k) => missing.push(k)), 'ERR_SOMETHING_NEW')
  assert.equal(missing, ['ERR_SOMETHING_NEW'])
})

Messages('with only the French dictionary loaded (a French start loads no English), keys are still found and translated', () => {
  const english = loadedLocales[baseLocale]
  Reflect.deleteProperty(loadedLocales, baseLocale)
  try {
    const missing: string[] = []
    const report = (k: string) => missing.push(k)
    assert.is(translateMessage(FR, 'serviceErrorTitle', {}, report), 'Erreur de service')
    assert.is(translateValidation(FR, { key: 'required' }, report), translateMessage(FR, 'required', {}, report))
    assert.equal(missing, [])
  } finally {
    loadedLocales[baseLocale] = english
  }
})

Messages('a nested section name or a prototype property is not a message key', () => {
  assert.is(translateMessage(EN, 'labels', {}, quiet), 'labels')
  assert.is(translateMessage(EN, 'toString', {}, quiet), 'toString')
})

Messages('remark and roster-change keys of core resolve too', () => {
  assert.is(translateMessage(EN, 'couldNotCreateDailyRemark'), 'Could not create Daily Remark.')
  assert.is(translateMessage(FR, 'someNotificationConfirmationsFailed'), 'Certaines confirmations ont échoué.')
})

const Validation = suite('translateValidation')

Validation('SPEC section 5 wording with params', () => {
  assert.is(translateValidation(EN, { key: 'maxLength', params: { max: 80 } }), 'Cannot be longer than 80 characters')
  assert.is(translateValidation(EN, { key: 'charactersNotAllowed', params: { characters: '€ ¶' } }), 'Following characters are not allowed: € ¶')
  assert.is(translateValidation(FR, { key: 'required' }), 'Ce champ est obligatoire')
})

Validation('outOfRange with one bound uses its one-sided form', () => {
  assert.is(translateValidation(EN, { key: 'outOfRange', params: { min: 1, max: 65535 } }), 'Must be between 1 and 65535')
  assert.is(translateValidation(EN, { key: 'outOfRange', params: { min: 0 } }), 'Must be 0 or more')
  assert.is(translateValidation(EN, { key: 'outOfRange', params: { max: 99 } }), 'Must be 99 or less')
})

Validation('"{label} cannot be changed" names the field in the current language', () => {
  assert.is(translateValidation(EN, { key: 'cannotBeChanged', params: { label: 'priority' } }), 'Priority cannot be changed')
  assert.is(translateValidation(FR, { key: 'cannotBeChanged', params: { label: 'issueDate' } }), "Date d'émission\u00a0: modification impossible")
  assert.is(translateValidation(EN, { key: 'cannotBeChanged', params: { label: 'Gate' } }), 'Gate cannot be changed')
})

Validation('server form keys invalidHost and invalidPath', () => {
  assert.ok(translateValidation(EN, { key: 'invalidHost' }).startsWith('Enter a host name'))
})

const Dialog = suite('userMessageTexts')

Dialog('"Service errors show a dialog titled \'Service Error\' with an OK button"; a 503 names method and URL', () => {
  const texts = userMessageTexts(EN, toUserMessage(http(503), { online: true }))
  assert.equal(texts, { title: 'Service Error', body: 'Service Unavailable: GET /rest/pems/roster/C1/events', button: 'OK' })
})

Dialog('an unknown server error id is shown as it is', () => {
  const error: TransportError = { _tag: 'Service', errors: [{ errId: 'ERR_GATE_CLOSED' }], request }
  assert.is(userMessageTexts(FR, toUserMessage(error, { online: true }), quiet).body, 'ERR_GATE_CLOSED')
})

const Names = suite('month and weekday names')

Names('month names in both languages, long and short', () => {
  assert.is(monthName(EN, 3), 'March')
  assert.is(monthName(FR, 2, 'short'), 'févr.')
})

Names('ISO weekdays, Monday = 1', () => {
  assert.is(weekdayName(EN, 1, 'long'), 'Monday')
  assert.is(weekdayName(FR, 7, 'short'), 'dim.')
  assert.is(weekdayName(EN, 6, 'narrow'), 'S')
})

Messages.run()
Validation.run()
Dialog.run()
Names.run()
