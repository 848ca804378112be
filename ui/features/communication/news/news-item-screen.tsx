import { useEffect, useRef } from 'react'
import { useLocation } from 'wouter'
import { openNews } from '../../../../core/news/open-news.rules'
import { routeFor } from '../../../../core/access/route-paths'
import { EmptyState } from '../../../design/empty-state'
import type { ScreenProps } from '../../../app/screen-props'
import { useSession } from '../../../app/session.store'
import { useI18n } from '../../../i18n/use-i18n'
import { PageFrame } from '../../../app/page-frame'
import { FailedState, LoadingState, OfflineEmptyState } from '../../../app/screen-states'
import { NewsDetail } from './news-detail'
import { ExpiredDialog } from './news-screen'
import { useNews } from './use-news'

/**
 * /news/{id} (SPEC section 2: "broadcast message detail"). Reached from the list, or directly: then an
 * unread, non-expired broadcast is marked read here ("read on open"), and an expired one shows the
 * info dialog and goes back to the list.
 */
export const NewsItemScreen = ({ params }: ScreenProps) => {
  const { LL } = useI18n()
  const news = useNews()
  const { crmId } = useSession()
  const [, navigate] = useLocation()
  const id = params['id'] ?? ''
  const entry = news.status === 'loaded' ? news.entries.find((e) => e.item.id === id) : undefined
  const opened = useRef(false)

  useEffect(() => {
    if (entry === undefined || opened.current || crmId === undefined) return
    opened.current = true
    const decision = openNews(entry.item, crmId)
    if (decision.markRead || decision.action._tag === 'ShowExpiredDialog') news.open(entry.item, false)
  }, [entry, crmId, news])

  const back = () => navigate(routeFor.news())
  const follow = entry === undefined || crmId === undefined ? undefined : openNews(entry.item, crmId).action
  const followPath = follow?._tag === 'Navigate' && follow.path !== routeFor.newsItem(id) ? follow.path : undefined

  return (
    <PageFrame title={LL.news.broadcast.title()} variant="reading" back={{ label: LL.news.backToList(), onBack: back }}>
      {news.status === 'idle' || news.status === 'loading' ? <LoadingState /> : null}
      {news.status === 'failed' ? <FailedState message={LL.news.loadFailed()} onRetry={news.reload} /> : null}
      {news.status === 'offline' ? <OfflineEmptyState /> : null}
      {news.status === 'loaded' && entry === undefined ? <EmptyState title={LL.news.notFound()} /> : null}
      {entry === undefined ? null : (
        <NewsDetail item={entry.item} {...(followPath === undefined || entry.item.expired ? {} : { onFollow: () => entry && news.open(entry.item) })} />
      )}
      <ExpiredDialog
        open={news.expiredDialogOpen}
        onClose={() => {
          news.closeExpiredDialog()
          back()
        }}
      />
    </PageFrame>
  )
}
