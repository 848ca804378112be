/**
 * The news, daily-remarks, summary and settings screens, loaded together as one lazy part of the app
 * (ui/app/signed-in-screens.tsx): one download instead of one per screen.
 */
export { DailyRemarksScreen } from './daily-remarks/daily-remarks-screen'
export { HistoryScreen } from './history/history-screen'
export { LogbookScreen } from './logbook/logbook-screen'
export { NewRemarkScreen } from './daily-remarks/new-remark-screen'
export { RemarkScreen } from './daily-remarks/remark-screen'
export { NewsItemScreen } from './news/news-item-screen'
export { NewsScreen } from './news/news-screen'
export { NotificationSettingsScreen } from './notification-settings/notification-settings-screen'
export { SettingsScreen } from './settings/settings-screen'
export { SummaryScreen } from './summary/summary-screen'
/** The use cases of these screens, loaded into the container with them. */
export { communicationModule } from './communication.module'
