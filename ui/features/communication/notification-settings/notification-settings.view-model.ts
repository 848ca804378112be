import type { ContactInformation, ContactInformationBody } from '../../../../core/settings/contact-information.codec'
import { initialSubscriptions, toggleSubscription, type NotificationSettingsForm } from '../../../../core/settings/notification-settings.rules'
import type { NewsSubscription, NotificationSettings, SubscriptionTag } from '../../../../core/settings/tag-settings.codec'

/** The stored agreement checks (`smsAgreementChecked`, `pushNotificationAgreementChecked`). */
export interface StoredAgreements {
  readonly sms: boolean
  readonly push: boolean
}

/**
 * The form of the loaded settings: the channel checkboxes read `usePrimaryEmail`, `usePrimaryPhone`
 * and `useAllDevice`; the e-mail and phone are the contact information's (else the settings'); the
 * subscriptions are core `initialSubscriptions` (the saved ones offered, else the defaultSelected ones).
 */
export const formOf = (
  settings: NotificationSettings,
  offered: ReadonlyArray<NewsSubscription>,
  contact: ContactInformation,
  agreements: StoredAgreements,
): NotificationSettingsForm => ({
  emailChecked: settings.usePrimaryEmail ?? false,
  smsChecked: settings.usePrimaryPhone ?? false,
  pushChecked: settings.useAllDevice ?? false,
  email: contact.email ?? settings.email ?? '',
  phone: contact.phone ?? settings.phone ?? '',
  subscriptions: initialSubscriptions(offered, settings.subscriptions),
  smsAgreementChecked: agreements.sms,
  pushAgreementChecked: agreements.push,
})

/** Core `toggleSubscription`, keeping the offered order (so the order never makes the form dirty). */
export const toggledSubscriptions = (selected: ReadonlyArray<string>, subscription: NewsSubscription, offered: ReadonlyArray<NewsSubscription>): ReadonlyArray<string> => {
  const next = toggleSubscription(selected, subscription)
  return offered.filter((o) => next.includes(o.tagValue)).map((o) => o.tagValue)
}

/** The selected tags as the offered (validated) subscription tags. */
export const selectedTags = (selected: ReadonlyArray<string>, offered: ReadonlyArray<NewsSubscription>): Array<SubscriptionTag> =>
  offered.filter((o) => selected.includes(o.tagValue)).map((o) => o.tagValue)

/** The contact information to save: the e-mail, and the phone when there is one. */
export const contactBody = (values: NotificationSettingsForm): ContactInformationBody =>
  values.phone === '' ? { email: values.email } : { email: values.email, phone: values.phone }
