import * as E from 'fp-ts/Either'
import * as O from 'fp-ts/Option'
import { proxy, ref } from 'valtio'
import type { TransportError } from '../../core/errors/app-error'
import { blockMonthReducer, initialBlockMonthState, type BlockMonthState } from '../../core/roster/block-month.machine'
import type { DutyPlan, loadDuties } from '../../core/roster/load-duties.use-case'
import type { CrmId } from '../../core/shared/brands'
import type { ClockFn } from '../../core/platform/clock.port'

/** The duty plan as the home screen and the detail screens read it. Temporal values are held by `ref`. */
export interface DutiesState {
  status: 'idle' | 'loading' | 'loaded' | 'failed'
  /** A load is running (first load or reload). */
  busy: boolean
  plan: DutyPlan | undefined
  /** The block-month selection (core block-month machine). */
  selection: BlockMonthState
  error: TransportError | undefined
}

/** The duties of the signed-in crew member: loaded once per session, reloaded by auto-refresh and after confirmations. */
/** `loadDuties` bound to the roster port: `(input) => TaskEither<TransportError, DutyPlan>`. */
export type LoadDutiesUseCase = ReturnType<typeof loadDuties>

export interface DutiesStore {
  readonly state: DutiesState
  /** Loads `GET roster/{crmId}/events`, keeping the active block month (SPEC section 4). A load in flight is shared. */
  readonly load: () => Promise<void>
  /** Puts a plan loaded elsewhere (the duty data after a roster-change confirmation). */
  readonly setPlan: (plan: DutyPlan) => void
  /** Previous / next block month, stopping at the ends; a direct choice. */
  readonly previous: () => void
  readonly next: () => void
  readonly choose: (id: string) => void
  /** Signed out: forget everything. */
  readonly reset: () => void
  /** Called after every successful load (the auto-refresh machine's `DutiesLoaded`). */
  readonly onLoaded: (listener: () => void) => () => void
}

const empty = (): DutiesState => ({ status: 'idle', busy: false, plan: undefined, selection: ref(initialBlockMonthState), error: undefined })

/** Creates the duties store over the `loadDuties` use case. */
export const createDutiesStore = (deps: {
  readonly loadDuties: LoadDutiesUseCase
  readonly clock: ClockFn
  readonly crmId: () => CrmId | undefined
}): DutiesStore => {
  const state = proxy<DutiesState>(empty())
  const listeners = new Set<() => void>()
  let inFlight: Promise<void> | undefined

  const select = (event: Parameters<typeof blockMonthReducer>[1]): void => {
    state.selection = ref(blockMonthReducer(state.selection, event).state)
  }
  const setPlan = (plan: DutyPlan): void => {
    state.plan = ref(plan)
    state.selection = ref({ blockMonths: plan.blockMonths, activeId: O.map((bm: { readonly id: string }) => bm.id)(plan.active) })
    state.status = 'loaded'
    state.error = undefined
    for (const listener of [...listeners]) listener()
  }
  const load = (): Promise<void> => {
    const crmId = deps.crmId()
    if (crmId === undefined) return Promise.resolve()
    if (inFlight !== undefined) return inFlight
    if (state.plan === undefined) state.status = 'loading'
    state.busy = true
    const task = deps.loadDuties({ crmId, activeId: state.selection.activeId, now: deps.clock() })
    inFlight = task().then((result) => {
      inFlight = undefined
      state.busy = false
      if (deps.crmId() !== crmId) return
      if (E.isRight(result)) setPlan(result.right)
      else {
        state.error = ref(result.left)
        state.status = state.plan === undefined ? 'failed' : 'loaded'
      }
    })
    return inFlight
  }
  return {
    state,
    load,
    setPlan,
    previous: () => select({ _tag: 'Previous' }),
    next: () => select({ _tag: 'Next' }),
    choose: (id) => select({ _tag: 'Choose', id }),
    reset: () => Object.assign(state, empty()),
    onLoaded: (listener) => {
      listeners.add(listener)
      return () => void listeners.delete(listener)
    },
  }
}
