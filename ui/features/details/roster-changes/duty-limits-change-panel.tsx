import { useId } from 'react'
import type { Temporal } from 'temporal-polyfill'
import type { DutyLimitRuleSet, LimitEvent } from '../../../../core/duty-limits/duty-limits.rules'
import { formatDateTimeText } from '../../../../core/shared/date-format.rules'
import { useProfile } from '../../../profile/profile-context'
import { css } from '../../../../styled-system/css'
import { Pill } from '../../../design/badge'
import { useI18n } from '../../../i18n/use-i18n'
import { changeRows } from './duty-limits-change.view-model'

const box = css({ borderWidth: '1px', borderColor: 'border.default', borderRadius: 'md', p: '3', display: 'grid', gap: '2' })
const heading = css({ fontSize: 'md', fontWeight: 'semibold', m: '0' })
const note = css({ fontSize: 'sm', color: 'fg.muted', m: '0' })
const scroller = css({ overflowX: 'auto', _focusVisible: { outline: '2px solid', outlineColor: 'focusRing', outlineOffset: '-2px' } })
const table = css({ w: 'full', borderCollapse: 'collapse', fontSize: 'sm', fontVariantNumeric: 'tabular-nums' })
const cell = css({ textAlign: 'start', px: '2', py: '1', borderBottomWidth: '1px', borderColor: 'border.default', verticalAlign: 'top' })

export interface DutyLimitsChangePanelProps {
  /** The roster as the app holds it. */
  readonly before: ReadonlyArray<LimitEvent>
  /** The roster after the change, when the change carries it; the roster-change payload today does not. */
  readonly after?: ReadonlyArray<LimitEvent>
  readonly ruleSet: DutyLimitRuleSet
  readonly now: Temporal.Instant
  /** The end of the changed period (the peak is looked for between now and then). */
  readonly to: Temporal.Instant
}

/**
 * The duty-limit counters on the roster-change confirmation: before and after the change,
 * a limit the change would exceed flagged; labelled informative, not a legal check. When "after" cannot be
 * computed it says so and shows the counters now.
 */
export const DutyLimitsChangePanel = ({ before, after, ruleSet, now, to }: DutyLimitsChangePanelProps) => {
  const { LL, language } = useI18n()
  const { profile } = useProfile()
  const headingId = useId()
  const hours = (minutes: number) => LL.dutyLimits.hours({ h: Math.floor(minutes / 60), m: minutes % 60 })
  const rows = changeRows(before, after, ruleSet, now, to)
  const label = `${LL.dutyLimits.changeTitle()} (${LL.dutyLimits.ruleSet[ruleSet]()})`
  return (
    <section role="region" className={box} aria-labelledby={headingId}>
      <h2 id={headingId} className={heading}>{label}</h2>
      <p className={note}>{LL.dutyLimits.notice()}</p>
      {after === undefined ? (
        <p className={note}>{LL.dutyLimits.afterUnknown()}</p>
      ) : (
        <p className={note}>{LL.dutyLimits.peakUntil({ date: `${formatDateTimeText(to.toZonedDateTimeISO('UTC'), profile.display.dateFormats, language)} UTC` })}</p>
      )}
      <div className={scroller} role="region" aria-label={LL.dutyLimits.title()} tabIndex={0}>
        <table className={table}>
          <thead>
            <tr>
              <th scope="col" className={cell}>{LL.dutyLimits.counter()}</th>
              <th scope="col" className={cell}>{LL.dutyLimits.before()}</th>
              <th scope="col" className={cell}>{LL.dutyLimits.after()}</th>
              <th scope="col" className={cell}>{LL.dutyLimits.limit()}</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.id}>
                <th scope="row" className={cell}>{LL.dutyLimits.rule[row.id as keyof typeof LL.dutyLimits.rule]()}</th>
                <td className={cell}>
                  {hours(row.beforeMinutes)} {row.beforeExceeded ? <Pill tone="danger">{LL.dutyLimits.exceeded()}</Pill> : null}
                </td>
                <td className={cell}>
                  {row.afterMinutes === undefined ? LL.dutyLimits.notComputable() : hours(row.afterMinutes)}{' '}
                  {row.newlyExceeded ? <Pill tone="danger">{LL.dutyLimits.wouldExceed()}</Pill> : null}
                </td>
                <td className={cell}>{hours(row.limitMinutes)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  )
}
