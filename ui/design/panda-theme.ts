import type { DutyKind } from '../../core/index'
import { DUTY_PALETTE } from './duty-palette'
import { PALETTES } from './palette'
import type { AirlineTheme, ColorScale } from '../../profiles/theme.types'

type TokenValue = { readonly value: string }
type TokenGroup = { readonly [key: string]: TokenValue | TokenGroup }
type ModeValue = { readonly value: { readonly base: string; readonly _dark: string } }

const scale = (s: ColorScale): TokenGroup =>
  Object.fromEntries(Object.entries(s).map(([shade, value]) => [shade, { value }]))

const group = (entries: Readonly<Record<string, string | number>>): TokenGroup =>
  Object.fromEntries(Object.entries(entries).map(([key, value]) => [key, { value: String(value) }]))

/** A semantic token with a light (`base`) and a dark value, each a token reference or a colour. */
const mode = (light: string, dark: string): ModeValue => ({ value: { base: light, _dark: dark } })

/** Breakpoints sm and md (SPEC section 9): phones below sm, the two-column layout from md. */
export const BREAKPOINT_PX = { sm: 600, md: 960 } as const

/** The minimum touch target (WCAG 2.5.5): every pressable control is at least this tall and wide. */
export const TOUCH_TARGET_PX = 44

const tone = (name: string) => ({
  solid: mode(`{colors.${name}.600}`, `{colors.${name}.400}`),
  solidHover: mode(`{colors.${name}.700}`, `{colors.${name}.300}`),
  onSolid: mode('{colors.white}', `{colors.${name}.950}`),
  subtle: mode(`{colors.${name}.50}`, `{colors.${name}.950}`),
  fg: mode(`{colors.${name}.800}`, `{colors.${name}.200}`),
  border: mode(`{colors.${name}.300}`, `{colors.${name}.700}`),
})

const dutyTokens = (): Record<DutyKind, Record<'solid' | 'subtle' | 'fg', ModeValue>> =>
  Object.fromEntries(
    Object.entries(DUTY_PALETTE).map(([kind, c]) => [
      kind,
      { solid: mode(c.light.solid, c.dark.solid), subtle: mode(c.light.subtle, c.dark.subtle), fg: mode(c.light.fg, c.dark.fg) },
    ]),
  ) as Record<DutyKind, Record<'solid' | 'subtle' | 'fg', ModeValue>>

/**
 * The Panda `theme` for one airline: fixed spacing, type and radius scales, the neutral and status
 * palettes, the airline's brand and accent scales, and the semantic tokens every component uses
 * (surfaces, text, borders, focus ring, status tones, one palette per duty kind) in light and dark.
 */
