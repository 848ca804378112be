import * as E from 'fp-ts/Either'
import * as O from 'fp-ts/Option'
import { Temporal } from 'temporal-polyfill'
import { validateText } from '../shared/validation/text.rules'
import type { FormErrors } from '../shared/validation/validation-error'
import type { NewRemarkField } from './remark.errors'
import type { CreateDailyRemarkBody } from './remark.codec'

/** The new-remark form as the user filled it. */
export interface NewRemarkForm {
  readonly date: O.Option<Temporal.PlainDate>
  readonly remarkType: string
  readonly comment: string
}

/** What the date rule needs: now (in the crew member's zone) and the roster period's last day. */
export interface NewRemarkContext {
  readonly now: Temporal.ZonedDateTime
  readonly rosterPeriodEnd: Temporal.PlainDate
}

/** The date picker's bounds: from today to the roster period end. */
export interface DateBounds {
  readonly min: Temporal.PlainDate
  readonly max: Temporal.PlainDate
}

/**
 * SPEC section 5: "The date cannot be earlier than today (the server corrects it) and not after the
 * roster period end." Today is the calendar day of `now` in its own zone.
 */
export const newRemarkDateBounds = (context: NewRemarkContext): DateBounds => ({
  min: context.now.toPlainDate(),
  max: context.rosterPeriodEnd,
})

/**
 * The new-remark form rule (SPEC section 5, "New daily remark"):
 * - "Date and type are required" (`required`);
 * - "The comment must pass the shared pattern check; the error wording is not shown" (the shared
 *   text rule, multi-line; the UI marks the field without the text);
 * - a date after the roster period end is `dateAfterMax` `{ max }`; a date earlier than today is
 *   corrected to today, as the server would;
 * - "It is sent as an ISO date": Right is the create body (the comment trimmed and normalised).
 */
export const validateNewRemark = (
  form: NewRemarkForm,
  context: NewRemarkContext,
): E.Either<FormErrors<NewRemarkField>, CreateDailyRemarkBody> => {
  const bounds = newRemarkDateBounds(context)
  const errors: { -readonly [F in NewRemarkField]?: FormErrors<NewRemarkField>[F] } = {}
  if (O.isNone(form.date)) errors.date = { key: 'required' }
  else if (Temporal.PlainDate.compare(form.date.value, bounds.max) > 0) {
    errors.date = { key: 'dateAfterMax', params: { max: bounds.max.toString() } }
  }
  const remarkType = form.remarkType.trim()
  if (remarkType === '') errors.remarkType = { key: 'required' }
  const comment = validateText(form.comment, { multiline: true })
  if (E.isLeft(comment)) errors.comment = comment.left
  if (Object.keys(errors).length > 0 || O.isNone(form.date) || E.isLeft(comment)) return E.left(errors)
  const date = Temporal.PlainDate.compare(form.date.value, bounds.min) < 0 ? bounds.min : form.date.value
  return E.right({ date, remarkType, comment: comment.right })
}

/**
 * Whether the send button is enabled: "Sending is disabled offline"; "Creating a remark needs the
 * edit-level daily-remarks permission" (`canCreate`); and the form must be valid.
 */
export const canSendRemark = (input: { readonly online: boolean; readonly canCreate: boolean; readonly valid: boolean }): boolean =>
  input.online && input.canCreate && input.valid
