import * as O from 'fp-ts/Option'
import { useEffect, useRef } from 'react'
import { useLocation } from 'wouter'
import { Temporal } from 'temporal-polyfill'
import { routeFor } from '../../../../core/access/route-paths'
import type { DailyRemark } from '../../../../core/remarks/remark.codec'
import { isFromScheduler, remarkText } from '../../../../core/remarks/remark.rules'
import { css } from '../../../../styled-system/css'
import { EmptyState } from '../../../design/empty-state'
import type { ScreenProps } from '../../../app/screen-props'
import { useSession } from '../../../app/session.store'
import { useI18n } from '../../../i18n/use-i18n'
import { useProfile } from '../../../profile/profile-context'
import { Card, PageFrame } from '../../../app/page-frame'
import { formatDateTime, formatDay } from '../shared/display-format'
import { FailedState, LoadingState, OfflineEmptyState } from '../../../app/screen-states'
import { remarkByKey, typeTextOf } from './daily-remarks.view-model'
import { useDailyRemarks } from './use-daily-remarks'

const fields = css({ display: 'grid', gridTemplateColumns: { base: '1fr', sm: 'minmax(8rem, max-content) 1fr' }, columnGap: '6', rowGap: { base: '0.5', sm: '2' }, m: '0' })
const term = css({ fontSize: 'sm', fontWeight: 'semibold', color: 'fg.muted', pt: { base: '2', sm: '0' } })
const value = css({ m: '0', overflowWrap: 'anywhere' })
const comment = css({ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', lineHeight: 'relaxed' })

/** /daily-remarks/{id}: one remark in full. Opening it marks it read (SPEC section 4: "Opening marks it read"). */
export const RemarkScreen = ({ params }: ScreenProps) => {
  const { LL, language } = useI18n()
  const { profile } = useProfile()
  const remarks = useDailyRemarks()
  const { online } = useSession()
  const [, navigate] = useLocation()
  const { reload, loadTypes, open } = remarks
  const remark = remarks.status === 'loaded' ? remarkByKey(remarks.remarks, params['id'] ?? '') : O.none
  const opened = useRef(false)

  useEffect(() => {
    if (remarks.status === 'idle') reload()
    if (remarks.typesStatus === 'idle') loadTypes(false)
  }, [remarks.status, remarks.typesStatus, reload, loadTypes])
  useEffect(() => {
    if (O.isNone(remark) || opened.current) return
    opened.current = true
    open(remark.value)
  }, [remark, open])

  const received = O.chain((r: DailyRemark) => O.fromNullable(r.receivedDate ?? r.remarkTimeStamp ?? r.datetime))(remark)
  return (
    <PageFrame title={LL.dailyRemarks.remark.title()} variant="reading" back={{ label: LL.dailyRemarks.backToList(), onBack: () => navigate(routeFor.dailyRemarks()) }}>
      {remarks.status === 'idle' || remarks.status === 'loading' ? <LoadingState /> : null}
      {remarks.status === 'failed' && online ? <FailedState message={LL.dailyRemarks.loadFailed()} onRetry={reload} /> : null}
      {remarks.status === 'failed' && !online ? <OfflineEmptyState /> : null}
      {remarks.status === 'loaded' && O.isNone(remark) ? <EmptyState title={LL.dailyRemarks.notFound()} /> : null}
      {O.isSome(remark) ? (
        <Card title={`${formatDay(remark.value.date, profile.display, language)} · ${typeTextOf(remark.value.remarkType, remarks.types)}`}>
          <dl className={fields}>
            <dt className={term}>{LL.dailyRemarks.remark.date()}</dt>
            <dd className={value}>{formatDay(remark.value.date, profile.display, language)}</dd>
            <dt className={term}>{LL.dailyRemarks.remark.type()}</dt>
            <dd className={value}>{typeTextOf(remark.value.remarkType, remarks.types)}</dd>
            <dt className={term}>{LL.dailyRemarks.remark.from()}</dt>
            <dd className={value}>{isFromScheduler(remark.value) ? LL.dailyRemarks.remark.scheduler() : LL.dailyRemarks.remark.me()}</dd>
            {O.isSome(received) ? (
              <>
                <dt className={term}>{LL.dailyRemarks.remark.received()}</dt>
                <dd className={value}>{formatDateTime(received.value, Temporal.Now.timeZoneId(), profile.display, language)}</dd>
              </>
            ) : null}
            <dt className={term}>{LL.dailyRemarks.remark.comment()}</dt>
            <dd className={value}>
              <p className={comment}>{remarkText(remark.value) === '' ? LL.dailyRemarks.remark.noComment() : remarkText(remark.value)}</p>
            </dd>
          </dl>
        </Card>
      ) : null}
    </PageFrame>
  )
}
