import { Temporal } from 'temporal-polyfill'
import { suite } from 'uvu'
import * as assert from 'uvu/assert'
import { myDataWriteError } from '../../../../core/my-data/my-data-error'
import { loadDictionaries } from '../../providers'
import { i18nObject } from '../../../../locales/i18n-util.js'
import { contactGroups, newContactValues } from '../../../../ui/features/my-data/contacts.view-model'
import { myDataErrorText } from '../../../../ui/features/my-data/my-data-error.text'
import { newAddressValues } from '../../../../ui/features/my-data/addresses.view-model'
import { travelDocumentRows } from '../../../../ui/features/my-data/travel-documents.view-model'
import { conflict } from './fake-port'
import { aPassport, aPhone, aVisa, anAddress, anEmail } from './fixtures'

const Errors = suite('my-data error texts')

Errors.before(loadDictionaries)

Errors('a 409 with the envelope\'s error becomes the server\'s error item, so core finds "Entry with same priority already exists"', () => {
  assert.equal(myDataWriteError('create', 'contact', conflict('ERR_SAME_PRIORITY', 'x')), { _tag: 'SamePriorityExists', entity: 'contact' })
  assert.equal(myDataWriteError('delete', 'address', conflict('ERR_LAST_ENTRY', 'x')), { _tag: 'LastEntryCannotBeDeleted', entity: 'address' })
})

Errors('"Failed my-data ... show the error from the server": an unknown id shows the server message in the operation\'s sentence', () => {
  const LL = i18nObject('en')
  const error = myDataWriteError('update', 'address', conflict('ERR_CANNOT_BE_CHANGED', 'addresses[0].natKey.prio: Priority cannot be changed'))
  assert.is(myDataErrorText(LL, error), 'Could not update the entry: addresses[0].natKey.prio: Priority cannot be changed')
})

Errors('a known server id is translated; without a server error the entity\'s own message shows', () => {
  const LL = i18nObject('fr')
  assert.is(myDataErrorText(LL, { _tag: 'MyDataLoadFailed', cause: { _tag: 'Offline' } }), "Impossible de récupérer les données de base du membre d'équipage.")
  assert.is(myDataErrorText(i18nObject('en'), { _tag: 'MyDataWriteFailed', operation: 'delete', entity: 'address', cause: { _tag: 'Offline' } }), 'Could not delete the address.')
  assert.is(myDataErrorText(i18nObject('en'), { _tag: 'MyDataWriteFailed', operation: 'create', entity: 'personal', cause: { _tag: 'Offline' } }), 'Could not save the changes.')
  const known = { _tag: 'MyDataLoadFailed', cause: { _tag: 'Offline' }, serverError: { errId: 'ERR_BASIC_DATA' } } as const
  assert.is(myDataErrorText(i18nObject('en'), known), 'Could not load the data: Could not fetch crew member basic data.')
})

const Models = suite('my-data view models')

Models('"New contact priority defaults to the highest existing priority of the same type plus one" (0 when none)', () => {
  const contacts = [aPhone({ prio: 0 }), aPhone({ prio: 7 }), anEmail({ prio: 2 })]
  assert.is(newContactValues('PHONE', contacts).prio, '8')
  assert.is(newContactValues('EMAIL', contacts).prio, '3')
  assert.is(newContactValues('MOBILE', contacts).prio, '0')
  assert.is(newAddressValues([anAddress({ prio: 4 })]).prio, '5')
})

Models('contacts are grouped phone, mobile, e-mail and sorted by priority', () => {
  const groups = contactGroups([anEmail(), aPhone({ prio: 5 }), aPhone({ prio: 1 })])
  assert.equal(groups.map((g) => [g.type, g.contacts.map((c) => c.natKey.prio)]), [['PHONE', [1, 5]], ['MOBILE', []], ['EMAIL', [0]]])
})

Models('"expired if past expiry, otherwise active": the expiry day itself is still active; visas belong to their document', () => {
  const today = Temporal.PlainDate.from('2026-03-15')
  const rows = travelDocumentRows(
    [aPassport({ number: 'ID1', docType: 'I', expiryDate: Temporal.PlainDate.from('2026-03-14') }), aPassport({ expiryDate: today })],
    [aVisa(), aVisa({ passportNumber: 'OTHER' })],
    today,
  )
  assert.equal(rows.map((r) => [r.doc.natKey.number, r.status, r.visas.length]), [['P123', 'active', 1], ['ID1', 'expired', 0]])
})

Errors.run()
Models.run()
