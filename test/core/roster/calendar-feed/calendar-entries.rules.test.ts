import { suite } from 'uvu'
import * as assert from 'uvu/assert'
import fc from 'fast-check'
import { calendarEntries, calendarUid, localTimeText, utcText } from '../../../../core/roster/calendar-feed/calendar-entries.rules'
import { zonedOfWire } from '../../../../core/shared/time.codec'
import type { DutyEvent, DutyEventWire } from '../../../../core/roster/event.codec'
import { dateTimeArb, wireEventArb } from '../arbitraries'
import { aLeg, aPairing, anEvent, decoded, wireEvent } from '../fixtures'

const Entries = suite('calendarEntries: one calendar entry per duty')

const allEvents = (events: ReadonlyArray<DutyEvent>): DutyEvent[] => events.flatMap((e) => [e, ...allEvents(e.events ?? [])])

Entries('a leg: flight number and route in the title, UTC times, local times and aircraft in the description, departure as location', () => {
  const leg = aLeg({ eventDescription: { flightNumber: 'LH400', aircraftTypeCode: 'A359', registration: 'D-AIXA' } })
  const [entry] = calendarEntries([leg], 'en')
  assert.ok(entry)
  assert.is(entry.uid, calendarUid(leg.logicalId))
  assert.is(entry.summary, 'Flight LH400 FRA → JFK')
  assert.is(entry.start, '2026-03-15T08:00:00Z')
  assert.is(entry.end, '2026-03-15T16:30:00Z')
  assert.is(entry.location, 'FRA')
  assert.match(entry.description, 'Start (local): 2026-03-15 09:00 (UTC+01:00) FRA')
  assert.match(entry.description, 'End (local): 2026-03-15 12:30 (UTC-04:00) JFK')
  assert.match(entry.description, 'Aircraft: A359')
  assert.match(entry.description, 'Registration: D-AIXA')
})

Entries('a pairing is one entry and each of its legs and its hotel another; check-in and check-out are in the pairing description', () => {
  const pairing = aPairing(
    [
      wireEvent({ type: 'C_I', fromDateTimeUTC: '2026-03-15T07:00:00+00:00', toDateTimeUTC: '2026-03-15T08:00:00+00:00', fromDateTimeLtAtAirport: '2026-03-15T08:00:00+01:00' }),
      wireEvent({ type: 'LEG', fromDateTimeUTC: '2026-03-15T08:00:00+00:00', toDateTimeUTC: '2026-03-15T16:30:00+00:00', eventDescription: { flightNumber: 'LH400' } }),
      wireEvent({ type: 'HOT', fromDateTimeUTC: '2026-03-15T17:00:00+00:00', toDateTimeUTC: '2026-03-17T06:00:00+00:00', hotelName: 'Hilton JFK' }),
      wireEvent({ type: 'LEG', fromDateTimeUTC: '2026-03-17T08:00:00+00:00', toDateTimeUTC: '2026-03-17T17:00:00+00:00', eventDescription: { flightNumber: 'LH401' } }),
      wireEvent({ type: 'C_O', fromDateTimeUTC: '2026-03-17T17:00:00+00:00', toDateTimeUTC: '2026-03-17T17:30:00+00:00', toDateTimeLtAtAirport: '2026-03-17T18:30:00+01:00' }),
    ],
    { eventDescription: { pairingNumber: 'P123' } },
  )
  const entries = calendarEntries([pairing], 'en')
  assert.equal(entries.map((e) => e.summary), ['Pairing P123 FRA', 'Flight LH400', 'Hotel Hilton JFK', 'Flight LH401'])
  const [own] = entries
  assert.match(own?.description ?? '', 'Check-in: 08:00 (local)')
  assert.match(own?.description ?? '', 'Check-out: 18:30 (local)')
  assert.match(own?.description ?? '', 'Hotel: Hilton JFK')
  assert.is(entries[2]?.location, 'Hilton JFK')
})

Entries('standby, ground, simulator, off and vacation are entries with their words in English and French; remark markers and roster tags are not', () => {
  const events = [
    anEvent({ type: 'SBY', fromAirport: 'CDG' }),
    anEvent({ type: 'GROUND', groundActivityCode: 'CRM' }),
    anEvent({ type: 'SIM' }),
    anEvent({ type: 'OFF' }),
    anEvent({ type: 'VAC' }),
    anEvent({ type: 'DREM' }),
    anEvent({ type: 'RTG' }),
  ]
  assert.equal(calendarEntries(events, 'en').map((e) => e.summary), ['Standby CDG', 'Ground duty CRM', 'Simulator', 'Day off', 'Vacation'])
  assert.equal(calendarEntries(events, 'fr').map((e) => e.summary), ['Réserve CDG', 'Activité sol CRM', 'Simulateur', 'Repos', 'Congés'])
})

