// The part of the dictionary only the signed-in screens opened from home use (details, inbox, summary, settings, my
// data, history...): those screens load it with themselves before they render (ui/i18n/load-language.ts).
// signed-in-home.ts holds what the home screen reads, signed-out.ts what the app shows before sign-in. A new section
// goes into one of the three.
export { calendarSubscription } from './calendar-subscription.js'
export { familyShare } from './family-share.js'
export { eventRemark, hotel, leg, pairing, roles, rosterChanges } from './details.js'
export { history } from './history.js'
export { installApp } from './install-app.js'
export { logbook } from './logbook.js'
export { dailyRemarks, news } from './inbox.js'
export { myData } from './my-data.js'
export { dutyLimits, notificationSettings, settings, summary } from './settings.js'
export { printMonth } from './print-month.js'
