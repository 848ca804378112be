import type * as TE from 'fp-ts/TaskEither'
import type { TransportError } from '../errors/app-error'
import type { CrmId } from '../shared/brands'
import type { HotelEvent } from './hotel.codec'

/** Hotel details access (SPEC section 7: `GET roster/{crmId}/hotel/{hotelId}`). */
export interface HotelPort {
  /**
   * Loads one hotel event. `hotelId` is the `eventId` route parameter of `/hotel/{crmId}/{eventId}`
   * ("here the hotel id comes from the eventId route parameter"); the adapter URL-encodes it.
   */
  readonly loadHotel: (crmId: CrmId, hotelId: string) => TE.TaskEither<TransportError, HotelEvent>
}
