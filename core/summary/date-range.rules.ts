import * as E from 'fp-ts/Either'
import * as O from 'fp-ts/Option'
import { Temporal } from 'temporal-polyfill'
import { SUMMARY_RANGE_EXTRA_DAYS } from '../shared/constants'
import type { FormErrors, ValidationError } from '../shared/validation/validation-error'
import type { SummaryQuery } from './summary.codec'

/** The roster period as calendar days (first and last day, inclusive). */
export interface PeriodDays {
  readonly start: Temporal.PlainDate
  readonly end: Temporal.PlainDate
}

/** The sample range as picked (either side may be empty). */
export interface SummaryRange {
  readonly start: O.Option<Temporal.PlainDate>
  readonly end: O.Option<Temporal.PlainDate>
}

/** The pickers' limits. */
export interface SummaryDateBounds {
  readonly start: { readonly min: Temporal.PlainDate }
  readonly end: { readonly min: Temporal.PlainDate; readonly max: Temporal.PlainDate }
}

/**
 * The roster period's days in UTC. An end exactly at midnight belongs to the previous day
 * (SPEC section 5: "An event end exactly at midnight counts as 23:59:59 of the prior day").
 */
export const periodDays = (period: { readonly from: Temporal.ZonedDateTime; readonly to: Temporal.ZonedDateTime }): PeriodDays => {
  const from = period.from.withTimeZone('UTC')
  const to = period.to.withTimeZone('UTC')
  const atMidnight = to.toPlainTime().equals(Temporal.PlainTime.from('00:00')) && Temporal.ZonedDateTime.compare(to, from) > 0
  return { start: from.toPlainDate(), end: atMidnight ? to.toPlainDate().subtract({ days: 1 }) : to.toPlainDate() }
}

/**
 * SPEC section 5, "Summary date pickers": "Start is not before the roster period start. End is not
 * before the chosen start and not after the roster period end plus 30 days" (SUMMARY_RANGE_EXTRA_DAYS).
 */
export const summaryDateBounds = (period: PeriodDays, chosenStart: O.Option<Temporal.PlainDate>): SummaryDateBounds => ({
  start: { min: period.start },
  end: {
    min: O.getOrElse(() => period.start)(chosenStart),
    max: period.end.add({ days: SUMMARY_RANGE_EXTRA_DAYS }),
  },
})

const before = (a: Temporal.PlainDate, b: Temporal.PlainDate): boolean => Temporal.PlainDate.compare(a, b) < 0

/**
 * Checks a picked range against {@link summaryDateBounds}: `required`, `dateBeforeMin` `{ min }` or
 * `dateAfterMax` `{ max }` per field (ISO dates as params). Right is the summary query.
 */
export const validateSummaryRange = (range: SummaryRange, period: PeriodDays): E.Either<FormErrors<'start' | 'end'>, SummaryQuery> => {
  const bounds = summaryDateBounds(period, range.start)
  const errors: { start?: ValidationError; end?: ValidationError } = {}
  if (O.isNone(range.start)) errors.start = { key: 'required' }
  else if (before(range.start.value, bounds.start.min)) errors.start = { key: 'dateBeforeMin', params: { min: bounds.start.min.toString() } }
  if (O.isNone(range.end)) errors.end = { key: 'required' }
  else if (before(range.end.value, bounds.end.min)) errors.end = { key: 'dateBeforeMin', params: { min: bounds.end.min.toString() } }
  else if (before(bounds.end.max, range.end.value)) errors.end = { key: 'dateAfterMax', params: { max: bounds.end.max.toString() } }
  if (errors.start !== undefined || errors.end !== undefined || O.isNone(range.start) || O.isNone(range.end)) return E.left(errors)
  return E.right({ start: range.start.value, end: range.end.value })
}

/** "Apply" is enabled only with a valid range. */
export const canApplySummaryRange = (range: SummaryRange, period: PeriodDays): boolean =>
  E.isRight(validateSummaryRange(range, period))

/**
 * SPEC section 2: "A block-month switch (if permitted) or a sample-range date picker with from, to and
 * apply." `permitted` is the viewBlockmonthSwitchOnSummary feature.
 */
export const summaryRangeControl = (permitted: boolean): 'blockMonthSwitch' | 'datePickers' =>
  permitted ? 'blockMonthSwitch' : 'datePickers'
