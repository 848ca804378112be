import * as E from 'fp-ts/Either'
import * as O from 'fp-ts/Option'
import type { Temporal } from 'temporal-polyfill'
import type { BlockMonthRange } from '../../../../core/roster/block-month.rules'
import { canApplySummaryRange, summaryDateBounds, validateSummaryRange, type PeriodDays, type SummaryDateBounds } from '../../../../core/summary/date-range.rules'
import type { ExpiryWarningDays } from '../../../../core/access/profile.codec'
import { parameterExpiry, rowExpiry, warningDaysFor, type ExpiryStatus } from '../../../../core/summary/expiry.rules'
import { isTableParameter, type SummaryGroup, type SummaryQuery } from '../../../../core/summary/summary.codec'
import type { FormErrors } from '../../../../core/shared/validation/validation-error'
import { parseDateInput } from '../shared/date-input'

/** The summary query of a block month: its first and last UTC day. */
export const blockMonthQuery = (blockMonth: BlockMonthRange): SummaryQuery => ({
  start: blockMonth.start.withTimeZone('UTC').toPlainDate(),
  end: blockMonth.end.withTimeZone('UTC').toPlainDate(),
})

/** The date pickers as the screen shows them: bounds, errors per field, Apply enabled, the query. */
export interface RangeView {
  readonly bounds: SummaryDateBounds
  readonly errors: FormErrors<'start' | 'end'>
  readonly canApply: boolean
  readonly query: O.Option<SummaryQuery>
}

/**
 * The pickers by the core rules (SPEC section 5, "Summary date pickers": "Start is not before the roster
 * period start. End is not before the chosen start and not after the roster period end plus 30 days").
 */
export const rangeView = (draft: { readonly start: string; readonly end: string }, period: PeriodDays): RangeView => {
  const range = { start: parseDateInput(draft.start), end: parseDateInput(draft.end) }
  const result = validateSummaryRange(range, period)
  return {
    bounds: summaryDateBounds(period, range.start),
    errors: E.isLeft(result) ? result.left : {},
    canApply: canApplySummaryRange(range, period),
    query: O.fromEither(result),
  }
}

/** One line or table of a group, with the expiry status of each part when the group highlights expiry. */
export type ParameterView =
  | { readonly _tag: 'Line'; readonly name: string; readonly value: string; readonly expiry: O.Option<ExpiryStatus> }
  | {
      readonly _tag: 'Table'
      readonly name: string
      readonly columns: ReadonlyArray<{ readonly key: string; readonly label: string }>
      readonly rows: ReadonlyArray<{ readonly cells: ReadonlyArray<string>; readonly expiry: O.Option<ExpiryStatus> }>
    }

/** A group as shown: its parameters and whether it highlights expiry. */
export interface GroupView {
  readonly name: string
  readonly highlights: boolean
  readonly parameters: ReadonlyArray<ParameterView>
}

/**
 * SPEC section 2: "Groups of parameters shown as text lines or tables" and "Groups that highlight
 * expiry: Recurrent trainings/checks, Licences, Passports / Visas" (core `highlightsExpiry`,
 * `parameterExpiry`, `rowExpiry`: from the validity/expiry column only, "expires soon" from the profile's
 * threshold for the group); other groups carry no expiry status.
 */
export const groupView = (group: SummaryGroup, now: Temporal.ZonedDateTime, thresholds: ExpiryWarningDays): GroupView => {
  const warningDays = warningDaysFor(group.name, thresholds)
  const highlights = O.isSome(warningDays)
  const days = O.getOrElse(() => 0)(warningDays)
  return {
    name: group.name,
    highlights,
    parameters: group.parameters.map((parameter): ParameterView => {
      if (!isTableParameter(parameter)) {
        return { _tag: 'Line', name: parameter.name, value: parameter.value, expiry: highlights ? parameterExpiry(parameter, now, days) : O.none }
      }
      const columns = parameter.table.columns
      return {
        _tag: 'Table',
        name: parameter.name,
        columns,
        rows: parameter.table.rows.map((row) => ({
          cells: columns.map((c) => row[c.key] ?? ''),
          expiry: highlights ? rowExpiry(row, columns, now, days) : O.none,
        })),
      }
    }),
  }
}
