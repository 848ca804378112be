import type { ReactElement } from 'react'
import type { DutyKind } from '../../core/index'
import { cva, cx } from '../../styled-system/css'

const PLANE = 'M17.8 19.2 16 11l3.5-3.5C21 6 21.5 4 21 3c-1-.5-3 0-4.5 1.5L13 8 4.8 6.2c-.5-.1-.9.1-1.1.5l-.3.5c-.2.5-.1 1 .3 1.3L9 12l-2 3H4l-1 1 3 2 2 3 1-1v-3l3-2 3.5 5.3c.3.4.8.5 1.3.3l.5-.2c.4-.3.6-.7.5-1.2z'

/** The glyph of each duty kind (24×24, stroked), so kinds differ by shape as well as by colour. */
const GLYPHS: Readonly<Record<DutyKind, ReactElement>> = {
  pairing: <><path d="M17 2.5 20.5 6 17 9.5" /><path d="M3.5 11V9a3 3 0 0 1 3-3h14" /><path d="M7 21.5 3.5 18 7 14.5" /><path d="M20.5 13v2a3 3 0 0 1-3 3h-14" /></>,
  leg: <path d={PLANE} />,
  positioning: <><path d={PLANE} strokeDasharray="2.5 2.5" /></>,
  hotel: <><path d="M2 20V5" /><path d="M2 16h20v4" /><path d="M2 12h20a0 0 0 0 1 0 0v4" /><path d="M22 16v-3a3 3 0 0 0-3-3h-8v2" /><circle cx="6.5" cy="9.5" r="2" /></>,
  standby: <><path d="M6 2h12" /><path d="M6 22h12" /><path d="M7 2v4.2a5 5 0 0 0 1.5 3.5L12 12l3.5-2.3A5 5 0 0 0 17 6.2V2" /><path d="M7 22v-4.2a5 5 0 0 1 1.5-3.5L12 12l3.5 2.3a5 5 0 0 1 1.5 3.5V22" /></>,
  simulator: <><rect x="2" y="3" width="20" height="14" rx="2" /><path d="M8 21h8" /><path d="M12 17v4" /><path d="m7 12 3-3 2 2 5-5" /></>,
  ground: <><rect x="2" y="7" width="20" height="14" rx="2" /><path d="M16 7V5a2 2 0 0 0-2-2h-4a2 2 0 0 0-2 2v2" /><path d="M2 13h20" /></>,
  checkIn: <><rect x="5" y="3" width="14" height="18" rx="2" /><path d="M9 3v2h6V3" /><path d="m9 13 2 2 4-4" /></>,
  checkOut: <><path d="M14 3h5a2 2 0 0 1 2 2v14a2 2 0 0 1-2 2h-5" /><path d="m9 17-5-5 5-5" /><path d="M4 12h11" /></>,
  rosterTag: <><path d="M12.6 2.6A2 2 0 0 0 11.2 2H4a2 2 0 0 0-2 2v7.2a2 2 0 0 0 .6 1.4l8.7 8.7a2.4 2.4 0 0 0 3.4 0l6.6-6.6a2.4 2.4 0 0 0 0-3.4z" /><circle cx="7.5" cy="7.5" r="1.5" /></>,
  suspension: <><circle cx="12" cy="12" r="10" /><path d="m4.9 4.9 14.2 14.2" /></>,
  absence: <><circle cx="9" cy="8" r="4" /><path d="M2 21a7 7 0 0 1 14 0" /><path d="M16 11h6" /></>,
  vacation: <><circle cx="12" cy="12" r="4" /><path d="M12 2v2" /><path d="M12 20v2" /><path d="m4.9 4.9 1.4 1.4" /><path d="m17.7 17.7 1.4 1.4" /><path d="M2 12h2" /><path d="M20 12h2" /><path d="m6.3 17.7-1.4 1.4" /><path d="m19.1 4.9-1.4 1.4" /></>,
  sickness: <><path d="M14 4v10.5a4 4 0 1 1-4 0V4a2 2 0 0 1 4 0z" /><path d="M12 11v6" /></>,
  off: <><path d="M3 10.5 12 3l9 7.5" /><path d="M5 9v11h14V9" /><path d="M10 20v-6h4v6" /></>,
  remarkMarker: <><path d="M21 15a2 2 0 0 1-2 2H7l-4 4V5a2 2 0 0 1 2-2h14a2 2 0 0 1 2 2z" /><path d="M8 9h8" /><path d="M8 13h5" /></>,
  other: <><circle cx="12" cy="12" r="10" /><path d="M8 12h.01" /><path d="M12 12h.01" /><path d="M16 12h.01" /></>,
}

