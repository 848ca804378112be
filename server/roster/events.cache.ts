import type { Db } from '../db/db'
import { notifiedCache, type NotifiedCache } from '../db/notified-cache'
import { compress, type Coding } from '../http/compression'
import { ROSTER_EVENTS_CHANNEL, rosterDataBody } from './roster-data.body'

/** One crew member's `GET roster/{crmId}/events` answer: its bytes, and each compressed form once asked for. */
export interface CachedAnswer {
  readonly body: Buffer
  /** The body in `coding`, compressed on the first request that accepts it and kept with the entry. */
  readonly compressed: (coding: Coding) => Promise<Buffer>
}

/** The answers by crmId; null for a crew member without a roster (404). */
export type EventsCache = NotifiedCache<CachedAnswer | null>

const cachedAnswer = (body: Buffer): CachedAnswer => {
  const forms = new Map<Coding, Promise<Buffer>>()
  return {
    body,
    compressed: (coding) => {
      let form = forms.get(coding)
      if (form === undefined) {
        form = compress(body, coding)
        forms.set(coding, form)
        form.catch(() => forms.delete(coding))
      }
      return form
    },
  }
}

/**
 * `GET roster/{crmId}/events` (and `POST events`, which answers the same) served from memory: per crmId the
 * envelope bytes {@link rosterDataBody} builds from the stored wire bodies, and their brotli and gzip forms.
 * The same rules as the updates cache (`notified-cache.ts`): every writer of `roster_events` and
 * `roster_periods` announces the crmId after COMMIT (`announceRosterEvents`, this process: read-your-writes)
 * and the migration 020 triggers NOTIFY it (every process, every writer, psql included; `block_months` and a
 * TRUNCATE empty the whole cache); nothing is kept while the LISTEN connection is down. At most `maxEntries`
 * crew members (default 2,000: about 120 MB with 60 KB answers), 60 s at most each.
 */
export const createEventsCache = (db: Db, options: { readonly maxEntries?: number; readonly ttlMs?: number } = {}): EventsCache =>
  notifiedCache(db, {
    channel: ROSTER_EVENTS_CHANNEL,
    load: async (crmId) => {
      const body = await rosterDataBody(db, crmId)
      return body === null ? null : cachedAnswer(body)
    },
    maxEntries: options.maxEntries ?? 2000,
    ...(options.ttlMs === undefined ? {} : { ttlMs: options.ttlMs }),
  })
