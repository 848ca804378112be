import { useId } from 'react'
import { Link } from 'wouter'
import { css, cx } from '../../../styled-system/css'
import { WarningIcon } from '../../design/icons/status-icons'

const panel = css({
  colorPalette: 'warning',
  bg: 'colorPalette.subtle',
  color: 'colorPalette.fg',
  borderWidth: '1px',
  borderColor: 'colorPalette.border',
  borderRadius: 'lg',
  px: '4',
  py: '3',
  mx: { base: '3', md: '0' },
  mt: { base: '2', md: '0' },
  fontSize: 'sm',
})
/**
 * On home's narrow layout the calendar column does not scroll and the duty list takes what is left: the panel keeps
 * to a few lines and scrolls inside (its link keeps it reachable by keyboard).
 */
const compactPanel = css({ maxH: { base: '8.5rem', md: 'none' }, overflowY: { base: 'auto', md: 'visible' }, flexShrink: 0 })
const screenOnly = css({ _print: { display: 'none' } })
const heading = css({ display: 'flex', alignItems: 'center', gap: '2', m: '0', fontSize: 'sm', fontWeight: 'bold' })
const list = css({ m: '0', mt: '1', ps: '5', listStyleType: 'disc', display: 'flex', flexDirection: 'column', gap: '1' })
const linkStyle = css({
  display: 'inline-flex',
  alignItems: 'center',
  minH: 'touch',
  fontWeight: 'semibold',
  color: 'inherit',
  textDecoration: 'underline',
  textUnderlineOffset: '2px',
})

/**
 * The frame of home's informative warnings (travel documents, recency) and of a duty's travel warnings: a region
 * named by its heading, one line per warning, and the link to where it is mended. `compact` keeps it to a few lines
 * on home's narrow layout; `screenOnly` leaves it out of the printed block month.
 */
export const WarningsFrame = ({
  title,
  lines,
  link,
  compact = false,
  screenOnly: onScreenOnly = false,
  id,
}: {
  readonly title: string
  readonly lines: ReadonlyArray<{ readonly key: string; readonly text: string }>
  readonly link: { readonly href: string; readonly text: string }
  readonly compact?: boolean
  readonly screenOnly?: boolean
  readonly id?: string | undefined
}) => {
  const headingId = useId()
  return (
    <section id={id} role="region" aria-labelledby={headingId} className={cx(panel, compact ? compactPanel : undefined, onScreenOnly ? screenOnly : undefined)}>
      <h2 id={headingId} className={heading}>
        <WarningIcon size={18} />
        {title}
      </h2>
      <ul className={list}>
        {lines.map((line) => (
          <li key={line.key}>{line.text}</li>
        ))}
      </ul>
      <Link href={link.href} className={linkStyle}>
        {link.text}
      </Link>
    </section>
  )
}
