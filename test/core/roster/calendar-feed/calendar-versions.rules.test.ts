import { suite } from 'uvu'
import * as assert from 'uvu/assert'
import fc from 'fast-check'
import { Temporal } from 'temporal-polyfill'
import type { CalendarEntry } from '../../../../core/roster/calendar-feed/calendar-entry.codec'
import { syncVersions, type StoredEntryVersion, type VersionSync } from '../../../../core/roster/calendar-feed/calendar-versions.rules'

const Versions = suite('syncVersions: SEQUENCE and cancellations of the feed')

const T0 = Temporal.Instant.from('2026-03-15T08:00:00Z')
const WINDOW = T0.subtract({ hours: 24 * 60 })

const entry = (uid: string, start = '2026-03-20T08:00:00Z', summary = 'Flight LH400'): CalendarEntry => ({
  uid,
  logicalId: uid,
  summary,
  description: 'Start (local): …',
  start,
  end: start.replace('08:00', '10:00'),
})

/** Applies a sync's writes and forgets to the store, as the server does. */
const apply = (stored: ReadonlyArray<StoredEntryVersion>, sync: VersionSync): StoredEntryVersion[] => {
  const byUid = new Map(stored.map((s) => [s.entry.uid, s]))
  for (const w of sync.writes) byUid.set(w.entry.uid, w)
  for (const uid of sync.forget) byUid.delete(uid)
  return [...byUid.values()]
}

const seqOf = (sync: VersionSync, uid: string) => sync.feed.find((f) => f.entry.uid === uid)

Versions('a new entry starts at SEQUENCE 0; an unchanged roster writes nothing and keeps the sequence', () => {
  const first = syncVersions([], [entry('a')], T0, WINDOW)
  assert.is(seqOf(first, 'a')?.sequence, 0)
  const again = syncVersions(apply([], first), [entry('a')], T0.add({ hours: 1 }), WINDOW)
  assert.equal(again.writes, [])
  assert.equal(again.forget, [])
  assert.is(seqOf(again, 'a')?.sequence, 0)
  assert.equal(seqOf(again, 'a')?.changedAt, T0)
})

Versions('a moved duty keeps its UID and gets a higher SEQUENCE, dated by the sync', () => {
  const store = apply([], syncVersions([], [entry('a')], T0, WINDOW))
  const later = T0.add({ hours: 2 })
  const moved = syncVersions(store, [entry('a', '2026-03-21T08:00:00Z')], later, WINDOW)
  assert.is(seqOf(moved, 'a')?.sequence, 1)
  assert.equal(seqOf(moved, 'a')?.changedAt, later)
  assert.is(seqOf(moved, 'a')?.entry.start, '2026-03-21T08:00:00Z')
})

Versions('a removed duty is cancelled with a higher SEQUENCE for 30 days, then forgotten; one coming back is live again', () => {
  let store = apply([], syncVersions([], [entry('a'), entry('b')], T0, WINDOW))
  const removed = syncVersions(store, [entry('b')], T0.add({ hours: 1 }), WINDOW)
  assert.equal(seqOf(removed, 'a'), { entry: entry('a'), sequence: 1, changedAt: T0.add({ hours: 1 }), cancelled: true })
  store = apply(store, removed)
  const day29 = syncVersions(store, [entry('b')], T0.add({ hours: 24 * 29 }), WINDOW)
  assert.is(seqOf(day29, 'a')?.cancelled, true)
  assert.equal(day29.writes, [])
  const day31 = syncVersions(store, [entry('b')], T0.add({ hours: 24 * 31 }), WINDOW)
  assert.is(seqOf(day31, 'a'), undefined)
  assert.equal(day31.forget, ['a'])
  const back = syncVersions(store, [entry('a'), entry('b')], T0.add({ hours: 3 }), WINDOW)
  assert.equal({ ...seqOf(back, 'a'), changedAt: undefined }, { entry: entry('a'), sequence: 2, changedAt: undefined, cancelled: false })
})

Versions('a duty that only left the window (it starts before it) is forgotten, not cancelled', () => {
  const store = apply([], syncVersions([], [entry('old', '2026-01-02T08:00:00Z')], T0, WINDOW))
  const sync = syncVersions(store, [], T0, WINDOW)
  assert.equal(sync.feed, [])
  assert.equal(sync.forget, ['old'])
})

const rosterArb = fc.uniqueArray(
  fc.record({ uid: fc.constantFrom('a', 'b', 'c', 'd', 'e'), day: fc.integer({ min: 16, max: 28 }), summary: fc.constantFrom('X', 'Y') }),
  { selector: (r) => r.uid, maxLength: 5 },
).map((rs) => rs.map((r) => entry(r.uid, `2026-03-${r.day}T08:00:00Z`, r.summary)))

Versions('property: over any series of rosters, each UID\'s SEQUENCE never falls, and rises exactly when what the feed shows of it changes', () => {
  fc.assert(
    fc.property(fc.array(rosterArb, { minLength: 1, maxLength: 8 }), (rosters) => {
      let store: StoredEntryVersion[] = []
      let previous = new Map<string, { sequence: number; shown: string }>()
      rosters.forEach((roster, i) => {
        const sync = syncVersions(store, roster, T0.add({ hours: i }), WINDOW)
        store = apply(store, sync)
        const now = new Map(sync.feed.map((f) => [f.entry.uid, { sequence: f.sequence, shown: JSON.stringify([f.entry, f.cancelled]) }]))
        for (const [uid, after] of now) {
          const before = previous.get(uid)
          if (before === undefined) continue
          assert.ok(after.sequence >= before.sequence)
          assert.is(after.sequence > before.sequence, after.shown !== before.shown, `uid ${uid}`)
        }
        // Every stored entry missing from this roster is in the feed as cancelled (all within 30 days here).
        for (const s of store) if (!roster.some((e) => e.uid === s.entry.uid)) assert.is(now.get(s.entry.uid)?.shown.endsWith('true]'), true)
        previous = now
      })
    }),
  )
})

Versions.run()
