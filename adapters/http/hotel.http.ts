import { readEnvelope } from '../../core/errors/envelope.rules'
import { HotelEvent } from '../../core/hotel/hotel.codec'
import type { HotelPort } from '../../core/hotel/hotel.port'
import type { HttpClient } from './http-client'
import { encodePath } from './http-request'

/**
 * `GET roster/{crmId}/hotel/{hotelId}` (SPEC section 7: "here the hotel id comes from the eventId
 * route parameter"), URL-encoded, persisted. No generic dialog: the hotel use case reports
 * "Hotel load failure" itself.
 */
export const createHotelHttp = (client: HttpClient): HotelPort => ({
  loadHotel: (crmId, hotelId) =>
    client.request({
      method: 'GET',
      base: 'pems',
      path: encodePath`roster/${crmId}/hotel/${hotelId}`,
      flags: { persistType: 'encrypted', skipRepeated: true, ignoreErrors: true },
      read: readEnvelope(HotelEvent),
    }),
})
