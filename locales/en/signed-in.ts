// The part of the dictionary only the signed-in app uses (its screens load it with themselves, see
// ui/i18n/load-language.ts); signed-out.ts holds the rest. A new section goes into one of the two.
export { calendarSubscription } from './calendar-subscription.js'
export { eventRemark, hotel, leg, pairing, roles, rosterChanges } from './details.js'
export { duty, home } from './duties.js'
export { history } from './history.js'
export { dailyRemarks, news } from './inbox.js'
export { myData } from './my-data.js'
export { dutyLimits, notificationSettings, settings, summary } from './settings.js'
export { travelWarnings } from './travel-warnings.js'
