import * as E from 'fp-ts/Either'
import * as t from 'io-ts'
import type { CheckInConfiguration } from '../../core/check-in/check-in.codec'
import type { GeofenceStatus } from '../../core/check-in/geofence.messages'
import { LogicalId } from '../../core/shared/brands'
import type { GeofenceDriver, GeofenceListener } from './geofence-driver'
import { detectNativeGeofence, type NativeFence, type NativeGeofencePlugin } from './geofence-capability'
import { createWebGeofence } from './web-geofence'
import type { GeolocationService } from '../../core/platform/geolocation.port'

export { detectNativeGeofence, type NativeFence, type NativeGeofencePlugin } from './geofence-capability'

/** cordova-plugin-geofence's TransitionType.ENTER. */
const ENTER = 1
const PREFIX = 'checkin'
const NotificationData = t.type({ logicalId: LogicalId, airport: t.string })
const Transitions = t.array(t.type({ id: t.string }))

const fenceId = (logicalId: string, airport: string): string =>
  `${PREFIX}|${encodeURIComponent(logicalId)}|${encodeURIComponent(airport)}`

/** The event and airport of a fence id; undefined for a fence this app did not register. */
export const parseFenceId = (id: string): { readonly logicalId: LogicalId; readonly airport: string } | undefined => {
  const [prefix, logicalId, airport, ...rest] = id.split('|')
  if (prefix !== PREFIX || logicalId === undefined || airport === undefined || rest.length > 0) return undefined
  try {
    const decoded = NotificationData.decode({ logicalId: decodeURIComponent(logicalId), airport: decodeURIComponent(airport) })
    return E.isRight(decoded) ? decoded.right : undefined
  } catch {
    return undefined
  }
}

/** The localized text of a fence's notification ("go to check-in for {airport}?"), from the UI dictionary. */
export type FenceNotificationText = (airport: string) => { readonly title: string; readonly text: string }

const statusOfFailure = (cause: unknown): GeofenceStatus =>
  /permission|denied|authori[sz]/i.test(cause instanceof Error ? cause.message : String(cause)) ? 'permissionDenied' : 'error'

/**
 * The geofence on the native plugin: one ENTER fence with a notification per allowed airport of the
 * upcoming check-in event. A transition reports a zone entry; a click on the notification reports the
 * entry `fromBanner` ("or is sent straight there if the event came from a banner click").
 */
export const createNativeGeofence = (plugin: NativeGeofencePlugin, notificationText: FenceNotificationText): GeofenceDriver => {
  let initialized = false
  let registered: ReadonlyArray<string> = []
  const attempt = (run: () => Promise<unknown>): Promise<boolean> => run().then(() => true, () => false)

  return {
    kind: 'native',
    readStatus: () => () => Promise.resolve(initialized ? 'ok' : 'none'),
    initialize: () => () =>
      plugin.initialize().then(
        (): GeofenceStatus => {
          initialized = true
          return 'ok'
        },
        statusOfFailure,
      ),
    register: (config: CheckInConfiguration, listener: GeofenceListener) => async () => {
      const upcoming = config.upcomingCheckinEvent
      const fences: NativeFence[] =
        upcoming === undefined || upcoming === null
          ? []
          : config.ciAllowedAirports.map((airport, i) => ({
              id: fenceId(upcoming.logicalId, airport.code),
              latitude: airport.latitude,
              longitude: airport.longitude,
              radius: airport.radius,
              transitionType: ENTER,
              notification: { id: i + 1, ...notificationText(airport.code), openAppOnClick: true, data: { logicalId: upcoming.logicalId, airport: airport.code } },
            }))
      plugin.onTransitionReceived = (u) => {
        const transitions = Transitions.decode(u)
        if (E.isLeft(transitions)) return
        for (const { id } of transitions.right) {
          const entry = parseFenceId(id)
          if (entry !== undefined) listener.onEnter({ ...entry, fromBanner: false })
        }
      }
      plugin.onNotificationClicked = (u) => {
        const data = NotificationData.decode(u)
        if (E.isRight(data)) listener.onEnter({ ...data.right, fromBanner: true })
      }
      if (!(await attempt(() => plugin.removeAll()))) return false
      registered = fences.map((f) => f.id)
      return fences.length === 0 || attempt(() => plugin.addOrUpdate(fences))
    },
    discard: (logicalId) => async () => {
      const ids = registered.filter((id) => parseFenceId(id)?.logicalId === logicalId)
      registered = registered.filter((id) => !ids.includes(id))
      if (ids.length > 0) await attempt(() => plugin.remove(ids))
    },
    stop: () => async () => {
      registered = []
      await attempt(() => plugin.removeAll())
    },
  }
}

/**
 * The geofence this device uses: the native plugin when detected ("used instead"), else the evaluation over
 * `geolocation` (the native wrapper's background location: session-adapters.ts never passes a plain browser's
 * Geolocation API), else none (defined exactly when `hasGeofenceDriver`).
 */
export const selectGeofenceDriver = (input: {
  readonly win: unknown
  readonly geolocation: GeolocationService | undefined
  readonly notificationText: FenceNotificationText
}): GeofenceDriver | undefined => {
  const native = detectNativeGeofence(input.win)
  if (native !== undefined) return createNativeGeofence(native, input.notificationText)
  return input.geolocation === undefined ? undefined : createWebGeofence(input.geolocation)
}
