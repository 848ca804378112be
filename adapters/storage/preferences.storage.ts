import * as E from 'fp-ts/Either'
import { pipe } from 'fp-ts/function'
import * as O from 'fp-ts/Option'
import type { CrmId } from '../../core/shared/brands'
import { STORAGE_KEYS} from '../../core/shared/constants'
import { toStorageError } from './storage-error'
import type { DeviceKey, PreferenceScope, Preferences, UserKey } from '../../core/platform/preferences.port'

/** Device keys the adapters need beyond SPEC section 9: this device's push registration uuid. */
export const ADAPTER_DEVICE_KEYS = { deviceUuid: 'deviceUuid' } as const

/**
 * The localStorage key of a preference. Key names are those of core STORAGE_KEYS:
 * - per crew member: `prefs:{crmId}:{key}`, for example `prefs:C1001:autoRefreshEnabled`;
 * - per device: `device:{key}`, for example `device:serverConfig` (a crmId never holds a colon, so
 *   the two families cannot collide).
 */
export const userStorageKey = (crmId: CrmId, key: UserKey): string => `prefs:${crmId}:${STORAGE_KEYS[key]}`
export const deviceStorageKey = (key: DeviceKey): string =>
  `device:${key === 'deviceUuid' ? ADAPTER_DEVICE_KEYS.deviceUuid : STORAGE_KEYS[key]}`

const scope = <K extends string>(storage: Storage, keyOf: (key: K) => string): PreferenceScope<K> => ({
  read: (key, codec) =>
    pipe(
      E.tryCatch(() => storage.getItem(keyOf(key)), toStorageError),
      E.chainW((raw): E.Either<Error, unknown> => (raw === null ? E.left(new Error('absent')) : E.parseJSON(raw, E.toError))),
      E.chainW((json) => codec.decode(json)),
      O.fromEither,
    ),
  write: (key, codec, value) =>
    E.tryCatch(() => storage.setItem(keyOf(key), JSON.stringify(codec.encode(value))), toStorageError),
  remove: (key) => {
    try {
      storage.removeItem(keyOf(key))
    } catch {
      // A storage that refuses removal holds nothing we could remove.
    }
  },
})

/** Preferences on `storage` (the browser's `localStorage`). */
export const createPreferences = (storage: Storage): Preferences => ({
  forUser: (crmId) => scope<UserKey>(storage, (key) => userStorageKey(crmId, key)),
  device: scope<DeviceKey>(storage, deviceStorageKey),
})
