import type * as TE from 'fp-ts/TaskEither'
import type { TransportError } from '../../../core/errors/app-error'
import type { deleteNewsItem } from '../../../core/news/delete-news.use-case'
import type { loadNews } from '../../../core/news/load-news.use-case'
import type { NewsMasterData } from '../../../core/news/news.codec'
import type { openNewsItem } from '../../../core/news/open-news.use-case'
import type { createRemark } from '../../../core/remarks/create-remark.use-case'
import type { loadRemarkTypes } from '../../../core/remarks/load-remark-types.use-case'
import type { loadRemarks } from '../../../core/remarks/load-remarks.use-case'
import type { openRemarkItem } from '../../../core/remarks/open-remark.use-case'
import type { LanguageCode } from '../../../core/settings/contact-information.codec'
import type { loadSummary } from '../../../core/summary/load-summary.use-case'
import type { loadChangeHistory } from '../../../core/history/load-change-history.use-case'
import { token } from '../../app/tokens'
import type { loadNotificationSettings } from '../../../core/settings/load-notification-settings.use-case'
import type { saveNotificationSettings } from '../../../core/settings/save-notification-settings.use-case'

/**
 * The use cases of the communication screens (news, daily remarks, summary, settings, notification
 * settings), each bound by `communicationModule` to its port.
 */
export const COMMUNICATION = {
  loadNews: token<ReturnType<typeof loadNews>>('COMMUNICATION.loadNews'),
  openNewsItem: token<ReturnType<typeof openNewsItem>>('COMMUNICATION.openNewsItem'),
  deleteNewsItem: token<ReturnType<typeof deleteNewsItem>>('COMMUNICATION.deleteNewsItem'),
  /** `GET crm/notification/masterData`: colour and icon per news category ("only logged" on failure). */
  loadNewsMasterData: token<(domain: string) => TE.TaskEither<TransportError, NewsMasterData>>('COMMUNICATION.loadNewsMasterData'),
  loadRemarks: token<ReturnType<typeof loadRemarks>>('COMMUNICATION.loadRemarks'),
  loadRemarkTypes: token<ReturnType<typeof loadRemarkTypes>>('COMMUNICATION.loadRemarkTypes'),
  createRemark: token<ReturnType<typeof createRemark>>('COMMUNICATION.createRemark'),
  openRemarkItem: token<ReturnType<typeof openRemarkItem>>('COMMUNICATION.openRemarkItem'),
  loadSummary: token<ReturnType<typeof loadSummary>>('COMMUNICATION.loadSummary'),
  loadNotificationSettings: token<ReturnType<typeof loadNotificationSettings>>('COMMUNICATION.loadNotificationSettings'),
  saveNotificationSettings: token<ReturnType<typeof saveNotificationSettings>>('COMMUNICATION.saveNotificationSettings'),
  /** `GET /preferredLanguage`: the raw string, checked by core `uiLanguage`. */
  loadPreferredLanguage: token<() => TE.TaskEither<TransportError, string>>('COMMUNICATION.loadPreferredLanguage'),
  /** `PUT /preferredLanguage/{languageCode}`. */
  savePreferredLanguage: token<(code: LanguageCode) => TE.TaskEither<TransportError, void>>('COMMUNICATION.savePreferredLanguage'),
  /** Settings → History. */
  loadChangeHistory: token<ReturnType<typeof loadChangeHistory>>('COMMUNICATION.loadChangeHistory'),
} as const
