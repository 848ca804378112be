import { useId } from 'react'
import { useLocation } from 'wouter'
import { routeFor } from '../../../../core/access/route-paths'
import { css } from '../../../../styled-system/css'
import { Banner } from '../../../design/banner'
import { Button } from '../../../design/button'
import { EmptyState } from '../../../design/empty-state'
import { ClockIcon } from '../../../design/icons/roster-icons'
import { OfflineIcon } from '../../../design/icons/status-icons'
import { PageFrame } from '../../../app/page-frame'
import type { ScreenProps } from '../../../app/screen-props'
import { FailedState, LoadingState } from '../../../app/screen-states'
import { formatInstant } from '../../../app/outbox-status'
import { useI18n } from '../../../i18n/use-i18n'
import { useProfile } from '../../../profile/profile-context'
import { HistoryEntryItem } from './history-entry'
import { useChangeHistory } from './use-change-history'

const intro = css({ m: '0', px: { base: '4', sm: '0' }, color: 'fg.muted' })
const list = css({ listStyle: 'none', m: '0', p: '0', display: 'flex', flexDirection: 'column', gap: '3' })
const footer = css({ display: 'flex', flexDirection: 'column', alignItems: { base: 'stretch', sm: 'flex-start' }, gap: '2', px: { base: '4', sm: '0' } })

/**
 * /profile/history, Settings → History: the crew member's change history newest first, each
 * entry with what changed (before → after) and when (local time and UTC); older pages on demand. Empty, failed
 * and offline states of their own; offline, the newest page as last loaded on this device, saying when.
 */
export const HistoryScreen = (_props: ScreenProps) => {
  const { LL, language } = useI18n()
  const { profile } = useProfile()
  const [, navigate] = useLocation()
  const { view, retry, loadMore } = useChangeHistory()
  const baseId = useId()
  const T = LL.history
  return (
    <PageFrame title={T.title()} variant="reading" back={{ label: LL.nav.backTo({ screen: LL.settings.title() }), onBack: () => navigate(routeFor.profile()) }}>
      <p className={intro}>{T.intro()}</p>
      {view._tag === 'Loading' ? <LoadingState label={T.loading()} /> : null}
      {view._tag === 'Offline' ? <EmptyState icon={<OfflineIcon size={28} />} title={T.offline()} /> : null}
      {view._tag === 'Failed' ? <FailedState message={T.loadFailed()} onRetry={retry} /> : null}
      {view._tag === 'Loaded' && view.history.asOf !== undefined ? (
        <Banner tone="offline">
          {T.keptCopy()} {LL.outbox.lastSynced({ time: formatInstant(view.history.asOf, profile.display, language) })}
        </Banner>
      ) : null}
      {view._tag === 'Loaded' && view.history.entries.length === 0 ? <EmptyState icon={<ClockIcon size={28} />} title={T.empty()} message={T.emptyHint()} /> : null}
      {view._tag === 'Loaded' && view.history.entries.length > 0 ? (
        <>
          <ol className={list} aria-label={T.listLabel()}>
            {view.history.entries.map((entry) => (
              <li key={entry.id}>
                <HistoryEntryItem entry={entry} headingId={`${baseId}-${entry.id}`} />
              </li>
            ))}
          </ol>
          {view.history.next === undefined ? null : (
            <div className={footer}>
              {view.more === 'failed' ? <Banner tone="danger">{T.moreFailed()}</Banner> : null}
              <Button variant="outline" loading={view.more === 'loading'} loadingLabel={T.loadingMore()} onClick={loadMore}>
                {T.more()}
              </Button>
            </div>
          )}
        </>
      ) : null}
    </PageFrame>
  )
}
