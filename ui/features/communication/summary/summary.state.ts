import { proxy, ref } from 'valtio'
import type { Summary, SummaryQuery } from '../../../../core/summary/summary.codec'

/** Where the summary load stands. */
export type SummaryLoadStatus = 'idle' | 'loading' | 'loaded' | 'failed'

/** The summary view state (valtio); core values are held by `ref`. */
export interface SummaryViewState {
  status: SummaryLoadStatus
  summary: Summary | undefined
  /** The range the shown summary is for. */
  applied: SummaryQuery | undefined
  /** The date pickers as typed (`yyyy-MM-dd`), when the switch is not permitted. */
  draft: { start: string; end: string }
  /** The crew member the range and summary belong to (another sign-in starts afresh). */
  owner: string | undefined
}

const initial = (): SummaryViewState => ({
  status: 'idle',
  summary: undefined,
  applied: undefined,
  draft: { start: '', end: '' },
  owner: undefined,
})

/** The one summary view state. */
export const summaryState = proxy<SummaryViewState>(initial())

/** Back to the initial state (logout, tests). */
export const resetSummaryState = (): void => {
  Object.assign(summaryState, initial())
}

/** A load for `query` of `owner`'s summary started. */
export const summaryLoading = (owner: string, query: SummaryQuery): void => {
  summaryState.owner = owner
  summaryState.status = 'loading'
  summaryState.applied = ref(query)
}

/** The summary of the applied range arrived (an answer for an older range is dropped). */
export const summaryLoaded = (query: SummaryQuery, summary: Summary): void => {
  if (summaryState.applied !== query) return
  summaryState.summary = ref(summary)
  summaryState.status = 'loaded'
}

export const summaryFailed = (query: SummaryQuery): void => {
  if (summaryState.applied === query) summaryState.status = 'failed'
}

/** A date picker changed. */
export const editSummaryRange = (field: 'start' | 'end', value: string): void => {
  summaryState.draft[field] = value
}

/** The pickers' first values. */
export const initSummaryRange = (start: string, end: string): void => {
  summaryState.draft = { start, end }
}
