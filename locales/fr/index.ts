import type { Translation } from '../i18n-types.js'
import { calendarSubscription } from './calendar-subscription.js'
import { familyShare } from './family-share.js'
import { logbook } from './logbook.js'
import { checkIn } from './check-in.js'
import { eventRemark, hotel, leg, pairing, roles, rosterChanges } from './details.js'
import { duty, home } from './duties.js'
import { errors } from './errors.js'
import { history } from './history.js'
import { installApp } from './install-app.js'
import { dailyRemarks, news } from './inbox.js'
import { myData } from './my-data.js'
import { outbox } from './outbox.js'
import { printMonth } from './print-month.js'
import { travelWarnings } from './travel-warnings.js'
import { dutyLimits, notificationSettings, settings, summary } from './settings.js'
import { dates, dutyKinds, eventTypes } from './calendar-names.js'
import { nav } from './nav.js'
import { app, common, global } from './shell.js'
import { forgetPassword, login, servers } from './sign-in.js'
import { validation } from './validation.js'

/** French (SPEC section 9: "Languages: en (fallback) and fr"). */
const fr: Translation = {
  app,
  common,
  nav,
  global,
  dates,
  dutyKinds,
  eventTypes,
  servers,
  login,
  forgetPassword,
  home,
  duty,
  leg,
  roles,
  hotel,
  pairing,
  eventRemark,
  checkIn,
  rosterChanges,
  news,
  dailyRemarks,
  summary,
  dutyLimits,
  settings,
  calendarSubscription,
  familyShare,
  logbook,
  history,
  installApp,
  notificationSettings,
  myData,
  outbox,
  printMonth,
  travelWarnings,
  errors,
  validation,
}

export default fr
