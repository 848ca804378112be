import { defineConfig, defineGlobalStyles } from '@pandacss/dev'
import { THEMES } from './profiles/themes'
import { pandaTheme } from './ui/design/panda-theme'

/**
 * Panda CSS for the active airline profile. `node build.mjs --profile NAME` sets `CDP_PROFILE`;
 * without it the demo airline's theme is used (tests, editors). Token names are the same for every
 * profile, so the generated `styled-system/` code does not depend on the profile; only the CSS does.
 */
const profileId = process.env['CDP_PROFILE'] ?? 'demo'
const airline = THEMES[profileId]
if (airline === undefined) throw new Error(`panda.config.ts: no theme for profile '${profileId}' in profiles/themes.ts`)

const globalCss = defineGlobalStyles({
  'html, body': {
    bg: 'bg.canvas',
    color: 'fg.default',
    fontFamily: 'body',
    fontSize: 'md',
    lineHeight: 'normal',
    WebkitFontSmoothing: 'antialiased',
    WebkitTapHighlightColor: 'transparent',
  },
  html: { colorScheme: 'light' },
  '[data-color-mode=dark]': { colorScheme: 'dark' },
  ':focus-visible': { outline: '3px solid', outlineColor: 'focusRing', outlineOffset: '2px' },
  '::selection': { bg: 'brand.subtle' },
  'time, [data-numeric]': { fontVariantNumeric: 'tabular-nums' },
  // Printing. On home (issue 32) the app is not printed, the block-month sheet is (ui/features/home/print-month.tsx),
  // when it is there; any other screen prints as it shows;
  // one A4 portrait page per block month; the logbook's paper pages (issue 29, ui/features/communication/logbook/
  // logbook-print.tsx) likewise replace the app, on A4 landscape pages (a named page). Black on white whatever the
  // screen's theme.
  '@media print': {
    'body:has([data-print-month]) #root, body:has([data-print-logbook]) #root': { display: 'none !important' },
    'html, body': { bg: '#fff !important', color: '#000 !important', colorScheme: 'light' },
    '[data-print-logbook]': { page: 'logbook' },
  },
  '@page': { size: 'A4 portrait', margin: '8mm' },
  '@page logbook': { size: 'A4 landscape', margin: '10mm' },
  '@media (prefers-reduced-motion: reduce)': {
    '*, *::before, *::after': { animationDuration: '1ms !important', transitionDuration: '1ms !important' },
  },
})

export default defineConfig({
  presets: ['@pandacss/preset-base'],
  preflight: true,
  include: ['./ui/**/*.{ts,tsx}'],
  exclude: [],
  outdir: 'styled-system',
  outExtension: 'js',
  jsxFramework: 'react',
  gitignore: false,
  strictTokens: false,
  conditions: {
    extend: {
      light: '[data-color-mode=light] &',
      dark: '[data-color-mode=dark] &',
    },
  },
  theme: pandaTheme(airline),
  globalCss,
})
