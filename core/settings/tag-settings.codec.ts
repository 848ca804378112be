import * as t from 'io-ts'

interface SubscriptionTagBrand {
  readonly SubscriptionTag: unique symbol
}

/**
 * A news subscription tag (SPEC section 3: "subscriptions (tags of the form EVENTTYPE=x)"): a key of
 * letters, digits and underscores starting with a letter, `=`, and a non-empty value.
 */
export const SubscriptionTag = t.brand(
  t.string,
  (s): s is t.Branded<string, SubscriptionTagBrand> => /^[A-Za-z][A-Za-z0-9_]*=.+$/s.test(s),
  'SubscriptionTag',
)
export type SubscriptionTag = t.TypeOf<typeof SubscriptionTag>

/** The tag of one event type: `EVENTTYPE=x`. */
export const eventTypeTag = (eventType: string): string => `EVENTTYPE=${eventType}`

/**
 * Body of `PUT /notification-tag-settings/{domain}` (SPEC section 7): "PUT body subscriptions", with the
 * channel flags of the notification settings (SPEC section 3: "usePrimaryEmail, usePrimaryPhone, ...
 * useAllDevice") when the app sends them, so that the e-mail, SMS and push checkboxes read back as saved.
 */
export const TagSettings = t.intersection(
  [
    t.type({ subscriptions: t.array(SubscriptionTag) }),
    t.partial({
      usePrimaryEmail: t.boolean,
      usePrimaryPhone: t.boolean,
      useAllDevice: t.boolean,
    }),
  ],
  'TagSettings',
)
export type TagSettings = t.TypeOf<typeof TagSettings>

/**
 * Notification settings (SPEC section 3): "subscriptions (tags of the form EVENTTYPE=x),
 * usePrimaryEmail, usePrimaryPhone, email, phone, useAllDevice"; the result of
 * `GET /notification-tag-settings/{domain}`. The channel checkboxes read: e-mail `usePrimaryEmail`,
 * SMS `usePrimaryPhone`, push `useAllDevice`.
 */
export const NotificationSettings = t.intersection(
  [
    TagSettings,
    t.partial({
      email: t.string,
      phone: t.string,
    }),
  ],
  'NotificationSettings',
)
export type NotificationSettings = t.TypeOf<typeof NotificationSettings>

/**
 * A news subscription of the master data (SPEC section 2: "each has a tag value, a label, editable and
 * defaultSelected").
 */
export const NewsSubscription = t.type(
  { tagValue: SubscriptionTag, label: t.string, editable: t.boolean, defaultSelected: t.boolean },
  'NewsSubscription',
)
export type NewsSubscription = t.TypeOf<typeof NewsSubscription>

/** Result of `GET crm/notification/masterData?domain=...`: the news subscriptions offered. */
export const NotificationMasterData = t.type({ newsSubscriptions: t.array(NewsSubscription) }, 'NotificationMasterData')
export type NotificationMasterData = t.TypeOf<typeof NotificationMasterData>

/** The `domain` query of the notification calls (SPEC section 7; devices and push use IADP). */
export const DomainQuery = t.type({ domain: t.string }, 'DomainQuery')
export type DomainQuery = t.TypeOf<typeof DomainQuery>
