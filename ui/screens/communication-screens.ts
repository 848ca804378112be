/**
 * The news, daily-remarks, summary and settings screens, loaded together as one lazy part of the app
 * (ui/app/route-table.tsx): one download instead of one per screen.
 */
export { DailyRemarksScreen } from './daily-remarks/DailyRemarksScreen'
export { NewRemarkScreen } from './daily-remarks/NewRemarkScreen'
export { RemarkScreen } from './daily-remarks/RemarkScreen'
export { NewsItemScreen } from './news/NewsItemScreen'
export { NewsScreen } from './news/NewsScreen'
export { NotificationSettingsScreen } from './notification-settings/NotificationSettingsScreen'
export { SettingsScreen } from './settings/SettingsScreen'
export { SummaryScreen } from './summary/SummaryScreen'
