import * as O from 'fp-ts/Option'
import { Temporal } from 'temporal-polyfill'

/**
 * The instant the app locks: `applicationLockTimeout` seconds (security config; default 1800 s,
 * SPEC section 9) after the last user activity. Decision where the spec is silent: a timeout of
 * zero, a negative one or a non-number turns the lock off (none).
 */
export const lockDueAt = (lastActivity: Temporal.Instant, timeoutSeconds: number): O.Option<Temporal.Instant> =>
  Number.isFinite(timeoutSeconds) && timeoutSeconds > 0 ? O.some(lastActivity.add({ seconds: Math.floor(timeoutSeconds) })) : O.none

/** The application lock: whether it watches, its timeout, when it is due, and whether it has locked. */
export interface ApplicationLockState {
  readonly running: boolean
  readonly timeoutSeconds: number
  readonly dueAt: O.Option<Temporal.Instant>
  readonly locked: boolean
}

/** Time enters as `now`; the runner turns `SCHEDULE_TICK` into a timer that sends `TICK`. */
export type ApplicationLockEvent =
  | { readonly type: 'START'; readonly now: Temporal.Instant; readonly timeoutSeconds: number }
  | { readonly type: 'STOP' }
  /** A click, key press or tap (the same activity as the keep-alive's). */
  | { readonly type: 'USER_ACTIVITY'; readonly now: Temporal.Instant }
  | { readonly type: 'TICK'; readonly now: Temporal.Instant }
  /** The user signed in again on the lock overlay. */
  | { readonly type: 'UNLOCKED'; readonly now: Temporal.Instant }

/** `LOCK` asks the auth machine for a re-authentication (APPLICATION_LOCKED). */
export type ApplicationLockEffect =
  | { readonly type: 'SCHEDULE_TICK'; readonly at: Temporal.Instant }
  | { readonly type: 'CANCEL_TICK' }
  | { readonly type: 'LOCK' }

/** The next state and the effects to run, in order. */
export interface ApplicationLockTransition {
  readonly state: ApplicationLockState
  readonly effects: ReadonlyArray<ApplicationLockEffect>
}

/** Not watching (signed out). */
export const APPLICATION_LOCK_STOPPED: ApplicationLockState = { running: false, timeoutSeconds: 0, dueAt: O.none, locked: false }

const unchanged = (state: ApplicationLockState): ApplicationLockTransition => ({ state, effects: [] })

const armed = (state: ApplicationLockState, now: Temporal.Instant): ApplicationLockTransition => {
  const dueAt = lockDueAt(now, state.timeoutSeconds)
  return {
    state: { ...state, running: true, locked: false, dueAt },
    effects: O.isSome(dueAt) ? [{ type: 'SCHEDULE_TICK', at: dueAt.value }] : [],
  }
}

/**
 * The application lock (SPEC section 3 security config `applicationLockTimeout`, section 9 default
 * 1800 s): after that many seconds without user activity the app locks and asks for
 * re-authentication, the screen staying as it was under the login overlay. Activity pushes the
 * deadline back (the timer is rescheduled lazily: a `TICK` before the deadline re-arms it for the
 * deadline); a locked app ignores activity until `UNLOCKED`. Events while stopped do nothing.
 */
export const reduceApplicationLock = (state: ApplicationLockState, event: ApplicationLockEvent): ApplicationLockTransition => {
  switch (event.type) {
    case 'START':
      return armed({ ...APPLICATION_LOCK_STOPPED, timeoutSeconds: event.timeoutSeconds }, event.now)
    case 'STOP':
      return state.running ? { state: APPLICATION_LOCK_STOPPED, effects: [{ type: 'CANCEL_TICK' }] } : unchanged(state)
    case 'USER_ACTIVITY':
      return state.running && !state.locked ? unchanged({ ...state, dueAt: lockDueAt(event.now, state.timeoutSeconds) }) : unchanged(state)
    case 'UNLOCKED':
      return state.running && state.locked ? armed(state, event.now) : unchanged(state)
    case 'TICK': {
      if (!state.running || state.locked || O.isNone(state.dueAt)) return unchanged(state)
      const due = state.dueAt.value
      if (Temporal.Instant.compare(event.now, due) < 0) return { state, effects: [{ type: 'SCHEDULE_TICK', at: due }] }
      return { state: { ...state, locked: true, dueAt: O.none }, effects: [{ type: 'LOCK' }] }
    }
  }
}
