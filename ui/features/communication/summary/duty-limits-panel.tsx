import type { Temporal } from 'temporal-polyfill'
import type { DutyLimitRuleSet, LimitEvent } from '../../../../core/duty-limits/duty-limits.rules'
import { formatDateTimeText } from '../../../../core/shared/date-format.rules'
import { useProfile } from '../../../profile/profile-context'
import { css } from '../../../../styled-system/css'
import { Pill } from '../../../design/badge'
import { useI18n } from '../../../i18n/use-i18n'
import { Card } from '../../../app/page-frame'
import { summaryCounterRows, type CounterRow, type HoursMinutes } from './duty-limits.view-model'

const scroller = css({ overflowX: 'auto', mx: '-4', px: '4', _focusVisible: { outline: '2px solid', outlineColor: 'focusRing', outlineOffset: '-2px' } })
const table = css({ w: 'full', borderCollapse: 'collapse', fontSize: 'sm', fontVariantNumeric: 'tabular-nums' })
const caption = css({ textAlign: 'start', color: 'fg.muted', pb: '2' })
const th = css({ textAlign: 'start', fontWeight: 'semibold', color: 'fg.muted', px: '2', py: '2', borderBottomWidth: '1px', borderColor: 'border.default' })
const td = css({ px: '2', py: '2', borderBottomWidth: '1px', borderColor: 'border.default', verticalAlign: 'top' })
const exceededRow = css({ bg: 'danger.subtle' })

export interface DutyLimitsPanelProps {
  readonly events: ReadonlyArray<LimitEvent>
  readonly ruleSet: DutyLimitRuleSet
  readonly now: Temporal.Instant
}

/** Used / limit as "12 h 30 min". */
export const useHours = () => {
  const { LL } = useI18n()
  return (v: HoursMinutes) => LL.dutyLimits.hours({ h: v.h, m: v.m })
}

/**
 * The summary's duty-limit counters: each counter of the profile's rule set with its
 * use, its limit and the UTC date it next frees up. Informative, labelled as not a legal check.
 */
export const DutyLimitsPanel = ({ events, ruleSet, now }: DutyLimitsPanelProps) => {
  const { LL, language } = useI18n()
  const { profile } = useProfile()
  const hours = useHours()
  const rows: Array<CounterRow> = summaryCounterRows(events, ruleSet, now)
  const freesUp = (row: CounterRow) => (row.freesUp === undefined ? LL.dutyLimits.never() : `${formatDateTimeText(row.freesUp, profile.display.dateFormats, language)} UTC`)
  return (
    <Card title={LL.dutyLimits.title()}>
      <div className={scroller} role="region" aria-label={LL.dutyLimits.ruleSet[ruleSet]()} tabIndex={0}>
        <table className={table}>
          <caption className={caption}>
            {LL.dutyLimits.ruleSet[ruleSet]()} · {LL.dutyLimits.notice()}
          </caption>
          <thead>
            <tr>
              <th scope="col" className={th}>
                {LL.dutyLimits.counter()}
              </th>
              <th scope="col" className={th}>
                {LL.dutyLimits.used()}
              </th>
              <th scope="col" className={th}>
                {LL.dutyLimits.limit()}
              </th>
              <th scope="col" className={th}>
                {LL.dutyLimits.freesUp()}
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.id} className={row.exceeded ? exceededRow : undefined}>
                <th scope="row" className={td}>
                  {LL.dutyLimits.rule[row.id as keyof typeof LL.dutyLimits.rule]()}
                </th>
                <td className={td}>
                  {hours(row.used)} {row.exceeded ? <Pill tone="danger">{LL.dutyLimits.exceeded()}</Pill> : null}
                </td>
                <td className={td}>{hours(row.limit)}</td>
                <td className={td}>{freesUp(row)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </Card>
  )
}
