import { useId, type ReactNode } from 'react'
import { useLocation } from 'wouter'
import { css, cx } from '../../styled-system/css'
import { ScreenHeader } from './frame'
import { IconButton } from '../design/button'
import { ChevronLeftIcon } from '../design/icons/chevron-icons'
import { useI18n } from '../i18n/use-i18n'
import { useProfile } from '../profile/profile-context'

/**
 * Which kind of screen the frame holds, and so how wide its column is: `details` (leg, pairing, hotel, check-in,
 * roster changes, roles), `reading` (news, daily remarks, summary, settings: one column at most 760 px, SPEC section 2
 * "single-column layout" for the summary), `form` (the my-data screens: at most 960 px, forms in two columns from `md`).
 */
export type PageVariant = 'details' | 'reading' | 'form'

const column = css({ w: 'full', mx: 'auto', display: 'flex', flexDirection: 'column', gap: { base: '4', sm: '6' } })
const widths: Readonly<Record<PageVariant, string>> = {
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

/** The back arrow: its accessible name, and what it does (a callback, or the path it goes to). */
export type PageBack = { readonly label: string; readonly onBack: () => void } | { readonly label: string; readonly to: string }

export interface PageFrameProps {
  /** The screen title (the header's `<h1>`). */
  readonly title: ReactNode
  readonly variant: PageVariant
  /** The back arrow. Without it (a top-level screen) the header shows the airline logo. */
  readonly back?: PageBack
  /** Actions after the title (Done, refresh, New remark). */
  readonly actions?: ReactNode
  /** Wide screens only: a left column (the pairing's calendar); the page is one column below `md`. */
  readonly aside?: ReactNode
  /** The left column's accessible name. */
  readonly asideLabel?: string
  readonly children: ReactNode
}

/**
 * The frame of every screen below the home screen: its header in the shell's band (back arrow or the airline logo,
 * `<h1>`, actions), then the content in one centred column as wide as its `variant`, and with `aside` two columns
 * from the `md` breakpoint.
 */
export const PageFrame = ({ title, variant, back, actions, aside, asideLabel, children }: PageFrameProps) => {
  const { LL } = useI18n()
  const { profile, logoUrl } = useProfile()
  const [, navigate] = useLocation()
  const start =
    back === undefined ? undefined : (
      <IconButton label={back.label} icon={<ChevronLeftIcon />} onClick={'to' in back ? () => navigate(back.to) : back.onBack} className={onHeader} />
    )
  return (
    <div className={cx(column, widths[variant])}>
      <ScreenHeader
        title={title}
        {...(start !== undefined ? { start } : { logoUrl, logoAlt: LL.app.logoAlt({ airline: profile.name }) })}
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
