import { Temporal } from 'temporal-polyfill'

/** A travel document's status shown in the list. */
export type TravelDocumentStatus = 'expired' | 'active'

/**
 * SPEC section 4, Day state: "Travel documents show 'expired' if past expiry, otherwise 'active'".
 * The expiry day itself is still active; `today` is the user's current date.
 */
export const travelDocumentStatus = (expiryDate: Temporal.PlainDate, today: Temporal.PlainDate): TravelDocumentStatus =>
  Temporal.PlainDate.compare(today, expiryDate) > 0 ? 'expired' : 'active'
