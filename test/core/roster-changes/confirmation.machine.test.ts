import { suite } from 'uvu'
import * as assert from 'uvu/assert'
import * as O from 'fp-ts/Option'
import {
  confirmationReducer,
  startConfirmation,
  type ConfirmationEvent,
  type ConfirmationStep,
} from '../../../core/roster-changes/confirmation.machine'
import { aConfirmResult, aNavigationState, aRosterChange, aServiceError, day } from './fixtures'

/** Runs events from a freshly loaded screen; returns the last step. */
const run = (fullSelection: boolean, ...events: ConfirmationEvent[]): ConfirmationStep =>
  events.reduce<ConfirmationStep>(
    (step, event) => confirmationReducer(step.state, event),
    confirmationReducer(startConfirmation(aNavigationState({ redirectTo: '/pairing/C1/P1' }), fullSelection).state, {
      _tag: 'Loaded',
      change: aRosterChange(),
    }),
  )

const Machine = suite('confirmationReducer')

Machine('opening the screen loads the roster changes', () => {
  const step = startConfirmation(aNavigationState(), false)
  assert.is(step.state.status, 'loading')
  assert.equal(step.effects, [{ _tag: 'FetchRosterChanges' }])
})

Machine('"Confirm requires a selection": with none it warns \'scroll down before confirm\' and sends nothing', () => {
  const step = run(false, { _tag: 'Confirm' })
  assert.is(step.state.status, 'ready')
  assert.equal(step.effects, [{ _tag: 'ShowWarning', key: 'scrollDownBeforeConfirm' }])
})

Machine('"In full-selection mode the list must be scrolled to the end before confirming"', () => {
  const early = run(true, { _tag: 'Confirm' })
  assert.equal(early.effects, [{ _tag: 'ShowWarning', key: 'scrollDownBeforeConfirm' }])
  const scrolled = run(true, { _tag: 'ScrolledToBottom' }, { _tag: 'Confirm' })
  assert.is(scrolled.state.status, 'confirming')
  assert.equal(scrolled.effects.map((e) => e._tag), ['PostConfirmation'])
})

Machine('"On confirm it returns to redirectTo with loadDuties"', () => {
  const result = aConfirmResult()
  const step = run(
    false,
    { _tag: 'Toggle', date: day('2026-03-16') },
    { _tag: 'Confirm' },
    { _tag: 'ConfirmFinished', outcome: { _tag: 'AllConfirmed', result } },
  )
  assert.is(step.state.status, 'left')
  assert.equal(step.effects, [{ _tag: 'ReturnTo', path: '/pairing/C1/P1', loadDuties: O.some(result) }])
})

Machine('a confirm failure shows its dialog "then returns" without loading duties', () => {
  const failed = run(
    false,
    { _tag: 'Toggle', date: day('2026-03-16') },
    { _tag: 'Confirm' },
    { _tag: 'ConfirmFinished', outcome: { _tag: 'Failed', serverMessage: O.none } },
  )
  assert.is(failed.state.status, 'reporting')
  assert.equal(failed.effects, [])
  assert.ok(O.isSome(failed.state.dialog) && failed.state.dialog.value.titleKey === 'unsuccessfulNotificationConfirmation')
  const closed = confirmationReducer(failed.state, { _tag: 'DialogClosed' })
  assert.equal(closed.effects, [{ _tag: 'ReturnTo', path: '/pairing/C1/P1', loadDuties: O.none }])
})

Machine('when some confirmations failed, closing the dialog returns and still loads the confirmed duties', () => {
  const result = aConfirmResult({ failed: [{ date: day('2026-03-18') }] })
  const reported = run(
    false,
    { _tag: 'Toggle', date: day('2026-03-16') },
    { _tag: 'Toggle', date: day('2026-03-18') },
    { _tag: 'Confirm' },
    { _tag: 'ConfirmFinished', outcome: { _tag: 'SomeFailed', result } },
  )
  const closed = confirmationReducer(reported.state, { _tag: 'DialogClosed' })
  assert.equal(closed.effects, [{ _tag: 'ReturnTo', path: '/pairing/C1/P1', loadDuties: O.some(result) }])
})

Machine('a second Confirm while the first is under way sends nothing', () => {
  const step = run(false, { _tag: 'Toggle', date: day('2026-03-16') }, { _tag: 'Confirm' }, { _tag: 'Confirm' })
  assert.equal(step.effects, [])
})

Machine('"Load failure: dialog titled info ... and a reload button": Reload fetches again', () => {
  const failed = confirmationReducer(startConfirmation(aNavigationState(), false).state, { _tag: 'LoadFailed', error: aServiceError('Down') })
  assert.is(failed.state.status, 'loadFailed')
  assert.ok(O.isSome(failed.state.dialog) && failed.state.dialog.value.button === 'reload')
  const reload = confirmationReducer(failed.state, { _tag: 'Reload' })
  assert.is(reload.state.status, 'loading')
  assert.ok(O.isNone(reload.state.dialog))
  assert.equal(reload.effects, [{ _tag: 'FetchRosterChanges' }])
})

Machine('"otherwise goes back": Back, or closing the load-failure dialog, goes back', () => {
  assert.equal(run(false, { _tag: 'Back' }).effects, [{ _tag: 'GoBack' }])
  const failed = confirmationReducer(startConfirmation(aNavigationState(), false).state, { _tag: 'LoadFailed', error: aServiceError() })
  assert.equal(confirmationReducer(failed.state, { _tag: 'DialogClosed' }).effects, [{ _tag: 'GoBack' }])
})

Machine('a confirmation kept in the outbox: the screen stays, shows it queued, nothing more is sent, Back leaves', () => {
  const queued = run(false, { _tag: 'Toggle', date: day('2026-03-16') }, { _tag: 'Confirm' }, { _tag: 'ConfirmQueued' })
  assert.is(queued.state.status, 'queued')
  assert.equal(queued.effects, [])
  assert.equal(confirmationReducer(queued.state, { _tag: 'Confirm' }).effects, [])
  assert.equal(confirmationReducer(queued.state, { _tag: 'Back' }).effects, [{ _tag: 'GoBack' }])
  assert.is(run(false, { _tag: 'ConfirmQueued' }).state.status, 'ready', 'only a confirmation under way can be queued')
})

Machine.run()
