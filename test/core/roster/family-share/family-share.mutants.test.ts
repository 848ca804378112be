// Cases found by mutation testing core/roster/family-share (docs/testing.md, core/roster): each asserts what a family
// link's viewer sees that no other test pinned down (every weekday and month, every word of the page in both languages).
import { suite } from 'uvu'
import * as assert from 'uvu/assert'
import { Temporal } from 'temporal-polyfill'
import * as E from 'fp-ts/Either'
import { familyDays, stricterLevel, type FamilyDay } from '../../../../core/roster/family-share/family-days.rules'
import {
  CreatedFamilyLink,
  CreateFamilyLinkBody,
  FamilyLink,
  FamilyLinkName,
  FamilyLinks,
  RenameFamilyLinkBody,
} from '../../../../core/roster/family-share/family-share.codec'
import { FAMILY_WORDS, familyDate, familyDayText, familyLanguageOf } from '../../../../core/roster/family-share/family-text.rules'
import type { DutyEvent } from '../../../../core/roster/event.codec'
import { aPairing, anEvent, wireEvent } from '../fixtures'

const Words = suite('family share: edges found by mutation testing')
const d = (s: string): Temporal.PlainDate => Temporal.PlainDate.from(s)

Words('every weekday (Monday 16 March 2026 to Sunday 22) and every month, in English and in French', () => {
  const week = ['16', '17', '18', '19', '20', '21', '22'].map((day) => d(`2026-03-${day}`))
  assert.equal(week.map((x) => familyDate(x, 'en')), ['Mon 16 Mar', 'Tue 17 Mar', 'Wed 18 Mar', 'Thu 19 Mar', 'Fri 20 Mar', 'Sat 21 Mar', 'Sun 22 Mar'])
  assert.equal(week.map((x) => familyDate(x, 'fr')), ['lun. 16 mars', 'mar. 17 mars', 'mer. 18 mars', 'jeu. 19 mars', 'ven. 20 mars', 'sam. 21 mars', 'dim. 22 mars'])
  const firsts = Array.from({ length: 12 }, (_, i) => d(`2026-${String(i + 1).padStart(2, '0')}-01`))
  assert.equal(firsts.map((x) => familyDate(x, 'en').split(' ')[2]), ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'])
  assert.equal(firsts.map((x) => familyDate(x, 'fr').split(' ')[2]), ['janv.', 'févr.', 'mars', 'avr.', 'mai', 'juin', 'juil.', 'août', 'sept.', 'oct.', 'nov.', 'déc.'])
})

Words('the words of a day without a time, in English and in French', () => {
  const kinds = ['home', 'free', 'dayOff', 'holiday', 'busy'] as const
  assert.equal(kinds.map((kind) => familyDayText({ date: d('2026-03-16'), kind }, 'en').label), ['At home', 'Free', 'Day off', 'Holiday', 'Busy'])
  assert.equal(kinds.map((kind) => familyDayText({ date: d('2026-03-16'), kind }, 'fr').label), ['À la maison', 'Libre', 'Repos', 'Congés', 'Indisponible'])
  const until = Temporal.ZonedDateTime.from('2026-03-16T18:00:00+01:00[Europe/Paris]')
  assert.is(familyDayText({ date: d('2026-03-16'), kind: 'standby', until }, 'en').label, 'Standby until')
  assert.is(familyDayText({ date: d('2026-03-16'), kind: 'standby', until }, 'fr').label, 'Réserve jusqu’à')
})

Words('the page\'s own words, in English and in French', () => {
  const page = (w: (typeof FAMILY_WORDS)['en']) => [w.title('Alex'), w.intro, w.updated, w.feed, w.yourTime, w.localTime]
  assert.equal(page(FAMILY_WORDS.en), [
    'Where Alex is',
    'Shared with you from the airline crew app. Times are in your time zone, with the local time at home beside them.',
    'Updated', 'Add to your calendar', 'your time', 'local time',
  ])
  assert.equal(page(FAMILY_WORDS.fr), [
    'Où est Alex',
    'Partagé avec vous depuis l’application des équipages. Les heures sont dans votre fuseau horaire, avec l’heure locale à la maison à côté.',
    'Mis à jour', 'Ajouter à votre agenda', 'votre heure', 'heure locale',
  ])
})

Words('a place without a known city is named by its airport', () => {
  assert.is(familyDayText({ date: d('2026-03-16'), kind: 'away', place: { airport: 'JFK' } }, 'en').label, 'Away: JFK')
})

Words('the viewer language: plain "en" first, a French region, q-values read only when well formed', () => {
  assert.is(familyLanguageOf('en,fr'), 'en')
  assert.is(familyLanguageOf('de, fr'), 'fr')
  assert.is(familyLanguageOf('fr-CA,en'), 'fr')
  assert.is(familyLanguageOf('en;q=0.5, fr'), 'fr')
  assert.is(familyLanguageOf('fr;q=0.8, en;q=0.9'), 'en')
  assert.is(familyLanguageOf('en;q=0.5, fr; q=0.8'), 'fr')
  assert.is(familyLanguageOf('en;q=0.9, fr;q=0.5x'), 'fr')
  assert.is(familyLanguageOf('en;q=0.9, fr;xq=0.5'), 'fr')
  assert.is(familyLanguageOf('en;q=0.9, fr;level=1;q=0.5'), 'en')
})

Words('the stricter of two levels', () => {
  assert.is(stricterLevel('whereAndWhen', 'whereAndWhen'), 'whereAndWhen')
  assert.is(stricterLevel('busyOrFree', 'whereAndWhen'), 'busyOrFree')
  assert.is(stricterLevel('whereAndWhen', 'busyOrFree'), 'busyOrFree')
  assert.is(stricterLevel('busyOrFree', 'busyOrFree'), 'busyOrFree')
})

Words('the link codecs check every field; a name is trimmed, one character is enough', () => {
  assert.ok(FamilyLinkName.is('A'))
  assert.not.ok(FamilyLinkName.is(' Mum'))
  assert.not.ok(FamilyLinkName.is(''))
  assert.ok(E.isRight(CreateFamilyLinkBody.decode({ name: 'Mum', level: 'busyOrFree' })))
  assert.ok(E.isLeft(CreateFamilyLinkBody.decode({ name: 'Mum' })))
  assert.ok(E.isLeft(CreateFamilyLinkBody.decode({ level: 'busyOrFree' })))
  assert.ok(E.isRight(RenameFamilyLinkBody.decode({ name: 'Mum' })))
  assert.ok(E.isLeft(RenameFamilyLinkBody.decode({})))
  const link = { id: 'k1', name: 'Mum', level: 'whereAndWhen', createdAt: '2026-03-15T08:00:00+00:00' }
  assert.ok(E.isRight(FamilyLink.decode({ ...link, lastOpenedAt: '2026-03-16T08:00:00+00:00' })))
  assert.ok(E.isLeft(FamilyLink.decode({ ...link, lastOpenedAt: 'yesterday' })))
  for (const key of Object.keys(link)) assert.ok(E.isLeft(FamilyLink.decode({ ...link, [key]: undefined })), key)
  assert.ok(E.isRight(FamilyLinks.decode({ links: [link] })))
  assert.ok(E.isLeft(FamilyLinks.decode({})))
  assert.ok(E.isRight(CreatedFamilyLink.decode({ link, path: '/family/x' })))
  assert.ok(E.isLeft(CreatedFamilyLink.decode({ link })))
  assert.ok(E.isLeft(CreatedFamilyLink.decode({ path: '/family/x' })))
})

Words.run()

const Days = suite('family days: edges found by mutation testing')
const CITIES: Record<string, string> = { CDG: 'Paris', HND: 'Tokyo Haneda', NRT: 'Tokyo Narita', JFK: 'New York', LAX: 'Los Angeles' }
const PARIS = 'Europe/Paris'
const days = (events: ReadonlyArray<DutyEvent>, from: string, to: string): ReadonlyArray<FamilyDay> =>
  familyDays({ events, from: d(from), to: d(to), homeZone: PARIS, level: 'whereAndWhen', cityOf: (c) => CITIES[c] })
const summary = (list: ReadonlyArray<FamilyDay>): string[] =>
  list.map((day) => {
    const where = 'place' in day ? day.place?.airport : 'from' in day ? day.from?.airport : undefined
    return [day.date.day, day.kind, where].filter((x) => x !== undefined).join(' ')
  })
const at = (iso: string) => `${iso}+00:00`

Days('a duty ending exactly at midnight at home covers the day before only; a second or a millisecond later covers the next day', () => {
  const until = (end: string) => anEvent({ type: 'SBY', fromDateTimeUTC: at('2026-03-16T19:00:00'), toDateTimeUTC: end })
  assert.equal(summary(days([until(at('2026-03-16T23:00:00'))], '2026-03-16', '2026-03-17')), ['16 standby', '17 home'])
  assert.equal(summary(days([until(at('2026-03-16T23:00:01'))], '2026-03-16', '2026-03-17')), ['16 standby', '17 standby'])
  assert.equal(summary(days([until(at('2026-03-16T23:00:00.001'))], '2026-03-16', '2026-03-17')), ['16 standby', '17 standby'])
  assert.equal(summary(days([until(at('2026-03-16T23:01:00'))], '2026-03-16', '2026-03-17')), ['16 standby', '17 standby'])
  assert.equal(summary(days([until(at('2026-03-17T00:00:00'))], '2026-03-16', '2026-03-17')), ['16 standby', '17 standby'])
})

Days('a duty whose end comes before its start (bad data) still shows on its start day', () => {
  const backwards = anEvent({ type: 'SBY', fromDateTimeUTC: at('2026-03-16T10:00:00'), toDateTimeUTC: at('2026-03-15T08:00:00') })
  assert.equal(summary(days([backwards], '2026-03-15', '2026-03-16')), ['15 home', '16 standby'])
})

Days('a lone overnight flight: away where it lands, then working; a blank departure names no place', () => {
  const leg = anEvent({ type: 'LEG', fromDateTimeUTC: at('2026-03-15T20:00:00'), toDateTimeUTC: at('2026-03-16T08:00:00'), departure: { airportCode: ' ' }, arrival: { airportCode: 'HND' } })
  assert.equal(summary(days([leg], '2026-03-15', '2026-03-16')), ['15 away HND', '16 working'])
  const dayTrip = anEvent({ type: 'LEG', fromDateTimeUTC: at('2026-03-16T06:00:00'), toDateTimeUTC: at('2026-03-16T08:00:00'), departure: { airportCode: ' ' } })
  assert.equal(summary(days([dayTrip], '2026-03-16', '2026-03-16')), ['16 working'])
  const positioning = anEvent({ type: 'GPR', fromDateTimeUTC: at('2026-03-16T06:00:00'), toDateTimeUTC: at('2026-03-16T08:00:00'), departure: { airportCode: 'CDG' } })
  assert.equal(summary(days([positioning], '2026-03-16', '2026-03-16')), ['16 working CDG'])
})

Days('a trip listed out of order: before its first hotel, away where the first flight or positioning lands; then at each hotel from the day it begins; working from where the last day\'s first flight leaves', () => {
  const trip = aPairing(
    [
      wireEvent({ type: 'LEG', fromDateTimeUTC: at('2026-03-18T10:00:00'), toDateTimeUTC: at('2026-03-18T20:00:00'), departure: { airportCode: 'LAX' }, arrival: { airportCode: 'CDG' } }),
      wireEvent({ type: 'HOT', fromDateTimeUTC: at('2026-03-17T12:00:00'), toDateTimeUTC: at('2026-03-18T08:00:00'), arrival: { airportCode: 'LAX' } }),
      wireEvent({ type: 'C_I', fromDateTimeUTC: at('2026-03-15T19:00:00'), toDateTimeUTC: at('2026-03-15T20:00:00'), departure: { airportCode: 'ORY' }, arrival: { airportCode: 'ORY' } }),
      wireEvent({ type: 'FPR', fromDateTimeUTC: at('2026-03-15T20:00:00'), toDateTimeUTC: at('2026-03-16T08:00:00'), departure: { airportCode: 'CDG' }, arrival: { airportCode: 'HND' } }),
      wireEvent({ type: 'HOT', fromDateTimeUTC: at('2026-03-16T09:00:00'), toDateTimeUTC: at('2026-03-17T06:00:00'), departure: { airportCode: 'NRT' } }),
      wireEvent({ type: 'LEG', fromDateTimeUTC: at('2026-03-17T07:00:00'), toDateTimeUTC: at('2026-03-17T11:00:00'), departure: { airportCode: 'NRT' }, arrival: { airportCode: 'LAX' } }),
      wireEvent({ type: 'C_I', fromDateTimeUTC: at('2026-03-18T09:00:00'), toDateTimeUTC: at('2026-03-18T10:00:00'), departure: { airportCode: 'ORY' } }),
    ],
    { fromDateTimeUTC: at('2026-03-15T19:00:00'), toDateTimeUTC: at('2026-03-18T20:30:00') },
  )
  assert.equal(summary(days([trip], '2026-03-15', '2026-03-18')), ['15 away HND', '16 away NRT', '17 away LAX', '18 working LAX'])
})

Days('a simulator day says when the crew member is home', () => {
  const sim = anEvent({ type: 'SIM', fromDateTimeUTC: at('2026-03-16T08:00:00'), toDateTimeUTC: at('2026-03-16T12:00:00') })
  const [day] = days([sim], '2026-03-16', '2026-03-16')
  assert.is(day?.kind === 'working' ? day.homeAt?.toString() : undefined, '2026-03-16T13:00:00+01:00[Europe/Paris]')
})

Days('on a day with a trip and a day off, the trip wins whichever is listed first', () => {
  const off = anEvent({ type: 'OFF', fromDateTimeUTC: at('2026-03-15T23:00:00'), toDateTimeUTC: at('2026-03-16T23:00:00') })
  const trip = anEvent({ type: 'LEG', fromDateTimeUTC: at('2026-03-16T06:00:00'), toDateTimeUTC: at('2026-03-16T08:00:00') })
  assert.equal(summary(days([trip, off], '2026-03-16', '2026-03-16')), ['16 working'])
  assert.equal(summary(days([off, trip], '2026-03-16', '2026-03-16')), ['16 working'])
})

Days.run()
