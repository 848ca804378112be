/**
 * UI-only profile data the core `Profile` codec does not carry (SPEC section 9: "Push and SMS agreement
 * texts exist per profile in English and French (SMS stop and start keywords on a short code in one
 * profile)").
 */
export interface ProfileExtras {
  /** The SMS short code and its stop/start keywords, shown under the SMS agreement. */
  readonly smsKeywords?: { readonly shortCode: string; readonly stop: string; readonly start: string }
}

/** A profile folder's module: `profiles/<id>/profile.ts`. */
export interface ProfileModule {
  readonly profile: unknown
  readonly extras: ProfileExtras
}
