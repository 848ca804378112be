import type { ReactNode } from 'react'
import { css, cva } from '../../styled-system/css'

const dot = css({ display: 'inline-block', w: '10px', h: '10px', borderRadius: 'full', bg: 'badge', flexShrink: 0 })

/**
 * The red dot that signals new items (SPEC section 2: "Red-dot badges on daily remarks and news signal
 * new items"). The dot is drawn; `label` is what screen readers hear.
 */
export const Badge = ({ label }: { readonly label: string }) => (
  <span className={css({ display: 'inline-flex', alignItems: 'center' })} data-badge="">
    <span className={dot} aria-hidden="true" />
    <span className={css({ srOnly: true })}>{label}</span>
  </span>
)

const pill = cva({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    gap: '1',
    px: '2',
    py: '0.5',
    borderRadius: 'full',
    fontSize: 'xs',
    fontWeight: 'semibold',
    lineHeight: 'tight',
    whiteSpace: 'nowrap',
    bg: 'colorPalette.subtle',
    color: 'colorPalette.fg',
    borderWidth: '1px',
    borderColor: 'colorPalette.border',
  },
  variants: {
    tone: {
      neutral: { colorPalette: 'neutral' },
      brand: { colorPalette: 'brand' },
      info: { colorPalette: 'info' },
      success: { colorPalette: 'success' },
      warning: { colorPalette: 'warning' },
      danger: { colorPalette: 'danger' },
    },
  },
  defaultVariants: { tone: 'neutral' },
})

/** A short status word in a tinted capsule: "Expired", "Unread", "Checked in", a server status. */
export const Pill = ({ tone = 'neutral', children }: { readonly tone?: 'neutral' | 'brand' | 'info' | 'success' | 'warning' | 'danger'; readonly children: ReactNode }) => (
  <span className={pill({ tone })}>{children}</span>
)
