import type { AirlineTheme } from '../theme.types'

/** Alpine Air: a signal red brand on a charcoal header band; light only. */
export const theme: AirlineTheme = {
  brand: {
    50: '#fff1f2',
    100: '#ffe0e3',
    200: '#ffc6cc',
    300: '#ff9ca6',
    400: '#fd6372',
    500: '#f43447',
    600: '#d4162d',
    700: '#b30f24',
    800: '#941123',
    900: '#7c1424',
    950: '#44040e',
  },
  accent: {
    50: '#f6f6f7',
    100: '#e2e3e5',
    200: '#c5c6ca',
    300: '#a0a2a8',
    400: '#7c7e86',
    500: '#62646b',
    600: '#4d4f55',
    700: '#404146',
    800: '#2c2d31',
    900: '#232427',
    950: '#151618',
  },
}
