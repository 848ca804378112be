import type { GeolocationService } from '../../core/platform/geolocation.port'

/** One native fence (cordova-plugin-geofence's shape): an ENTER transition with a local notification. */
export interface NativeFence {
  readonly id: string
  readonly latitude: number
  readonly longitude: number
  readonly radius: number
  readonly transitionType: number
  readonly notification: {
    readonly id: number
    readonly title: string
    readonly text: string
    readonly openAppOnClick: boolean
    readonly data: { readonly logicalId: string; readonly airport: string }
  }
}

/** The native geofence plugin as the hybrid wrapper exposes it; the callbacks are set by the driver. */
export interface NativeGeofencePlugin {
  initialize(): Promise<unknown>
  addOrUpdate(fences: ReadonlyArray<NativeFence>): Promise<unknown>
  remove(ids: ReadonlyArray<string>): Promise<unknown>
  removeAll(): Promise<unknown>
  onTransitionReceived?: ((fences: unknown) => void) | undefined
  onNotificationClicked?: ((data: unknown) => void) | undefined
}

const hasFunctions = (u: unknown): u is NativeGeofencePlugin =>
  typeof u === 'object' &&
  u !== null &&
  'initialize' in u && typeof u.initialize === 'function' &&
  'addOrUpdate' in u && typeof u.addOrUpdate === 'function' &&
  'remove' in u && typeof u.remove === 'function' &&
  'removeAll' in u && typeof u.removeAll === 'function'

const field = (u: unknown, key: string): unknown => (typeof u === 'object' && u !== null ? Reflect.get(u, key) : undefined)

/**
 * The native geofence capability (SPEC section 4: "It starts only if ... the native geofence
 * capability exists"). Detected when the hybrid wrapper exposes cordova-plugin-geofence, as
 * `window.geofence` or `window.cordova.plugins.geofence`, with `initialize`, `addOrUpdate`,
 * `remove` and `removeAll` functions. Anything else (a plain browser) is undefined.
 */
export const detectNativeGeofence = (win: unknown): NativeGeofencePlugin | undefined => {
  const candidates = [field(win, 'geofence'), field(field(field(win, 'cordova'), 'plugins'), 'geofence')]
  return candidates.find(hasFunctions)
}

/**
 * Whether this device has a geofence driver (native-geofence.ts `selectGeofenceDriver`): the native plugin, else the
 * evaluation over the native wrapper's background location. SPEC section 4: the geofence "starts only if ... the
 * native geofence capability exists", so a plain browser's Geolocation API is not one (docs/decisions.md "Check-in by
 * location in a plain browser"): there the check-in status follows the rules without fencing. It feeds the
 * machine's `Start` event (`geofenceCapability`) without loading the geofence's code, which loads only when a `Start`
 * may start it (lazy-geofence-runner.ts).
 */
export const hasGeofenceDriver = (input: {
  readonly win: unknown
  /** The native wrapper's location (Capacitor background geolocation); undefined in a plain browser. */
  readonly nativeGeolocation: GeolocationService | undefined
}): boolean => detectNativeGeofence(input.win) !== undefined || input.nativeGeolocation !== undefined
