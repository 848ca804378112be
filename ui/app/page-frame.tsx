import { useId, type ReactNode } from 'react'
import { css, cx } from '../../styled-system/css'
import { ScreenHeader } from './frame'
import { IconButton } from '../design/button'
import { ChevronLeftIcon } from '../design/icons'

/** How wide a screen's column is: detail screens, reading screens (news, remarks, summary, settings), my-data forms. */
export type PageWidth = 'details' | 'reading' | 'form'

const column = css({ w: 'full', mx: 'auto', display: 'flex', flexDirection: 'column', gap: { base: '4', sm: '6' } })
const widths: Readonly<Record<PageWidth, string>> = {
  details: css({ maxW: 'content', pt: { base: '0', sm: '6' }, pb: '8' }),
  reading: css({ maxW: '760px', pt: { base: '4', sm: '6' }, pb: '8' }),
  form: css({ maxW: '960px', pt: { base: '3', sm: '6' }, pb: '10' }),
}
/**
 * A control on the brand header band: the band's text colour, a light tint on hover. The colour is set with the
 * `:enabled`/`:disabled` conditions so that it outranks the button recipe's own colour class whatever order the
 * atomic classes end up in the stylesheet (a plain `color: inherit` lost to it once).
 */
const onHeader = css({
  color: 'inherit',
  _enabled: { color: 'inherit' },
  _disabled: { color: 'inherit' },
  borderColor: 'currentColor',
  _hover: { _enabled: { bg: 'rgba(255, 255, 255, 0.14)' } },
})
const body = css({ display: 'flex', flexDirection: 'column', gap: { base: '4', sm: '6' }, px: { base: '0', sm: '6' } })
// The aside holds the calendar: at least 380 px, so two duties of one day sit side by side as 24 px targets.
const twoColumns = css({ md: { display: 'grid', gridTemplateColumns: 'minmax(380px, 5fr) minmax(0, 7fr)', alignItems: 'start', gap: '6' } })
const mainColumn = css({ display: 'flex', flexDirection: 'column', gap: { base: '4', sm: '6' }, minW: '0' })
const asideColumn = css({ display: 'none', md: { display: 'flex', flexDirection: 'column', gap: '4', position: 'sticky', top: '72px' } })

export interface PageFrameProps {
  /** The screen title (the header's `<h1>`). */
  readonly title: ReactNode
  readonly width: PageWidth
  /** The back arrow: its accessible name and action. Without it the header shows `logo` when given. */
  readonly back?: { readonly label: string; readonly onBack: () => void }
  /** The airline logo of a top-level screen (no back arrow). */
  readonly logo?: { readonly url: string; readonly alt: string }
  /** Actions after the title (Done, refresh, New remark). */
  readonly actions?: ReactNode
  /** Wide screens only: a left column (the pairing's calendar); the page is one column below `md`. */
  readonly aside?: ReactNode
  /** The left column's accessible name. */
  readonly asideLabel?: string
  readonly children: ReactNode
}

/**
 * The frame of every screen below the home screen: its header in the shell's band (back arrow or logo, `<h1>`,
 * actions), then the content in one centred column, and with `aside` two columns from the `md` breakpoint.
 */
export const PageFrame = ({ title, width, back, logo, actions, aside, asideLabel, children }: PageFrameProps) => {
  const start =
    back === undefined ? undefined : <IconButton label={back.label} icon={<ChevronLeftIcon />} onClick={back.onBack} className={onHeader} />
  return (
    <div className={cx(column, widths[width])}>
      <ScreenHeader
        title={title}
        {...(start !== undefined ? { start } : logo !== undefined ? { logoUrl: logo.url, logoAlt: logo.alt } : {})}
        {...(actions === undefined ? {} : { end: actions })}
      />
      {aside === undefined ? (
        <div className={body}>{children}</div>
      ) : (
        <div className={cx(body, twoColumns)}>
          <aside role="complementary" aria-label={asideLabel} className={asideColumn}>
            {aside}
          </aside>
          <div className={mainColumn}>{children}</div>
        </div>
      )}
    </div>
  )
}

const card = css({
  display: 'flex',
  flexDirection: 'column',
  gap: '2',
  bg: 'bg.surface',
  borderYWidth: '1px',
  borderColor: 'border.default',
  py: '3',
  sm: { borderXWidth: '1px', borderRadius: 'lg' },
})
const cardHead = css({ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: '3', px: '4', minH: 'touch' })
const cardTitle = css({ fontSize: 'md', fontWeight: 'bold', color: 'fg.default' })
const cardBody = css({ display: 'flex', flexDirection: 'column', gap: '3', px: '4', color: 'fg.default', lineHeight: 'relaxed' })

export interface CardProps {
  readonly title: ReactNode
  /** Something next to the heading (a count, a link, the edit-roles button). */
  readonly action?: ReactNode
  /** `flush`: the children are full-width rows (a list), not padded content. */
  readonly flush?: boolean
  readonly children: ReactNode
}

/** A titled card: a `<section>` named by its `<h2>`. */
export const Card = ({ title, action, flush = false, children }: CardProps) => {
  const id = useId()
  return (
    <section role="region" aria-labelledby={id} className={card}>
      <div className={cardHead}>
        <h2 id={id} className={cardTitle}>
          {title}
        </h2>
        {action}
      </div>
      {flush ? children : <div className={cardBody}>{children}</div>}
    </section>
  )
}
