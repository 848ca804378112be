import type { ReactNode } from 'react'
import { css, cva } from '../../styled-system/css'
import { CloseIcon, ErrorIcon, InfoIcon, OfflineIcon, SuccessIcon, WarningIcon } from './icons/status-icons'

const banner = cva({
  base: {
    display: 'flex',
    alignItems: 'center',
    gap: '3',
    px: '4',
    py: '2',
    minH: 'touch',
    fontSize: 'sm',
    fontWeight: 'medium',
    bg: 'colorPalette.subtle',
    color: 'colorPalette.fg',
    borderBottomWidth: '1px',
    borderColor: 'colorPalette.border',
  },
  variants: {
    tone: {
      info: { colorPalette: 'info' },
      success: { colorPalette: 'success' },
      warning: { colorPalette: 'warning' },
      danger: { colorPalette: 'danger' },
      offline: { colorPalette: 'neutral', bg: 'neutral.solid', color: 'neutral.onSolid', borderColor: 'neutral.solid' },
    },
  },
  defaultVariants: { tone: 'info' },
})
const text = css({ flex: '1', minW: '0' })
const close = css({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  w: 'touch',
  h: 'touch',
  me: '-3',
  borderRadius: 'md',
  color: 'inherit',
  cursor: 'pointer',
  _hover: { bg: 'colorPalette.border' },
})

const ICONS = { info: InfoIcon, success: SuccessIcon, warning: WarningIcon, danger: ErrorIcon, offline: OfflineIcon } as const

export interface BannerProps {
  readonly tone?: keyof typeof ICONS
  readonly children: ReactNode
  /** A button or link after the text (for example "Reload"). */
  readonly action?: ReactNode
  /** Shows a close button named `dismissLabel`. */
  readonly onDismiss?: () => void
  readonly dismissLabel?: string
}

/**
 * A full-width message strip under the header: offline, no connection, cookie consent, updates. Danger
 * banners are `role="alert"` (announced at once), the others `role="status"` (polite).
 */
export const Banner = ({ tone = 'info', children, action, onDismiss, dismissLabel }: BannerProps) => {
  const Icon = ICONS[tone]
  return (
    <div role={tone === 'danger' ? 'alert' : 'status'} className={banner({ tone })}>
      <Icon size={20} />
      <div className={text}>{children}</div>
      {action}
      {onDismiss === undefined ? null : (
        <button type="button" className={close} aria-label={dismissLabel} onClick={onDismiss}>
          <CloseIcon size={18} />
        </button>
      )}
    </div>
  )
}
