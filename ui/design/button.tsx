import { forwardRef, type ButtonHTMLAttributes, type ReactNode } from 'react'
import { cva, cx, type RecipeVariantProps } from '../../styled-system/css'
import { Spinner } from './spinner'

/** Shared look of every pressable control: 44 px touch target, visible focus ring, dimmed when disabled. */
export const buttonStyle = cva({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    gap: '2',
    minH: 'touch',
    minW: 'touch',
    px: '4',
    borderRadius: 'md',
    borderWidth: '1px',
    borderColor: 'transparent',
    fontSize: 'md',
    fontWeight: 'semibold',
    lineHeight: 'tight',
    cursor: 'pointer',
    userSelect: 'none',
    textDecoration: 'none',
    whiteSpace: 'nowrap',
    transitionProperty: 'background-color, border-color, color, box-shadow',
    transitionDuration: 'fast',
    _disabled: { opacity: 0.45, cursor: 'not-allowed' },
  },
  variants: {
    tone: {
      brand: { colorPalette: 'brand' },
      neutral: { colorPalette: 'neutral' },
      danger: { colorPalette: 'danger' },
    },
    variant: {
      solid: {
        bg: 'colorPalette.solid',
        color: 'colorPalette.onSolid',
        boxShadow: 'sm',
        _hover: { _enabled: { bg: 'colorPalette.solidHover' } },
      },
      outline: {
        bg: 'bg.surface',
        color: 'colorPalette.fg',
        borderColor: 'colorPalette.border',
        _hover: { _enabled: { bg: 'colorPalette.subtle' } },
      },
      ghost: {
        bg: 'transparent',
        color: 'colorPalette.fg',
        _hover: { _enabled: { bg: 'colorPalette.subtle' } },
      },
    },
    fullWidth: { true: { w: 'full' }, false: {} },
  },
  defaultVariants: { tone: 'brand', variant: 'solid', fullWidth: false },
})

export type ButtonVariants = NonNullable<RecipeVariantProps<typeof buttonStyle>>

export interface ButtonProps extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'color'> {
  readonly tone?: 'brand' | 'neutral' | 'danger'
  readonly variant?: 'solid' | 'outline' | 'ghost'
  readonly fullWidth?: boolean
  /** Shows a spinner and disables the button while an action runs (`loadingLabel` is announced). */
  readonly loading?: boolean
  readonly loadingLabel?: string
  readonly icon?: ReactNode
}

/**
 * A text button (`type="button"` unless given). Disabled buttons use the native `disabled` attribute,
 * so they are skipped by the keyboard and announced as unavailable.
 */
export const Button = forwardRef<HTMLButtonElement, ButtonProps>(function Button(
  { tone, variant, fullWidth, loading = false, loadingLabel, icon, className, children, disabled, type = 'button', ...rest },
  ref,
) {
  return (
    <button
      ref={ref}
      type={type}
      disabled={disabled === true || loading}
      aria-busy={loading || undefined}
      className={cx(buttonStyle({ tone, variant, fullWidth }), className)}
      {...rest}
    >
      {loading ? <Spinner size="sm" label={loadingLabel} /> : icon}
      {children}
    </button>
  )
})

export interface IconButtonProps extends Omit<ButtonProps, 'children' | 'icon' | 'fullWidth'> {
  /** The accessible name: icon buttons have no visible text. */
  readonly label: string
  readonly icon: ReactNode
  /** A red dot in the corner (updates waiting, new items); its meaning is added to the name by `badgeLabel`. */
  readonly badge?: boolean
  readonly badgeLabel?: string
}

const iconButton = cva({ base: { position: 'relative', px: '0', w: 'touch', h: 'touch' } })
const dot = cva({
  base: {
    position: 'absolute',
    top: '2',
    right: '2',
    w: '10px',
    h: '10px',
    borderRadius: 'full',
    bg: 'badge',
    borderWidth: '2px',
    borderColor: 'bg.surface',
  },
})

/** A square 44 px button with only an icon; its name is `label` (plus `badgeLabel` when the red dot shows). */
export const IconButton = forwardRef<HTMLButtonElement, IconButtonProps>(function IconButton(
  { label, icon, badge = false, badgeLabel, variant = 'ghost', tone = 'neutral', className, ...rest },
  ref,
) {
  const name = badge && badgeLabel !== undefined ? `${label}, ${badgeLabel}` : label
  return (
    <Button ref={ref} aria-label={name} title={label} variant={variant} tone={tone} className={cx(iconButton(), className)} {...rest}>
      {icon}
      {badge ? <span className={dot()} aria-hidden="true" data-badge="" /> : null}
    </Button>
  )
})
