import { useEffect } from 'react'
import { css } from '../../../../styled-system/css'
import { Dialog } from '../../../design/dialog'
import { Button } from '../../../design/button'
import { EmptyState } from '../../../design/empty-state'
import { NewsIcon } from '../../../design/icons/navigation-icons'
import type { ScreenProps } from '../../../app/screen-props'
import { SHELL } from '../../../app/tokens'
import { useUseCase } from '../../../app/use-use-case'
import { useI18n } from '../../../i18n/use-i18n'
import { PageFrame } from '../../../app/page-frame'
import { FailedState, LoadingState, OfflineEmptyState } from '../../../app/screen-states'
import { NewsList } from './news-list'
import { useNews } from './use-news'

const live = css({ srOnly: true })

/**
 * /news (SPEC section 2, News): the permitted news items; opening one marks an unread broadcast read
 * and opens it, an expired one shows the info dialog; swiping (or Delete) removes an item with a
 * 300 ms fade, and a failed delete puts it back. Opening the screen clears the news tab's red dot.
 */
export const NewsScreen = (_props: ScreenProps) => {
  const { LL } = useI18n()
  const news = useNews()
  const autoRefresh = useUseCase(SHELL.autoRefresh)
  // Opening the tab clears its red dot (the shell's badge source, core auto-refresh `TabOpened`).
  useEffect(() => autoRefresh.dispatch({ _tag: 'TabOpened', tab: 'news' }), [autoRefresh])
  return (
    <PageFrame title={LL.news.title()} variant="reading">
      <p role="status" className={live}>
        {news.restoredTitle === undefined ? '' : LL.news.deleteFailed({ title: news.restoredTitle })}
      </p>
      {news.status === 'idle' || news.status === 'loading' ? <LoadingState /> : null}
      {news.status === 'failed' ? <FailedState message={LL.news.loadFailed()} onRetry={news.reload} /> : null}
      {news.status === 'offline' ? <OfflineEmptyState /> : null}
      {news.status === 'loaded' && news.entries.length === 0 ? <EmptyState icon={<NewsIcon size={28} />} title={LL.news.empty()} /> : null}
      {news.status === 'loaded' && news.entries.length > 0 ? <NewsList entries={news.entries} onOpen={news.open} onDelete={news.remove} /> : null}
      <ExpiredDialog open={news.expiredDialogOpen} onClose={news.closeExpiredDialog} />
    </PageFrame>
  )
}

/** SPEC section 8: "expired news item shows an info dialog with the expired text". */
export const ExpiredDialog = ({ open, onClose }: { readonly open: boolean; readonly onClose: () => void }) => {
  const { LL } = useI18n()
  return (
    <Dialog
      open={open}
      role="alertdialog"
      title={LL.news.expiredDialog.title()}
      onClose={onClose}
      actions={<Button onClick={onClose}>{LL.common.ok()}</Button>}
    >
      {LL.news.expiredDialog.message()}
    </Dialog>
  )
}
