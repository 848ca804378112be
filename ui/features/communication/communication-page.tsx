import { useId, type ReactNode } from 'react'
import { css } from '../../../styled-system/css'
import { IconButton } from '../../design/button'
import { ChevronLeftIcon } from '../../design/icons'
import { ScreenHeader } from '../../app/frame'
import { useI18n } from '../../i18n/use-i18n'
import { useProfile } from '../../profile/profile-context'

const page = css({ w: 'full', maxW: '760px', mx: 'auto', display: 'flex', flexDirection: 'column', gap: { base: '4', sm: '6' }, pt: { base: '4', sm: '6' }, pb: '8' })
const body = css({ display: 'flex', flexDirection: 'column', gap: { base: '4', sm: '6' }, px: { base: '0', sm: '6' } })
/** A control on the brand header band: the band's text colour, a light tint on hover. */
export const onHeader = css({ color: 'inherit', borderColor: 'currentColor', _hover: { _enabled: { bg: 'rgba(255, 255, 255, 0.14)' } } })

export interface CommunicationPageProps {
  /** The screen title (the header's `<h1>`). */
  readonly title: string
  /** The back arrow's accessible name; no arrow without `onBack` (top-level screens show the logo). */
  readonly backLabel?: string
  readonly onBack?: () => void
  /** Actions after the title (New remark). */
  readonly actions?: ReactNode
  readonly children: ReactNode
}

/**
 * The frame of the news, daily-remarks, summary and settings screens: the shell's header band (back
 * arrow or the airline logo, the `<h1>` title, actions) and one column of content, centred and at most
 * 760 px wide (SPEC section 2: the summary is a "single-column layout"; the others read best so too).
 */
export const CommunicationPage = ({ title, backLabel, onBack, actions, children }: CommunicationPageProps) => {
  const { LL } = useI18n()
  const { profile, logoUrl } = useProfile()
  const back = onBack === undefined ? undefined : <IconButton label={backLabel ?? ''} icon={<ChevronLeftIcon />} className={onHeader} onClick={onBack} />
  return (
    <div className={page}>
      <ScreenHeader
        title={title}
        {...(back === undefined ? { logoUrl, logoAlt: LL.app.logoAlt({ airline: profile.name }) } : { start: back })}
        {...(actions === undefined ? {} : { end: actions })}
      />
      <div className={body}>{children}</div>
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
  /** Something next to the heading (a count, a link). */
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
