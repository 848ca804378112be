import type { DutyKind } from '../../core/index'

/** The colours of one duty kind in one colour mode: a solid mark, a tinted surface and text on that surface. */
export interface DutyColors {
  readonly solid: string
  readonly subtle: string
  readonly fg: string
}

/** A duty kind's colours in light and dark mode. */
export interface DutyKindColors {
  readonly light: DutyColors
  readonly dark: DutyColors
}

const kind = (solid: string, subtle: string, fg: string, darkSolid: string, darkSubtle: string, darkFg: string): DutyKindColors => ({
  light: { solid, subtle, fg },
  dark: { solid: darkSolid, subtle: darkSubtle, fg: darkFg },
})

/**
 * One distinct hue per duty kind ("duty kinds told apart at a glance by colour and icon"),
 * chosen so neighbours in a roster never share a hue family: flying work is blue/indigo, rest is
 * green/grey, absence is warm, disruption is red. Text colours meet 4.5:1 on their surface.
 */
export const DUTY_PALETTE: Readonly<Record<DutyKind, DutyKindColors>> = {
  pairing: kind('#4338ca', '#eef0ff', '#312e81', '#a5b4fc', '#1f1d4d', '#e0e7ff'),
  leg: kind('#0369a1', '#e6f4fb', '#0c4a6e', '#7dd3fc', '#0b2a3d', '#e0f2fe'),
  positioning: kind('#475569', '#eef1f5', '#1e293b', '#cbd5e1', '#1c2430', '#f1f5f9'),
  hotel: kind('#0f766e', '#e4f6f3', '#134e4a', '#5eead4', '#0b2e2b', '#ccfbf1'),
  standby: kind('#b45309', '#fdf3e1', '#78350f', '#fcd34d', '#3a2508', '#fef3c7'),
  simulator: kind('#6d28d9', '#f3edfd', '#4c1d95', '#c4b5fd', '#2a1a4d', '#ede9fe'),
  ground: kind('#854d0e', '#f7f0e3', '#5c3608', '#e4b36b', '#33240f', '#fbeed5'),
  checkIn: kind('#0e7490', '#e3f6fa', '#164e63', '#67e8f9', '#0a2f38', '#cffafe'),
  checkOut: kind('#0e7490', '#e3f6fa', '#164e63', '#67e8f9', '#0a2f38', '#cffafe'),
  rosterTag: kind('#a21caf', '#fbeefc', '#701a75', '#f0abfc', '#3b1240', '#fae8ff'),
  suspension: kind('#b91c1c', '#fdecec', '#7f1d1d', '#fca5a5', '#421414', '#fee2e2'),
  absence: kind('#c2410c', '#fdf0e8', '#7c2d12', '#fdba74', '#3d1d0c', '#ffedd5'),
  vacation: kind('#15803d', '#e8f7ed', '#14532d', '#86efac', '#0d2e1a', '#dcfce7'),
  sickness: kind('#be185d', '#fcebf3', '#831843', '#f9a8d4', '#3f1227', '#fce7f3'),
  off: kind('#4b5563', '#f1f2f4', '#1f2937', '#9ca3af', '#1d2128', '#f3f4f6'),
  remarkMarker: kind('#6b7588', '#f1f2f4', '#262e3b', '#959eae', '#1d2128', '#eef0f4'),
  other: kind('#505a6c', '#f1f2f4', '#262e3b', '#c3c9d4', '#1d2128', '#eef0f4'),
}
