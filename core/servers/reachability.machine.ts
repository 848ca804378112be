import * as O from 'fp-ts/Option'
import type { ServerEntry } from '../access/profile.codec'
import type { ServerConfigResult, ServerStatus } from './server.codec'

/** The URL state of the selected or tested server (SPEC section 4, Server reachability). */
export interface ReachabilityState {
  readonly status: ServerStatus
  /** The id given to the last check started; ids only grow. */
  readonly lastCheckId: number
  /** The check whose answer is awaited (PENDING), if any. */
  readonly pendingCheckId: O.Option<number>
  /** The server the current or last finished check is about. */
  readonly checkedEntry: O.Option<ServerEntry>
  /** The configuration the server returned (AVAILABLE). */
  readonly config: O.Option<ServerConfigResult>
}

/** Nothing checked yet: UNKNOWN. */
export const INITIAL_REACHABILITY: ReachabilityState = {
  status: 'UNKNOWN',
  lastCheckId: 0,
  pendingCheckId: O.none,
  checkedEntry: O.none,
  config: O.none,
}

/**
 * A check starts for `entry`; the answer of check `checkId` arrives (config or failure); the user
 * cancels (for example by going back, or by editing the tested form).
 */
export type ReachabilityEvent =
  | { readonly type: 'CHECK_STARTED'; readonly entry: ServerEntry }
  | { readonly type: 'CHECK_SUCCEEDED'; readonly checkId: number; readonly config: ServerConfigResult }
  | { readonly type: 'CHECK_FAILED'; readonly checkId: number }
  | { readonly type: 'CANCEL' }

/**
 * `CHECK_SERVER`: call `checkServer(entry, token)` and answer with `CHECK_SUCCEEDED` /
 * `CHECK_FAILED` carrying `checkId`. `CANCEL_CHECK`: fire the cancel token of that check.
 */
export type ReachabilityEffect =
  | { readonly type: 'CHECK_SERVER'; readonly checkId: number; readonly entry: ServerEntry }
  | { readonly type: 'CANCEL_CHECK'; readonly checkId: number }

/** The next reachability state and the effects to run. */
export interface ReachabilityTransition {
  readonly state: ReachabilityState
  readonly effects: ReadonlyArray<ReachabilityEffect>
}

const cancelPending = (state: ReachabilityState): ReadonlyArray<ReachabilityEffect> =>
  O.isSome(state.pendingCheckId) ? [{ type: 'CANCEL_CHECK', checkId: state.pendingCheckId.value }] : []

const isPending = (state: ReachabilityState, checkId: number): boolean =>
  O.isSome(state.pendingCheckId) && state.pendingCheckId.value === checkId

/**
 * "UNKNOWN becomes PENDING when a check starts. PENDING becomes AVAILABLE when a config is
 * returned, or UNREACHABLE on failure. Cancelling resets to UNKNOWN" (SPEC section 4). Each check
 * gets an id; an answer for any other check than the pending one (a cancelled check, or one for
 * a server no longer selected) is ignored. Starting a check while one is pending cancels it.
 */
export const reduceReachability = (state: ReachabilityState, event: ReachabilityEvent): ReachabilityTransition => {
  switch (event.type) {
    case 'CHECK_STARTED': {
      const checkId = state.lastCheckId + 1
      return {
        state: {
          status: 'PENDING',
          lastCheckId: checkId,
          pendingCheckId: O.some(checkId),
          checkedEntry: O.some(event.entry),
          config: O.none,
        },
        effects: [...cancelPending(state), { type: 'CHECK_SERVER', checkId, entry: event.entry }],
      }
    }
    case 'CHECK_SUCCEEDED':
      return isPending(state, event.checkId)
        ? { state: { ...state, status: 'AVAILABLE', pendingCheckId: O.none, config: O.some(event.config) }, effects: [] }
        : { state, effects: [] }
    case 'CHECK_FAILED':
      return isPending(state, event.checkId)
        ? { state: { ...state, status: 'UNREACHABLE', pendingCheckId: O.none, config: O.none }, effects: [] }
        : { state, effects: [] }
    case 'CANCEL':
      return {
        state: { ...INITIAL_REACHABILITY, lastCheckId: state.lastCheckId },
        effects: cancelPending(state),
      }
  }
}
