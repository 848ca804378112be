import { suite } from 'uvu'
import * as assert from 'uvu/assert'
import fc from 'fast-check'
import { Temporal } from 'temporal-polyfill'
import { familyDays, FAMILY_KIND_OF_DUTY, type FamilyDay } from '../../../../core/roster/family-share/family-days.rules'
import { familyDayText, familyLanguageOf } from '../../../../core/roster/family-share/family-text.rules'
import { offeredShareLevels, type ShareLevel } from '../../../../core/roster/family-share/family-share.codec'
import { DUTY_KINDS, dutyKindOf } from '../../../../core/roster/duty-kind.rules'
import type { DutyEvent, DutyEventWire } from '../../../../core/roster/event.codec'
import { EVENT_TYPES } from '../../../../core/roster/event-type.codec'
import { aPairing, anEvent, decoded, wireEvent } from '../fixtures'

const CITIES: Record<string, string> = { CDG: 'Paris', JFK: 'New York', NRT: 'Tokyo' }
const cityOf = (code: string): string | undefined => CITIES[code]
const PARIS = 'Europe/Paris'
const d = (s: string): Temporal.PlainDate => Temporal.PlainDate.from(s)

const days = (events: ReadonlyArray<DutyEvent>, from: string, to: string, level: ShareLevel = 'whereAndWhen'): ReadonlyArray<FamilyDay> =>
  familyDays({ events, from: d(from), to: d(to), homeZone: PARIS, level, cityOf })
const texts = (list: ReadonlyArray<FamilyDay>, language: 'en' | 'fr' = 'en'): string[] =>
  list.map((day) => {
    const t = familyDayText(day, language)
    return [t.label, t.timeLead, t.time?.homeText].filter((s) => s !== undefined).join(' ')
  })

/** CDG -> JFK on 15 Mar, night in New York, JFK -> CDG overnight, home on 17 Mar at 07:40 Paris time. */
const jfkTrip = (): DutyEvent =>
  aPairing(
    [
      wireEvent({ type: 'C_I', fromDateTimeUTC: '2026-03-15T08:00:00+00:00', toDateTimeUTC: '2026-03-15T09:00:00+00:00' }),
      wireEvent({ type: 'LEG', fromDateTimeUTC: '2026-03-15T09:00:00+00:00', toDateTimeUTC: '2026-03-15T17:30:00+00:00', departure: { airportCode: 'CDG' }, arrival: { airportCode: 'JFK' }, eventDescription: { flightNumber: 'AF006' } }),
      wireEvent({ type: 'HOT', fromDateTimeUTC: '2026-03-15T18:30:00+00:00', toDateTimeUTC: '2026-03-16T20:00:00+00:00', hotelName: 'Hilton JFK', departure: { airportCode: 'JFK' } }),
      wireEvent({ type: 'LEG', fromDateTimeUTC: '2026-03-16T22:00:00+00:00', toDateTimeUTC: '2026-03-17T06:10:00+00:00', departure: { airportCode: 'JFK' }, arrival: { airportCode: 'CDG' }, eventDescription: { flightNumber: 'AF007' } }),
      wireEvent({ type: 'C_O', fromDateTimeUTC: '2026-03-17T06:10:00+00:00', toDateTimeUTC: '2026-03-17T06:40:00+00:00' }),
    ],
    { fromDateTimeUTC: '2026-03-15T08:00:00+00:00', toDateTimeUTC: '2026-03-17T06:40:00+00:00', eventDescription: { pairingNumber: 'P4711' } },
  )

const Days = suite('familyDays: what a family link shows per day')

Days('a trip to New York: away with the city and the time back, then working on the day it ends, home before and after', () => {
  assert.equal(texts(days([jfkTrip()], '2026-03-14', '2026-03-18')), [
    'At home',
    'Away: New York (JFK) back Tue 17 Mar 07:40',
    'Away: New York (JFK) back Tue 17 Mar 07:40',
    'Working home at 07:40',
    'At home',
  ])
})

Days('a day trip: working, with the flights from Paris and the time home', () => {
  const trip = aPairing(
    [
      wireEvent({ type: 'LEG', fromDateTimeUTC: '2026-03-20T07:00:00+00:00', toDateTimeUTC: '2026-03-20T08:15:00+00:00', departure: { airportCode: 'CDG' }, arrival: { airportCode: 'LHR' } }),
      wireEvent({ type: 'LEG', fromDateTimeUTC: '2026-03-20T09:30:00+00:00', toDateTimeUTC: '2026-03-20T10:45:00+00:00', departure: { airportCode: 'LHR' }, arrival: { airportCode: 'CDG' } }),
    ],
    { fromDateTimeUTC: '2026-03-20T06:00:00+00:00', toDateTimeUTC: '2026-03-20T11:15:00+00:00' },
  )
  assert.equal(texts(days([trip], '2026-03-20', '2026-03-20')), ['Working: flights from Paris home at 12:15'])
  assert.equal(texts(days([trip], '2026-03-20', '2026-03-20'), 'fr'), ['En service: vols au départ de Paris à la maison à 12:15'])
})

