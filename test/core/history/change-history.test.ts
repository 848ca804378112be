import { suite } from 'uvu'
import * as assert from 'uvu/assert'
import * as E from 'fp-ts/Either'
import * as TE from 'fp-ts/TaskEither'
import fc from 'fast-check'
import { Temporal } from 'temporal-polyfill'
import { featureAccess } from '../../../core/access/feature-access'
import { DEFAULT_FEATURE_SWITCHES } from '../../../core/access/profile-defaults'
import { decideSignedIn } from '../../../core/access/routes.rules'
import { ChangeHistory, ChangeHistoryQuery, HistoryEntry, type ChangeHistory as HistoryAnswer } from '../../../core/history/change-history.codec'
import { changeText, entryHeading, fieldLabel, historyTimes, newestFirst, valueText, withPage } from '../../../core/history/change-history.rules'
import type { ChangeHistoryPort, HistoryPageRequest } from '../../../core/history/change-history.port'
import { loadChangeHistory } from '../../../core/history/load-change-history.use-case'
import { decodeWith } from '../../../core/shared/decode'

const History = suite('change history')
const WORDS = { none: '(none)', on: 'on', off: 'off' }

const wireEntry = (id: string, at: string, extra: Record<string, unknown> = {}) => ({
  id,
  at,
  kind: 'myData',
  section: 'passports',
  subject: 'P 12345678',
  changes: [{ field: 'expiryDate', before: '2027-01-31', after: '2031-01-31' }],
  ...extra,
})
const entry = (id: string, at: string): HistoryEntry => {
  const decoded = decodeWith(HistoryEntry)(wireEntry(id, at))
  if (E.isLeft(decoded)) throw new Error('fixture does not decode')
  return decoded.right
}

History('the answer decodes: entries with a date-time with offset, each kind, values text, switch or none; next cursor', () => {
  const answer = {
    entries: [
      wireEntry('3', '2026-11-26T14:05:00+01:00'),
      wireEntry('2', '2026-11-26T13:00:00+00:00', { kind: 'roles', section: undefined, subject: 'LH 400 2026-11-28', changes: [{ field: 'PU', before: false, after: true }] }),
      wireEntry('1', '2026-11-25T08:00:00Z', { kind: 'rosterChangeNotified', subject: 'RC-1', changes: [{ field: '2026-11-28', before: 'LH 400', after: null }] }),
    ].map((e) => JSON.parse(JSON.stringify(e))),
    next: '1',
  }
  const decoded = decodeWith(ChangeHistory)(answer)
  assert.ok(E.isRight(decoded))
  if (E.isRight(decoded)) {
    assert.is(decoded.right.entries[0]?.at.offset, '+01:00')
    assert.is(decoded.right.entries[1]?.changes[0]?.after, true)
    assert.is(decoded.right.next, '1')
  }
})

History('refused: an unknown kind, a time without offset, a change without before', () => {
  assert.ok(E.isLeft(decodeWith(HistoryEntry)(wireEntry('1', '2026-11-26T14:05:00+01:00', { kind: 'news' }))))
  assert.ok(E.isLeft(decodeWith(HistoryEntry)(wireEntry('1', '2026-11-26T14:05:00'))))
  assert.ok(E.isLeft(decodeWith(HistoryEntry)(wireEntry('1', '2026-11-26T14:05:00Z', { changes: [{ field: 'x', after: 'y' }] }))))
})

History('the query: limit 1-200 as text, before a numeric cursor; anything else refused', () => {
  assert.equal(decodeWith(ChangeHistoryQuery)({ limit: '20', before: '41' }), E.right({ limit: 20, before: '41' }))
  assert.equal(decodeWith(ChangeHistoryQuery)({}), E.right({}))
  for (const bad of [{ limit: '0' }, { limit: '201' }, { limit: '1.5' }, { limit: '-1' }, { before: 'abc' }, { before: '' }]) {
    assert.ok(E.isLeft(decodeWith(ChangeHistoryQuery)(bad)), JSON.stringify(bad))
  }
})

History('before → after: text as is, none for null or empty text, switches as on/off', () => {
  assert.is(changeText({ field: 'expiryDate', before: '2027-01-31', after: '2031-01-31' }, WORDS), '2027-01-31 → 2031-01-31')
  assert.is(changeText({ field: 'email', before: null, after: 'anna@example.com' }, WORDS), '(none) → anna@example.com')
  assert.is(changeText({ field: 'phone', before: '+33612345678', after: '' }, WORDS), '+33612345678 → (none)')
  assert.is(changeText({ field: 'PU', before: false, after: true }, WORDS), 'off → on')
  assert.is(valueText('  ', WORDS), '(none)')
})

History('field labels: a roster-change date as the day format writes it, a known name translated, an unknown name as sent', () => {
  const day = (d: Temporal.PlainDate): string => `${d.day}/${d.month}`
  assert.is(fieldLabel('2026-11-28', {}, day), '28/11')
  assert.is(fieldLabel('expiryDate', { expiryDate: "Date d'expiration" }, day), "Date d'expiration")
  assert.is(fieldLabel('toString', {}, day), 'toString')
  assert.is(fieldLabel('newField', {}, day), 'newField')
})

