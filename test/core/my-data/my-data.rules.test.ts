import { suite } from 'uvu'
import * as assert from 'uvu/assert'
import * as O from 'fp-ts/Option'
import { Temporal } from 'temporal-polyfill'
import { myDataMode } from '../../../core/my-data/my-data-access.rules'
import { myDataActionsOf } from '../../../core/access/feature-access.rules'
import { travelDocumentStatus } from '../../../core/my-data/travel-document-status.rules'
import { contactTypeRouteParam, parseContactType, parseDocType } from '../../../core/my-data/route-params.rules'
import { addVisaRow, planVisaChanges, toggleVisaDeletion, visaFormValues } from '../../../core/my-data/visa-rows.rules'
import { MY_DATA_ERROR_IDS, myDataLoadError, myDataWriteError } from '../../../core/my-data/my-data-error'
import type { TransportError } from '../../../core/errors/app-error'
import { aVisa, date } from './fixtures'

const Access = suite('my-data access')

Access('the WRITE enabling value gives edit; READ or another value gives view only; NO, none or the switch off hides', () => {
  assert.is(myDataMode('WRITE'), 'EDIT')
  assert.is(myDataMode(' write '), 'EDIT')
  assert.is(myDataMode('READ'), 'VIEW_ONLY')
  assert.is(myDataMode('Y'), 'VIEW_ONLY')
  assert.is(myDataMode('NO'), 'HIDDEN')
  assert.is(myDataMode(undefined), 'HIDDEN')
  assert.is(myDataMode('WRITE', false), 'HIDDEN')
})

Access('"Edit enabled gives add, delete and submit"', () => {
  assert.equal(myDataActionsOf(myDataMode('WRITE')), { canView: true, canAdd: true, canDelete: true, canSubmit: true })
})

Access('"View only gives read-only lists"', () => {
  assert.equal(myDataActionsOf(myDataMode('READ')), { canView: true, canAdd: false, canDelete: false, canSubmit: false })
})

Access.run()

const Status = suite('travelDocumentStatus')

Status('"Travel documents show \'expired\' if past expiry, otherwise \'active\'"', () => {
  const expiry = date('2026-03-15')
  assert.is(travelDocumentStatus(expiry, date('2026-03-16')), 'expired')
  assert.is(travelDocumentStatus(expiry, date('2026-03-15')), 'active')
  assert.is(travelDocumentStatus(expiry, date('2025-12-31')), 'active')
})

Status('on a DST-change expiry day the document stays active to 23:59:59 local and is expired from 00:00 the next day', () => {
  const expiry = date('2026-03-29') // Europe/Paris springs forward at 02:00 that day
  const lastSecond = Temporal.ZonedDateTime.from('2026-03-29T23:59:59+02:00[Europe/Paris]')
  const midnight = lastSecond.add({ seconds: 1 })
  assert.is(lastSecond.since(Temporal.ZonedDateTime.from('2026-03-29T00:00:00+01:00[Europe/Paris]')).total('hours') < 24, true)
  assert.is(travelDocumentStatus(expiry, lastSecond.toPlainDate()), 'active')
  assert.is(travelDocumentStatus(expiry, midnight.toPlainDate()), 'expired')
})

Status.run()

const Routes = suite('route parameters')

Routes('"Contact types other than the known ones redirect back"', () => {
  assert.equal(parseContactType('phone'), O.some('PHONE'))
  assert.equal(parseContactType('mobile'), O.some('MOBILE'))
  assert.equal(parseContactType('EMAIL'), O.some('EMAIL'))
  assert.equal(parseContactType('fax'), O.none)
  assert.equal(parseContactType(undefined), O.none)
  assert.is(contactTypeRouteParam('MOBILE'), 'mobile')
})

Routes('travel document route types P, A, I, D; others redirect back', () => {
  assert.equal(parseDocType('p'), O.some('P'))
  assert.equal(parseDocType('D'), O.some('D'))
  assert.equal(parseDocType('X'), O.none)
})

Routes.run()

const VisaRows = suite('visa rows')

VisaRows('"A travel document form can add visa rows or mark them for deletion"', () => {
  const loaded = [{ original: aVisa(), values: visaFormValues(aVisa()), markedForDeletion: false }]
  const withNew = addVisaRow(loaded)
  assert.is(withNew.length, 2)
  assert.is(withNew[1]?.values.docExists, null)
  const marked = toggleVisaDeletion(withNew, 0)
  assert.ok(marked[0]?.markedForDeletion)
  assert.not.ok(toggleVisaDeletion(marked, 0)[0]?.markedForDeletion)
  assert.is(toggleVisaDeletion(withNew, 1).length, 1, 'an unsaved row is removed, not marked')
})

VisaRows('saving sends new rows as creates, marked rows as deletes, and only dirty loaded rows as updates', () => {
  const unchanged = { original: aVisa(), values: visaFormValues(aVisa()), markedForDeletion: false }
  const changed = { original: aVisa({ number: 'V-1' }), values: { ...visaFormValues(aVisa({ number: 'V-1' })), issuePlace: 'Lyon' }, markedForDeletion: false }
  const removed = { original: aVisa({ number: 'V-2' }), values: visaFormValues(aVisa({ number: 'V-2' })), markedForDeletion: true }
  const plan = planVisaChanges(addVisaRow([unchanged, changed, removed]))
  assert.is(plan.create.length, 1)
  assert.equal(plan.update.map((u) => u.original.number), ['V-1'])
  assert.equal(plan.remove.map((v) => v.number), ['V-2'])
})

VisaRows.run()

const Errors = suite('my-data errors')
const request = { method: 'POST', url: 'rest/pems/user/ANNA/basicdata' }
const service = (errId: string, errMessage?: string): TransportError => ({
  _tag: 'Service',
  errors: [errMessage === undefined ? { errId } : { errId, errMessage }],
  request,
})

Errors('"Could not fetch crew member basic data"; a server error is kept to be shown', () => {
  const network: TransportError = { _tag: 'Network', request, message: 'down', timedOut: false }
  assert.equal(myDataLoadError(network), { _tag: 'MyDataLoadFailed', cause: network })
  const failed = myDataLoadError(service('ERR_DB', 'database down'))
  assert.ok(failed._tag === 'MyDataLoadFailed' && failed.serverError?.errMessage === 'database down')
})

Errors('"Entry with same priority already exists (address and contact)"', () => {
  assert.equal(myDataWriteError('create', 'address', service(MY_DATA_ERROR_IDS.samePriority)), { _tag: 'SamePriorityExists', entity: 'address' })
})

Errors('"Last remaining entry cannot be deleted" from the server', () => {
  assert.equal(myDataWriteError('delete', 'contact', service(MY_DATA_ERROR_IDS.lastEntry)), { _tag: 'LastEntryCannotBeDeleted', entity: 'contact' })
})

Errors('"Could not delete, create or update an address or contact"; "Failed my-data ... show the error from the server"', () => {
  const offline: TransportError = { _tag: 'Offline' }
  assert.equal(myDataWriteError('update', 'contact', offline), { _tag: 'MyDataWriteFailed', operation: 'update', entity: 'contact', cause: offline })
  const failed = myDataWriteError('delete', 'visa', service('ERR_X', 'visa locked'))
  assert.ok(failed._tag === 'MyDataWriteFailed' && failed.operation === 'delete' && failed.serverError?.errMessage === 'visa locked')
})

Errors.run()
