import * as E from 'fp-ts/Either'
import * as TE from 'fp-ts/TaskEither'
import fc from 'fast-check'
import { Temporal } from 'temporal-polyfill'
import { DEFAULT_DISPLAY_OPTIONS } from '../../../core/access/profile-defaults'
import { CrmId } from '../../../core/shared/brands'
import { DateTimeWithOffset } from '../../../core/shared/time.codec'
import type { HotelEvent } from '../../../core/hotel/hotel.codec'
import type { HotelFieldsOptions } from '../../../core/hotel/hotel-fields.rules'
import type { HotelPort } from '../../../core/hotel/hotel.port'
import type { TransportError } from '../../../core/errors/app-error'
import { ALL_KEYS_OPTIONAL, wireDateTime } from '../shared/arbitraries'

export { wireDateTime }

/** A decoded wire date-time; a bad literal in a test is a bug in the test. */
export const at = (wire: string): Temporal.ZonedDateTime => {
  const decoded = DateTimeWithOffset.decode(wire)
  if (E.isLeft(decoded)) throw new Error(`bad test date-time ${wire}`)
  return decoded.right
}

/** A decoded crew member id. */
export const aCrmId = (wire = 'C123'): CrmId => {
  const decoded = CrmId.decode(wire)
  if (E.isLeft(decoded)) throw new Error(`bad test crmId ${wire}`)
  return decoded.right
}

/** A fully filled hotel event: 15 Mar 2026 14:00 to 17 Mar 2026 10:00 at a +01:00 airport. */
export const aHotelEvent = (overrides: Partial<HotelEvent> = {}): HotelEvent => ({
  fromDateTimeLtAtAirport: at('2026-03-15T14:00:00+01:00'),
  toDateTimeLtAtAirport: at('2026-03-17T10:00:00+01:00'),
  fromDateTimeUTC: at('2026-03-15T13:00:00+00:00'),
  toDateTimeUTC: at('2026-03-17T09:00:00+00:00'),
  hotel: {
    name: 'Hotel Lumière',
    remark: 'Breakfast from 05:00',
    hotelAtAirport: {
      type: 'Layover',
      transferTime: 45,
      pickupTime: at('2026-03-17T07:30:00+00:00'),
      pickupTimeLocal: at('2026-03-17T08:30:00+01:00'),
    },
    hotelLocation: { country: 'FR', zipCode: '69125', cityName: 'Lyon', street: '1 Rue des Pilotes' },
    hotelContact: { phone: '+33400000001', fax: '+33400000002', email1: 'desk@lumiere.test', email2: 'crew@lumiere.test' },
  },
  transportCompany: {
    name: 'Navette Lyon',
    type: 'Shuttle',
    transportCompanyLocations: [{ country: 'FR', zipCode: '69125', cityName: 'Lyon', street: 'Terminal 1' }],
    transportCompanyContacts: [{ phone: '+33400000003' }, { email1: 'book@navette.test' }],
  },
  ...overrides,
})

/** Hotel display options: the defaults (local and UTC, postfix LT) with overrides. */
export const hotelOptions = (overrides: Partial<HotelFieldsOptions> = {}): HotelFieldsOptions => ({
  showLocalTime: DEFAULT_DISPLAY_OPTIONS.showLocalTime,
  showUTCTime: DEFAULT_DISPLAY_OPTIONS.showUTCTime,
  localTimePostfix: DEFAULT_DISPLAY_OPTIONS.localTimePostfix,
  dateFormats: DEFAULT_DISPLAY_OPTIONS.dateFormats,
  disabledHotelFields: [],
  ...overrides,
})

/** A hotel port answering with a fixed result. */
export const aHotelPort = (result: E.Either<TransportError, HotelEvent>): HotelPort => ({
  loadHotel: () => TE.fromEither(result),
})

const opt = ALL_KEYS_OPTIONAL
const location = fc.record(
  { country: fc.string(), cityName: fc.string(), street: fc.string(), zipCode: fc.string() },
  opt,
)
const contact = fc.record({ phone: fc.string(), fax: fc.string(), email1: fc.string(), email2: fc.string() }, opt)

/** Valid wire hotel events with every optional field present or absent. */
export const wireHotelEvent = fc
  .record({
    event: fc.record(
      {
        fromDateTimeLtAtAirport: wireDateTime,
        toDateTimeLtAtAirport: wireDateTime,
        fromDateTimeUTC: wireDateTime,
        toDateTimeUTC: wireDateTime,
        hotel: fc.record(
          {
            name: fc.string(),
            remark: fc.string(),
            hotelAtAirport: fc.record(
              {
                type: fc.string(),
                transferTime: fc.integer({ min: 0, max: 600 }),
                pickupTime: wireDateTime,
                pickupTimeLocal: wireDateTime,
              },
              opt,
            ),
            hotelLocation: location,
            hotelContact: contact,
          },
          opt,
        ),
      },
      { noNullPrototype: true },
    ),
    transportCompany: fc.option(
      fc.record(
        {
          name: fc.string(),
          type: fc.string(),
          transportCompanyLocations: fc.array(location, { maxLength: 3 }),
          transportCompanyContacts: fc.array(contact, { maxLength: 3 }),
        },
        opt,
      ),
      { nil: undefined },
    ),
  })
  .map(({ event, transportCompany }) => (transportCompany === undefined ? event : { ...event, transportCompany }))
