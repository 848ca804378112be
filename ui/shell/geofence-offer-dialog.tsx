import { useEffect } from 'react'
import { useSnapshot } from 'valtio'
import { useLocation } from 'wouter'
import { routeFor } from '../../core/access/route-paths'
import { answerOffer, geofenceOffer, offerCheckIn } from '../app/geofence-offer.store'
import { session } from '../app/session.store'
import { INFRA } from '../app/tokens'
import { useUseCase } from '../app/use-use-case'
import { ConfirmDialog } from '../design/confirm-dialog'
import { useI18n } from '../i18n/use-i18n'

/**
 * The geofence's check-in offer (SPEC section 4, Geofence: "the user is offered a Yes/No dialog to go to check-in for
 * the airport, or is sent straight there if the event came from a banner click"; "A time window being reached also
 * prompts an offer to check in"). Mounted once by the shell: fills the runner's UI bridge with the offer store and
 * the navigation to /check-in/{crmId}/{logicalId}, and words the offer after its trigger.
 */
export const GeofenceOfferDialog = () => {
  const { LL } = useI18n()
  const bridge = useUseCase(INFRA.geofenceUi)
  const [, navigate] = useLocation()
  const { pending } = useSnapshot(geofenceOffer)
  useEffect(() => {
    bridge.offerCheckIn = offerCheckIn
    bridge.navigateToCheckIn = ({ logicalId }) => {
      if (session.crmId !== undefined) navigate(routeFor.checkIn(session.crmId, logicalId))
    }
  }, [bridge, navigate])
  const airport = pending?.airport ?? ''
  return (
    <ConfirmDialog
      open={pending !== undefined}
      title={LL.checkIn.offer.title()}
      message={pending?.trigger === 'timeWindow' ? LL.checkIn.offer.timeWindow({ airport }) : LL.checkIn.offer.atAirport({ airport })}
      confirmLabel={LL.checkIn.offer.yes()}
      cancelLabel={LL.checkIn.offer.no()}
      onConfirm={() => answerOffer(true)}
      onCancel={() => answerOffer(false)}
    />
  )
}
