import { suite } from 'uvu'
import * as assert from 'uvu/assert'
import * as E from 'fp-ts/Either'
import * as TE from 'fp-ts/TaskEither'
import { isAlreadyCheckedIn } from '../../../core/check-in/already-checked-in.rules'
import { performCheckIn } from '../../../core/check-in/check-in.use-case'
import { confirmCheckIn } from '../../../core/check-in/confirm-check-in.use-case'
import type { TransportError } from '../../../core/errors/app-error'
import { aCrmId, aFakePort, aLogicalId, aServiceError } from './fixtures'

const ID = aLogicalId('C_I-LH400')
const CRM = aCrmId('anna')
const REQUEST = { method: 'POST', url: 'rest/pems/roster/anna/checkin' }

const Perform = suite('performCheckIn')
Perform('"After check-in the data reloads": success says CheckedIn with reload, after calling the port with the crmId and the id', async () => {
  const port = aFakePort()
  const result = await performCheckIn({ port })({ crmId: CRM, logicalId: ID })()
  assert.equal(result, E.right({ _tag: 'CheckedIn', reload: true }))
  assert.equal(port.calls, ['checkIn(anna, C_I-LH400)'])
})
Perform('"The error ERR_ALREADY_CHECKED_IN of kind APP data is treated as success and also reloads"', async () => {
  const port = aFakePort({ checkIn: () => TE.left(aServiceError('ERR_ALREADY_CHECKED_IN', 'APP')) })
  assert.equal(await performCheckIn({ port })({ crmId: CRM, logicalId: ID })(), E.right({ _tag: 'AlreadyCheckedIn', reload: true }))
})
Perform('ERR_ALREADY_CHECKED_IN inside the JSON envelope of an HTTP error is also treated as success', async () => {
  const error: TransportError = {
    _tag: 'Http',
    status: 409,
    isJson: true,
    request: REQUEST,
    body: { success: false, error: [{ errId: 'ERR_ALREADY_CHECKED_IN', errKind: 'APP' }] },
  }
  const port = aFakePort({ checkIn: () => TE.left(error) })
  assert.equal(await performCheckIn({ port })({ crmId: CRM, logicalId: ID })(), E.right({ _tag: 'AlreadyCheckedIn', reload: true }))
})
Perform('ERR_ALREADY_CHECKED_IN of another kind than APP stays a failure', async () => {
  const error = aServiceError('ERR_ALREADY_CHECKED_IN', 'SYS')
  const port = aFakePort({ checkIn: () => TE.left(error) })
  assert.equal(await performCheckIn({ port })({ crmId: CRM, logicalId: ID })(), E.left(error))
})
Perform('any other failure is returned unchanged (no reload)', async () => {
  const errors: TransportError[] = [
    aServiceError('ERR_CHECK_IN_CLOSED', 'APP'),
    { _tag: 'Offline' },
    { _tag: 'Network', request: REQUEST, message: 'down', timedOut: false },
    { _tag: 'Http', status: 500, isJson: false, request: REQUEST, body: '<html>' },
  ]
  for (const error of errors) {
    const port = aFakePort({ checkIn: () => TE.left(error) })
    assert.equal(await performCheckIn({ port })({ crmId: CRM, logicalId: ID })(), E.left(error), error._tag)
  }
})
Perform.run()

const Confirm = suite('confirmCheckIn')
Confirm('confirm (op=confirm) succeeds with a reload and calls the confirm endpoint for the crmId and the id', async () => {
  const port = aFakePort()
  assert.equal(await confirmCheckIn({ port })({ crmId: CRM, logicalId: ID })(), E.right({ _tag: 'CheckedIn', reload: true }))
  assert.equal(port.calls, ['confirmCheckIn(anna, C_I-LH400)'])
})
Confirm('confirm also treats ERR_ALREADY_CHECKED_IN of kind APP as success with a reload', async () => {
  const port = aFakePort({ confirmCheckIn: () => TE.left(aServiceError('ERR_ALREADY_CHECKED_IN', 'APP')) })
  assert.equal(await confirmCheckIn({ port })({ crmId: CRM, logicalId: ID })(), E.right({ _tag: 'AlreadyCheckedIn', reload: true }))
})
Confirm.run()

const Already = suite('isAlreadyCheckedIn')
Already('finds the item among several service error items, ignores non-JSON HTTP bodies', () => {
  assert.ok(isAlreadyCheckedIn({ _tag: 'Service', errors: [{ errId: 'ERR_X' }, { errId: 'ERR_ALREADY_CHECKED_IN', errKind: 'APP' }] }))
  assert.not.ok(isAlreadyCheckedIn({ _tag: 'Http', status: 409, isJson: false, request: REQUEST, body: { error: [{ errId: 'ERR_ALREADY_CHECKED_IN', errKind: 'APP' }] } }))
  assert.not.ok(isAlreadyCheckedIn({ _tag: 'Decode', issues: [] }))
})
Already.run()
