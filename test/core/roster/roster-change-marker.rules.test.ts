import { suite } from 'uvu'
import * as assert from 'uvu/assert'
import { buildCalendar } from '../../../core/roster/calendar.rules'
import { rosterChangeKindOf, rosterChangeMarker } from '../../../core/roster/roster-change-marker.rules'
import { aLeg, aPairing, aRange, display, wireEvent, zone } from './fixtures'

const Marker = suite('rosterChangeMarker')
Marker('a changed duty is marked with the kinds of change its rosterChangeType names, when the profile shows roster changes', () => {
  assert.equal(rosterChangeMarker(aLeg({ rosterChangeType: ['NEW'] }), display({ showRosterChanges: true })), ['NEW'])
  assert.equal(rosterChangeMarker(aLeg({ rosterChangeType: ['modified', 'DELETED', 'CHANGED'] }), display({ showRosterChanges: true })), ['CHANGED', 'DELETED'])
})
Marker('no marker when the profile turns roster changes off, or nothing changed', () => {
  assert.equal(rosterChangeMarker(aLeg({ rosterChangeType: ['NEW'] }), display({ showRosterChanges: false })), [])
  assert.equal(rosterChangeMarker(aLeg(), display({ showRosterChanges: true })), [])
  assert.equal(rosterChangeMarker(aLeg({ rosterChangeType: [' '] }), display({ showRosterChanges: true })), [])
})
Marker('a pairing is marked when one of its legs changed', () => {
  const pairing = aPairing([wireEvent({ type: 'LEG', rosterChangeType: ['TIME'] })])
  assert.equal(rosterChangeMarker(pairing, display({ showRosterChanges: true })), ['CHANGED'])
})
Marker('an unknown wire value still marks the duty (kind OTHER)', () => {
  assert.is(rosterChangeKindOf('CREW_SWAP'), 'OTHER')
  assert.is(rosterChangeKindOf('added'), 'NEW')
  assert.is(rosterChangeKindOf(''), undefined)
})
Marker.run()

const Calendar = suite('buildCalendar: roster-change marker on tags')
Calendar('each tag of a changed duty carries its marker; unchanged ones carry none', () => {
  const view = buildCalendar({
    blockMonth: aRange(),
    events: [aLeg({ id: 'changed', rosterChangeType: ['NEW'] }), aLeg({ id: 'same', fromDateTimeUTC: '2026-03-20T08:00:00+00:00', toDateTimeUTC: '2026-03-20T10:00:00+00:00' })],
    display: display({ showRosterChanges: true }),
    preferences: { showRosterTags: true },
    timeZone: zone('UTC'),
  })
  const tags = view.weeks.flat().flatMap((d) => d.tags)
  assert.equal(tags.map((t) => [t.event.id, t.rosterChange]), [['changed', ['NEW']], ['same', []]])
})
Calendar.run()
