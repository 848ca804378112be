import type { Db } from './db/db'
import { createEventsCache, type EventsCache } from './roster/events.cache'
import { createUpdatesCache, type UpdatesCache } from './roster/updates.cache'
import { createSessionCache, type SessionCache } from './security/session.cache'

/** The server's in-memory caches of hot reads, each kept true by the database's notifications. */
export interface ServerCaches {
  /** `GET roster/{crmId}/updates` answers by crmId. */
  readonly updates: UpdatesCache
  /** `GET roster/{crmId}/events` answers by crmId. */
  readonly events: EventsCache
  /** Open sessions by id, for the session lookup of every request. */
  readonly sessions: SessionCache
  /** Unsubscribes them (the database may outlive the server: tests pass their own). */
  readonly close: () => void
}

/**
 * Opens the caches of one server on its database and waits until each has tried its first LISTEN
 * (until one succeeds they keep nothing, so the server is right from its first request either way).
 */
export const openCaches = async (db: Db): Promise<ServerCaches> => {
  const updates = createUpdatesCache(db)
  const sessions = createSessionCache(db)
  const events = createEventsCache(db)
  await Promise.all([updates.ready, sessions.cache.ready, events.ready])
  return {
    updates,
    events,
    sessions,
    close: () => {
      updates.close()
      events.close()
      sessions.cache.close()
    },
  }
}
