/**
 * When Settings offers "Install the app on this device" (issue 32): only where the browser offers an install itself
 * (it fired `beforeinstallprompt`), never inside the native wrapper (the store app is already installed) nor in the
 * installed web app, and only once the crew member has signed in on this device at least
 * {@link INSTALL_OFFER_MIN_SIGN_INS} times: someone trying the app once is not asked to keep it. The offer lives in
 * Settings only: never a banner over the roster.
 */
export const INSTALL_OFFER_MIN_SIGN_INS = 2

/** The count kept per crew member stops here (a number that only ever grows stays small). */
export const SIGN_IN_COUNT_CAP = 1000

export interface InstallOfferInput {
  /** The browser has offered to install the app (a kept `beforeinstallprompt` event, not yet used). */
  readonly browserOffersInstall: boolean
  /** The app runs in the Capacitor wrapper. */
  readonly nativeWrapper: boolean
  /** The app already runs installed (display-mode standalone). */
  readonly installed: boolean
  /** Sign-ins of this crew member on this device, this one included. */
  readonly signIns: number
}

export const showsInstallOffer = (input: InstallOfferInput): boolean =>
  input.browserOffersInstall && !input.nativeWrapper && !input.installed && input.signIns >= INSTALL_OFFER_MIN_SIGN_INS

/** The count after one more sign-in: a missing or unreadable count starts at 0. */
export const signInCountAfter = (stored: number | undefined): number =>
  stored === undefined || !Number.isInteger(stored) || stored < 0 ? 1 : Math.min(stored + 1, SIGN_IN_COUNT_CAP)
