import type { ReactElement } from 'react'
import type { DutyKind } from '../../core/index'
import { cva, cx } from '../../styled-system/css'

const PLANE = 'M17.8 19.2 16 11l3.5-3.5C21 6 21.5 4 21 3c-1-.5-3 0-4.5 1.5L13 8 4.8 6.2c-.5-.1-.9.1-1.1.5l-.3.5c-.2.5-.1 1 .3 1.3L9 12l-2 3H4l-1 1 3 2 2 3 1-1v-3l3-2 3.5 5.3c.3.4.8.5 1.3.3l.5-.2c.4-.3.6-.7.5-1.2z'

/**
 * The shapes of each duty kind's glyph (24×24, stroked), so kinds differ by shape as well as by colour: `|` between
 * shapes; a path's data, `c cx cy r` a circle, `r x y width height rx` a rectangle. Written as text rather than
 * JSX: the same elements, in a third of the code.
 */
const SHAPES: Readonly<Record<DutyKind, string>> = {
  pairing: 'M17 2.5 20.5 6 17 9.5|M3.5 11V9a3 3 0 0 1 3-3h14|M7 21.5 3.5 18 7 14.5|M20.5 13v2a3 3 0 0 1-3 3h-14',
  leg: PLANE,
  positioning: PLANE,
  hotel: 'M2 20V5|M2 16h20v4|M2 12h20a0 0 0 0 1 0 0v4|M22 16v-3a3 3 0 0 0-3-3h-8v2|c 6.5 9.5 2',
  standby: 'M6 2h12|M6 22h12|M7 2v4.2a5 5 0 0 0 1.5 3.5L12 12l3.5-2.3A5 5 0 0 0 17 6.2V2|M7 22v-4.2a5 5 0 0 1 1.5-3.5L12 12l3.5 2.3a5 5 0 0 1 1.5 3.5V22',
  simulator: 'r 2 3 20 14 2|M8 21h8|M12 17v4|m7 12 3-3 2 2 5-5',
  ground: 'r 2 7 20 14 2|M16 7V5a2 2 0 0 0-2-2h-4a2 2 0 0 0-2 2v2|M2 13h20',
  checkIn: 'r 5 3 14 18 2|M9 3v2h6V3|m9 13 2 2 4-4',
  checkOut: 'M14 3h5a2 2 0 0 1 2 2v14a2 2 0 0 1-2 2h-5|m9 17-5-5 5-5|M4 12h11',
  rosterTag: 'M12.6 2.6A2 2 0 0 0 11.2 2H4a2 2 0 0 0-2 2v7.2a2 2 0 0 0 .6 1.4l8.7 8.7a2.4 2.4 0 0 0 3.4 0l6.6-6.6a2.4 2.4 0 0 0 0-3.4z|c 7.5 7.5 1.5',
  suspension: 'c 12 12 10|m4.9 4.9 14.2 14.2',
  absence: 'c 9 8 4|M2 21a7 7 0 0 1 14 0|M16 11h6',
  vacation: 'c 12 12 4|M12 2v2|M12 20v2|m4.9 4.9 1.4 1.4|m17.7 17.7 1.4 1.4|M2 12h2|M20 12h2|m6.3 17.7-1.4 1.4|m19.1 4.9-1.4 1.4',
  sickness: 'M14 4v10.5a4 4 0 1 1-4 0V4a2 2 0 0 1 4 0z|M12 11v6',
  off: 'M3 10.5 12 3l9 7.5|M5 9v11h14V9|M10 20v-6h4v6',
  remarkMarker: 'M21 15a2 2 0 0 1-2 2H7l-4 4V5a2 2 0 0 1 2-2h14a2 2 0 0 1 2 2z|M8 9h8|M8 13h5',
  other: 'c 12 12 10|M8 12h.01|M12 12h.01|M16 12h.01',
}

const shapeOf = (shape: string, key: number): ReactElement => {
  const [kind, a, b, c, d, e] = shape.split(' ')
  if (kind === 'c') return <circle key={key} cx={a} cy={b} r={c} />
  if (kind === 'r') return <rect key={key} x={a} y={b} width={c} height={d} rx={e} />
  return <path key={key} d={shape} />
}

type Glyph = ReactElement | ReadonlyArray<ReactElement>

/** The glyph of each duty kind, built on its first use and kept (positioning: the leg's plane, dashed). */
const GLYPHS = new Map<DutyKind, Glyph>()
const glyphOf = (kind: DutyKind): Glyph => {
  const known = GLYPHS.get(kind)
  if (known !== undefined) return known
  const built: Glyph = kind === 'positioning' ? <path d={PLANE} strokeDasharray="2.5 2.5" /> : SHAPES[kind].split('|').map(shapeOf)
  GLYPHS.set(kind, built)
  return built
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
        {glyphOf(kind)}
      </svg>
    </span>
  )
}
