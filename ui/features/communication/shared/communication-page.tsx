import type { ReactNode } from 'react'
import { PageFrame } from '../../../app/page-frame'
import { useI18n } from '../../../i18n/use-i18n'
import { useProfile } from '../../../profile/profile-context'

export { Card, type CardProps } from '../../../app/page-frame'

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
 * The frame of the news, daily-remarks, summary and settings screens: the shared page frame with one reading column
 * at most 760 px wide (SPEC section 2: the summary is a "single-column layout"; the others read best so too), and
 * the airline logo on the top-level screens.
 */
export const CommunicationPage = ({ title, backLabel, onBack, actions, children }: CommunicationPageProps) => {
  const { LL } = useI18n()
  const { profile, logoUrl } = useProfile()
  return (
    <PageFrame
      title={title}
      width="reading"
      {...(onBack === undefined ? { logo: { url: logoUrl, alt: LL.app.logoAlt({ airline: profile.name }) } } : { back: { label: backLabel ?? '', onBack } })}
      {...(actions === undefined ? {} : { actions })}
    >
      {children}
    </PageFrame>
  )
}
