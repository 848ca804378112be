// Cases found by mutation testing core/roster/calendar-feed (docs/testing.md, core/roster): each asserts what a
// subscribed calendar shows that no other test pinned down (every kind's words in both languages, every line of a
// pairing's description).
import { suite } from 'uvu'
import * as assert from 'uvu/assert'
import * as E from 'fp-ts/Either'
import { Temporal } from 'temporal-polyfill'
import { calendarEntries, calendarUid, entryFingerprint } from '../../../../core/roster/calendar-feed/calendar-entries.rules'
import {
  CalendarSubscriptionStatus,
  CreateCalendarSubscriptionBody,
  CreatedCalendarSubscription,
  type CalendarEntry,
} from '../../../../core/roster/calendar-feed/calendar-entry.codec'
import { syncVersions, type StoredEntryVersion } from '../../../../core/roster/calendar-feed/calendar-versions.rules'
import { foldLine, icsCalendar, icsUtc } from '../../../../core/roster/calendar-feed/ics-text.rules'
import { aLeg, aPairing, anEvent, wireEvent } from '../fixtures'

const Words = suite('calendar feed: edges found by mutation testing')

const TYPES = ['PAR', 'LEG', 'FPR', 'GPR', 'HOT', 'SBY', 'SIM', 'GROUND', 'C_I', 'C_O', 'SUSP', 'ABS', 'VAC', 'SICK', 'OFF', 'OTHER'] as const
// One duty of each type on its own day (so the entries keep this order), with nothing else to name it.
const oneOfEach = TYPES.map((type, i) => {
  const day = `2026-03-${String(10 + i).padStart(2, '0')}`
  return anEvent({ type, fromDateTimeUTC: `${day}T08:00:00+00:00`, toDateTimeUTC: `${day}T10:00:00+00:00` })
})

Words('every duty kind has its own word in English and in French', () => {
  assert.equal(calendarEntries(oneOfEach, 'en').map((e) => e.summary), [
    'Pairing', 'Flight', 'Positioning', 'Positioning', 'Hotel', 'Standby', 'Simulator', 'Ground duty', 'Check-in', 'Check-out',
    'Suspension', 'Absence', 'Vacation', 'Sick leave', 'Day off', 'Duty',
  ])
  assert.equal(calendarEntries(oneOfEach, 'fr').map((e) => e.summary), [
    'Rotation', 'Vol', 'Mise en place', 'Mise en place', 'Hôtel', 'Réserve', 'Simulateur', 'Activité sol', 'Présentation', 'Fin de service',
    'Suspension', 'Absence', 'Congés', 'Arrêt maladie', 'Repos', 'Activité',
  ])
})

const pairing = aPairing(
  [
    wireEvent({ type: 'C_I', fromDateTimeUTC: '2026-03-15T07:00:00+00:00', toDateTimeUTC: '2026-03-15T08:00:00+00:00', fromDateTimeLtAtAirport: '2026-03-15T08:00:00+01:00' }),
    wireEvent({ type: 'HOT', fromDateTimeUTC: '2026-03-15T17:00:00+00:00', toDateTimeUTC: '2026-03-17T06:00:00+00:00', hotelName: 'Hilton JFK' }),
    wireEvent({ type: 'C_O', fromDateTimeUTC: '2026-03-17T17:00:00+00:00', toDateTimeUTC: '2026-03-17T17:30:00+00:00', toDateTimeLtAtAirport: '2026-03-17T18:30:00+01:00' }),
  ],
  { eventDescription: { pairingNumber: 'P123', flightNumber: 'LH400', aircraftTypeCode: 'A359', aircraftSubType: 'XWB', registration: 'D-AIXA' } },
)

