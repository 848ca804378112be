import { GEOFENCE_RETRY_MS } from '../shared/constants'
import type { CheckInConfiguration } from './check-in.codec'
import { geofenceMayStart, initialGeofenceState, type GeofenceEntry, type GeofenceState } from './geofence-start.rules'
import type { GeofenceEffect, GeofenceEvent, GeofenceStatus } from './geofence.messages'

export { geofenceMayStart, initialGeofenceState, type GeofenceEntry, type GeofencePhase, type GeofenceState } from './geofence-start.rules'

/** A step of the machine: the next state and the effects to carry out, in order. */
export interface GeofenceTransition {
  readonly state: GeofenceState
  readonly effects: ReadonlyArray<GeofenceEffect>
}

const stay = (state: GeofenceState): GeofenceTransition => ({ state, effects: [] })
const retry = (state: GeofenceState): GeofenceTransition => ({
  state: { ...state, phase: 'waitingRetry' },
  effects: [{ _tag: 'ScheduleRetry', delayMs: GEOFENCE_RETRY_MS }],
})

/** "When none it initializes. On error or permission denied it retries after 30 seconds. Otherwise it reconfigures." */
const onStatus = (state: GeofenceState, status: GeofenceStatus): GeofenceTransition => {
  const next = { ...state, status }
  if (status === 'none' && state.phase !== 'initializing')
    return { state: { ...next, phase: 'initializing' }, effects: [{ _tag: 'Initialize' }] }
  // A status still 'none' right after initialising is an initialisation failure: retry later, do not loop.
  if (status === 'none' || status === 'error' || status === 'permissionDenied') return retry(next)
  return state.crmId === null
    ? stay(next)
    : { state: { ...next, phase: 'configuring' }, effects: [{ _tag: 'Reconfigure', crmId: state.crmId }] }
}

/** "On entering the check-in zone the check-in config reloads", then decides what to do with the entry. */
const onConfigReloaded = (state: GeofenceState, entry: GeofenceEntry, config: CheckInConfiguration): GeofenceTransition => {
  const next: GeofenceState = { ...state, config, entry: null }
  if (config.upcomingCheckinEvent?.logicalId !== entry.logicalId)
    return {
      state: { ...next, phase: 'readingStatus' },
      effects: [{ _tag: 'DiscardEvent', logicalId: entry.logicalId }, { _tag: 'ReadStatus' }],
    }
  if (config.checkInPermission === 'CHECK_IN_NOT_ALLOWED')
    return { state: next, effects: [{ _tag: 'LogWarning', warning: 'CHECK_IN_NOT_YET_ALLOWED', logicalId: entry.logicalId }] }
  if (entry.trigger === 'banner')
    return { state: next, effects: [{ _tag: 'NavigateToCheckIn', logicalId: entry.logicalId, airport: entry.airport }] }
  return {
    state: { ...next, entry: { ...entry, stage: 'offering' } },
    effects: [{ _tag: 'OfferCheckIn', logicalId: entry.logicalId, airport: entry.airport, trigger: entry.trigger }],
  }
}

const confirmEntry = (state: GeofenceState, entry: Omit<GeofenceEntry, 'stage'>): GeofenceTransition =>
  state.crmId === null
    ? stay(state)
    : { state: { ...state, entry: { ...entry, stage: 'confirming' } }, effects: [{ _tag: 'ReloadConfig', crmId: state.crmId }] }

/**
 * The geofence machine of SPEC section 4:
 * - "It starts only if check-in by location is enabled, the user is authenticated and the native
 *   geofence capability exists."
 * - "Status is none, ok, error or permission denied. When none it initializes. On error or
 *   permission denied it retries after 30 seconds [GEOFENCE_RETRY_MS]. Otherwise it reconfigures."
 * - "On entering the check-in zone the check-in config reloads. If the event no longer matches,
 *   the old one is discarded and the geofence restarts for the next event. If the permission says
 *   check-in is not yet allowed [CHECK_IN_NOT_ALLOWED], only a warning is logged. Otherwise the
 *   user is offered a Yes/No dialog to go to check-in for the airport, or is sent straight there
 *   if the event came from a banner click."
 * The time window ("A time window being reached also prompts an offer to check in") is its own
 * machine, check-in-window.machine, which runs whether or not the geofence does.
 * The configuration calls are for the crmId of `Start` (Reconfigure and ReloadConfig carry it).
 * A pure reducer: timers, dialogs and native calls are effects returned as data.
 */
export const geofenceReducer = (state: GeofenceState, event: GeofenceEvent): GeofenceTransition => {
  if (event._tag === 'Start') {
    if (!geofenceMayStart(event) || state.phase !== 'stopped') return stay(state)
    return { state: { ...initialGeofenceState, crmId: event.crmId, phase: 'readingStatus' }, effects: [{ _tag: 'ReadStatus' }] }
  }
  if (state.phase === 'stopped') return stay(state)
  switch (event._tag) {
    case 'Stop':
      return { state: initialGeofenceState, effects: [{ _tag: 'StopGeofence' }] }
    case 'StatusReported':
      return state.phase === 'readingStatus' || state.phase === 'initializing' || state.phase === 'watching'
        ? onStatus(state, event.status)
        : stay(state)
    case 'RetryElapsed':
      return state.phase === 'waitingRetry'
        ? { state: { ...state, phase: 'readingStatus' }, effects: [{ _tag: 'ReadStatus' }] }
        : stay(state)
    case 'Configured':
      return state.phase === 'configuring' ? stay({ ...state, phase: 'watching', config: event.config }) : stay(state)
    case 'ConfigurationFailed':
      return state.phase === 'configuring' ? retry(state) : stay(state)
    case 'ZoneEntered':
      if (state.entry?.stage === 'confirming') return stay(state)
      return confirmEntry(state, {
        logicalId: event.logicalId,
        airport: event.airport,
        trigger: event.fromBanner ? 'banner' : 'zone',
      })
    case 'ConfigReloaded':
      return state.entry?.stage === 'confirming' ? onConfigReloaded(state, state.entry, event.config) : stay(state)
    case 'ConfigReloadFailed':
      return state.entry?.stage === 'confirming'
        ? {
            state: { ...state, entry: null },
            effects: [{ _tag: 'LogWarning', warning: 'CHECK_IN_CONFIG_RELOAD_FAILED', logicalId: state.entry.logicalId }],
          }
        : stay(state)
    case 'OfferAnswered': {
      const entry = state.entry
      if (entry?.stage !== 'offering') return stay(state)
      const effects: GeofenceEffect[] = event.accepted
        ? [{ _tag: 'NavigateToCheckIn', logicalId: entry.logicalId, airport: entry.airport }]
        : []
      return { state: { ...state, entry: null }, effects }
    }
  }
}
