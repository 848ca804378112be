import * as t from 'io-ts'
import { Envelope } from '../shared/envelope.codec'
import { DateTimeWithOffset } from '../shared/time.codec'

/**
 * A postal location (SPEC section 3, hotel `hotelLocation`): country, cityName, street, zipCode.
 * Every part is optional: a missing or blank part is simply not shown.
 */
export const HotelLocation = t.partial(
  { country: t.string, cityName: t.string, street: t.string, zipCode: t.string },
  'HotelLocation',
)
export type HotelLocation = t.TypeOf<typeof HotelLocation>

/** The hotel's contact (SPEC section 3, `hotelContact`): phone, fax, email1, email2, all optional. */
export const HotelContact = t.partial(
  { phone: t.string, fax: t.string, email1: t.string, email2: t.string },
  'HotelContact',
)
export type HotelContact = t.TypeOf<typeof HotelContact>

/**
 * Transfer data (SPEC section 3, `hotelAtAirport`): the hotel `type`, `transferTime` in whole
 * minutes, `pickupTime` (the pick-up instant, sent in UTC) and `pickupTimeLocal` (the same
 * pick-up as wall-clock time at the airport, with the airport's offset). All optional.
 */
export const HotelAtAirport = t.partial(
  { type: t.string, transferTime: t.number, pickupTime: DateTimeWithOffset, pickupTimeLocal: DateTimeWithOffset },
  'HotelAtAirport',
)
export type HotelAtAirport = t.TypeOf<typeof HotelAtAirport>

/** The hotel (SPEC section 3): name, remark, hotelAtAirport, hotelLocation, hotelContact, all optional. */
export const Hotel = t.partial(
  { name: t.string, remark: t.string, hotelAtAirport: HotelAtAirport, hotelLocation: HotelLocation, hotelContact: HotelContact },
  'Hotel',
)
export type Hotel = t.TypeOf<typeof Hotel>

/**
 * One address of a transport company (`transportCompanyLocations[]`).
 * Decision: the same parts as the hotel's location (country, cityName, street, zipCode).
 */
export const TransportCompanyLocation = t.partial(
  { country: t.string, cityName: t.string, street: t.string, zipCode: t.string },
  'TransportCompanyLocation',
)
export type TransportCompanyLocation = t.TypeOf<typeof TransportCompanyLocation>

/**
 * One contact of a transport company (`transportCompanyContacts[]`).
 * Decision: the same parts as the hotel's contact (phone, fax, email1, email2).
 */
export const TransportCompanyContact = t.partial(
  { phone: t.string, fax: t.string, email1: t.string, email2: t.string },
  'TransportCompanyContact',
)
export type TransportCompanyContact = t.TypeOf<typeof TransportCompanyContact>

/** The transport company of a hotel event (SPEC section 3): name, type, locations and contacts, all optional. */
export const TransportCompany = t.partial(
  {
    name: t.string,
    type: t.string,
    transportCompanyLocations: t.array(TransportCompanyLocation),
    transportCompanyContacts: t.array(TransportCompanyContact),
  },
  'TransportCompany',
)
export type TransportCompany = t.TypeOf<typeof TransportCompany>

/**
 * The hotel event, result of `GET roster/{crmId}/hotel/{hotelId}` (SPEC section 3 "Hotel event":
 * "from/to times (LtAtAirport and UTC), hotel {...}, transportCompany {...}").
 * The four times and `hotel` are required; `transportCompany` is optional.
 */
export const HotelEvent = t.intersection(
  [
    t.type({
      fromDateTimeLtAtAirport: DateTimeWithOffset,
      toDateTimeLtAtAirport: DateTimeWithOffset,
      fromDateTimeUTC: DateTimeWithOffset,
      toDateTimeUTC: DateTimeWithOffset,
      hotel: Hotel,
    }),
    t.partial({ transportCompany: TransportCompany }),
  ],
  'HotelEvent',
)
export type HotelEvent = t.TypeOf<typeof HotelEvent>

/** The response envelope of `GET roster/{crmId}/hotel/{hotelId}`. */
export const HotelEventResponse = Envelope(HotelEvent)
export type HotelEventResponse = t.TypeOf<typeof HotelEventResponse>