Words('a pairing\'s description, line by line, in English and in French', () => {
  assert.is(
    calendarEntries([pairing], 'en')[0]?.description,
    [
      'Start (local): 2026-03-15 08:00 (UTC+01:00) FRA',
      'End (local): 2026-03-17 19:00 (UTC+01:00) FRA',
      'Flight: LH400',
      'Aircraft: A359 XWB',
      'Registration: D-AIXA',
      'Pairing: P123',
      'Check-in: 08:00 (local)',
      'Check-out: 18:30 (local)',
      'Hotel: Hilton JFK',
    ].join('\n'),
  )
  assert.is(
    calendarEntries([pairing], 'fr')[0]?.description,
    [
      'Début (heure locale): 2026-03-15 08:00 (UTC+01:00) FRA',
      'Fin (heure locale): 2026-03-17 19:00 (UTC+01:00) FRA',
      'Vol: LH400',
      'Avion: A359 XWB',
      'Immatriculation: D-AIXA',
      'Rotation: P123',
      'Présentation: 08:00 (heure locale)',
      'Fin de service: 18:30 (heure locale)',
      'Hôtel: Hilton JFK',
    ].join('\n'),
  )
})

Words('a UID is the URI-encoded logical id at the feed\'s domain', () => {
  assert.is(calendarUid('L 1/2'), 'L%201%2F2@crew-duty-plan')
})

Words('blank details are left out of the title and the description; a route is named once when it starts where it ends', () => {
  const leg = aLeg({ eventDescription: { flightNumber: ' ', pairingNumber: '', registration: ' ' } })
  const [entry] = calendarEntries([leg], 'en')
  assert.is(entry?.summary, 'Flight FRA → JFK')
  assert.is(entry?.description, 'Start (local): 2026-03-15 09:00 (UTC+01:00) FRA\nEnd (local): 2026-03-15 12:30 (UTC-04:00) JFK')
  const onlyFrom = anEvent({ type: 'FPR', departure: { airportCode: 'FRA' } })
  const onlyTo = anEvent({ type: 'FPR', arrival: { airportCode: 'JFK' } })
  const roundTrip = anEvent({ type: 'FPR', departure: { airportCode: 'FRA' }, arrival: { airportCode: 'FRA' } })
  assert.equal([onlyFrom, onlyTo, roundTrip].map((e) => calendarEntries([e], 'en')[0]?.summary), ['Positioning FRA', 'Positioning JFK', 'Positioning FRA'])
})

Words('several aircraft types are listed; several hotels are listed; a hotel entry has no hotel line of its own', () => {
  const leg = anEvent({ type: 'LEG', eventDescription: { aircraftTypeCodes: ['A320', 'A321'] } })
  assert.match(calendarEntries([leg], 'en')[0]?.description ?? '', '\nAircraft: A320, A321')
  const trip = aPairing([
    wireEvent({ type: 'HOT', fromDateTimeUTC: '2026-03-15T17:00:00+00:00', toDateTimeUTC: '2026-03-16T06:00:00+00:00', hotelName: 'Hilton JFK' }),
    wireEvent({ type: 'HOT', fromDateTimeUTC: '2026-03-16T17:00:00+00:00', toDateTimeUTC: '2026-03-17T06:00:00+00:00', hotelName: 'Marriott' }),
  ])
  const [own, hotel] = calendarEntries([trip], 'en')
  assert.match(own?.description ?? '', /\nHotel: Hilton JFK, Marriott$/)
  assert.not.match(hotel?.description ?? '', 'Hotel:')
})

Words('another duty is named by its name, else its header, else "Duty"', () => {
  const named = anEvent({ type: 'OTHER', name: 'Medical check', eventHeader: 'MED' })
  const headed = anEvent({ type: 'OTHER', eventHeader: 'MED' })
  assert.equal([named, headed].map((e) => calendarEntries([e], 'en')[0]?.summary), ['Medical check', 'MED'])
})

Words('only a hotel is located at its hotel; another duty carrying a hotel name is located at its airport', () => {
  const pairing = aPairing([], { hotelName: 'Hilton JFK', departure: { airportCode: 'FRA' } })
  assert.is(calendarEntries([pairing], 'en')[0]?.location, 'FRA')
})

Words('a pairing\'s check-in time is its check-in child\'s, whichever child is listed first', () => {
  const trip = aPairing([
    wireEvent({ type: 'LEG', fromDateTimeUTC: '2026-03-15T08:00:00+00:00', toDateTimeUTC: '2026-03-15T10:00:00+00:00', fromDateTimeLtAtAirport: '2026-03-15T09:00:00+01:00' }),
    wireEvent({ type: 'C_I', fromDateTimeUTC: '2026-03-15T07:00:00+00:00', toDateTimeUTC: '2026-03-15T08:00:00+00:00', fromDateTimeLtAtAirport: '2026-03-15T08:00:00+01:00' }),
  ])
  assert.match(calendarEntries([trip], 'en')[0]?.description ?? '', '\nCheck-in: 08:00 (local)')
})

