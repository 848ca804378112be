import type { Temporal } from 'temporal-polyfill'
import type { ContactInformation } from '../../core/settings/contact-information.codec'
import type { NotificationSettings } from '../../core/settings/tag-settings.codec'
import type { Queryable } from '../db/db'
import { fieldChanges, type FlatFields } from '../history/field-changes'
import { recordHistory } from '../history/history.repo'

/** The subscriptions (tags sorted, comma-joined) and the channel switches of saved notification settings. */
export const subscriptionFields = (s: NotificationSettings): FlatFields => ({
  subscriptions: [...s.subscriptions].sort().join(', '),
  usePrimaryEmail: s.usePrimaryEmail ?? null,
  usePrimaryPhone: s.usePrimaryPhone ?? null,
  useAllDevice: s.useAllDevice ?? null,
})

/** The contact e-mail and phone of the notification settings. */
export const contactFields = (c: ContactInformation): FlatFields => ({ email: c.email ?? null, phone: c.phone ?? null })

/**
 * Records a notification-settings save in the crew member's history, in its transaction: the `section` written
 * (subscriptions, contactInformation, preferredLanguage), the subject (the domain for subscriptions), and the
 * fields that differ. A save that changed nothing records nothing.
 */
export const recordSettingsChange = async (
  tx: Queryable,
  crmId: string,
  now: Temporal.Instant,
  section: 'subscriptions' | 'contactInformation' | 'preferredLanguage',
  subject: string,
  before: FlatFields,
  after: FlatFields,
): Promise<void> => {
  await recordHistory(tx, { crmId, at: now, kind: 'notificationSettings', section, subject, changes: fieldChanges(before, after) })
}
