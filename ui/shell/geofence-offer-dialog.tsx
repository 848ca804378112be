import { useEffect, useState } from 'react'
import { useLocation } from 'wouter'
import { routeFor } from '../../core/access/route-paths'
import { session } from '../app/session.store'
import { INFRA } from '../app/tokens'
import { useUseCase } from '../app/use-use-case'
import { ConfirmDialog } from '../design/confirm-dialog'
import { useI18n } from '../i18n/use-i18n'

interface Offer {
  readonly airport: string
  readonly answer: (yes: boolean) => void
}

/**
 * The geofence's check-in offer (SPEC section 4, Geofence: "the user is offered a Yes/No dialog to go
 * to check-in for the airport, or is sent straight there if the event came from a banner click"):
 * fills the runner's UI bridge with this dialog and the navigation to /check-in/{crmId}/{logicalId}.
 */
export const GeofenceOfferDialog = () => {
  const { LL } = useI18n()
  const bridge = useUseCase(INFRA.geofenceUi)
  const [, navigate] = useLocation()
  const [offer, setOffer] = useState<Offer | undefined>(undefined)
  useEffect(() => {
    bridge.offerCheckIn = ({ airport }) => new Promise<boolean>((resolve) => setOffer({ airport, answer: resolve }))
    bridge.navigateToCheckIn = ({ logicalId }) => {
      if (session.crmId !== undefined) navigate(routeFor.checkIn(session.crmId, logicalId))
    }
  }, [bridge, navigate])
  const answer = (yes: boolean) => {
    offer?.answer(yes)
    setOffer(undefined)
  }
  return (
    <ConfirmDialog
      open={offer !== undefined}
      title={LL.global.geofenceOffer.title()}
      message={LL.global.geofenceOffer.message({ airport: offer?.airport ?? '' })}
      confirmLabel={LL.global.geofenceOffer.yes()}
      cancelLabel={LL.global.geofenceOffer.no()}
      onConfirm={() => answer(true)}
      onCancel={() => answer(false)}
    />
  )
}
