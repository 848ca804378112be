import type { SecureStoragePlugin } from '@aparajita/capacitor-secure-storage'
import * as TE from 'fp-ts/TaskEither'
import type { CacheStore } from '../storage/cache-store'
import { toStorageError } from '../storage/storage-error'

/** Where the key material lives in the Keychain / Keystore (the plugin adds its own prefix). */
const PREFIX = 'cdp-cache-meta.'

/** JSON with byte strings kept: a `Uint8Array` (a salt, a hash) travels as `{ "$bytes": base64 }`. */
const encode = (value: unknown): string =>
  JSON.stringify(value, (_key, v: unknown) => (v instanceof Uint8Array ? { $bytes: btoa(String.fromCharCode(...v)) } : v))

const decode = (text: string): unknown =>
  JSON.parse(text, (_key, v: unknown) => {
    if (typeof v !== 'object' || v === null || !('$bytes' in v) || Object.keys(v).length !== 1) return v
    const bytes: unknown = Reflect.get(v, '$bytes')
    return typeof bytes === 'string' ? Uint8Array.from(atob(bytes), (c) => c.charCodeAt(0)) : v
  })

/**
 * The offline cache's key material (the salt its keys are derived with, the offline sign-in's salt and
 * hash: the `meta` records of the cache store) in the Keychain (iOS) or the Android Keystore through
 * `@aparajita/capacitor-secure-storage`, not in the WebView's IndexedDB; the encrypted entries stay in
 * IndexedDB. Anything the plugin refuses is a StorageError, as from IndexedDB.
 */
export const withSecureMeta = (store: CacheStore, secure: Pick<SecureStoragePlugin, 'getItem' | 'setItem'>): CacheStore => ({
  ...store,
  getMeta: (key) =>
    TE.tryCatch(async () => {
      const text = await secure.getItem(`${PREFIX}${key}`)
      return text === null ? undefined : decode(text)
    }, toStorageError),
  putMeta: (key, value) => TE.tryCatch(() => secure.setItem(`${PREFIX}${key}`, encode(value)), toStorageError),
})
