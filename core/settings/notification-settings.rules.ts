import * as E from 'fp-ts/Either'
import { validateNotificationEmail } from '../shared/validation/email.rules'
import { canSave, toFormResult, type FormResult } from '../shared/validation/form.rules'
import { validateNotificationPhone } from '../shared/validation/phone.rules'
import type { ValidationError } from '../shared/validation/validation-error'
import type { NewsSubscription } from './tag-settings.codec'

/** The notification settings screen as edited (SPEC section 2, Notification settings). */
export interface NotificationSettingsForm {
  readonly emailChecked: boolean
  readonly smsChecked: boolean
  readonly pushChecked: boolean
  readonly email: string
  readonly phone: string
  /** The selected subscription tag values. */
  readonly subscriptions: ReadonlyArray<string>
  readonly smsAgreementChecked: boolean
  readonly pushAgreementChecked: boolean
}
/** A field name of the notification settings form, the key of its `FormErrors`. */
export type NotificationSettingsField = keyof NotificationSettingsForm & string

/** What the rules need from the profile. */
export interface NotificationSettingsContext {
  /** Phones accepted as they are ("unless it is one of the predefined phones"). */
  readonly predefinedPhones: ReadonlyArray<string>
  /** The profile has an SMS agreement text: SMS then needs the agreement checked. */
  readonly smsAgreementRequired: boolean
  /** The profile has a push agreement text: push then needs the agreement checked. */
  readonly pushAgreementRequired: boolean
}

const agreement = (needed: boolean, checked: boolean): E.Either<ValidationError, boolean> =>
  needed && !checked ? E.left({ key: 'agreementRequired' }) : E.right(checked)

/**
 * The notification settings rules of SPEC section 5:
 * - "E-mail required ('E-mail address is required!'), must be valid ('E-mail address is not valid!'),
 *   and must pass the shared text rule" -> `emailRequired`, text keys, `emailInvalid` on `email`;
 * - "Phone required when SMS is checked. It must be a plus followed by 6 to 14 digits, such as
 *   +123456789, unless it is one of the predefined phones" -> `phoneRequired`, `phoneInvalid` on `phone`;
 * - "At least one news subscription must be selected when saving" -> `subscriptionRequired`;
 * - "Saving is blocked if an SMS or push agreement is required but unchecked" -> `agreementRequired`
 *   on `smsAgreementChecked` / `pushAgreementChecked` (required = the channel is checked and the
 *   profile requires the agreement).
 * Values come back trimmed and normalised.
 */
export const validateNotificationSettings = (
  form: NotificationSettingsForm,
  context: NotificationSettingsContext,
): FormResult<NotificationSettingsForm> =>
  toFormResult(form, {
    email: validateNotificationEmail(form.email),
    phone: validateNotificationPhone(form.phone, { required: form.smsChecked, predefinedPhones: context.predefinedPhones }),
    subscriptions: form.subscriptions.length > 0 ? E.right(form.subscriptions) : E.left({ key: 'subscriptionRequired' }),
    smsAgreementChecked: agreement(form.smsChecked && context.smsAgreementRequired, form.smsAgreementChecked),
    pushAgreementChecked: agreement(form.pushChecked && context.pushAgreementRequired, form.pushAgreementChecked),
  })

/**
 * SPEC section 4, Forms: "Save is disabled unless dirty and valid", with section 5's "Saving is
 * blocked if an SMS or push agreement is required but unchecked, or on errors". Subscription order
 * does not make the form dirty.
 */
export const canSaveNotificationSettings = (
  original: NotificationSettingsForm,
  current: NotificationSettingsForm,
  context: NotificationSettingsContext,
): boolean => {
  const sorted = (f: NotificationSettingsForm): NotificationSettingsForm => ({ ...f, subscriptions: [...f.subscriptions].sort() })
  return canSave(sorted(original), sorted(current), validateNotificationSettings(current, context).errors)
}

/**
 * The initial selection of news subscriptions: the saved tags that the master data offers, or, when
 * nothing is saved, those marked `defaultSelected` (SPEC section 2: "each has a tag value, a label,
 * editable and defaultSelected").
 */
export const initialSubscriptions = (
  offered: ReadonlyArray<NewsSubscription>,
  saved: ReadonlyArray<string> | undefined,
): ReadonlyArray<string> =>
  saved === undefined || saved.length === 0
    ? offered.filter((s) => s.defaultSelected).map((s) => s.tagValue)
    : offered.filter((s) => saved.includes(s.tagValue)).map((s) => s.tagValue)

/** Toggles a subscription in the selection; one that is not `editable` cannot be toggled. */
export const toggleSubscription = (selected: ReadonlyArray<string>, subscription: NewsSubscription): ReadonlyArray<string> => {
  if (!subscription.editable) return selected
  return selected.includes(subscription.tagValue)
    ? selected.filter((tag) => tag !== subscription.tagValue)
    : [...selected, subscription.tagValue]
}
