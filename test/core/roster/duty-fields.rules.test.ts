import { suite } from 'uvu'
import * as assert from 'uvu/assert'
import { calendarCode } from '../../../core/roster/calendar-codes.rules'
import { hotelNameOf, opensCheckIn } from '../../../core/roster/duty-list.rules'
import { simSessions } from '../../../core/roster/sim-session.rules'
import { shownEdges } from '../../../core/roster/time-display.rules'
import { anEvent, display } from './fixtures'

const aSim = (o: Parameters<typeof anEvent>[0] = {}) =>
  anEvent({ type: 'SIM', fromDateTimeUTC: '2026-03-15T08:00:00+00:00', toDateTimeUTC: '2026-03-15T12:00:00+00:00', ...o })

const Sim = suite('simSessions: simulator briefing and debriefing times')
Sim('a SIM duty shows its briefing and debriefing, home-base local then UTC', () => {
  const sim = aSim({
    simBriefingDateTimeUTC: '2026-03-15T07:00:00+00:00',
    simBriefingDateTimeLtAtHb: '2026-03-15T08:00:00+01:00',
    simDebriefingDateTimeUTC: '2026-03-15T12:30:00+00:00',
    simDebriefingDateTimeLtAtHb: '2026-03-15T13:30:00+01:00',
  })
  assert.equal(simSessions(sim, display(), 'HH:mm', 'en'), [
    { kind: 'briefing', times: [{ kind: 'local', text: '08:00 LT' }, { kind: 'utc', text: '07:00' }] },
    { kind: 'debriefing', times: [{ kind: 'local', text: '13:30 LT' }, { kind: 'utc', text: '12:30' }] },
  ])
})
Sim('the object form (dateLocal, localTime, timeUtc) when no date-time is sent; the profile decides local and UTC', () => {
  const sim = aSim({ simBriefing: { dateLocal: '2026-03-15', localTime: '08:15', timeUtc: '07:15' } })
  assert.equal(simSessions(sim, display({ showUTCTime: false }), 'HH:mm', 'en'), [{ kind: 'briefing', times: [{ kind: 'local', text: '08:15 LT' }] }])
})
Sim('other duties and SIM duties without sessions show none', () => {
  assert.equal(simSessions(anEvent({ type: 'GROUND', simBriefingDateTimeUTC: '2026-03-15T07:00:00+00:00' }), display(), 'HH:mm', 'en'), [])
  assert.equal(simSessions(aSim(), display(), 'HH:mm', 'en'), [])
})
Sim.run()

const Fields = suite('duty fields: onlyArrival, onlyDeparture, groundTransportCode, hotelCode, checkinCheckoutControlled')
Fields('onlyArrival shows the arrival only, onlyDeparture the departure only', () => {
  assert.equal(shownEdges({ onlyArrival: true }), ['to'])
  assert.equal(shownEdges({ onlyDeparture: true }), ['from'])
  assert.equal(shownEdges({}), ['from', 'to'])
})
Fields('a ground transport shows its groundTransportCode in the calendar when it has no activity code', () => {
  const transport = anEvent({ type: 'GROUND', eventDescription: { groundTransportCode: 'BUS' } })
  assert.is(calendarCode(transport, display()), 'BUS')
  assert.is(calendarCode(transport, display({ showGroundCodeInCalendar: false })), 'GRND')
})
Fields('a hotel sent by code only is named by its hotelCode', () => {
  assert.is(hotelNameOf(anEvent({ type: 'HOT', hotelCode: 'FRA01' })), 'FRA01')
  assert.is(hotelNameOf(anEvent({ type: 'HOT', hotelName: 'Airport Inn', hotelCode: 'FRA01' })), 'Airport Inn')
})
Fields('a check-in not controlled by the app (checkinCheckoutControlled false) does not open the check-in screen', () => {
  assert.ok(opensCheckIn(anEvent({ type: 'C_I' })))
  assert.not.ok(opensCheckIn(anEvent({ type: 'C_I', checkinCheckoutControlled: false })))
  assert.not.ok(opensCheckIn(anEvent({ type: 'C_O' })))
})
Fields.run()
