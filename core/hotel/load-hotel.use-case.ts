import * as TE from 'fp-ts/TaskEither'
import { pipe } from 'fp-ts/function'
import type { TransportError } from '../errors/app-error'
import type { CrmId } from '../shared/brands'
import type { HotelEvent } from './hotel.codec'
import type { HotelPort } from './hotel.port'

/**
 * The hotel could not be loaded (SPEC section 8: "Hotel load failure: 'service error' dialog with
 * the translated server error; also logged"). The UI shows the 'Service Error' dialog whose content
 * is the error catalogue's translation of `cause`.
 */
export interface HotelLoadFailed {
  readonly _tag: 'HotelLoadFailed'
  readonly hotelId: string
  readonly cause: TransportError
}

/** What loading a hotel needs: the port, and a sink for the error log line. */
export interface LoadHotelDeps {
  readonly hotel: HotelPort
  readonly logError: (message: string) => void
}

/** The signed-in crew member and the hotel id (the route's eventId). */
export interface LoadHotelInput {
  readonly crmId: CrmId
  readonly hotelId: string
}

/**
 * Loads the hotel event of the hotel-details screen. A failure is logged (with the cause's tag)
 * and returned as `HotelLoadFailed` ("also logged").
 */
export const loadHotel =
  (deps: LoadHotelDeps) =>
  (input: LoadHotelInput): TE.TaskEither<HotelLoadFailed, HotelEvent> => {
    const fail = (cause: TransportError): HotelLoadFailed => {
      deps.logError(`hotel ${input.hotelId} could not be loaded: ${cause._tag}`)
      return { _tag: 'HotelLoadFailed', hotelId: input.hotelId, cause }
    }
    return pipe(deps.hotel.loadHotel(input.crmId, input.hotelId), TE.mapLeft(fail))
  }
