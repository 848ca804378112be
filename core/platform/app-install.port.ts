import type { CrmId } from '../shared/brands'
import type { Store } from './observable'

/** What came of asking the browser to install the app. */
export type InstallOutcome = 'accepted' | 'dismissed' | 'unavailable'

/**
 * Installing the web app on this device (issue 32): the browser's own install offer, kept from the moment it comes
 * (`beforeinstallprompt`, whose default mini-infobar is suppressed: no banner over the roster), and this device's
 * count of sign-ins per crew member, which core/settings/install-offer.rules.ts reads.
 */
export interface AppInstall {
  /** The browser offers an install now (an offer kept and not yet used, the app not installed since). */
  readonly offered: Store<boolean>
  /** The app runs in the Capacitor wrapper. */
  readonly nativeWrapper: boolean
  /** The app runs installed (display-mode standalone). */
  readonly installed: () => boolean
  /** Shows the browser's install dialog; the offer is used up either way. */
  readonly install: () => Promise<InstallOutcome>
  /** Sign-ins of `crmId` on this device. */
  readonly signIns: (crmId: CrmId) => number
  /** Counts one more sign-in of `crmId` on this device. */
  readonly recordSignIn: (crmId: CrmId) => void
}
