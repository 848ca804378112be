import type { Temporal } from 'temporal-polyfill'
import { compareDutyLimits, dutyLimitCounters, type DutyLimitRuleSet, type LimitEvent } from '../../../../core/duty-limits/duty-limits.rules'

export interface ChangeRow {
  /** The rule id, also the label key `dutyLimits.rule.<id>`. */
  readonly id: string
  readonly beforeMinutes: number
  readonly limitMinutes: number
  /** Undefined when the change does not carry what "after" needs. */
  readonly afterMinutes: number | undefined
  readonly beforeExceeded: boolean
  /** The change would take this counter over its limit. */
  readonly newlyExceeded: boolean
}

/**
 * Counters before and after a roster change. With the roster after the change (events with times), the
 * peak of each counter over [from, to] before and after, flagging a limit the change would newly exceed
 * (core `compareDutyLimits`); without it, the counters now and no "after".
 */
export const changeRows = (
  before: ReadonlyArray<LimitEvent>,
  after: ReadonlyArray<LimitEvent> | undefined,
  ruleSet: DutyLimitRuleSet,
  now: Temporal.Instant,
  to: Temporal.Instant,
): Array<ChangeRow> =>
  after === undefined
    ? dutyLimitCounters(before, ruleSet, now).map((c) => ({
        id: c.rule.id,
        beforeMinutes: c.usedMinutes,
        limitMinutes: c.limitMinutes,
        afterMinutes: undefined,
        beforeExceeded: c.exceeded,
        newlyExceeded: false,
      }))
    : compareDutyLimits(before, after, ruleSet, now, to).map((c) => ({
        id: c.rule.id,
        beforeMinutes: c.before.usedMinutes,
        limitMinutes: c.rule.limitMinutes,
        afterMinutes: c.after.usedMinutes,
        beforeExceeded: c.before.exceeded,
        newlyExceeded: c.newlyExceeded,
      }))
