import * as E from 'fp-ts/Either'
import * as O from 'fp-ts/Option'
import { useCallback, useEffect } from 'react'
import { useSnapshot } from 'valtio'
import { selectBlockMonth, type BlockMonthRange } from '../../../../core/roster/block-month.rules'
import type { DutyPlan } from '../../../../core/roster/load-duties.use-case'
import { periodDays, summaryRangeControl, type PeriodDays } from '../../../../core/summary/date-range.rules'
import type { Summary, SummaryQuery } from '../../../../core/summary/summary.codec'
import { useSession } from '../../../app/session.store'
import { INFRA, SHELL } from '../../../app/tokens'
import { useUseCase } from '../../../app/use-use-case'
import { COMMUNICATION } from '../communication.tokens'
import {
  chooseSummaryBlockMonth,
  editSummaryRange,
  initSummaryRange,
  summaryFailed,
  summaryLoaded,
  summaryLoading,
  summaryState,
  type SummaryLoadStatus,
} from './summary.state'
import { blockMonthQuery } from './summary.view-model'

/** What the summary screen reads and does. */
export interface SummaryModel {
  readonly control: 'blockMonthSwitch' | 'datePickers'
  readonly plan: DutyPlan | undefined
  readonly dutiesFailed: boolean
  readonly period: PeriodDays | undefined
  readonly blockMonth: BlockMonthRange | undefined
  readonly draft: { readonly start: string; readonly end: string }
  readonly status: SummaryLoadStatus
  readonly summary: Summary | undefined
  readonly load: (query: SummaryQuery) => void
  readonly retry: () => void
  readonly chooseBlockMonth: (id: string) => void
  readonly editRange: (field: 'start' | 'end', value: string) => void
}

/**
 * The summary data hook: the duty plan gives the block months and the roster period; "A block-month
 * switch (if permitted) or a sample-range date picker" (core `summaryRangeControl`) chooses the range,
 * loaded through core `loadSummary`. The first range is the active block month, or the roster period.
 */
export const useSummary = (): SummaryModel => {
  const loadSummary = useUseCase(COMMUNICATION.loadSummary)
  const duties = useUseCase(SHELL.duties)
  const clock = useUseCase(INFRA.clock)
  const { crmId, access } = useSession()
  const snap = useSnapshot(summaryState, { sync: true })
  const dutiesSnap = useSnapshot(duties.state)
  const plan = dutiesSnap.plan as DutyPlan | undefined
  const control = summaryRangeControl(access.canSwitchBlockMonthOnSummary())
  const period = plan === undefined ? undefined : periodDays(plan.rosterPeriod)

  const load = useCallback(
    (query: SummaryQuery) => {
      if (crmId === undefined) return
      summaryLoading(crmId, query)
      void loadSummary({ crmId, query })().then((result) => (E.isRight(result) ? summaryLoaded(query, result.right) : summaryFailed(query)))
    },
    [crmId, loadSummary],
  )

  useEffect(() => {
    if (duties.state.plan === undefined && duties.state.status !== 'loading') void duties.load()
  }, [duties])

  const mine = snap.owner === undefined || snap.owner === crmId
  const chosenId = mine ? snap.blockMonthId : undefined
  const blockMonth = plan === undefined ? undefined : O.toUndefined(selectBlockMonth(plan.blockMonths, O.fromNullable(chosenId ?? O.toUndefined(O.map((b: BlockMonthRange) => b.id)(plan.active))), clock()))

  // The first range: the active block month with the switch, else the roster period in the pickers.
  useEffect(() => {
    if (plan === undefined || period === undefined || (summaryState.applied !== undefined && summaryState.owner === crmId)) return
    if (control === 'blockMonthSwitch') {
      if (blockMonth !== undefined) {
        chooseSummaryBlockMonth(blockMonth.id)
        load(blockMonthQuery(blockMonth))
      }
      return
    }
    initSummaryRange(period.start.toString(), period.end.toString())
    load({ start: period.start, end: period.end })
  }, [plan, period, control, blockMonth, load, crmId])

  return {
    control,
    plan,
    dutiesFailed: dutiesSnap.status === 'failed',
    period,
    blockMonth,
    draft: snap.draft,
    status: mine ? snap.status : 'loading',
    summary: mine ? (snap.summary as Summary | undefined) : undefined,
    load,
    retry: () => {
      if (summaryState.applied !== undefined) load(summaryState.applied)
    },
    chooseBlockMonth: (id) => {
      chooseSummaryBlockMonth(id)
      const chosen = plan?.blockMonths.find((b) => b.id === id)
      if (chosen !== undefined) load(blockMonthQuery(chosen))
    },
    editRange: editSummaryRange,
  }
}
