import * as E from 'fp-ts/Either'
import { pipe } from 'fp-ts/function'
import * as O from 'fp-ts/Option'
import type * as t from 'io-ts'
import type { CrmId } from '../../core/shared/brands'
import { STORAGE_KEYS, type StorageKey } from '../../core/shared/constants'
import { toStorageError, type StorageError } from './cache-store'

/**
 * Keys that belong to the device, not to a crew member: they are needed before anyone signs in
 * (server choice, language, "a first SAML2 login in offline mode is refused ... until a first online
 * login has happened", the last handled push message).
 */
export type DeviceKey = 'serverConfig' | 'alreadyLoggedIn' | 'onlineAuthorized' | 'lastHandledPushMessageId' | 'language'
/** "User preferences are kept per crmId in local storage" (SPEC section 3): every other key of SPEC section 9. */
export type UserKey = Exclude<StorageKey, DeviceKey>

/** Device keys the adapters need beyond SPEC section 9: this device's push registration uuid. */
export const ADAPTER_DEVICE_KEYS = { deviceUuid: 'deviceUuid' } as const
export type AdapterDeviceKey = keyof typeof ADAPTER_DEVICE_KEYS

/**
 * The localStorage key of a preference. Key names are those of core STORAGE_KEYS:
 * - per crew member: `prefs:{crmId}:{key}`, for example `prefs:C1001:autoRefreshEnabled`;
 * - per device: `device:{key}`, for example `device:serverConfig` (a crmId never holds a colon, so
 *   the two families cannot collide).
 */
export const userStorageKey = (crmId: CrmId, key: UserKey): string => `prefs:${crmId}:${STORAGE_KEYS[key]}`
export const deviceStorageKey = (key: DeviceKey | AdapterDeviceKey): string =>
  `device:${key === 'deviceUuid' ? ADAPTER_DEVICE_KEYS.deviceUuid : STORAGE_KEYS[key]}`

/** Values of one scope, each stored as the JSON of its codec's output and decoded on the way back. */
export interface PreferenceScope<K extends string> {
  /** None when absent, unreadable or not matching `codec` (stale data is never cast). */
  readonly read: <A>(key: K, codec: t.Decoder<unknown, A>) => O.Option<A>
  /** Left when the storage refuses (quota, private mode). */
  readonly write: <A, Out>(key: K, codec: t.Encoder<A, Out>, value: A) => E.Either<StorageError, void>
  readonly remove: (key: K) => void
}

/** Per-crmId preferences and device values in one Web Storage. */
export interface Preferences {
  readonly forUser: (crmId: CrmId) => PreferenceScope<UserKey>
  readonly device: PreferenceScope<DeviceKey | AdapterDeviceKey>
}

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
  device: scope<DeviceKey | AdapterDeviceKey>(storage, deviceStorageKey),
})
