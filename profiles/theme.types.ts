/** A colour scale from lightest (50) to darkest (950), as CSS colours. */
export interface ColorScale {
  readonly 50: string
  readonly 100: string
  readonly 200: string
  readonly 300: string
  readonly 400: string
  readonly 500: string
  readonly 600: string
  readonly 700: string
  readonly 800: string
  readonly 900: string
  readonly 950: string
}

/**
 * An airline's brand look (`profiles/<id>/theme.ts`): its brand and accent scales and, optionally,
 * which shades carry the brand in each colour mode. The light/dark modes offered are the profile's
 * `display.themes` (SPEC section 6: "logo, light/dark theme").
 */
export interface AirlineTheme {
  /** Brand scale: buttons, links, the selected tab, focus ring. */
  readonly brand: ColorScale
  /** Accent scale: the header band and highlights. */
  readonly accent: ColorScale
  /** Shade of `brand` used for solid surfaces in light mode (default 600) and dark mode (default 400). */
  readonly brandSolidShade?: { readonly light: keyof ColorScale; readonly dark: keyof ColorScale }
}
