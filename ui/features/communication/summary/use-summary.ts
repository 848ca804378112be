import * as E from 'fp-ts/Either'
import * as O from 'fp-ts/Option'
import { useCallback, useEffect } from 'react'
import { useSnapshot } from 'valtio'
import type { BlockMonthState } from '../../../../core/roster/block-month.machine'
import type { BlockMonthRange } from '../../../../core/roster/block-month.rules'
import type { DutyPlan } from '../../../../core/roster/load-duties.use-case'
import { periodDays, summaryRangeControl, type PeriodDays } from '../../../../core/summary/date-range.rules'
import type { Summary, SummaryQuery } from '../../../../core/summary/summary.codec'
import { useSession } from '../../../app/session.store'
import { SHELL } from '../../../app/tokens'
import { useUseCase } from '../../../app/use-use-case'
import { COMMUNICATION } from '../communication.tokens'
import {
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
  /** The block months and the active one, as the block-month machine keeps them. */
  readonly blockMonths: ReadonlyArray<BlockMonthRange>
  readonly blockMonth: BlockMonthRange | undefined
  readonly draft: { readonly start: string; readonly end: string }
  readonly status: SummaryLoadStatus
  readonly summary: Summary | undefined
  readonly load: (query: SummaryQuery) => void
  readonly retry: () => void
  readonly chooseBlockMonth: (blockMonth: BlockMonthRange) => void
  readonly editRange: (field: 'start' | 'end', value: string) => void
}

/**
 * The summary data hook: the duty plan gives the block months and the roster period; "A block-month
 * switch (if permitted) or a sample-range date picker" (core `summaryRangeControl`) chooses the range,
 * loaded through core `loadSummary`. The first range is the active block month, or the roster period.
 * The switch moves the one block-month selection (the core machine's `Choose`, through the duties store).
 */
export const useSummary = (): SummaryModel => {
  const loadSummary = useUseCase(COMMUNICATION.loadSummary)
  const duties = useUseCase(SHELL.duties)
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
  const selection = dutiesSnap.selection as BlockMonthState
  const blockMonth = plan === undefined ? undefined : O.toUndefined(selection.active)

  // The first range: the active block month with the switch, else the roster period in the pickers.
  useEffect(() => {
    if (plan === undefined || period === undefined || (summaryState.applied !== undefined && summaryState.owner === crmId)) return
    if (control === 'blockMonthSwitch') {
      if (blockMonth !== undefined) load(blockMonthQuery(blockMonth))
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
    blockMonths: selection.blockMonths,
    blockMonth,
    draft: snap.draft,
    status: mine ? snap.status : 'loading',
    summary: mine ? (snap.summary as Summary | undefined) : undefined,
    load,
    retry: () => {
      if (summaryState.applied !== undefined) load(summaryState.applied)
    },
    chooseBlockMonth: (chosen) => {
      duties.choose(chosen)
      // The machine ignores a block month that is not in its list; the summary follows what it made active.
      if (O.exists((active) => active === chosen)(duties.state.selection.active)) load(blockMonthQuery(chosen))
    },
    editRange: editSummaryRange,
  }
}
