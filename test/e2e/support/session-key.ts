import type { Page } from 'playwright-core'
import { SESSION_KEY_DATABASE, SESSION_KEY_RECORD, SESSION_KEY_STORE } from '../../../adapters/storage/session-key.store'

/**
 * What IndexedDB holds for the session's cache key, read in the page: 'none' (no database, no store or no record),
 * 'non-extractable' (both keys are CryptoKeys whose bytes cannot be exported), or 'other'. Never creates the database.
 */
export const keptKey = (page: Page): Promise<'none' | 'non-extractable' | 'other'> =>
  page.evaluate(
    async ({ database, store, record }) => {
      const names = (await indexedDB.databases()).map((d) => d.name)
      if (!names.includes(database)) return 'none'
      const db = await new Promise<IDBDatabase>((resolve, reject) => {
        const open = indexedDB.open(database)
        open.onsuccess = () => resolve(open.result)
        open.onerror = () => reject(open.error)
      })
      try {
        if (!db.objectStoreNames.contains(store)) return 'none'
        const value: unknown = await new Promise((resolve, reject) => {
          const get = db.transaction(store, 'readonly').objectStore(store).get(record)
          get.onsuccess = () => resolve(get.result)
          get.onerror = () => reject(get.error)
        })
        if (value === undefined) return 'none'
        const keys = [Reflect.get(value as object, 'encryption'), Reflect.get(value as object, 'naming')]
        if (!keys.every((k) => k instanceof CryptoKey && !k.extractable)) return 'other'
        const exported = await Promise.all(keys.map((k) => crypto.subtle.exportKey('raw', k as CryptoKey).then(() => true, () => false)))
        return exported.some(Boolean) ? 'other' : 'non-extractable'
      } finally {
        db.close()
      }
    },
    { database: SESSION_KEY_DATABASE, store: SESSION_KEY_STORE, record: SESSION_KEY_RECORD },
  )
