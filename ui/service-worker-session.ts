/**
 * Where adapters/storage/session-key.store.ts keeps the key: its database, object store and record (written out here:
 * only the composition root imports adapters; test/ui/app/service-worker-session.test.ts holds them equal).
 */
export const KEY_DATABASE = 'crew-duty-plan-session-key'
export const KEY_STORE = 'keys'
export const KEY_RECORD = 'cache'

/**
 * Whether a session is open on this device, as the service worker can tell before any page runs (issue 27, decision
 * 3): the encrypted cache's key is kept in IndexedDB exactly while a session is open (adapters/storage/session-key.store.ts;
 * deleted on logout, session expiry, a user change and the application lock). Only the record's presence is read,
 * never the key, and it only chooses which public page of the build comes first (the signed-in frame or the login
 * form): the app still validates the session before anything personal is shown or asked.
 *
 * Never creates the database: opened without a version, a database that does not exist asks for an upgrade, which is
 * aborted. Any failure, or no answer within `patienceMs` (a page upgrading the database at the same moment), is "no".
 */
export const sessionOpenOnDevice = (factory: IDBFactory | undefined, patienceMs = 1000): Promise<boolean> =>
  new Promise<boolean>((resolve) => {
    if (factory === undefined) {
      resolve(false)
      return
    }
    const timer = setTimeout(() => resolve(false), patienceMs)
    const answer = (open: boolean): void => {
      clearTimeout(timer)
      resolve(open)
    }
    let request: IDBOpenDBRequest
    try {
      request = factory.open(KEY_DATABASE)
    } catch {
      answer(false)
      return
    }
    request.onupgradeneeded = () => request.transaction?.abort()
    request.onerror = (event) => {
      // The aborted creation (no database) or a refused open: no session; nothing more to report.
      event.preventDefault()
      answer(false)
    }
    request.onsuccess = () => {
      const db = request.result
      const done = (open: boolean): void => {
        db.close()
        answer(open)
      }
      try {
        if (!db.objectStoreNames.contains(KEY_STORE)) {
          done(false)
          return
        }
        const count = db.transaction(KEY_STORE, 'readonly').objectStore(KEY_STORE).count(KEY_RECORD)
        count.onsuccess = () => done(count.result > 0)
        count.onerror = () => done(false)
      } catch {
        done(false)
      }
    }
  })