/**
 * `colorPalette` of a duty kind (`duty.<kind>.solid|subtle|fg` tokens): put on any element, then style
 * it with `colorPalette.solid`, `colorPalette.subtle` or `colorPalette.fg`.
 */
export const dutyPalette = cva({
  base: {},
  variants: {
    kind: {
      pairing: { colorPalette: 'duty.pairing' },
      leg: { colorPalette: 'duty.leg' },
      positioning: { colorPalette: 'duty.positioning' },
      hotel: { colorPalette: 'duty.hotel' },
      standby: { colorPalette: 'duty.standby' },
      simulator: { colorPalette: 'duty.simulator' },
      ground: { colorPalette: 'duty.ground' },
      checkIn: { colorPalette: 'duty.checkIn' },
      checkOut: { colorPalette: 'duty.checkOut' },
      rosterTag: { colorPalette: 'duty.rosterTag' },
      suspension: { colorPalette: 'duty.suspension' },
      absence: { colorPalette: 'duty.absence' },
      vacation: { colorPalette: 'duty.vacation' },
      sickness: { colorPalette: 'duty.sickness' },
      off: { colorPalette: 'duty.off' },
      remarkMarker: { colorPalette: 'duty.remarkMarker' },
      other: { colorPalette: 'duty.other' },
    },
  },
})

const badge = cva({
  base: { display: 'inline-flex', alignItems: 'center', justifyContent: 'center', flexShrink: 0, borderRadius: 'md' },
  variants: {
    appearance: {
      tile: { bg: 'colorPalette.subtle', color: 'colorPalette.fg', borderWidth: '1px', borderColor: 'colorPalette.solid' },
      solid: { bg: 'colorPalette.solid', color: 'bg.surface' },
      plain: { color: 'colorPalette.solid' },
    },
    size: { sm: { w: '24px', h: '24px' }, md: { w: '32px', h: '32px' }, lg: { w: '44px', h: '44px' } },
  },
  defaultVariants: { appearance: 'tile', size: 'md' },
})

const GLYPH_PX = { sm: 14, md: 18, lg: 26 } as const

export interface DutyKindIconProps {
  readonly kind: DutyKind
  /** The accessible name (for example the translated duty kind); without it the icon is decorative. */
  readonly label?: string
  readonly appearance?: 'tile' | 'solid' | 'plain'
  readonly size?: 'sm' | 'md' | 'lg'
}

/**
 * The icon of a duty kind in its colour ("duty kinds told apart at a glance by colour and
 * icon"). With `label` it is an image with that name (`role="img"`), otherwise hidden from assistive
 * technology because the text next to it already says the kind.
 */
export const DutyKindIcon = ({ kind, label, appearance = 'tile', size = 'md' }: DutyKindIconProps) => {
  const px = GLYPH_PX[size]
  const a11y = label === undefined ? { 'aria-hidden': true } : { role: 'img', 'aria-label': label }
  return (
    <span className={cx(dutyPalette({ kind }), badge({ appearance, size }))} data-duty-kind={kind} {...a11y}>
      <svg width={px} height={px} viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth={2} strokeLinecap="round" strokeLinejoin="round" aria-hidden="true" focusable="false">
        {GLYPHS[kind]}
      </svg>
    </span>
  )
}