Words('entries are in start order whatever the roster order; two starting together keep the roster\'s order', () => {
  const late = anEvent({ type: 'SBY', fromDateTimeUTC: '2026-03-16T08:00:00+00:00', toDateTimeUTC: '2026-03-16T10:00:00+00:00' })
  const early = anEvent({ type: 'OFF', fromDateTimeUTC: '2026-03-14T00:00:00+00:00', toDateTimeUTC: '2026-03-15T00:00:00+00:00' })
  const a = anEvent({ type: 'SIM', fromDateTimeUTC: '2026-03-15T08:00:00+00:00', toDateTimeUTC: '2026-03-15T10:00:00+00:00' })
  const b = anEvent({ type: 'GROUND', fromDateTimeUTC: '2026-03-15T08:00:00+00:00', toDateTimeUTC: '2026-03-15T09:00:00+00:00' })
  assert.equal(calendarEntries([late, a, b, early], 'en').map((e) => e.summary), ['Day off', 'Simulator', 'Ground duty', 'Standby'])
  assert.equal(calendarEntries([late, b, a, early], 'en').map((e) => e.summary), ['Day off', 'Ground duty', 'Simulator', 'Standby'])
})

const entry = (uid: string, start: string, location?: string): CalendarEntry => ({
  uid, logicalId: uid, summary: 'Standby', description: '', start, end: start.replace('08:00', '10:00'), ...(location === undefined ? {} : { location }),
})

Words('a changed location alone changes an entry\'s fingerprint', () => {
  assert.is.not(entryFingerprint(entry('a', '2026-03-20T08:00:00Z', 'CDG')), entryFingerprint(entry('a', '2026-03-20T08:00:00Z', 'ORY')))
  assert.is.not(entryFingerprint(entry('a', '2026-03-20T08:00:00Z', 'CDG')), entryFingerprint(entry('a', '2026-03-20T08:00:00Z')))
})

Words('the subscription codecs check every field', () => {
  assert.ok(E.isRight(CalendarSubscriptionStatus.decode({ active: true, createdAt: '2026-03-15T08:00:00Z' })))
  assert.ok(E.isLeft(CalendarSubscriptionStatus.decode({})))
  assert.ok(E.isLeft(CalendarSubscriptionStatus.decode({ active: true, createdAt: 5 })))
  assert.ok(E.isRight(CreateCalendarSubscriptionBody.decode({ language: 'fr' })))
  assert.ok(E.isLeft(CreateCalendarSubscriptionBody.decode({ language: 'de' })))
  assert.ok(E.isLeft(CreateCalendarSubscriptionBody.decode({})))
  assert.ok(E.isRight(CreatedCalendarSubscription.decode({ feedPath: '/calendar/x.ics', createdAt: '2026-03-15T08:00:00Z' })))
  assert.ok(E.isLeft(CreatedCalendarSubscription.decode({ createdAt: '2026-03-15T08:00:00Z' })))
  assert.ok(E.isLeft(CreatedCalendarSubscription.decode({ feedPath: '/calendar/x.ics' })))
})

Words.run()

const Feed = suite('calendar feed versions and text: edges found by mutation testing')
const NOW = Temporal.Instant.from('2026-03-15T08:00:00Z')
const stored = (e: CalendarEntry, removedAt?: Temporal.Instant): StoredEntryVersion => ({
  entry: e, fingerprint: entryFingerprint(e), sequence: 2, changedAt: NOW.subtract({ hours: 24 * 40 }), ...(removedAt === undefined ? {} : { removedAt }),
})

Feed('a duty removed exactly 30 days ago is still shown cancelled; a duty starting exactly at the window\'s start is cancelled, not forgotten', () => {
  const removed = stored(entry('gone', '2026-02-10T08:00:00Z'), NOW.subtract({ hours: 24 * 30 }))
  const atWindow = stored(entry('edge', '2026-03-01T08:00:00Z'))
  const sync = syncVersions([removed, atWindow], [], NOW, Temporal.Instant.from('2026-03-01T08:00:00Z'))
  assert.equal(sync.forget, [])
  assert.equal(sync.feed.map((f) => [f.entry.uid, f.cancelled]), [['gone', true], ['edge', true]])
})

