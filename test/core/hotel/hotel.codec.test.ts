import { suite } from 'uvu'
import * as assert from 'uvu/assert'
import * as E from 'fp-ts/Either'
import fc from 'fast-check'
import { isDeepStrictEqual } from 'node:util'
import { HotelEvent, HotelEventResponse } from '../../../core/hotel/hotel.codec'
import { decodeWith } from '../../../core/shared/decode'
import { wireDateTime, wireHotelEvent } from './fixtures'

const decode = decodeWith(HotelEvent)

const Codec = suite('HotelEvent codec')

const wire = {
  fromDateTimeLtAtAirport: '2026-03-15T14:00:00+01:00',
  toDateTimeLtAtAirport: '2026-03-17T10:00:00+01:00',
  fromDateTimeUTC: '2026-03-15T13:00:00+00:00',
  toDateTimeUTC: '2026-03-17T09:00:00+00:00',
  hotel: {
    name: 'Hotel Lumière',
    hotelAtAirport: { type: 'Layover', transferTime: 45, pickupTimeLocal: '2026-03-17T08:30:00+01:00' },
  },
  transportCompany: { name: 'Navette', transportCompanyLocations: [{ cityName: 'Lyon' }], transportCompanyContacts: [] },
}

Codec('"Hotel event: from/to times (LtAtAirport and UTC)" decode to zoned date-times keeping the airport offset', () => {
  const decoded = decode(wire)
  assert.ok(E.isRight(decoded))
  if (E.isLeft(decoded)) return
  assert.is(decoded.right.fromDateTimeLtAtAirport.offset, '+01:00')
  assert.is(decoded.right.fromDateTimeLtAtAirport.hour, 14)
  assert.ok(decoded.right.fromDateTimeLtAtAirport.toInstant().equals(decoded.right.fromDateTimeUTC.toInstant()))
  assert.is(decoded.right.hotel.hotelAtAirport?.pickupTimeLocal?.hour, 8)
})

Codec('a missing UTC time or a transfer time that is not a number is a decode error naming the path', () => {
  const { fromDateTimeUTC: _omitted, ...withoutUtc } = wire
  const missing = decode(withoutUtc)
  assert.ok(E.isLeft(missing) && missing.left.issues.some((i) => i.path === 'fromDateTimeUTC'))
  const badTransfer = decode({ ...wire, hotel: { hotelAtAirport: { transferTime: '45' } } })
  assert.ok(E.isLeft(badTransfer) && badTransfer.left.issues.some((i) => i.path === 'hotel.hotelAtAirport.transferTime'))
})

Codec('the response envelope of GET roster/{crmId}/hotel/{hotelId} carries the hotel event as result', () => {
  const decoded = decodeWith(HotelEventResponse)({ success: true, result: wire })
  assert.ok(E.isRight(decoded) && decoded.right.result?.hotel.name === 'Hotel Lumière')
})

Codec('property: generated valid hotel events decode and re-encode to the same payload', () => {
  fc.assert(
    fc.property(wireHotelEvent, (payload) => {
      const decoded = decode(payload)
      return E.isRight(decoded) && isDeepStrictEqual(HotelEvent.encode(decoded.right), payload)
    }),
    { numRuns: 1000 },
  )
})

Codec('property: generated invalid hotel events give Left and never throw', () => {
  const corrupt = fc.oneof(
    fc.anything(),
    fc.tuple(wireHotelEvent, fc.constantFrom('fromDateTimeUTC', 'toDateTimeLtAtAirport', 'hotel'), fc.oneof(fc.integer(), fc.constant(null), fc.constant('2026-03-15T14:00:00'))).map(
      ([event, key, value]) => ({ ...event, [key]: value }),
    ),
    fc.tuple(wireHotelEvent, fc.oneof(fc.string(), fc.boolean())).map(([event, transferTime]) => ({
      ...event,
      hotel: { ...event.hotel, hotelAtAirport: { transferTime } },
    })),
    fc.tuple(wireHotelEvent, wireDateTime).map(([event, time]) => ({ ...event, transportCompany: { transportCompanyLocations: time } })),
  )
  fc.assert(
    fc.property(corrupt, (payload) => E.isLeft(decode(payload))),
    { numRuns: 1000 },
  )
})

Codec.run()
