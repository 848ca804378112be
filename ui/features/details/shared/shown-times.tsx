import type { ShownTime } from '../../../../core/roster/time-display.rules'
import { css } from '../../../../styled-system/css'
import { TimeText } from '../../../design/time-text'
import { useI18n } from '../../../i18n/use-i18n'

const stack = css({ display: 'inline-flex', flexDirection: 'column', gap: '0.5' })

/**
 * The shown times of one instant, local first: the local text already carries the profile's postfix
 * (core `shownTimes`), a UTC text gets the UTC marker.
 */
export const ShownTimes = ({ times, emphasis = 'normal' }: { readonly times: ReadonlyArray<ShownTime>; readonly emphasis?: 'strong' | 'normal' | 'muted' }) => {
  const { LL } = useI18n()
  return (
    <span className={stack}>
      {times.map((time) => (
        <TimeText
          key={time.kind}
          text={time.text}
          {...(time.kind === 'utc' ? { suffix: LL.common.utcSuffix() } : {})}
          emphasis={time.kind === 'utc' ? 'muted' : emphasis}
        />
      ))}
    </span>
  )
}
