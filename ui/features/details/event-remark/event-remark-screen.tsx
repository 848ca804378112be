import * as O from 'fp-ts/Option'
import { useEffect } from 'react'
import { useLocation } from 'wouter'
import { routeFor } from '../../../../core/access/route-paths'
import { useNavigationState } from '../../../app/navigation-state'
import type { ScreenProps } from '../../../app/screen-props'
import { useSession } from '../../../app/session.store'
import { useProfile } from '../../../profile/profile-context'
import { useGoBack } from '../shared/go-back'
import { LoadingState } from '../../../app/screen-states'
import { EventRemark } from './event-remark'
import { eventOfNavigationState } from './event-state'

/**
 * /event/{crmId}/{eventId}: the event remark screen. "The event is passed in navigation state; with no
 * event passed it redirects to /" (SPEC section 2).
 */
export const EventRemarkScreen = ({ state }: ScreenProps) => {
  const { profile } = useProfile()
  const { access } = useSession()
  const history = useNavigationState()
  const [, navigate] = useLocation()
  const back = useGoBack(() => navigate(routeFor.home()))
  const event = eventOfNavigationState(state ?? history)
  const missing = O.isNone(event)
  useEffect(() => {
    if (missing) navigate(routeFor.home(), { replace: true })
  }, [missing, navigate])
  if (O.isNone(event)) return <LoadingState />
  return <EventRemark event={event.value} datePattern={profile.display.dateFormats.DATE} remarkPermitted={access.canViewEventRemark()} onBack={back} />
}
