/** Summary, settings and notification settings (SPEC section 2). */
export const summary = {
  title: 'Summary',
  blockMonth: 'Block month',
  from: 'From',
  to: 'To',
  apply: 'Apply',
  empty: 'No summary available for this period.',
  expired: 'Expired',
  expiresSoon: 'Expires soon',
  valid: 'Valid',
  expiresOn: 'Expires {date}',
}

export const settings = {
  title: 'Settings',
  userName: 'Name',
  crewId: 'Crew ID',
  notificationSettings: 'News and notification settings',
  myData: 'My data',
  autoRefresh: 'Refresh duties automatically',
  autoRefreshHint: 'When off, a badge on the refresh button tells you that updates are waiting.',
  language: 'Language',
  languages: {
    en: 'English',
    fr: 'Français',
  },
  appearance: 'Appearance',
  logout: 'Log out',
  loggingOut: 'Logging out…',
  version: 'Version {version}',
}

export const notificationSettings = {
  title: 'News and notification settings',
  channels: 'Notify me by',
  email: 'E-mail',
  sms: 'SMS',
  push: 'Push notification',
  smsAgreement: 'I agree to receive SMS notifications on my mobile phone. Standard message rates may apply.',
  smsAgreementKeywords: 'Text {stop} to {shortCode} to stop SMS notifications and {start} to receive them again.',
  pushAgreement: 'I agree to receive push notifications on this device.',
  subscriptions: 'News subscriptions',
  subscriptionLocked: 'Always on',
  emailAddress: 'E-mail address',
  phone: 'Mobile phone',
  phoneHint: 'International format, for example +123456789',
  save: 'Save',
  saving: 'Saving…',
  saved: 'Notification settings saved.',
}
