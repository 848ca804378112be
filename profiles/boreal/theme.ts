import type { AirlineTheme } from '../theme.types'

/** Boreal Wings: a northern-lights teal on a deep fir header band; light and dark. */
export const theme: AirlineTheme = {
  brand: {
    50: '#effcf9',
    100: '#c9f6ee',
    200: '#94ecdd',
    300: '#57dbc8',
    400: '#2ac0af',
    500: '#12a496',
    600: '#0b8379',
    700: '#0e6962',
    800: '#10544f',
    900: '#124642',
    950: '#032a28',
  },
  accent: {
    50: '#f1f8f5',
    100: '#ddeee6',
    200: '#bdddcf',
    300: '#92c4b0',
    400: '#64a68d',
    500: '#438a71',
    600: '#316e59',
    700: '#285849',
    800: '#19392f',
    900: '#132d25',
    950: '#0a1a15',
  },
}