export const pandaTheme = (airline: AirlineTheme) => {
  const solid = airline.brandSolidShade ?? { light: 600, dark: 400 }
  return {
    keyframes: {
      spin: { to: { transform: 'rotate(360deg)' } },
      progress: { '0%': { left: '-40%' }, '100%': { left: '100%' } },
      fadeOut: { to: { opacity: '0', transform: 'translateX(-24px)' } },
    },
    breakpoints: { sm: `${BREAKPOINT_PX.sm}px`, md: `${BREAKPOINT_PX.md}px` },
    tokens: {
      colors: {
        white: { value: '#ffffff' },
        black: { value: '#000000' },
        transparent: { value: 'transparent' },
        ...Object.fromEntries(Object.entries(PALETTES).map(([name, s]) => [name, scale(s)])),
        primary: scale(airline.brand),
        accent: scale(airline.accent),
      },
      spacing: group({ 0: '0', 0.5: '2px', 1: '4px', 1.5: '6px', 2: '8px', 3: '12px', 4: '16px', 5: '20px', 6: '24px', 8: '32px', 10: '40px', 12: '48px', 16: '64px' }),
      sizes: group({ touch: `${TOUCH_TARGET_PX}px`, icon: '20px', iconLg: '28px', field: '400px', dialog: '440px', content: '1200px', full: '100%' }),
      radii: group({ sm: '4px', md: '8px', lg: '12px', xl: '16px', full: '9999px' }),
      fonts: {
        body: { value: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif' },
        mono: { value: 'ui-monospace, "SF Mono", Menlo, Consolas, monospace' },
      },
      fontSizes: group({ xs: '0.75rem', sm: '0.875rem', md: '1rem', lg: '1.125rem', xl: '1.375rem', '2xl': '1.75rem' }),
      fontWeights: group({ normal: 400, medium: 500, semibold: 600, bold: 700 }),
      lineHeights: group({ tight: 1.2, normal: 1.45, relaxed: 1.6 }),
      shadows: group({
        sm: '0 1px 2px rgba(13, 17, 24, 0.08)',
        md: '0 2px 8px rgba(13, 17, 24, 0.10), 0 1px 2px rgba(13, 17, 24, 0.06)',
        lg: '0 12px 32px rgba(13, 17, 24, 0.18), 0 2px 6px rgba(13, 17, 24, 0.08)',
      }),
      durations: group({ fast: '120ms', normal: '200ms', fade: '300ms' }),
      zIndex: group({ header: 10, nav: 20, banner: 30, overlay: 40, dialog: 50 }),
    },
    semanticTokens: {
      colors: {
        bg: {
          canvas: mode('{colors.gray.50}', '{colors.gray.950}'),
          surface: mode('{colors.white}', '{colors.gray.900}'),
          subtle: mode('{colors.gray.100}', '{colors.gray.800}'),
          muted: mode('{colors.gray.200}', '{colors.gray.700}'),
          header: mode('{colors.accent.800}', '{colors.accent.900}'),
          backdrop: mode('rgba(13, 17, 24, 0.48)', 'rgba(0, 0, 0, 0.64)'),
        },
        fg: {
          default: mode('{colors.gray.900}', '{colors.gray.50}'),
          muted: mode('{colors.gray.600}', '{colors.gray.300}'),
          // At least 4.5:1 on every surface of its mode, the subtle and muted ones included (WCAG 1.4.3).
          subtle: mode('#5a6376', '#aab2c0'),
          onHeader: mode('{colors.white}', '{colors.gray.50}'),
          disabled: mode('{colors.gray.400}', '{colors.gray.600}'),
        },
        border: {
          default: mode('{colors.gray.200}', '{colors.gray.700}'),
          strong: mode('{colors.gray.400}', '{colors.gray.500}'),
        },
        focusRing: mode(`{colors.primary.${solid.light}}`, `{colors.primary.300}`),
        brand: {
          solid: mode(`{colors.primary.${solid.light}}`, `{colors.primary.${solid.dark}}`),
          solidHover: mode('{colors.primary.700}', '{colors.primary.300}'),
          onSolid: mode('{colors.white}', '{colors.primary.950}'),
          subtle: mode('{colors.primary.50}', '{colors.primary.950}'),
          fg: mode('{colors.primary.700}', '{colors.primary.300}'),
          border: mode('{colors.primary.300}', '{colors.primary.700}'),
        },
        neutral: {
          solid: mode('{colors.gray.700}', '{colors.gray.300}'),
          solidHover: mode('{colors.gray.800}', '{colors.gray.200}'),
          onSolid: mode('{colors.white}', '{colors.gray.950}'),
          subtle: mode('{colors.gray.100}', '{colors.gray.800}'),
          fg: mode('{colors.gray.800}', '{colors.gray.100}'),
          border: mode('{colors.gray.300}', '{colors.gray.600}'),
        },
        danger: tone('red'),
        warning: tone('amber'),
        success: tone('green'),
        info: tone('blue'),
        badge: mode('{colors.red.600}', '{colors.red.500}'),
        duty: dutyTokens(),
      },
    },
  }
}
