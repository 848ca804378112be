import * as E from 'fp-ts/Either'
import { HotelEvent } from '../../core/hotel/hotel.codec'
import { decodeWith, describeDecodeError } from '../../core/shared/decode'
import { ERR } from '../http/errors'
import { failure, ok } from '../http/reply'
import { sessionRoute, type RouteModule } from '../http/router'
import { checkEventId } from '../roster/query'

/**
 * `GET roster/{crmId}/hotel/{hotelId}` (SPEC section 7: "here the hotel id comes from the eventId route
 * parameter"): core `HotelEvent` of the crew member's HOT event `hotelId`; 404 when there is none.
 */
export const hotelRoutes: RouteModule = ({ db }) => [
  sessionRoute('GET', '/rest/pems/roster/{crmId}/hotel/{hotelId}', async (ctx) => {
    const hotelId = checkEventId(ctx.params.hotelId)
    if (E.isLeft(hotelId)) return hotelId.left
    const rows = await db.query<{ body: unknown }>('SELECT body FROM event_hotels WHERE crm_id = $1 AND event_id = $2', [ctx.params.crmId, hotelId.right])
    const row = rows[0]
    if (row === undefined) return failure(404, ERR.notFound, 'No such hotel event in this roster')
    const hotel = decodeWith(HotelEvent)(row.body)
    if (E.isLeft(hotel)) throw new Error(`stored hotel ${hotelId.right} does not decode: ${describeDecodeError(hotel.left)}`)
    return ok(HotelEvent, hotel.right)
  }),
]
