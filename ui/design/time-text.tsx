import { css, cva } from '../../styled-system/css'

const time = cva({
  base: { fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap', fontFeatureSettings: '"tnum"' },
  variants: {
    emphasis: {
      strong: { fontWeight: 'semibold', color: 'fg.default' },
      normal: { color: 'inherit' },
      muted: { color: 'fg.muted' },
    },
  },
  defaultVariants: { emphasis: 'normal' },
})
const suffixStyle = css({ ms: '1', fontSize: '0.75em', fontWeight: 'medium', color: 'fg.muted', letterSpacing: '0.02em' })

export interface TimeTextProps {
  /** The formatted time or date, for example `08:35` or `15 Mar 2026` (format it with core `formatDate`). */
  readonly text: string
  /** The machine-readable value (`datetime` attribute): an ISO date, time or date-time. */
  readonly dateTime?: string
  /** The view marker after the time: the profile's local-time postfix (`LT`) or `UTC` (SPEC section 2, hotel details). */
  readonly suffix?: string
  readonly emphasis?: 'strong' | 'normal' | 'muted'
}

/**
 * A time or date as a `<time>` element in tabular figures, so columns of times line up
 * ("legible times"), with its LT/UTC marker set smaller but read as part of the text.
 */
export const TimeText = ({ text, dateTime, suffix, emphasis }: TimeTextProps) => (
  <time dateTime={dateTime} className={time({ emphasis })}>
    {text}
    {suffix === undefined || suffix === '' ? null : <span className={suffixStyle}> {suffix}</span>}
  </time>
)
