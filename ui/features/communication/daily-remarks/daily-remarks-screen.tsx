import { useEffect } from 'react'
import { Link } from 'wouter'
import { routeFor } from '../../../../core/access/route-paths'
import { css, cx } from '../../../../styled-system/css'
import { buttonStyle } from '../../../design/button'
import { PlusIcon } from '../../../design/icons/edit-icons'
import type { ScreenProps } from '../../../app/screen-props'
import { useSession } from '../../../app/session.store'
import { SHELL } from '../../../app/tokens'
import { useUseCase } from '../../../app/use-use-case'
import { useI18n } from '../../../i18n/use-i18n'
import { Card, PageFrame } from '../../../app/page-frame'
import { FailedState, LoadingState, OfflineEmptyState } from '../../../app/screen-states'
import { remarkListsView } from './daily-remarks.view-model'
import { RemarkList } from './remark-list'
import { useDailyRemarks } from './use-daily-remarks'
import { OutboxRemarks } from './outbox-remarks'
import { useOutbox } from '../../../app/outbox-status'

const toolbar = css({ display: 'flex', justifyContent: 'flex-end', px: { base: '4', sm: '0' } })

/**
 * /daily-remarks (SPEC section 2): "Two lists: remarks from the scheduler and remarks from me, with a
 * create-new link". Crew remarks show only at value Q; the create link only with the edit-level
 * permission. Opening the screen clears the tab's red dot.
 */
export const DailyRemarksScreen = (_props: ScreenProps) => {
  const { LL } = useI18n()
  const { access, online } = useSession()
  const remarks = useDailyRemarks()
  const autoRefresh = useUseCase(SHELL.autoRefresh)
  const { reload, loadTypes } = remarks

  useEffect(() => {
    reload()
    loadTypes(false)
  }, [reload, loadTypes])
  // Opening the tab clears its red dot (the shell's badge source, core auto-refresh `TabOpened`).
  useEffect(() => autoRefresh.dispatch({ _tag: 'TabOpened', tab: 'dailyRemarks' }), [autoRefresh])
  // A remark sent from the outbox is on the server now: the lists load again.
  const outbox = useOutbox()
  useEffect(() => outbox.runner.onSettled((items) => items.some((i) => i.action._tag === 'CreateRemark') && reload()), [outbox.runner, reload])

  const lists = remarkListsView(remarks.remarks, remarks.readKeys, remarks.types, access.canSeeCrewRemarks())
  return (
    <PageFrame title={LL.dailyRemarks.title()} variant="reading">
      {access.canCreateDailyRemark() ? (
        <div className={toolbar}>
          <Link href={routeFor.newDailyRemark()} className={cx(buttonStyle({ variant: 'solid' }))}>
            <PlusIcon size={18} />
            {LL.dailyRemarks.createNew()}
          </Link>
        </div>
      ) : null}
      <OutboxRemarks items={outbox.view.outbox?.items ?? []} types={remarks.types} />
      {remarks.status === 'idle' || remarks.status === 'loading' ? <LoadingState /> : null}
      {remarks.status === 'failed' && online ? <FailedState message={LL.dailyRemarks.loadFailed()} onRetry={reload} /> : null}
      {remarks.status === 'failed' && !online ? <OfflineEmptyState /> : null}
      {remarks.status === 'loaded' ? (
        <>
          <Card title={LL.dailyRemarks.fromScheduler()} flush>
            <RemarkList label={LL.dailyRemarks.fromScheduler()} rows={lists.fromScheduler} emptyText={LL.dailyRemarks.emptyFromScheduler()} />
          </Card>
          {lists.showFromMe ? (
            <Card title={LL.dailyRemarks.fromMe()} flush>
              <RemarkList label={LL.dailyRemarks.fromMe()} rows={lists.fromMe} emptyText={LL.dailyRemarks.emptyFromMe()} />
            </Card>
          ) : null}
        </>
      ) : null}
    </PageFrame>
  )
}
