import type * as E from 'fp-ts/Either'
import type * as O from 'fp-ts/Option'
import type * as t from 'io-ts'
import type { CrmId } from '../shared/brands'
import type { StorageKey } from '../shared/constants'
import type { StorageError } from './storage-error'

/**
 * Keys that belong to the device, not to a crew member: the SPEC section 9 keys needed before anyone signs in
 * (server choice, language, "a first SAML2 login in offline mode is refused ... until a first online login has
 * happened", the last handled push message), and this device's push registration uuid.
 */
export type DeviceKey = 'serverConfig' | 'alreadyLoggedIn' | 'onlineAuthorized' | 'lastHandledPushMessageId' | 'language' | 'deviceUuid'

/** "User preferences are kept per crmId in local storage" (SPEC section 3): every other key of SPEC section 9. */
export type UserKey = Exclude<StorageKey, DeviceKey>

/** Values of one scope, each stored as the JSON of its codec's output and decoded on the way back. */
export interface PreferenceScope<K extends string> {
  /** None when absent, unreadable or not matching `codec` (stale data is never cast). */
  readonly read: <A>(key: K, codec: t.Decoder<unknown, A>) => O.Option<A>
  /** Left when the storage refuses (quota, private mode). */
  readonly write: <A, Out>(key: K, codec: t.Encoder<A, Out>, value: A) => E.Either<StorageError, void>
  readonly remove: (key: K) => void
}

/** Per-crmId preferences and device values. */
export interface Preferences {
  readonly forUser: (crmId: CrmId) => PreferenceScope<UserKey>
  readonly device: PreferenceScope<DeviceKey>
}
