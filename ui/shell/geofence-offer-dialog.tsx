import { useSnapshot } from 'valtio'
import { answerOffer, geofenceOffer } from '../app/geofence-offer.store'
import { ConfirmDialog } from '../design/confirm-dialog'
import { useI18n } from '../i18n/use-i18n'

/**
 * The geofence's check-in offer (SPEC section 4, Geofence: "the user is offered a Yes/No dialog to go to check-in for
 * the airport, or is sent straight there if the event came from a banner click"; "A time window being reached also
 * prompts an offer to check in"), worded after its trigger. Fetched and mounted by the session shell once an offer is
 * pending (ui/shell/session-shell.tsx, which fills the runner's UI bridge itself).
 */
export const GeofenceOfferDialog = () => {
  const { LL } = useI18n()
  const { pending } = useSnapshot(geofenceOffer)
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
