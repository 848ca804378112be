import * as O from 'fp-ts/Option'
import { Temporal } from 'temporal-polyfill'
import { KEEP_ALIVE_FALLBACK_MINUTES } from '../shared/constants'

/**
 * "The session is validated every certValidity/3 minutes (floor), or every 2 minutes if that is
 * zero" (SPEC section 4, Session keep-alive). A negative or non-finite certValidity is treated
 * like zero.
 */
export const keepAliveIntervalMinutes = (certValidityMinutes: number): number => {
  const minutes = Math.floor(certValidityMinutes / 3)
  return Number.isFinite(minutes) && minutes > 0 ? minutes : KEEP_ALIVE_FALLBACK_MINUTES
}

/**
 * Minutes until the first check of a session that already existed (security config
 * `remainingCertValidity`, minutes left): the usual interval, or one minute before the remaining
 * validity runs out when that comes first, so a renew can still reach the server; 0 (check at once)
 * when a minute or less is left. Without a remaining validity (a fresh login), the interval.
 */
export const firstCheckMinutes = (intervalMinutes: number, remainingCertValidity: number | undefined): number =>
  remainingCertValidity === undefined || !Number.isFinite(remainingCertValidity)
    ? intervalMinutes
    : Math.min(intervalMinutes, Math.max(0, Math.floor(remainingCertValidity) - 1))

/** The user actions that count as activity: "click, keypress, tap" (SPEC section 4). */
export const USER_ACTIVITY_KINDS = ['click', 'keypress', 'tap'] as const
/** One of the activity kinds. */
export type UserActivityKind = (typeof USER_ACTIVITY_KINDS)[number]

/** True when a UI event name is one of the activity kinds. */
export const isUserActivity = (eventName: string): eventName is UserActivityKind =>
  (USER_ACTIVITY_KINDS as ReadonlyArray<string>).includes(eventName)

/** The keep-alive schedule: whether it runs, for whom, and when the next check is due. */
export interface KeepAliveState {
  readonly running: boolean
  readonly userName: string
  readonly intervalMinutes: number
  readonly nextCheckAt: O.Option<Temporal.Instant>
  readonly activitySinceLastCheck: boolean
}

/** Time enters as `now`; the runner turns `SCHEDULE_TICK` into a timer that sends `TICK`. */
export type KeepAliveEvent =
  | {
      readonly type: 'START'
      readonly now: Temporal.Instant
      readonly certValidity: number
      readonly userName: string
      /** Minutes left of the session the app found at start (security config), when known. */
      readonly remainingCertValidity?: number
    }
  | { readonly type: 'STOP' }
  | { readonly type: 'USER_ACTIVITY'; readonly kind: UserActivityKind }
  | { readonly type: 'TICK'; readonly now: Temporal.Instant }
  | { readonly type: 'WINDOW_FOCUSED' }

/** `RENEW` calls `renew(userName)`, `VALIDATE` calls `validate`; a 401 answer is a session expiry. */
export type KeepAliveEffect =
  | { readonly type: 'RENEW'; readonly userName: string }
  | { readonly type: 'VALIDATE' }
  | { readonly type: 'SCHEDULE_TICK'; readonly at: Temporal.Instant }
  | { readonly type: 'CANCEL_TICK' }

/** The next keep-alive state and the effects to run, in order. */
export interface KeepAliveTransition {
  readonly state: KeepAliveState
  readonly effects: ReadonlyArray<KeepAliveEffect>
}

/** The stopped schedule (before login, after logout). */
export const KEEP_ALIVE_STOPPED: KeepAliveState = {
  running: false,
  userName: '',
  intervalMinutes: KEEP_ALIVE_FALLBACK_MINUTES,
  nextCheckAt: O.none,
  activitySinceLastCheck: false,
}

const unchanged = (state: KeepAliveState): KeepAliveTransition => ({ state, effects: [] })

/**
 * The keep-alive reducer (SPEC section 4, Session keep-alive): every interval a check is due;
 * "A renew is sent when user activity (click, keypress, tap) occurred" since the last check,
 * otherwise the session is validated; "Validation also runs on window focus". A `TICK` before
 * the due time (a stale timer) does nothing; events while stopped do nothing.
 */
export const reduceKeepAlive = (state: KeepAliveState, event: KeepAliveEvent): KeepAliveTransition => {
  switch (event.type) {
    case 'START': {
      const intervalMinutes = keepAliveIntervalMinutes(event.certValidity)
      const at = event.now.add({ minutes: firstCheckMinutes(intervalMinutes, event.remainingCertValidity) })
      return {
        state: { running: true, userName: event.userName, intervalMinutes, nextCheckAt: O.some(at), activitySinceLastCheck: false },
        effects: [{ type: 'SCHEDULE_TICK', at }],
      }
    }
    case 'STOP':
      return state.running ? { state: KEEP_ALIVE_STOPPED, effects: [{ type: 'CANCEL_TICK' }] } : unchanged(state)
    case 'USER_ACTIVITY':
      return state.running ? unchanged({ ...state, activitySinceLastCheck: true }) : unchanged(state)
    case 'WINDOW_FOCUSED':
      return state.running ? { state, effects: [{ type: 'VALIDATE' }] } : unchanged(state)
    case 'TICK': {
      if (!state.running) return unchanged(state)
      const due = O.isNone(state.nextCheckAt) || Temporal.Instant.compare(event.now, state.nextCheckAt.value) >= 0
      if (!due) return unchanged(state)
      const at = event.now.add({ minutes: state.intervalMinutes })
      const check: KeepAliveEffect = state.activitySinceLastCheck
        ? { type: 'RENEW', userName: state.userName }
        : { type: 'VALIDATE' }
      return {
        state: { ...state, nextCheckAt: O.some(at), activitySinceLastCheck: false },
        effects: [check, { type: 'SCHEDULE_TICK', at }],
      }
    }
  }
}
