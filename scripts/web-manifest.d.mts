import type { Profile } from '../core/access/profile.codec'
import type { AirlineTheme } from '../profiles/theme.types'

export interface WebManifestIcon {
  readonly name: string
  readonly purpose: 'any' | 'maskable' | 'monochrome'
  /** Pixels of the side of a PNG; 'any' for the SVG. */
  readonly size: number | 'any'
  readonly type: 'image/png' | 'image/svg+xml'
  /** The SVG the icon is drawn from (the SVG icon itself for the 'any' size). */
  readonly svg: string
  /** What build.mjs writes: the PNG's bytes, or the SVG's text. */
  readonly bytes: Buffer | string
  readonly file: string
}
export interface WebManifest {
  readonly id: string
  readonly name: string
  readonly short_name: string
  readonly description: string
  readonly lang: string
  readonly dir: string
  readonly start_url: string
  readonly scope: string
  readonly display: string
  readonly orientation: string
  readonly theme_color: string
  readonly background_color: string
  readonly icons: ReadonlyArray<{ readonly src: string; readonly sizes: string; readonly type: string; readonly purpose: string }>
}
export declare const ICON_MARK_SHARE: number
export declare const MASKABLE_MARK_SHARE: number
export declare const squareMark: (svg: string) => string
export declare const renderPng: (svg: string, size: number) => Buffer
export declare const webManifest: (input: {
  readonly profile: Profile
  readonly theme: AirlineTheme
  readonly logoSvg: string
  readonly base?: string
  readonly assetUrl?: string
  readonly lang?: string
  readonly canvas?: { readonly light: string; readonly dark: string }
  readonly hash?: (bytes: Buffer | string) => string
}) => {
  readonly manifest: WebManifest
  /** The manifest's icons, then the apple-touch-icon (180 px, named by the head's link only). */
  readonly icons: ReadonlyArray<WebManifestIcon>
  readonly head: ReadonlyArray<string>
  /** The dark theme's colours (theme-color meta; a manifest has one background colour, the light one). */
  readonly dark: { readonly theme: string; readonly background: string }
}
