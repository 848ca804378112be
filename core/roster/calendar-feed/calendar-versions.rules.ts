import { Temporal } from 'temporal-polyfill'
import { entryFingerprint } from './calendar-entries.rules'
import type { CalendarEntry } from './calendar-entry.codec'

/** How long a removed duty stays in the feed as cancelled ("removed in the last 30 days"). */
export const CANCELLED_KEPT_DAYS = 30

/** The version of an entry the feed last served: its SEQUENCE, when it last changed, and whether it was removed. */
export interface StoredEntryVersion {
  readonly entry: CalendarEntry
  readonly fingerprint: string
  readonly sequence: number
  readonly changedAt: Temporal.Instant
  /** Set once the duty left the roster: the feed shows it as cancelled until {@link CANCELLED_KEPT_DAYS} after. */
  readonly removedAt?: Temporal.Instant
}

/** An entry as the feed serves it. */
export interface FeedEntry {
  readonly entry: CalendarEntry
  readonly sequence: number
  /** DTSTAMP and Last-Modified: when this version came to be. */
  readonly changedAt: Temporal.Instant
  readonly cancelled: boolean
}

/** What the feed's store must write so that its versions match the roster, and what the feed serves. */
export interface VersionSync {
  /** Entries new or changed (sequence raised), or cancelled now (sequence raised, `removedAt` set). */
  readonly writes: ReadonlyArray<StoredEntryVersion>
  /** UIDs to forget: cancelled more than 30 days ago, or gone out of the feed's window without being removed. */
  readonly forget: ReadonlyArray<string>
  readonly feed: ReadonlyArray<FeedEntry>
}

/**
 * Brings the stored versions up to the roster's current entries (calendar subscription: "SEQUENCE raised on every
 * change", "STATUS:CANCELLED for duties removed in the last 30 days"):
 * - an entry not stored before starts at SEQUENCE 0;
 * - an entry whose shown content changed, or that comes back after being removed, gets SEQUENCE + 1;
 * - a stored entry missing from the roster is cancelled (SEQUENCE + 1) when it starts inside the window the
 *   roster was read for (`windowStart` on); one that starts before it only left the window, and is forgotten;
 * - a cancelled entry stays in the feed for 30 days after its removal, then is forgotten.
 * Unchanged input writes nothing, so a poll of an unchanged roster costs one read.
 */
export const syncVersions = (
  stored: ReadonlyArray<StoredEntryVersion>,
  current: ReadonlyArray<CalendarEntry>,
  now: Temporal.Instant,
  windowStart: Temporal.Instant,
): VersionSync => {
  const byUid = new Map(stored.map((s) => [s.entry.uid, s]))
  const writes: StoredEntryVersion[] = []
  const forget: string[] = []
  const feed: FeedEntry[] = []
  const currentUids = new Set<string>()
  for (const entry of current) {
    currentUids.add(entry.uid)
    const fingerprint = entryFingerprint(entry)
    const before = byUid.get(entry.uid)
    if (before !== undefined && before.removedAt === undefined && before.fingerprint === fingerprint) {
      feed.push({ entry, sequence: before.sequence, changedAt: before.changedAt, cancelled: false })
      continue
    }
    const version: StoredEntryVersion = { entry, fingerprint, sequence: before === undefined ? 0 : before.sequence + 1, changedAt: now }
    writes.push(version)
    feed.push({ entry, sequence: version.sequence, changedAt: now, cancelled: false })
  }
  const keptSince = now.subtract({ hours: 24 * CANCELLED_KEPT_DAYS })
  for (const before of stored) {
    if (currentUids.has(before.entry.uid)) continue
    if (before.removedAt !== undefined) {
      if (Temporal.Instant.compare(before.removedAt, keptSince) < 0) forget.push(before.entry.uid)
      else feed.push({ entry: before.entry, sequence: before.sequence, changedAt: before.changedAt, cancelled: true })
      continue
    }
    if (Temporal.Instant.compare(Temporal.Instant.from(before.entry.start), windowStart) < 0) {
      forget.push(before.entry.uid)
      continue
    }
    const cancelled: StoredEntryVersion = { ...before, sequence: before.sequence + 1, changedAt: now, removedAt: now }
    writes.push(cancelled)
    feed.push({ entry: before.entry, sequence: cancelled.sequence, changedAt: now, cancelled: true })
  }
  feed.sort((a, b) => (a.entry.start < b.entry.start ? -1 : a.entry.start > b.entry.start ? 1 : a.entry.uid < b.entry.uid ? -1 : 1))
  return { writes, forget, feed }
}
