import { suite } from 'uvu'
import * as assert from 'uvu/assert'
import * as E from 'fp-ts/Either'
import * as O from 'fp-ts/Option'
import * as TE from 'fp-ts/TaskEither'
import type { CrmId } from '../../../core/shared/brands'
import type { TransportError } from '../../../core/errors/app-error'
import type { ConfirmRosterChangeBody, ConfirmRosterChangeResult } from '../../../core/roster-changes/roster-change.codec'
import type { RosterChangesPort } from '../../../core/roster-changes/roster-change.port'
import { confirmRosterChanges } from '../../../core/roster-changes/confirm-roster-changes.use-case'
import { loadRosterChanges } from '../../../core/roster-changes/load-roster-changes.use-case'
import { aConfirmResult, aRosterChange, aServiceError, day } from './fixtures'

const crmId = 'C1' as CrmId

const aPort = (confirm: E.Either<TransportError, ConfirmRosterChangeResult>, sent: ConfirmRosterChangeBody[] = []): RosterChangesPort => ({
  fetchRosterChanges: (id) => (id === crmId ? TE.right(aRosterChange()) : TE.left(aServiceError('wrong crew member'))),
  confirmRosterChanges: (_id, body) => {
    sent.push(body)
    return TE.fromEither(confirm)
  },
})

const UseCases = suite('roster-change use cases')

UseCases('loadRosterChanges asks for the crew member\'s pending change', async () => {
  const loaded = await loadRosterChanges({ port: aPort(E.right(aConfirmResult())) })(crmId)()
  assert.ok(E.isRight(loaded) && loaded.right.id === 'RC-42')
})

UseCases('confirmRosterChanges sends the body and reports all confirmed', async () => {
  const sent: ConfirmRosterChangeBody[] = []
  const body = { id: 'RC-42', changes: [day('2026-03-16')] }
  const outcome = await confirmRosterChanges({ port: aPort(E.right(aConfirmResult()), sent) })({ crmId, body })()
  assert.is(outcome._tag, 'AllConfirmed')
  assert.equal(sent, [body])
})

UseCases('a failed confirm call becomes the Failed outcome with the server message', async () => {
  const body = { id: 'RC-42', changes: [day('2026-03-16')] }
  const outcome = await confirmRosterChanges({ port: aPort(E.left(aServiceError('Locked'))) })({ crmId, body })()
  assert.equal(outcome, { _tag: 'Failed', serverMessage: O.some('Locked') })
})

UseCases.run()
