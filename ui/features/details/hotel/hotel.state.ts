import * as E from 'fp-ts/Either'
import { proxy, ref } from 'valtio'
import type { HotelLoadFailed } from '../../../../core/hotel/load-hotel.use-case'
import type { loadHotel } from '../../../../core/hotel/load-hotel.use-case'
import type { HotelEvent } from '../../../../core/hotel/hotel.codec'
import type { CrmId } from '../../../../core/shared/brands'

/** The hotel-details view state: the hotel shown (held by `ref`: it carries Temporal values) and its load status. */
export interface HotelState {
  hotelId: string | undefined
  status: 'idle' | 'loading' | 'loaded' | 'failed'
  hotel: HotelEvent | undefined
}

/** The one hotel-details store (valtio). */
export const hotelState: HotelState = proxy<HotelState>({ hotelId: undefined, status: 'idle', hotel: undefined })

/**
 * Loads the hotel of `/hotel/{crmId}/{eventId}` ("here the hotel id comes from the eventId route
 * parameter"); a failure goes to `onFailure` (the screen shows the Service Error dialog).
 */
export const loadHotelDetails = async (
  load: ReturnType<typeof loadHotel>,
  input: { readonly crmId: CrmId; readonly hotelId: string },
  onFailure: (error: HotelLoadFailed) => void,
): Promise<void> => {
  if (hotelState.hotelId !== input.hotelId) Object.assign(hotelState, { hotelId: input.hotelId, hotel: undefined })
  hotelState.status = 'loading'
  const result = await load(input)()
  if (hotelState.hotelId !== input.hotelId) return
  if (E.isRight(result)) Object.assign(hotelState, { status: 'loaded', hotel: ref(result.right) })
  else {
    hotelState.status = 'failed'
    onFailure(result.left)
  }
}

/** Forgets the hotel shown (sign-out, tests). */
export const resetHotelState = (): void => {
  Object.assign(hotelState, { hotelId: undefined, status: 'idle', hotel: undefined })
}
