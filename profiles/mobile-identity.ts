/**
 * What the mobile app of an airline is called on a phone (`profiles/<id>/mobile.ts`): the store identity
 * and launch colours that `npm run build:mobile` writes into the one Android and iOS project at sync.
 */
export interface MobileIdentity {
  /** Android applicationId and iOS bundle identifier, reverse-DNS (`com.airline.crew`). */
  readonly appId: string
  /** The name under the icon; the profile's name when left out. */
  readonly appName?: string
  /** Launch screen and icon background (`#rrggbb`); the theme's brand 700 when left out. */
  readonly splashBackground?: string
}

/** Reverse-DNS with at least two parts, each starting with a letter (what both stores accept). */
export const APP_ID = /^[A-Za-z][A-Za-z0-9_]*(\.[A-Za-z][A-Za-z0-9_]*)+$/
export const HEX_COLOUR = /^#[0-9a-fA-F]{6}$/
