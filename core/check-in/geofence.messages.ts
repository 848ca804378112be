import type { CrmId, LogicalId } from '../shared/brands'
import type { CheckInConfiguration } from './check-in.codec'

/** The native geofence status (SPEC section 4, Geofence): "none, ok, error or permission denied". */
export type GeofenceStatus = 'none' | 'ok' | 'error' | 'permissionDenied'

/** What asked for a check-in offer: the fence itself, a click on the fence's banner, or the time window being reached (the check-in time-window machine) */
export type GeofenceTrigger = 'zone' | 'banner' | 'timeWindow'

/** Inputs of the geofence machine, reported by the geofence adapter and the session. */
export type GeofenceEvent =
  | {
      readonly _tag: 'Start'
      /** The signed-in crew member: the configuration calls are for this crmId. */
      readonly crmId: CrmId
      /** Feature GEO_LOCATION_CHECKIN is enabled. */
      readonly locationCheckInEnabled: boolean
      readonly authenticated: boolean
      /** The native geofence capability exists on this device. */
      readonly geofenceCapability: boolean
    }
  | { readonly _tag: 'Stop' }
  | { readonly _tag: 'StatusReported'; readonly status: GeofenceStatus }
  | { readonly _tag: 'RetryElapsed' }
  | { readonly _tag: 'Configured'; readonly config: CheckInConfiguration }
  | { readonly _tag: 'ConfigurationFailed' }
  | { readonly _tag: 'ZoneEntered'; readonly logicalId: LogicalId; readonly airport: string; readonly fromBanner: boolean }
  | { readonly _tag: 'ConfigReloaded'; readonly config: CheckInConfiguration }
  | { readonly _tag: 'ConfigReloadFailed' }
  | { readonly _tag: 'OfferAnswered'; readonly accepted: boolean }

/** Why the machine logs a warning instead of offering a check-in. */
export type GeofenceWarning = 'CHECK_IN_NOT_YET_ALLOWED' | 'CHECK_IN_CONFIG_RELOAD_FAILED'

/** Effects of the geofence machine, as data for the adapter to carry out. */
export type GeofenceEffect =
  /** Ask the native geofence for its status; it answers with `StatusReported`. */
  | { readonly _tag: 'ReadStatus' }
  /** Initialise the native geofence (asks for the location permission); it answers with `StatusReported`. */
  | { readonly _tag: 'Initialize' }
  /** Send `RetryElapsed` after `delayMs`. */
  | { readonly _tag: 'ScheduleRetry'; readonly delayMs: number }
  /** Load the check-in configuration of `crmId` and register its airport zones; answers `Configured` or `ConfigurationFailed`. */
  | { readonly _tag: 'Reconfigure'; readonly crmId: CrmId }
  /** Reload the check-in configuration of `crmId`; answers `ConfigReloaded` or `ConfigReloadFailed`. */
  | { readonly _tag: 'ReloadConfig'; readonly crmId: CrmId }
  /** Remove the zones and notifications of a check-in event that is no longer upcoming. */
  | { readonly _tag: 'DiscardEvent'; readonly logicalId: LogicalId }
  | { readonly _tag: 'LogWarning'; readonly warning: GeofenceWarning; readonly logicalId: LogicalId }
  /** Show the Yes/No dialog "go to check-in for {airport}?"; the answer comes back as `OfferAnswered`. */
  | { readonly _tag: 'OfferCheckIn'; readonly logicalId: LogicalId; readonly airport: string; readonly trigger: GeofenceTrigger }
  /** Go to `/check-in/{crmId}/{logicalId}`. */
  | { readonly _tag: 'NavigateToCheckIn'; readonly logicalId: LogicalId; readonly airport: string }
  /** Unregister every zone and stop watching. */
  | { readonly _tag: 'StopGeofence' }
