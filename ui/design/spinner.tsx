import { css, cva } from '../../styled-system/css'

const spinner = cva({
  base: {
    display: 'inline-block',
    borderRadius: 'full',
    borderStyle: 'solid',
    borderColor: 'currentColor',
    borderRightColor: 'transparent',
    animation: 'spin 0.8s linear infinite',
    flexShrink: 0,
  },
  variants: {
    size: {
      sm: { w: '16px', h: '16px', borderWidth: '2px' },
      md: { w: '24px', h: '24px', borderWidth: '3px' },
      lg: { w: '40px', h: '40px', borderWidth: '4px' },
    },
  },
  defaultVariants: { size: 'md' },
})

export interface SpinnerProps {
  /** Announced to screen readers (`role="status"`); without it the spinner is decorative. */
  readonly label?: string | undefined
  readonly size?: 'sm' | 'md' | 'lg'
}

/** A rotating ring for a running action; a `label` makes it a polite live status. */
export const Spinner = ({ label, size = 'md' }: SpinnerProps) =>
  label === undefined ? (
    <span className={spinner({ size })} aria-hidden="true" />
  ) : (
    <span role="status" className={css({ display: 'inline-flex' })}>
      <span className={spinner({ size })} aria-hidden="true" />
      <span className={css({ srOnly: true })}>{label}</span>
    </span>
  )

const track = css({
  position: 'relative',
  w: 'full',
  h: '3px',
  overflow: 'hidden',
  bg: 'brand.subtle',
})
const indeterminate = css({
  position: 'absolute',
  insetY: '0',
  w: '40%',
  bg: 'brand.solid',
  animation: 'progress 1.2s ease-in-out infinite',
})
const determinate = css({ h: 'full', bg: 'brand.solid', transition: 'width 200ms ease-out' })

export interface ProgressBarProps {
  /** Accessible name, for example "Loading, please wait". */
  readonly label: string
  /** 0–100; omitted for an indeterminate bar (the global progress indicator of SPEC section 2). */
  readonly value?: number
}

/** A thin bar across the top of a region: `role="progressbar"` with the label as its name. */
export const ProgressBar = ({ label, value }: ProgressBarProps) => (
  <div
    role="progressbar"
    aria-label={label}
    aria-valuemin={value === undefined ? undefined : 0}
    aria-valuemax={value === undefined ? undefined : 100}
    aria-valuenow={value}
    className={track}
  >
    {value === undefined ? (
      <div className={indeterminate} />
    ) : (
      <div className={determinate} style={{ width: `${Math.max(0, Math.min(100, value))}%` }} />
    )}
  </div>
)
