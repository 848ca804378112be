/** The cookie banner's consent (SPEC section 2: "Accepting sets the consent cookie, default expiry 1 year"). */
export interface Consent {
  /** "shown if the profile allows it and no consent cookie exists": the banner shows when this is false. */
  readonly hasConsent: () => boolean
  readonly accept: () => void
}