History('heading: the known section (else the kind) and the subject', () => {
  const labels = { kinds: { rosterChangeNotified: 'Roster change notified', rosterChangeConfirmed: 'Roster change confirmed', myData: 'My data', notificationSettings: 'Notifications', roles: 'Roles', familyShare: 'Family share', logbook: 'Logbook' }, sections: { passports: 'Passports' } }
  assert.is(entryHeading(entry('1', '2026-11-26T10:00:00Z'), labels), 'Passports: P 12345678')
  assert.is(entryHeading({ ...entry('1', '2026-11-26T10:00:00Z'), section: 'spacesuits' }, labels), 'My data: P 12345678')
  const { section: _section, ...withoutSection } = entry('1', '2026-11-26T10:00:00Z')
  assert.is(entryHeading({ ...withoutSection, kind: 'roles', subject: '' }, labels), 'Roles')
})

History('when: the same instant in the reader zone and in UTC, across a DST change', () => {
  const at = Temporal.ZonedDateTime.from('2026-03-29T00:30:00+00:00[+00:00]')
  const times = historyTimes(at, 'Europe/Paris')
  assert.is(times.local.toPlainDateTime().toString(), '2026-03-29T01:30:00')
  assert.is(times.utc.toPlainDateTime().toString(), '2026-03-29T00:30:00')
  assert.is(times.utc.offset, '+00:00')
  const later = historyTimes(at.add({ hours: 2 }), 'Europe/Paris')
  assert.is(later.local.toPlainDateTime().toString(), '2026-03-29T04:30:00')
  assert.is(later.instant, '2026-03-29T02:30:00Z')
})

History('newest first: by instant whatever the offset, then the later id (10 after 9) within one instant', () => {
  const sorted = newestFirst([entry('9', '2026-11-26T13:00:00Z'), entry('7', '2026-11-26T15:00:00+03:00'), entry('10', '2026-11-26T14:00:00+01:00'), entry('8', '2026-11-26T13:30:00Z')])
  assert.equal(sorted.map((e) => e.id), ['8', '10', '9', '7'])
})

History('property: newest first is ordered by instant for any entries, and a page adds each entry once', () => {
  const instant = fc.integer({ min: 1_700_000_000, max: 1_900_000_000 }).map((s) => Temporal.Instant.fromEpochMilliseconds(s * 1000).toZonedDateTimeISO('UTC').toString({ timeZoneName: 'never' }))
  const entries = fc.uniqueArray(fc.tuple(fc.integer({ min: 1, max: 10_000 }), instant), { selector: ([id]) => id, maxLength: 30 }).map((xs) => xs.map(([id, at]) => entry(String(id), at)))
  fc.assert(
    fc.property(entries, fc.nat(30), (all, cut) => {
      const sorted = newestFirst(all)
      for (let i = 1; i < sorted.length; i++) {
        const a = sorted[i - 1]
        const b = sorted[i]
        if (a !== undefined && b !== undefined) assert.ok(Temporal.Instant.compare(a.at.toInstant(), b.at.toInstant()) >= 0)
      }
      const merged = withPage(all.slice(0, cut), all.slice(Math.max(0, cut - 3)))
      assert.is(merged.length, all.length)
      assert.is(new Set(merged.map((e) => e.id)).size, all.length)
    }),
    { numRuns: 300 },
  )
})

History('load: the newest page, then the page after next added below; the cursor of the last page is kept', async () => {
  const asked: HistoryPageRequest[] = []
  const pages: Record<string, HistoryAnswer> = {
    first: { entries: [entry('5', '2026-11-26T10:00:00Z'), entry('4', '2026-11-26T09:00:00Z')], next: '4' },
    '4': { entries: [entry('3', '2026-11-25T10:00:00Z')] },
  }
  const port: ChangeHistoryPort = {
    load: (crmId, page) => {
      assert.is(crmId, '100001')
      asked.push(page)
      const answer = pages[page.before ?? 'first']
      return answer === undefined ? TE.left({ _tag: 'Offline' }) : TE.right(answer)
    },
  }
  const load = loadChangeHistory({ port })
  const first = await load('100001')()
  assert.ok(E.isRight(first))
  if (E.isLeft(first)) return
  assert.equal(first.right.entries.map((e) => e.id), ['5', '4'])
  assert.is(first.right.next, '4')
  const more = await load('100001', first.right)()
  assert.ok(E.isRight(more))
  if (E.isRight(more)) {
    assert.equal(more.right.entries.map((e) => e.id), ['5', '4', '3'])
    assert.is(more.right.next, undefined)
  }
  assert.equal(asked, [{}, { before: '4' }])
})

History('load: a transport error comes back as a value', async () => {
  const result = await loadChangeHistory({ port: { load: () => TE.left({ _tag: 'Offline' }) } })('100001')()
  assert.equal(result, E.left({ _tag: 'Offline' }))
})

History('route /profile/history: shown with the changeHistory switch on (default), sent home when the profile turns it off', () => {
  const on = decideSignedIn('/profile/history', '100001', featureAccess(DEFAULT_FEATURE_SWITCHES, []))
  const off = decideSignedIn('/profile/history', '100001', featureAccess({ ...DEFAULT_FEATURE_SWITCHES, changeHistory: false }, []))
  assert.is(on._tag, 'Render')
  assert.is(off._tag, 'Redirect')
})

History.run()
