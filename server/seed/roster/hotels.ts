import type { Temporal } from 'temporal-polyfill'
import type { Hotel, HotelEvent, TransportCompany } from '../../../core/hotel/hotel.codec'
import type { AirportCode } from './airports'
import { atAirport } from './time-fields'

interface HotelSpec {
  readonly code: string
  readonly hotel: Omit<Hotel, 'hotelAtAirport'> & { readonly type: string; readonly transferTime: number }
  readonly transportCompany: TransportCompany
}

/** The layover hotels of the demo network, every field of SPEC section 3 "Hotel event" filled (fictional names, example.com mail). */
const HOTELS: Partial<Record<AirportCode, HotelSpec>> = {
  JFK: {
    code: 'JFKSKY',
    hotel: {
      name: 'Skyline Airport Hotel JFK',
      remark: 'Crew rooms on floors 7-9; late checkout until 18:00 on request.',
      type: 'AIRPORT',
      transferTime: 25,
      hotelLocation: { country: 'US', cityName: 'Jamaica, NY', street: '144-02 135th Avenue', zipCode: '11436' },
      hotelContact: { phone: '+1 718 555 0142', fax: '+1 718 555 0143', email1: 'frontdesk@skyline-jfk.example.com', email2: 'crew@skyline-jfk.example.com' },
    },
    transportCompany: {
      name: 'Metro Crew Shuttle',
      type: 'SHUTTLE BUS',
      transportCompanyLocations: [{ country: 'US', cityName: 'Jamaica, NY', street: 'Terminal 1, Arrivals Door 6', zipCode: '11430' }],
      transportCompanyContacts: [{ phone: '+1 718 555 0190', email1: 'dispatch@metrocrew.example.com' }],
    },
  },
  NRT: {
    code: 'NRTGTW',
    hotel: {
      name: 'Narita Gateway Hotel',
      remark: 'Breakfast 06:00-10:00; crew lounge on the 2nd floor.',
      type: 'CITY',
      transferTime: 40,
      hotelLocation: { country: 'JP', cityName: 'Narita, Chiba', street: '456 Kosuge', zipCode: '286-0127' },
      hotelContact: { phone: '+81 476 55 0101', fax: '+81 476 55 0102', email1: 'info@narita-gateway.example.com', email2: 'groups@narita-gateway.example.com' },
    },
    transportCompany: {
      name: 'Chiba Limousine Service',
      type: 'MINIBUS',
      transportCompanyLocations: [
        { country: 'JP', cityName: 'Narita, Chiba', street: 'Terminal 1, Bus stop 12', zipCode: '282-0004' },
        { country: 'JP', cityName: 'Narita, Chiba', street: '456 Kosuge (hotel lobby)', zipCode: '286-0127' },
      ],
      transportCompanyContacts: [{ phone: '+81 476 55 0300', fax: '+81 476 55 0301', email1: 'crew@chiba-limo.example.com' }],
    },
  },
  LHR: {
    code: 'LHRCRN',
    hotel: {
      name: 'Heathrow Crown Hotel',
      remark: 'Quiet rooms requested for crew.',
      type: 'AIRPORT',
      transferTime: 15,
      hotelLocation: { country: 'GB', cityName: 'Hounslow', street: 'Bath Road 140', zipCode: 'TW6 2AF' },
      hotelContact: { phone: '+44 20 7946 0120', fax: '+44 20 7946 0121', email1: 'reservations@heathrow-crown.example.com', email2: 'duty.manager@heathrow-crown.example.com' },
    },
    transportCompany: {
      name: 'Bath Road Cars',
      type: 'TAXI',
      transportCompanyLocations: [{ country: 'GB', cityName: 'Hounslow', street: 'Bath Road 12', zipCode: 'TW6 2AA' }],
      transportCompanyContacts: [{ phone: '+44 20 7946 0888', email1: 'bookings@bathroadcars.example.com', email2: 'accounts@bathroadcars.example.com' }],
    },
  },
}

/** The hotel name and code shown on a HOT event at `station`. */
export const hotelLabel = (station: AirportCode): { readonly name: string; readonly code: string } => {
  const spec = HOTELS[station]
  return { name: spec?.hotel.name ?? `Crew hotel ${station}`, code: spec?.code ?? `${station}HTL` }
}

/**
 * The hotel event of a layover at `station` from `from` to `to` (SPEC section 3 "Hotel event"): the
 * times local at the airport and in UTC; the pick-up for the next departure at `to` (in UTC and local).
 */
export const hotelEvent = (station: AirportCode, from: Temporal.Instant, to: Temporal.Instant): HotelEvent => {
  const spec = HOTELS[station]
  const { type, transferTime, ...hotel } = spec?.hotel ?? { name: `Crew hotel ${station}`, type: 'AIRPORT', transferTime: 30 }
  return {
    fromDateTimeLtAtAirport: atAirport(from, station),
    toDateTimeLtAtAirport: atAirport(to, station),
    fromDateTimeUTC: from.toZonedDateTimeISO('UTC'),
    toDateTimeUTC: to.toZonedDateTimeISO('UTC'),
    hotel: {
      ...hotel,
      hotelAtAirport: { type, transferTime, pickupTime: to.toZonedDateTimeISO('UTC'), pickupTimeLocal: atAirport(to, station) },
    },
    ...(spec === undefined ? {} : { transportCompany: spec.transportCompany }),
  }
}
