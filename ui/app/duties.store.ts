import * as E from 'fp-ts/Either'
import { proxy, ref } from 'valtio'
import type { TransportError } from '../../core/errors/app-error'
import { blockMonthReducer, initialBlockMonthState, type BlockMonthEvent, type BlockMonthState } from '../../core/roster/block-month.machine'
import type { BlockMonthRange } from '../../core/roster/block-month.rules'
import type { DutyPlan, loadDuties } from '../../core/roster/load-duties.use-case'
import type { sharePlan } from '../../core/roster/plan-sharing.rules'
import type { CrmId } from '../../core/shared/brands'
import type { ClockFn } from '../../core/platform/clock.port'
import type { Temporal } from 'temporal-polyfill'

/** The duty plan as the home screen and the detail screens read it. Temporal values are held by `ref`. */
export interface DutiesState {
  status: 'idle' | 'loading' | 'loaded' | 'failed'
  /** A load is running (first load or reload). */
  busy: boolean
  plan: DutyPlan | undefined
  /** The block-month selection: the core block-month machine's state, changed only by its events. */
  selection: BlockMonthState
  error: TransportError | undefined
  /**
   * The plan shown is the device's own copy (instant open, issue 27), last fresh at this instant: the fresh one is on
   * its way. Undefined once a plan came from the server. Held by `ref`.
   */
  copySavedAt: Temporal.Instant | undefined
}

/** How long a fresh plan waits for the code that keeps the copy's objects (see `load`). */
export const SHARE_PATIENCE_MS = 1_000

/** Core `sharePlan`: the fresh plan with the shown plan's objects wherever they are equal. */
export type SharePlan = typeof sharePlan

/** The duties of the signed-in crew member: loaded once per session, reloaded by auto-refresh and after confirmations. */
/** `loadDuties` bound to the roster port: `(input) => TaskEither<TransportError, DutyPlan>`. */
export type LoadDutiesUseCase = ReturnType<typeof loadDuties>

export interface DutiesStore {
  readonly state: DutiesState
  /** Loads `GET roster/{crmId}/events`; the machine's `Loaded` keeps the active block month (SPEC section 4). A load in flight is shared. */
  readonly load: () => Promise<void>
  /** A plan loaded elsewhere arrived (the duty data after a roster-change confirmation): the same `Loaded`. */
  readonly planLoaded: (plan: DutyPlan) => void
  /**
   * The device's own copy of the plan, shown while the fresh one loads (instant open): the same `Loaded` for the
   * block-month selection, but no listener hears it (it is not a load: auto-refresh and the last-synced time wait).
   * `loadShare` loads core `sharePlan` (once the fresh plan came), with which fresh plans keep the copy's objects.
   */
  readonly copyShown: (plan: DutyPlan, savedAt: Temporal.Instant, loadShare: () => Promise<SharePlan>) => void
  /** The machine's `Previous` / `Next` (stopping at the ends) and `Choose` (the block month itself). */
  readonly previous: () => void
  readonly next: () => void
  readonly choose: (blockMonth: BlockMonthRange) => void
  /** Signed out: forget everything. */
  readonly reset: () => void
  /** Called after every successful load (the auto-refresh machine's `DutiesLoaded`). */
  readonly onLoaded: (listener: () => void) => () => void
}

const empty = (): DutiesState => ({
  status: 'idle',
  busy: false,
  plan: undefined,
  selection: ref(initialBlockMonthState),
  error: undefined,
  copySavedAt: undefined,
})

/** Creates the duties store over the `loadDuties` use case. */
export const createDutiesStore = (deps: {
  readonly loadDuties: LoadDutiesUseCase
  readonly clock: ClockFn
  readonly crmId: () => CrmId | undefined
}): DutiesStore => {
  const state = proxy<DutiesState>(empty())
  const listeners = new Set<() => void>()
  let inFlight: Promise<void> | undefined

  const select = (event: BlockMonthEvent): void => {
    const next = blockMonthReducer(state.selection, event).state
    if (next !== state.selection) state.selection = ref(next)
  }
  /** How a fresh plan keeps the shown one's objects (core `sharePlan`): its loader comes with the device's copy. */
  let loadShare: (() => Promise<SharePlan>) | undefined
  let share: SharePlan | undefined
  const planLoaded = (plan: DutyPlan): void => {
    // The shown plan's objects where the fresh one equals them: a fresh roster equal to the device's copy (or a
    // refresh that changed nothing) leaves the screens' objects, the block-month selection included, as they were,
    // so nothing is drawn again.
    const shown = state.plan
    const shared = shown === undefined || share === undefined ? plan : share(shown, plan)
    if (shared !== shown) {
      state.plan = ref(shared)
      select({ _tag: 'Loaded', blockMonthList: plan.blockMonthList, now: deps.clock() })
    }
    state.status = 'loaded'
    state.error = undefined
    state.copySavedAt = undefined
    for (const listener of [...listeners]) listener()
  }
  const load = (): Promise<void> => {
    const crmId = deps.crmId()
    if (crmId === undefined) return Promise.resolve()
    if (inFlight !== undefined) return inFlight
    if (state.plan === undefined) state.status = 'loading'
    state.busy = true
    const task = deps.loadDuties({ crmId })
    inFlight = task().then(async (result) => {
      // With the device's copy shown, the code that keeps its objects (fetched now, after the duty plan was asked).
      // At most a second: a code fetch that hangs (a stalled hotel network) must not hold the fresh plan back; without
      // it the fresh plan replaces the copy whole, and the next load asks again.
      if (E.isRight(result) && loadShare !== undefined && share === undefined) {
        let patience: ReturnType<typeof setTimeout> | undefined
        share = await Promise.race([loadShare(), new Promise<undefined>((resolve) => (patience = setTimeout(() => resolve(undefined), SHARE_PATIENCE_MS)))])
        clearTimeout(patience)
      }
      inFlight = undefined
      state.busy = false
      if (deps.crmId() !== crmId) return
      if (E.isRight(result)) planLoaded(result.right)
      else {
        state.error = ref(result.left)
        state.status = state.plan === undefined ? 'failed' : 'loaded'
        // The copy stays, but nothing is refreshing any more: home's line is the last-synced one again.
        state.copySavedAt = undefined
      }
    })
    return inFlight
  }
  return {
    state,
    load,
    planLoaded,
    copyShown: (plan, savedAt, sharing) => {
      // Never over a plan from the server (a copy read late).
      if (state.plan !== undefined) return
      loadShare = sharing
      state.plan = ref(plan)
      select({ _tag: 'Loaded', blockMonthList: plan.blockMonthList, now: deps.clock() })
      state.status = 'loaded'
      state.copySavedAt = ref(savedAt)
    },
    previous: () => select({ _tag: 'Previous' }),
    next: () => select({ _tag: 'Next' }),
    choose: (blockMonth) => select({ _tag: 'Choose', blockMonth }),
    reset: () => {
      loadShare = undefined
      share = undefined
      Object.assign(state, empty())
    },
    onLoaded: (listener) => {
      listeners.add(listener)
      return () => void listeners.delete(listener)
    },
  }
}
