// Cases found by mutation testing core/roster/calendar-feed (docs/testing.md, core/roster): each asserts what a
// subscribed calendar shows that no other test pinned down (every kind's words in both languages, every line of a
// pairing's description).
import { suite } from 'uvu'
import * as assert from 'uvu/assert'
import { calendarEntries } from '../../../../core/roster/calendar-feed/calendar-entries.rules'
import { aPairing, anEvent, wireEvent } from '../fixtures'

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

Words.run()
