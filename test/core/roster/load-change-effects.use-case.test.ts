import { suite } from 'uvu'
import * as assert from 'uvu/assert'
import * as E from 'fp-ts/Either'
import * as TE from 'fp-ts/TaskEither'
import type { CrmId } from '../../../core/shared/brands'
import type { ChangeEffects } from '../../../core/roster/change-effects.codec'
import type { ChangeEffectsPort } from '../../../core/roster/change-effects.port'
import type { TransportError } from '../../../core/errors/app-error'
import { loadChangeEffects } from '../../../core/roster/load-change-effects.use-case'
import { aNetworkError, day } from '../roster-changes/fixtures'

const crmId = 'C1' as CrmId
const effects: ChangeEffects = { id: 'RC-42', days: [{ date: day('2026-03-16'), replacedEventIds: ['E1'], newEvents: [] }] }

/** A fake port answering `answer` and recording the crew members asked for. */
const aPort = (answer: E.Either<TransportError, ChangeEffects>, asked: CrmId[] = []): ChangeEffectsPort => ({
  loadChangeEffects: (id) => {
    asked.push(id)
    return TE.fromEither(answer)
  },
})

const UseCase = suite('loadChangeEffects')

UseCase('with counters on, asks the port for the crew member and returns the effects', async () => {
  const asked: CrmId[] = []
  const loaded = await loadChangeEffects({ port: aPort(E.right(effects), asked) })({ crmId, dutyLimits: 'EASA' })()
  assert.equal(loaded, E.right(effects))
  assert.equal(asked, [crmId])
})

UseCase('with counters off, nothing is asked and the answer is DutyLimitsOff', async () => {
  const asked: CrmId[] = []
  const loaded = await loadChangeEffects({ port: aPort(E.right(effects), asked) })({ crmId, dutyLimits: 'off' })()
  assert.equal(loaded, E.left({ _tag: 'DutyLimitsOff' }))
  assert.equal(asked, [])
})

UseCase('a failed call is ChangeEffectsUnavailable carrying the transport error', async () => {
  const cause = aNetworkError()
  const loaded = await loadChangeEffects({ port: aPort(E.left(cause)) })({ crmId, dutyLimits: 'FAA' })()
  assert.equal(loaded, E.left({ _tag: 'ChangeEffectsUnavailable', cause }))
})

UseCase.run()
