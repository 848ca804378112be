import { suite } from 'uvu'
import * as assert from 'uvu/assert'
import * as O from 'fp-ts/Option'
import {
  classifyConfirmError,
  classifyConfirmResult,
  confirmOutcomeDialog,
  loadFailureDialog,
} from '../../../core/roster-changes/confirm-outcome.rules'
import { aConfirmResult, aNetworkError, aServiceError, day } from './fixtures'

const sent = [day('2026-03-16'), day('2026-03-18')]

const Outcome = suite('classifyConfirmResult / classifyConfirmError')

Outcome('a result without failed dates is all confirmed, with no dialog', () => {
  const outcome = classifyConfirmResult(sent, aConfirmResult())
  assert.is(outcome._tag, 'AllConfirmed')
  assert.ok(O.isNone(confirmOutcomeDialog(outcome)))
})

Outcome('"Some confirmations failing gives \'some notification confirmations failed\'"', () => {
  const outcome = classifyConfirmResult(sent, aConfirmResult({ failed: [{ date: day('2026-03-18'), errMessage: 'locked' }] }))
  assert.is(outcome._tag, 'SomeFailed')
  assert.equal(
    confirmOutcomeDialog(outcome),
    O.some({
      titleKey: 'unsuccessfulNotificationConfirmation',
      message: { _tag: 'MessageKey', key: 'someNotificationConfirmationsFailed' },
      button: 'ok',
    }),
  )
})

Outcome('"Confirm failure: dialog \'unsuccessful notification confirmation\' with the server message" when every date failed', () => {
  const outcome = classifyConfirmResult(
    sent,
    aConfirmResult({ failed: [{ date: day('2026-03-16') }, { date: day('2026-03-18'), errMessage: 'Roster locked' }] }),
  )
  assert.equal(outcome, { _tag: 'Failed', serverMessage: O.some('Roster locked') })
  assert.equal(
    confirmOutcomeDialog(outcome),
    O.some({ titleKey: 'unsuccessfulNotificationConfirmation', message: { _tag: 'ServerMessage', text: 'Roster locked' }, button: 'ok' }),
  )
})

Outcome('a failed call with a service error carries the server message', () => {
  assert.equal(classifyConfirmError(aServiceError('Change already confirmed')), { _tag: 'Failed', serverMessage: O.some('Change already confirmed') })
})

Outcome('"... or \'confirmation failed\'" when the server said nothing', () => {
  const dialog = confirmOutcomeDialog(classifyConfirmError(aNetworkError()))
  assert.equal(dialog, O.some({ titleKey: 'unsuccessfulNotificationConfirmation', message: { _tag: 'MessageKey', key: 'confirmationFailed' }, button: 'ok' }))
})

Outcome.run()

const Load = suite('loadFailureDialog')

Load('"Load failure: dialog titled info, with the first server error ... and a reload button"', () => {
  const error = { _tag: 'Service' as const, errors: [{ errId: 'E1', errMessage: 'First' }, { errId: 'E2', errMessage: 'Second' }] }
  assert.equal(loadFailureDialog(error), { titleKey: 'info', message: { _tag: 'ServerMessage', text: 'First' }, button: 'reload' })
})

Load('"... or \'unable to retrieve roster changes\'" when no server error came', () => {
  assert.equal(loadFailureDialog(aNetworkError()), {
    titleKey: 'info',
    message: { _tag: 'MessageKey', key: 'unableToRetrieveRosterChanges' },
    button: 'reload',
  })
})

Load.run()
