import * as E from 'fp-ts/Either'
import type { Temporal } from 'temporal-polyfill'
import { newRemarkDateBounds, validateNewRemark, type DateBounds, type NewRemarkContext, type NewRemarkForm } from '../../../../core/remarks/new-remark.validation'
import type { NewRemarkField } from '../../../../core/remarks/remark.errors'
import type { DutyPlan } from '../../../../core/roster/load-duties.use-case'
import { periodDays } from '../../../../core/summary/date-range.rules'
import type { FormErrors } from '../../../../core/shared/validation/validation-error'
import { parseDateInput } from '../shared/date-input'
import type { NewRemarkDraft } from './daily-remarks.state'

/** The core form of the draft. */
export const newRemarkForm = (draft: Pick<NewRemarkDraft, 'date' | 'remarkType' | 'comment'>): NewRemarkForm => ({
  date: parseDateInput(draft.date),
  remarkType: draft.remarkType,
  comment: draft.comment,
})

/**
 * The date rule's context: today is the calendar day of `now` in the device's zone, the last day is
 * the roster period's (an end exactly at midnight belongs to the previous day).
 */
export const newRemarkContext = (now: Temporal.Instant, zone: string, plan: DutyPlan): NewRemarkContext => ({
  now: now.toZonedDateTimeISO(zone),
  rosterPeriodEnd: periodDays(plan.rosterPeriod).end,
})

/** The form as the screen shows it: the picker's bounds, the errors by field, and whether it is valid. */
export interface NewRemarkView {
  readonly bounds: DateBounds
  readonly errors: FormErrors<NewRemarkField>
  readonly valid: boolean
}

/** Applies the core rules (`newRemarkDateBounds`, `validateNewRemark`) to the draft. */
export const newRemarkView = (draft: Pick<NewRemarkDraft, 'date' | 'remarkType' | 'comment'>, context: NewRemarkContext): NewRemarkView => {
  const result = validateNewRemark(newRemarkForm(draft), context)
  return {
    bounds: newRemarkDateBounds(context),
    errors: E.isLeft(result) ? result.left : {},
    valid: E.isRight(result),
  }
}