Days('the same trip in French', () => {
  assert.equal(texts(days([jfkTrip()], '2026-03-15', '2026-03-17'), 'fr'), [
    'En déplacement: New York (JFK) retour mar. 17 mars 07:40',
    'En déplacement: New York (JFK) retour mar. 17 mars 07:40',
    'En service à la maison à 07:40',
  ])
})

Days('busy or free: no place, "Working" on trip days with the time home on the last, "Free" otherwise', () => {
  assert.equal(texts(days([jfkTrip()], '2026-03-14', '2026-03-18', 'busyOrFree')), ['Free', 'Working', 'Working', 'Working home at 07:40', 'Free'])
})

Days('sickness, suspension and absence are "Busy" at both levels, never named', () => {
  for (const type of ['SICK', 'SUSP', 'ABS'] as const) {
    const event = anEvent({ type, fromDateTimeUTC: '2026-03-15T23:00:00+00:00', toDateTimeUTC: '2026-03-16T23:00:00+00:00' })
    assert.equal(texts(days([event], '2026-03-16', '2026-03-16')), ['Busy'], type)
    assert.equal(texts(days([event], '2026-03-16', '2026-03-16', 'busyOrFree')), ['Busy'], type)
  }
})

Days('a day off ending exactly at midnight covers its day only; vacation is "Holiday"; standby says until when', () => {
  const off = anEvent({ type: 'OFF', fromDateTimeUTC: '2026-03-15T23:00:00+00:00', toDateTimeUTC: '2026-03-16T23:00:00+00:00' })
  const vac = anEvent({ type: 'VAC', fromDateTimeUTC: '2026-03-16T23:00:00+00:00', toDateTimeUTC: '2026-03-18T23:00:00+00:00' })
  const sby = anEvent({ type: 'SBY', fromDateTimeUTC: '2026-03-19T05:00:00+00:00', toDateTimeUTC: '2026-03-19T13:00:00+00:00' })
  assert.equal(texts(days([off, vac, sby], '2026-03-16', '2026-03-20')), ['Day off', 'Holiday', 'Holiday', 'Standby until 14:00', 'At home'])
})

Days('days are home-base days across the DST change (Paris, 29 Mar 2026): a standby at 22:30 UTC is on its own day in winter time (23:30), on the next day in summer time (00:30)', () => {
  const before = anEvent({ type: 'SBY', fromDateTimeUTC: '2026-03-27T22:30:00+00:00', toDateTimeUTC: '2026-03-27T22:50:00+00:00' })
  const after = anEvent({ type: 'SBY', fromDateTimeUTC: '2026-03-29T22:30:00+00:00', toDateTimeUTC: '2026-03-29T22:50:00+00:00' })
  assert.equal(texts(days([before, after], '2026-03-27', '2026-03-30')), ['Standby until 23:50', 'At home', 'At home', 'Standby until 00:50'])
})

Days('a trip wins over a day off on the same day', () => {
  const off = anEvent({ type: 'OFF', fromDateTimeUTC: '2026-03-14T23:00:00+00:00', toDateTimeUTC: '2026-03-15T23:00:00+00:00' })
  assert.equal(texts(days([off, jfkTrip()], '2026-03-15', '2026-03-15'))[0]?.startsWith('Away'), true)
})

Days('every duty kind has a family meaning, and no absence kind is shown by its name', () => {
  for (const kind of DUTY_KINDS) assert.ok(FAMILY_KIND_OF_DUTY[kind] !== undefined, kind)
  for (const kind of ['sickness', 'suspension', 'absence', 'other'] as const) assert.is(FAMILY_KIND_OF_DUTY[kind], 'busy')
})

Days('the viewer language comes from Accept-Language, French only when ranked before English', () => {
  assert.is(familyLanguageOf('fr-FR,fr;q=0.9,en;q=0.8'), 'fr')
  assert.is(familyLanguageOf('en-GB,fr;q=0.9'), 'en')
  assert.is(familyLanguageOf('de-DE,fr;q=0.5'), 'fr')
  assert.is(familyLanguageOf(undefined), 'en')
  assert.is(familyLanguageOf('fr;q=0'), 'en')
})

