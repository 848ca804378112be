import type { ReactNode } from 'react'
import { css } from '../../styled-system/css'

const root = css({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  textAlign: 'center',
  gap: '3',
  px: '6',
  py: '12',
  color: 'fg.muted',
})
const iconWrap = css({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  w: '56px',
  h: '56px',
  borderRadius: 'full',
  bg: 'bg.subtle',
  color: 'fg.subtle',
})
const title = css({ fontSize: 'lg', fontWeight: 'semibold', color: 'fg.default' })
const message = css({ maxW: '36ch', fontSize: 'md', lineHeight: 'relaxed' })

export interface EmptyStateProps {
  readonly title: ReactNode
  readonly message?: ReactNode
  readonly icon?: ReactNode
  /** A button that gets the user going again (Reload, Add…). */
  readonly action?: ReactNode
}

/** What a list or screen shows when there is nothing (no duties, no news, nothing offline). */
export const EmptyState = ({ title: heading, message: text, icon, action }: EmptyStateProps) => (
  <div className={root}>
    {icon === undefined ? null : <div className={iconWrap}>{icon}</div>}
    <p className={title}>{heading}</p>
    {text === undefined ? null : <p className={message}>{text}</p>}
    {action}
  </div>
)
