import { suite } from 'uvu'
import * as assert from 'uvu/assert'
import * as E from 'fp-ts/Either'
import * as O from 'fp-ts/Option'
import * as TE from 'fp-ts/TaskEither'
import { Temporal } from 'temporal-polyfill'
import type { TransportError } from '../../../core/errors/app-error'
import type { CrmId } from '../../../core/shared/brands'
import { blockMonthReducer, initialBlockMonthState, type BlockMonthState } from '../../../core/roster/block-month.machine'
import type { BlockMonthRange } from '../../../core/roster/block-month.rules'
import { loadDuties, type DutyPlan } from '../../../core/roster/load-duties.use-case'
import type { RosterPort } from '../../../core/roster/roster.port'
import { RosterData } from '../../../core/roster/roster.codec'

const zdt = (s: string) => Temporal.Instant.from(s).toZonedDateTimeISO('+00:00')
const blockMonth = (id: string, from: string, to: string) => ({ id, name: id, from: zdt(from), to: zdt(to) })
const leg = (id: string, from: string, to: string) =>
  ({ id, eventId: id, logicalId: id, type: 'LEG', fromDateTimeUTC: zdt(from), toDateTimeUTC: zdt(to) }) as const

const data = (): RosterData => {
  const decoded = RosterData.decode(
    RosterData.encode({
      events: [leg('late', '2026-03-20T08:00:00Z', '2026-03-20T10:00:00Z'), leg('early', '2026-03-02T08:00:00Z', '2026-03-02T10:00:00Z')],
      rosterPeriod: { from: zdt('2026-02-01T00:00:00Z'), to: zdt('2026-04-30T00:00:00Z') },
      blockMonthList: [
        blockMonth('APR', '2026-04-01T00:00:00Z', '2026-04-30T00:00:00Z'),
        blockMonth('FEB', '2026-02-01T00:00:00Z', '2026-02-28T00:00:00Z'),
        blockMonth('MAR', '2026-03-01T00:00:00Z', '2026-03-31T00:00:00Z'),
      ],
    } as unknown as RosterData), // test fixture built in code, then round-tripped through the codec
  )
  if (E.isLeft(decoded)) throw new Error('fixture does not decode')
  return decoded.right
}

const port = (result: TE.TaskEither<TransportError, RosterData>): RosterPort => ({
  loadDuties: () => result,
  loadEventById: () => TE.left({ _tag: 'Offline' }),
  updateEvent: () => TE.left({ _tag: 'Offline' }),
  loadDutiesAfterConfirm: () => TE.left({ _tag: 'Offline' }),
})

const crmId = 'C1' as CrmId
const now = Temporal.Instant.from('2026-03-15T08:00:00Z')
const LoadDuties = suite('loadDuties')

// The loaded plan feeds the block-month machine (its one owner), as the duties store does after every load.
const select = (state: BlockMonthState, plan: DutyPlan) => blockMonthReducer(state, { _tag: 'Loaded', blockMonthList: plan.blockMonthList, now }).state
const activeId = (state: BlockMonthState) => O.map((bm: BlockMonthRange) => bm.id)(state.active)

LoadDuties('"Otherwise it is the month containing the current date": with no active month, March is selected on 15 March', async () => {
  const plan = await loadDuties({ roster: port(TE.right(data())) })({ crmId })()
  assert.ok(E.isRight(plan))
  if (E.isRight(plan)) {
    const selection = select(initialBlockMonthState, plan.right)
    assert.equal(activeId(selection), O.some('MAR'))
    assert.equal(selection.blockMonths.map((bm) => bm.id), ['FEB', 'MAR', 'APR'])
    assert.equal(plan.right.events.map((e) => e.id), ['early', 'late'])
  }
})

LoadDuties('"The active block month is kept if already set" across a reload', async () => {
  const first = await loadDuties({ roster: port(TE.right(data())) })({ crmId })()
  assert.ok(E.isRight(first))
  if (E.isLeft(first)) return
  const onApril = blockMonthReducer(select(initialBlockMonthState, first.right), { _tag: 'Next' }).state
  const plan = await loadDuties({ roster: port(TE.right(data())) })({ crmId })()
  assert.ok(E.isRight(plan) && O.exists((id) => id === 'APR')(activeId(select(onApril, plan.right))))
})

LoadDuties('a transport failure is returned as the same value', async () => {
  const failure: TransportError = { _tag: 'Network', request: { method: 'GET', url: '/x' }, message: 'down', timedOut: false }
  const plan = await loadDuties({ roster: port(TE.left(failure)) })({ crmId })()
  assert.equal(plan, E.left(failure))
})

LoadDuties.run()
