import { useSnapshot } from 'valtio'
import { ConfirmDialog } from '../../../design/confirm-dialog'
import { useI18n } from '../../../i18n/use-i18n'
import { answerOffer, geofenceOffer } from './geofence-offer.state'

/**
 * The geofence's check-in offer (SPEC section 4): a Yes/No dialog "to go to check-in for the airport",
 * shown while an offer is pending. Mounted once by the shell; Yes and No resolve `offerCheckIn`.
 */
export const GeofenceOfferDialog = () => {
  const { LL } = useI18n()
  const { pending } = useSnapshot(geofenceOffer)
  if (pending === undefined) return null
  const message =
    pending.trigger === 'timeWindow' ? LL.checkIn.offer.timeWindow({ airport: pending.airport }) : LL.checkIn.offer.atAirport({ airport: pending.airport })
  return (
    <ConfirmDialog
      open
      title={LL.checkIn.offer.title()}
      message={message}
      confirmLabel={LL.checkIn.offer.yes()}
      cancelLabel={LL.checkIn.offer.no()}
      onConfirm={() => answerOffer(true)}
      onCancel={() => answerOffer(false)}
    />
  )
}
