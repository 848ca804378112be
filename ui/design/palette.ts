import type { ColorScale } from '../../profiles/theme.types'

/** Cool neutral greys: surfaces, text and borders in both colour modes. */
export const GRAY: ColorScale = {
  50: '#f7f8fa',
  100: '#eef0f4',
  200: '#dde1e8',
  300: '#c3c9d4',
  400: '#959eae',
  500: '#6b7588',
  600: '#505a6c',
  700: '#3b4454',
  800: '#262e3b',
  900: '#181e28',
  950: '#0d1118',
}

/** Errors, the red-dot badge. */
export const RED: ColorScale = {
  50: '#fef2f2',
  100: '#fee2e2',
  200: '#fecaca',
  300: '#fca5a5',
  400: '#f87171',
  500: '#ef4444',
  600: '#dc2626',
  700: '#b91c1c',
  800: '#991b1b',
  900: '#7f1d1d',
  950: '#450a0a',
}

/** Warnings, the offline banner. */
export const AMBER: ColorScale = {
  50: '#fffbeb',
  100: '#fef3c7',
  200: '#fde68a',
  300: '#fcd34d',
  400: '#fbbf24',
  500: '#f59e0b',
  600: '#d97706',
  700: '#b45309',
  800: '#92400e',
  900: '#78350f',
  950: '#451a03',
}

/** Success: checked in, saved, available server. */
export const GREEN: ColorScale = {
  50: '#f0fdf4',
  100: '#dcfce7',
  200: '#bbf7d0',
  300: '#86efac',
  400: '#4ade80',
  500: '#22c55e',
  600: '#16a34a',
  700: '#15803d',
  800: '#166534',
  900: '#14532d',
  950: '#052e16',
}

/** Information banners and dialogs. */
export const BLUE: ColorScale = {
  50: '#eff6ff',
  100: '#dbeafe',
  200: '#bfdbfe',
  300: '#93c5fd',
  400: '#60a5fa',
  500: '#3b82f6',
  600: '#2563eb',
  700: '#1d4ed8',
  800: '#1e40af',
  900: '#1e3a8a',
  950: '#172554',
}

/** Every fixed palette, by token group name. */
export const PALETTES: Readonly<Record<'gray' | 'red' | 'amber' | 'green' | 'blue', ColorScale>> = {
  gray: GRAY,
  red: RED,
  amber: AMBER,
  green: GREEN,
  blue: BLUE,
}