// Properties over generated rosters: whatever the roster holds, the words of a day come only from its kind, city and times.
const SECRETS: readonly [string, string, string, string, string] = ['AF9999', 'P31337', 'Secret Hotel Name', 'Remark: confidential', 'Jane Crewmate']
const hour = fc.integer({ min: 0, max: 24 * 40 }).map((h) => Temporal.Instant.from('2026-03-01T00:00:00Z').add({ hours: h }))
const wireAt = (type: (typeof EVENT_TYPES)[number], start: Temporal.Instant, hours: number, extra: Partial<DutyEventWire> = {}): DutyEventWire =>
  wireEvent({
    type,
    fromDateTimeUTC: start.toString().replace('Z', '+00:00'),
    toDateTimeUTC: start.add({ hours }).toString().replace('Z', '+00:00'),
    eventDescription: { flightNumber: SECRETS[0], pairingNumber: SECRETS[1] },
    hotelName: SECRETS[2],
    remark: SECRETS[3],
    details: SECRETS[4],
    name: SECRETS[4],
    departure: { airportCode: 'CDG' },
    arrival: { airportCode: 'JFK' },
    ...extra,
  })
const eventArb = fc
  .tuple(fc.constantFrom(...EVENT_TYPES), hour, fc.integer({ min: 1, max: 100 }), fc.array(fc.tuple(fc.constantFrom(...EVENT_TYPES), hour, fc.integer({ min: 1, max: 30 })), { maxLength: 4 }))
  .map(([type, start, hours, children]) =>
    decoded(wireAt(type, start, hours, children.length === 0 ? {} : { events: children.map(([t, s, h]) => wireAt(t, s, h)) as DutyEventWire[] })),
  )

Days('property: no flight number, pairing number, hotel, remark or crew name ever reaches the words of a day, at either level, in either language', () => {
  fc.assert(
    fc.property(fc.array(eventArb, { maxLength: 8 }), fc.constantFrom<ShareLevel>('whereAndWhen', 'busyOrFree'), fc.constantFrom<'en' | 'fr'>('en', 'fr'), (events, level, language) => {
      const words = texts(days(events, '2026-03-01', '2026-04-15', level), language).join('\n')
      for (const secret of SECRETS) assert.not.ok(words.includes(secret), secret)
      for (const named of ['Sick', 'Suspension', 'maladie', 'Absence']) assert.not.ok(words.includes(named), named)
    }),
    { numRuns: 200, seed: 20261128 },
  )
})

Days('property: one entry per day of the range, in order; busy-or-free never names a place', () => {
  fc.assert(
    fc.property(fc.array(eventArb, { maxLength: 6 }), (events) => {
      const list = days(events, '2026-03-01', '2026-03-31', 'busyOrFree')
      assert.is(list.length, 31)
      list.forEach((day, i) => assert.ok(day.date.equals(d('2026-03-01').add({ days: i }))))
      for (const day of list) assert.ok(['free', 'working', 'busy'].includes(day.kind), day.kind)
      assert.not.ok(texts(list).join(' ').includes('JFK'))
    }),
    { numRuns: 150, seed: 20261128 },
  )
})

Days('each event type at each level: the day it covers says what the table says, and nothing else', () => {
  const expected: Record<string, [string, string]> = {
    trip: ['working', 'working'],
    working: ['working', 'working'],
    standby: ['standby', 'working'],
    dayOff: ['dayOff', 'free'],
    holiday: ['holiday', 'free'],
    busy: ['busy', 'busy'],
    nothing: ['home', 'free'],
  }
  for (const type of EVENT_TYPES) {
    const event = anEvent({ type, fromDateTimeUTC: '2026-03-20T07:00:00+00:00', toDateTimeUTC: '2026-03-20T15:00:00+00:00' })
    const shown = FAMILY_KIND_OF_DUTY[dutyKindOf(event)]
    const [where, busy] = expected[shown] ?? ['?', '?']
    assert.is(days([event], '2026-03-20', '2026-03-20')[0]?.kind, where, `${type} where-and-when`)
    assert.is(days([event], '2026-03-20', '2026-03-20', 'busyOrFree')[0]?.kind, busy, `${type} busy-or-free`)
  }
})

Days('a profile can only take levels away: busy-or-free offers that one level only', () => {
  assert.equal(offeredShareLevels('whereAndWhen'), ['whereAndWhen', 'busyOrFree'])
  assert.equal(offeredShareLevels('busyOrFree'), ['busyOrFree'])
})

Days.run()
