import * as E from 'fp-ts/Either'
import * as O from 'fp-ts/Option'
import * as t from 'io-ts'
import { proxy, ref } from 'valtio'
import type { Temporal } from 'temporal-polyfill'
import {
  confirmationReducer,
  startConfirmation,
  type ConfirmationEffect,
  type ConfirmationEvent,
  type ConfirmationState,
} from '../../../../core/roster-changes/confirmation.machine'
import type { markConfirmedChangeNews } from '../../../../core/news/mark-confirmed-change-news.use-case'
import type { confirmRosterChanges } from '../../../../core/roster-changes/confirm-roster-changes.use-case'
import type { loadRosterChanges } from '../../../../core/roster-changes/load-roster-changes.use-case'
import { RosterChangeNavigationState } from '../../../../core/roster-changes/roster-change.codec'
import type { DutyPlan } from '../../../../core/roster/load-duties.use-case'
import type { CrmId } from '../../../../core/shared/brands'
import { DEVICE_DOMAIN } from '../../../../core/shared/constants'
import type { OutboxAction, OutboxItem } from '../../../../core/outbox/outbox.codec'
import type { ActionRoute } from '../../../../core/outbox/outbox.rules'
import type { QueueActionError } from '../../../../core/outbox/queue-action.use-case'
import { runMachine, type MachineRunner } from '../../../app/machine-runner'
import type { LoadDutiesAfterConfirm } from '../details.tokens'

/** The confirmation screen's view state: the core machine's state (held by `ref`) and the open warning. */
export const rosterChangesView = proxy<{ state: ConfirmationState | undefined; warning: boolean; queuedSeq: number | undefined }>({
  state: undefined,
  warning: false,
  queuedSeq: undefined,
})

/** The 'scroll down before confirm' warning was closed. */
export const closeWarning = (): void => {
  rosterChangesView.warning = false
}

/** Forgets the screen (unmount, sign-out, tests). */
export const resetRosterChangesView = (): void => {
  rosterChangesView.state = undefined
  rosterChangesView.warning = false
  rosterChangesView.queuedSeq = undefined
}

const Decoded = new t.Type<RosterChangeNavigationState, RosterChangeNavigationState, unknown>(
  'DecodedRosterChangeNavigationState',
  RosterChangeNavigationState.is,
  (u, c) => (RosterChangeNavigationState.is(u) ? t.success(u) : t.failure(u, c)),
  t.identity,
)

/**
 * The navigation state of `/notifications/{crmId}` ("state carries fromDateTimeUTC, toDateTimeUTC,
 * redirectTo"), decoded with core `RosterChangeNavigationState` (history state is untrusted input),
 * as wire strings or already decoded. Without a valid state: the period of `now` and a return to /.
 */
export const navigationStateOf = (state: unknown, now: Temporal.ZonedDateTime): RosterChangeNavigationState =>
  E.getOrElse((): RosterChangeNavigationState => ({ fromDateTimeUTC: now, toDateTimeUTC: now, redirectTo: '/' }))(
    E.alt(() => Decoded.decode(state))(RosterChangeNavigationState.decode(state)),
  )

/** What the machine's effects need. */
export interface RosterChangesDeps {
  readonly crmId: CrmId
  readonly loadRosterChanges: ReturnType<typeof loadRosterChanges>
  readonly confirmRosterChanges: ReturnType<typeof confirmRosterChanges>
  readonly loadDutiesAfterConfirm: LoadDutiesAfterConfirm
  /** Marks read the roster-change messages a confirmation settles (core `markConfirmedChangeNews`). */
  readonly markConfirmedChangeNews: ReturnType<typeof markConfirmedChangeNews>
  /** Hands the reloaded duty plan to the duties store (the block-month machine's `Loaded` keeps the active block month). */
  readonly planLoaded: (plan: DutyPlan) => void
  readonly navigate: (path: string) => void
  /** The offline outbox: whether a confirmation goes now or waits, and keeping it. */
  readonly outbox?: {
    readonly route: () => ActionRoute
    readonly queue: (action: OutboxAction) => Promise<E.Either<QueueActionError, OutboxItem>>
  }
}

const runEffect =
  (deps: RosterChangesDeps) =>
  (effect: ConfirmationEffect, dispatch: (event: ConfirmationEvent) => void): void => {
    switch (effect._tag) {
      case 'FetchRosterChanges':
        void deps
          .loadRosterChanges(deps.crmId)()
          .then((result) => dispatch(E.isRight(result) ? { _tag: 'Loaded', change: result.right } : { _tag: 'LoadFailed', error: result.left }))
        return
      case 'PostConfirmation':
        if (deps.outbox !== undefined && deps.outbox.route() === 'Queue') {
          void deps.outbox.queue({ _tag: 'ConfirmRosterChange', body: effect.body }).then((kept) => {
            if (E.isRight(kept)) {
              rosterChangesView.queuedSeq = kept.right.seq
              dispatch({ _tag: 'ConfirmQueued' })
            } else dispatch({ _tag: 'ConfirmFinished', outcome: { _tag: 'Failed', serverMessage: O.none } })
          })
          return
        }
        void deps
          .confirmRosterChanges({ crmId: deps.crmId, body: effect.body })()
          .then((outcome) => dispatch({ _tag: 'ConfirmFinished', outcome }))
        return
      case 'ShowWarning':
        rosterChangesView.warning = true
        return
      case 'ReturnTo':
        // "On confirm it returns to redirectTo with loadDuties": POST roster/{crmId}/events with the confirm result.
        if (O.isNone(effect.loadDuties)) {
          deps.navigate(effect.path)
          return
        }
        {
          const confirmed = effect.loadDuties.value
          void deps
            .loadDutiesAfterConfirm({ crmId: deps.crmId, confirmed })()
            .then((result) => {
              if (E.isRight(result)) deps.planLoaded(result.right)
            })
          // The news it settles is marked read before returning, so the news list shows it read; a failed call leaves it unread.
          void deps
            .markConfirmedChangeNews({ domain: DEVICE_DOMAIN, periods: confirmed.periods })()
            .then(() => deps.navigate(effect.path))
        }
        return
      case 'GoBack':
        deps.navigate(rosterChangesView.state?.navigation.redirectTo ?? '/')
        return
    }
  }

/**
 * Opens the roster-change confirmation: runs the core confirmation machine (SPEC sections 2, 4 and 8)
 * with the profile's full-selection mode, mirroring its state into {@link rosterChangesView}.
 */
export const startRosterChanges = (
  deps: RosterChangesDeps,
  navigation: RosterChangeNavigationState,
  fullSelection: boolean,
): MachineRunner<ConfirmationState, ConfirmationEvent> => {
  const start = startConfirmation(navigation, fullSelection)
  const run = runEffect(deps)
  const runner = runMachine(start.state, confirmationReducer, run)
  rosterChangesView.state = ref(start.state)
  rosterChangesView.warning = false
  rosterChangesView.queuedSeq = undefined
  runner.subscribe((state) => {
    rosterChangesView.state = ref(state)
  })
  for (const effect of start.effects) run(effect, runner.dispatch)
  return runner
}
