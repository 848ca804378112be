import { suite } from 'uvu'
import * as assert from 'uvu/assert'
import { HotelEvent } from '../../core/hotel/hotel.codec'
import { DutyEvent } from '../../core/roster/event.codec'
import { ANNA, BRUNO, errIdOf, getWith, jsonOf, sessionOf, sharedServer, T0 } from './helpers'
import { eventRow, resultOf, sendJson } from './roster.fixtures'

const shared = sharedServer()
const base = `/rest/pems/roster/${ANNA.crmId}`

const Hotel = suite('GET roster/{crmId}/hotel/{hotelId}')

Hotel('"here the hotel id comes from the eventId route parameter": the hotel event of the HOT event, times as the event\'s', async () => {
  const { url, server } = await shared.get()
  const cookie = await sessionOf(url, ANNA)
  const hot = await eventRow(server.deps.db, ANNA.crmId, 'HOT', T0)
  const hotel = await resultOf(await getWith(url, `${base}/hotel/${hot.eventId}`, cookie), HotelEvent)
  const event = await resultOf(await sendJson(url, 'POST', `${base}/eventById`, cookie, { logicalEventId: hot.logicalId }), DutyEvent)
  assert.is(hotel.hotel.name, 'Skyline Airport Hotel JFK')
  assert.is(event.hotelName, hotel.hotel.name)
  assert.ok(hotel.fromDateTimeUTC.equals(event.fromDateTimeUTC) && hotel.toDateTimeUTC.equals(event.toDateTimeUTC))
  assert.is(hotel.fromDateTimeLtAtAirport.offset, '-04:00', 'local at JFK (EDT) after 2026-03-08')
  assert.ok(hotel.hotel.hotelAtAirport?.pickupTime?.toInstant().equals(hotel.toDateTimeUTC.toInstant()))
  assert.is(hotel.hotel.hotelAtAirport?.pickupTimeLocal?.offset, '-04:00')
  assert.is(hotel.transportCompany?.name, 'Metro Crew Shuttle')
  assert.is(hotel.transportCompany?.transportCompanyContacts?.length, 1)
})

Hotel('an event that is not a hotel is 404, a malformed id 400, no session 401, another crmId 403', async () => {
  const { url, server } = await shared.get()
  const cookie = await sessionOf(url, ANNA)
  const leg = await eventRow(server.deps.db, ANNA.crmId, 'LEG', T0)
  const missing = await getWith(url, `${base}/hotel/${leg.eventId}`, cookie)
  assert.is(missing.status, 404)
  assert.is(errIdOf(await jsonOf(missing)), 'ERR_NOT_FOUND')
  assert.is((await getWith(url, `${base}/hotel/${encodeURIComponent('<script>')}`, cookie)).status, 400)
  const hot = await eventRow(server.deps.db, BRUNO.crmId, 'HOT', T0)
  assert.is((await getWith(url, `/rest/pems/roster/${BRUNO.crmId}/hotel/${hot.eventId}`)).status, 401)
  assert.is((await getWith(url, `/rest/pems/roster/${BRUNO.crmId}/hotel/${hot.eventId}`, cookie)).status, 403)
})

Hotel.after(shared.close)
Hotel.run()
