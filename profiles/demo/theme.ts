import type { AirlineTheme } from '../theme.types'

/** Demo Airline: a deep sky blue with a navy header band; offered in light and dark. */
export const theme: AirlineTheme = {
  brand: {
    50: '#eef6ff',
    100: '#d9eaff',
    200: '#bcdaff',
    300: '#8ec2ff',
    400: '#599fff',
    500: '#337aff',
    600: '#1c5cf0',
    700: '#1647d6',
    800: '#183bab',
    900: '#1a3786',
    950: '#142351',
  },
  accent: {
    50: '#f2f6fb',
    100: '#e2eaf5',
    200: '#ccdaee',
    300: '#a8c1e2',
    400: '#7ea1d3',
    500: '#5f84c8',
    600: '#4b6bba',
    700: '#415aaa',
    800: '#1f3566',
    900: '#15244a',
    950: '#0d1630',
  },
}
