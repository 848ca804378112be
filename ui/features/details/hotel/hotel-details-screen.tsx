import { useEffect } from 'react'
import { useSnapshot } from 'valtio'
import { useLocation } from 'wouter'
import { toUserMessage } from '../../../../core/errors/catalogue.rules'
import { MESSAGE_KEYS } from '../../../../core/errors/message-keys'
import { routeFor } from '../../../../core/access/route-paths'
import type { HotelEvent } from '../../../../core/hotel/hotel.codec'
import { showServiceMessage } from '../../../app/error-channel'
import type { ScreenProps } from '../../../app/screen-props'
import { session, useSession } from '../../../app/session.store'
import { useUseCase } from '../../../app/use-use-case'
import { DETAILS } from '../details.tokens'
import { userMessageTexts } from '../../../i18n/translate-message'
import { useI18n } from '../../../i18n/use-i18n'
import { useProfile } from '../../../profile/profile-context'
import { useGoBack } from '../shared/go-back'
import { PageFrame } from '../../../app/page-frame'
import { FailedState, LoadingState } from '../../../app/screen-states'
import { HotelDetails, hotelRows } from './hotel-details'
import { hotelState, loadHotelDetails } from './hotel.state'

/** /hotel/{crmId}/{eventId}: hotel details (SPEC section 2), loaded with `GET roster/{crmId}/hotel/{hotelId}`. */
export const HotelDetailsScreen = ({ params }: ScreenProps) => {
  const { LL, language } = useI18n()
  const { profile } = useProfile()
  const { crmId, online } = useSession()
  const [, navigate] = useLocation()
  const back = useGoBack(() => navigate(routeFor.home()))
  const load = useUseCase(DETAILS.loadHotel)
  const state = useSnapshot(hotelState)
  const hotelId = params['eventId']
  const start = () => {
    if (crmId === undefined || hotelId === undefined) return
    void loadHotelDetails(load, { crmId, hotelId }, (error) => {
      // SPEC section 8: "Hotel load failure: 'service error' dialog with the translated server error; also logged."
      if (!session.online) return
      const text = userMessageTexts(LL, toUserMessage(error.cause, { online: session.online })).body
      showServiceMessage(MESSAGE_KEYS.hotelLoadFailed, { error: text })
    })
  }
  useEffect(start, [crmId, hotelId, load])
  const hotel = state.hotelId === hotelId ? (state.hotel as HotelEvent | undefined) : undefined
  if (hotel === undefined)
    return (
      <PageFrame title={LL.hotel.title()} variant="details" back={{ label: LL.common.back(), onBack: back }}>
        {state.status === 'failed' && online ? <FailedState message={LL.hotel.loadFailed()} onRetry={start} /> : <LoadingState />}
      </PageFrame>
    )
  return <HotelDetails rows={hotelRows(hotel, profile.display, language)} onBack={back} />
}