Feed('the feed is in start order, then by UID', () => {
  const current = [entry('b', '2026-03-21T08:00:00Z'), entry('z', '2026-03-20T08:00:00Z'), entry('a', '2026-03-21T08:00:00Z'), entry('c', '2026-03-19T08:00:00Z')]
  assert.equal(syncVersions([], current, NOW, NOW).feed.map((f) => f.entry.uid), ['c', 'z', 'a', 'b'])
  assert.equal(syncVersions([], [...current].reverse(), NOW, NOW).feed.map((f) => f.entry.uid), ['c', 'z', 'a', 'b'])
})

const octets = (s: string): number => Buffer.byteLength(s, 'utf8')

Feed('folding: 75 octets fit on the first line, 74 after the leading space of a continuation', () => {
  assert.is(foldLine('a'.repeat(75)), 'a'.repeat(75))
  assert.is(foldLine('a'.repeat(150)), `${'a'.repeat(75)}\r\n ${'a'.repeat(74)}\r\n a`)
  // Characters of 1, 2, 3 and 4 octets at the edges of each UTF-8 length: as many as fit whole in 75 octets.
  for (const [char, size] of [['\u007e', 1], ['\u0080', 2], ['\u07ff', 2], ['\u0800', 3], ['\uffff', 3], ['\u{10000}', 4]] as const) {
    const [first = '', second = ''] = foldLine(char.repeat(40)).split('\r\n')
    assert.is([...first].length, Math.min(40, Math.floor(75 / size)), `${char.codePointAt(0)}`)
    assert.ok(octets(first) <= 75 && octets(second) <= 75)
  }
})

Feed('an instant in the ICS form, to the second; anything else is refused', () => {
  assert.is(icsUtc('2026-03-16T05:10:07Z'), '20260316T051007Z')
  assert.throws(() => icsUtc('on 2026-03-16T05:10:07Z'), /not a UTC instant: on 2026/)
})

Feed('the whole text of a calendar with a duty of no length, without location', () => {
  const e = { uid: 'L1@crew-duty-plan', logicalId: 'L1', summary: 'Day off', description: 'd', start: '2026-03-16T05:10:00Z', end: '2026-03-16T05:10:00Z' }
  assert.is(
    icsCalendar({ name: 'Crew' }, [{ entry: e, sequence: 1, changedAt: NOW, cancelled: false }, { entry: { ...e, uid: 'L2', end: '2026-03-16T06:00:00Z', location: 'CDG' }, sequence: 0, changedAt: NOW, cancelled: true }]),
    [
      'BEGIN:VCALENDAR', 'VERSION:2.0', 'PRODID:-//Crew Duty Plan//Calendar subscription//EN', 'CALSCALE:GREGORIAN', 'METHOD:PUBLISH',
      'X-WR-CALNAME:Crew', 'REFRESH-INTERVAL;VALUE=DURATION:PT1H', 'X-PUBLISHED-TTL:PT1H',
      'BEGIN:VEVENT', 'UID:L1@crew-duty-plan', 'DTSTAMP:20260315T080000Z', 'LAST-MODIFIED:20260315T080000Z', 'SEQUENCE:1',
      'DTSTART:20260316T051000Z', 'SUMMARY:Day off', 'DESCRIPTION:d', 'STATUS:CONFIRMED', 'TRANSP:OPAQUE', 'END:VEVENT',
      'BEGIN:VEVENT', 'UID:L2', 'DTSTAMP:20260315T080000Z', 'LAST-MODIFIED:20260315T080000Z', 'SEQUENCE:0',
      'DTSTART:20260316T051000Z', 'DTEND:20260316T060000Z', 'SUMMARY:Day off', 'LOCATION:CDG', 'DESCRIPTION:d', 'STATUS:CANCELLED', 'TRANSP:TRANSPARENT', 'END:VEVENT',
      'END:VCALENDAR', '',
    ].join('\r\n'),
  )
})

Feed.run()
