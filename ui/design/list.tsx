import type { HTMLAttributes, ReactNode } from 'react'
import { css, cx } from '../../styled-system/css'

const list = css({
  listStyle: 'none',
  m: '0',
  p: '0',
  bg: 'bg.surface',
  borderYWidth: '1px',
  borderColor: 'border.default',
  sm: { borderXWidth: '1px', borderRadius: 'lg', overflow: 'hidden' },
})
const item = css({ borderTopWidth: '1px', borderColor: 'border.default', _first: { borderTopWidth: '0' } })

/** A list of rows with dividers (`<ul>`, named by `aria-label` or `aria-labelledby` when given). */
export const List = ({ className, children, ...rest }: HTMLAttributes<HTMLUListElement>) => (
  <ul role="list" className={cx(list, className)} {...rest}>
    {children}
  </ul>
)

/** One `<li>`; put a `ListRow` (or a link or button styled with `listRowInteractive`) inside. */
export const ListItem = ({ className, children, ...rest }: HTMLAttributes<HTMLLIElement>) => (
  <li className={cx(item, className)} {...rest}>
    {children}
  </li>
)

/** The row layout: 56 px tall, leading icon, title and subtitle, trailing meta. */
export const listRow = css({
  display: 'flex',
  alignItems: 'center',
  gap: '3',
  minH: '56px',
  px: '4',
  py: '2.5',
  w: 'full',
  textAlign: 'start',
  color: 'fg.default',
  textDecoration: 'none',
})

/** Add to a row that is a link or a button: hover tint, pointer, inset focus ring. */
export const listRowInteractive = css({
  cursor: 'pointer',
  bg: 'transparent',
  _hover: { bg: 'bg.subtle' },
  _focusVisible: { outlineOffset: '-3px' },
})

const content = css({ display: 'flex', flexDirection: 'column', gap: '0.5', flex: '1', minW: '0' })
const titleStyle = css({ fontSize: 'md', fontWeight: 'semibold', lineHeight: 'tight', overflowWrap: 'anywhere' })
const subtitleStyle = css({ fontSize: 'sm', color: 'fg.muted', lineHeight: 'normal' })
const metaStyle = css({ display: 'flex', flexDirection: 'column', alignItems: 'flex-end', gap: '0.5', fontSize: 'sm', color: 'fg.muted', fontVariantNumeric: 'tabular-nums', flexShrink: 0 })

export interface ListRowProps {
  readonly leading?: ReactNode
  readonly title: ReactNode
  readonly subtitle?: ReactNode
  /** Right-hand side: times, a pill, a badge, a chevron. */
  readonly meta?: ReactNode
  readonly className?: string
}

/** The content of a row (not interactive by itself). */
export const ListRow = ({ leading, title, subtitle, meta, className }: ListRowProps) => (
  <div className={cx(listRow, className)}>
    {leading}
    <div className={content}>
      {/* Spaces keep the words of title, subtitle and meta apart in the row's text (a button's name is compared with it). */}
      <span className={titleStyle}>{title}</span>
      {subtitle === undefined ? null : <>{' '}<span className={subtitleStyle}>{subtitle}</span></>}
    </div>
    {meta === undefined ? null : <>{' '}<div className={metaStyle}>{meta}</div></>}
  </div>
)
