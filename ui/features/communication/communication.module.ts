import { ContainerModule } from 'inversify'
import { deleteNewsItem } from '../../../core/news/delete-news.use-case'
import { loadNews } from '../../../core/news/load-news.use-case'
import { openNewsItem } from '../../../core/news/open-news.use-case'
import { createRemark } from '../../../core/remarks/create-remark.use-case'
import { loadRemarkTypes } from '../../../core/remarks/load-remark-types.use-case'
import { loadRemarks } from '../../../core/remarks/load-remarks.use-case'
import { openRemarkItem } from '../../../core/remarks/open-remark.use-case'
import { loadSummary } from '../../../core/summary/load-summary.use-case'
import { loadChangeHistory } from '../../../core/history/load-change-history.use-case'
import { INFRA, PORTS, provide, resolve } from '../../app/tokens'
import { COMMUNICATION } from './communication.tokens'
import { loadNotificationSettings } from '../../../core/settings/load-notification-settings.use-case'
import { saveNotificationSettings } from '../../../core/settings/save-notification-settings.use-case'

/** Binds the communication use cases (news, daily remarks, summary, settings, change history) to their ports. */
export const communicationModule = new ContainerModule(({ bind }) => {
  provide(bind, COMMUNICATION.loadNews).toDynamicValue((ctx) => loadNews({ port: resolve(ctx, PORTS.news) }))
  provide(bind, COMMUNICATION.openNewsItem).toDynamicValue((ctx) => openNewsItem({ port: resolve(ctx, PORTS.news) }))
  provide(bind, COMMUNICATION.deleteNewsItem).toDynamicValue((ctx) => deleteNewsItem({ port: resolve(ctx, PORTS.news) }))
  provide(bind, COMMUNICATION.loadNewsMasterData).toDynamicValue((ctx) => (domain) => resolve(ctx, PORTS.news).fetchMasterData(domain))
  provide(bind, COMMUNICATION.loadRemarks).toDynamicValue((ctx) => loadRemarks({ port: resolve(ctx, PORTS.remarks) }))
  provide(bind, COMMUNICATION.loadRemarkTypes).toDynamicValue((ctx) => loadRemarkTypes({ port: resolve(ctx, PORTS.remarks) }))
  provide(bind, COMMUNICATION.createRemark).toDynamicValue((ctx) => createRemark({ port: resolve(ctx, PORTS.remarks) }))
  provide(bind, COMMUNICATION.openRemarkItem).toDynamicValue((ctx) => openRemarkItem({ port: resolve(ctx, PORTS.remarks) }))
  provide(bind, COMMUNICATION.loadSummary).toDynamicValue((ctx) => loadSummary({ port: resolve(ctx, PORTS.summary) }))
  provide(bind, COMMUNICATION.loadNotificationSettings).toDynamicValue((ctx) => loadNotificationSettings({ port: resolve(ctx, PORTS.settings) }))
  provide(bind, COMMUNICATION.saveNotificationSettings).toDynamicValue((ctx) => saveNotificationSettings({ port: resolve(ctx, PORTS.settings) }))
  provide(bind, COMMUNICATION.loadPreferredLanguage).toDynamicValue((ctx) => () => resolve(ctx, PORTS.settings).loadPreferredLanguage())
  provide(bind, COMMUNICATION.loadChangeHistory).toDynamicValue((ctx) =>
    loadChangeHistory({ port: resolve(ctx, PORTS.changeHistory), kept: { cache: resolve(ctx, INFRA.cache), clock: resolve(ctx, INFRA.clock) } }),
  )
  provide(bind, COMMUNICATION.savePreferredLanguage).toDynamicValue((ctx) => (code) => resolve(ctx, PORTS.settings).savePreferredLanguage(code))
})
