import type { Temporal } from 'temporal-polyfill'
import type { CrmId, LogicalId } from '../shared/brands'
import type { CheckInConfiguration, UpcomingCheckInEvent } from './check-in.codec'
import { isCheckInWindowOpen } from './time-window-check-in.rules'

/**
 * Where the time-window check-in stands: not running, loading the configuration, waiting for the
 * window, confirming a reached window against a fresh configuration, or offering the check-in.
 */
export type CheckInWindowPhase = 'stopped' | 'loading' | 'waiting' | 'confirming' | 'offering'

/** The time-window check-in machine's state. */
export interface CheckInWindowState {
  /** The crew member the machine was started for (`Start`); null while stopped. */
  readonly crmId: CrmId | null
  readonly phase: CheckInWindowPhase
  /** The upcoming check-in event of the last configuration loaded. */
  readonly upcoming: UpcomingCheckInEvent | null
  /** The event whose window has already prompted an offer: it prompts once. */
  readonly offeredFor: LogicalId | null
}

/** Inputs: the session, the check-in configuration calls, the clock and the user's answer. */
export type CheckInWindowEvent =
  | {
      readonly _tag: 'Start'
      /** The signed-in crew member: the configuration calls are for this crmId. */
      readonly crmId: CrmId
      /** The user may check in (features viewCheckIn and performCheckIn). */
      readonly checkInEnabled: boolean
      readonly authenticated: boolean
    }
  | { readonly _tag: 'Stop' }
  /** The duties were reloaded: the upcoming check-in event may have changed. */
  | { readonly _tag: 'Refresh' }
  | { readonly _tag: 'ConfigLoaded'; readonly config: CheckInConfiguration }
  | { readonly _tag: 'ConfigLoadFailed' }
  /** The clock: time comes in as a value. */
  | { readonly _tag: 'Tick'; readonly now: Temporal.Instant }
  | { readonly _tag: 'OfferAnswered'; readonly accepted: boolean }

/** Effects as data, for the runner to carry out. */
export type CheckInWindowEffect =
  /** Load the check-in configuration of `crmId`; answers `ConfigLoaded` or `ConfigLoadFailed`. */
  | { readonly _tag: 'LoadConfig'; readonly crmId: CrmId }
  /** Start sending `Tick` with the clock's now; `StopTicks` ends it. */
  | { readonly _tag: 'StartTicks' }
  | { readonly _tag: 'StopTicks' }
  /** The Yes/No "go to check-in for {airport}?" dialog; the answer comes back as `OfferAnswered`. */
  | { readonly _tag: 'OfferCheckIn'; readonly logicalId: LogicalId; readonly airport: string }
  | { readonly _tag: 'NavigateToCheckIn'; readonly logicalId: LogicalId; readonly airport: string }
  /** The window is open but the configuration says check-in is not yet allowed: only logged. */
  | { readonly _tag: 'LogWarning'; readonly warning: 'CHECK_IN_NOT_YET_ALLOWED'; readonly logicalId: LogicalId }

/** A step: the next state and the effects, in order. */
export interface CheckInWindowTransition {
  readonly state: CheckInWindowState
  readonly effects: ReadonlyArray<CheckInWindowEffect>
}

/** Not running. */
export const initialCheckInWindowState: CheckInWindowState = { crmId: null, phase: 'stopped', upcoming: null, offeredFor: null }

const stay = (state: CheckInWindowState): CheckInWindowTransition => ({ state, effects: [] })

/** `next` with a configuration load for the crew member the machine runs for. */
const loadConfig = (next: CheckInWindowState, before: CheckInWindowState): CheckInWindowTransition =>
  next.crmId === null ? stay(before) : { state: next, effects: [{ _tag: 'LoadConfig', crmId: next.crmId }] }

const upcomingOf = (config: CheckInConfiguration): UpcomingCheckInEvent | null => config.upcomingCheckinEvent ?? null

/** A reached window confirmed against the configuration just reloaded (same path as a geofence entry). */
const onConfirmed = (state: CheckInWindowState, config: CheckInConfiguration): CheckInWindowTransition => {
  const reached = state.upcoming
  const upcoming = upcomingOf(config)
  const next: CheckInWindowState = { ...state, phase: 'waiting', upcoming }
  if (reached === null || upcoming?.logicalId !== reached.logicalId) return stay(next)
  if (config.checkInPermission === 'CHECK_IN_NOT_ALLOWED')
    return { state: next, effects: [{ _tag: 'LogWarning', warning: 'CHECK_IN_NOT_YET_ALLOWED', logicalId: reached.logicalId }] }
  return {
    state: { ...next, phase: 'offering' },
    effects: [{ _tag: 'OfferCheckIn', logicalId: reached.logicalId, airport: reached.airport }],
  }
}

/**
 * The time-window check-in of SPEC sections 1 and 4: check-in "either by location zone (geofence)
 * or by time window"; "A time window being reached also prompts an offer to check in".
 * It runs on its own, whether or not the geofence runs (no location feature or native capability
 * needed): it starts when the user is authenticated and may check in, loads the check-in
 * configuration, and on each `Tick` whose `now` is inside the upcoming event's window
 * (time-window-check-in.rules) reloads the configuration; if the event is still the upcoming one
 * and check-in is not refused (CHECK_IN_NOT_ALLOWED: a warning only), it offers the Yes/No dialog,
 * once per event. `Refresh` (duties reloaded) loads the configuration again. The configuration is
 * the one of the crmId `Start` carried.
 */
export const checkInWindowReducer = (state: CheckInWindowState, event: CheckInWindowEvent): CheckInWindowTransition => {
  if (event._tag === 'Start') {
    if (!event.checkInEnabled || !event.authenticated || state.phase !== 'stopped') return stay(state)
    return {
      state: { ...initialCheckInWindowState, crmId: event.crmId, phase: 'loading' },
      effects: [{ _tag: 'StartTicks' }, { _tag: 'LoadConfig', crmId: event.crmId }],
    }
  }
  if (state.phase === 'stopped') return stay(state)
  switch (event._tag) {
    case 'Stop':
      return { state: initialCheckInWindowState, effects: [{ _tag: 'StopTicks' }] }
    case 'Refresh':
      return state.phase === 'waiting' ? loadConfig({ ...state, phase: 'loading' }, state) : stay(state)
    case 'ConfigLoaded':
      if (state.phase === 'loading') return stay({ ...state, phase: 'waiting', upcoming: upcomingOf(event.config) })
      return state.phase === 'confirming' ? onConfirmed(state, event.config) : stay(state)
    case 'ConfigLoadFailed':
      return state.phase === 'loading' || state.phase === 'confirming' ? stay({ ...state, phase: 'waiting' }) : stay(state)
    case 'Tick': {
      const upcoming = state.upcoming
      const due =
        state.phase === 'waiting' &&
        upcoming !== null &&
        state.offeredFor !== upcoming.logicalId &&
        isCheckInWindowOpen(upcoming, event.now)
      if (!due) return stay(state)
      return loadConfig({ ...state, phase: 'confirming', offeredFor: upcoming.logicalId }, state)
    }
    case 'OfferAnswered': {
      if (state.phase !== 'offering' || state.upcoming === null) return stay(state)
      const target = { logicalId: state.upcoming.logicalId, airport: state.upcoming.airport }
      return {
        state: { ...state, phase: 'waiting' },
        effects: event.accepted ? [{ _tag: 'NavigateToCheckIn', ...target }] : [],
      }
    }
  }
}