Entries('no remark, role, attribute or free-text detail reaches the entry (they may name other crew members)', () => {
  const secret = 'Pilot Jane Doe +33 6 12 34 56 78'
  const leg = aLeg({ remark: secret, details: secret, roles: [{ id: 1, name: secret }], attributes: { crew: secret }, customAttributes: { note: secret } })
  const text = JSON.stringify(calendarEntries([leg], 'en'))
  assert.not.match(text, 'Jane')
})

Entries('property: one entry per listed duty, UIDs unique, each made from its logical id only; UTC instants, end never before start', () => {
  fc.assert(
    fc.property(fc.array(wireEventArb, { maxLength: 6 }), (wires: DutyEventWire[]) => {
      const events = wires.map((w) => decoded(w))
      const entries = calendarEntries(events, 'en')
      const listedIds = new Set(
        events.flatMap((top) => [
          ...(['DREM', 'RTG'].includes(top.type) ? [] : [top.logicalId]),
          ...allEvents(top.events ?? []).filter((c) => !['DREM', 'RTG', 'C_I', 'C_O'].includes(c.type)).map((c) => c.logicalId),
        ]),
      )
      const uids = entries.map((e) => e.uid)
      assert.is(new Set(uids).size, uids.length)
      assert.equal(new Set(entries.map((e) => e.logicalId)), listedIds)
      for (const e of entries) {
        assert.is(e.uid, calendarUid(e.logicalId))
        assert.match(e.start, /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z$/)
        assert.ok(e.end >= e.start)
      }
    }),
  )
})

Entries('property: moving a duty keeps its UID and changes its times', () => {
  fc.assert(
    fc.property(fc.integer({ min: 1, max: 500 }), (minutes) => {
      const before = aLeg({ logicalId: 'L-moved' })
      const after = { ...before, fromDateTimeUTC: before.fromDateTimeUTC.add({ minutes }), toDateTimeUTC: before.toDateTimeUTC.add({ minutes }) }
      const [a] = calendarEntries([before], 'en')
      const [b] = calendarEntries([after], 'en')
      assert.is(a?.uid, b?.uid)
      assert.is.not(a?.start, b?.start)
    }),
  )
})

Entries('property: the local and UTC texts, read from epoch and offset, are the Temporal calendar fields of the date-time', () => {
  const pad = (n: number) => String(n).padStart(2, '0')
  fc.assert(
    fc.property(dateTimeArb, (wire) => {
      const t = zonedOfWire(wire)
      assert.is(localTimeText(t), `${t.year}-${pad(t.month)}-${pad(t.day)} ${pad(t.hour)}:${pad(t.minute)} (UTC${t.offset})`)
      assert.is(utcText(t), t.toInstant().round({ smallestUnit: 'second', roundingMode: 'floor' }).toString())
    }),
  )
})

Entries('privateAbsences: sickness and suspension are a plain "Absence" with no description or location; other kinds unchanged; uidOf names the UID', () => {
  const events = [
    anEvent({ type: 'SICK', name: 'Sick leave', fromAirport: 'CDG' }),
    anEvent({ type: 'SUSP', name: 'Suspension' }),
    anEvent({ type: 'VAC' }),
  ]
  assert.equal(calendarEntries(events, 'en').map((e) => e.summary), ['Sick leave', 'Suspension', 'Vacation'])
  const hidden = calendarEntries(events, 'en', { privateAbsences: true, uidOf: (id) => `h-${id.length}@x` })
  assert.equal(hidden.map((e) => e.summary), ['Absence', 'Absence', 'Vacation'])
  assert.equal(calendarEntries(events, 'fr', { privateAbsences: true }).map((e) => e.summary), ['Absence', 'Absence', 'Congés'])
  for (const e of hidden.slice(0, 2)) {
    assert.is(e.description, '')
    assert.is(e.location, undefined)
  }
  assert.ok(hidden.every((e) => /^h-\d+@x$/.test(e.uid)))
})

Entries.run()
