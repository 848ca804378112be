import { Temporal } from 'temporal-polyfill'
import { EmptyState } from '../../../design/empty-state'
import type { ScreenProps } from '../../../app/screen-props'
import { useSession } from '../../../app/session.store'
import { INFRA } from '../../../app/tokens'
import { useUseCase } from '../../../app/use-use-case'
import { useI18n } from '../../../i18n/use-i18n'
import { useProfile } from '../../../profile/profile-context'
import { useLocation } from 'wouter'
import { routeFor } from '../../../../core/access/route-paths'
import { PageFrame } from '../../../app/page-frame'
import { FailedState, LoadingState, OfflineEmptyState } from '../../../app/screen-states'
import { BlockMonthSwitch, RangePickers } from './summary-range-controls'
import { SummaryGroups } from './summary-groups'
import { DutyLimitsPanel } from './duty-limits-panel'
import { groupView } from './summary.view-model'
import { useSummary } from './use-summary'

/**
 * /summary (SPEC section 2): "Groups of parameters shown as text lines or tables. A block-month switch
 * (if permitted) or a sample-range date picker with from, to and apply. Groups that highlight expiry:
 * Recurrent trainings/checks, Licences, Passports / Visas." Single-column layout.
 */
export const SummaryScreen = (_props: ScreenProps) => {
  const { LL } = useI18n()
  const clock = useUseCase(INFRA.clock)
  const summary = useSummary()
  const { online } = useSession()
  const { profile } = useProfile()
  const [, navigate] = useLocation()
  const now = clock().toZonedDateTimeISO(Temporal.Now.timeZoneId())
  const groups = summary.summary?.groups.map((g) => groupView(g, now, profile.display.expiryWarningDays)) ?? []
  return (
    <PageFrame title={LL.summary.title()} variant="reading" back={{ label: LL.nav.backTo({ screen: LL.nav.duties() }), onBack: () => navigate(routeFor.home()) }}>
      {summary.plan === undefined ? (summary.dutiesFailed ? <FailedState message={LL.summary.noPeriod()} /> : <LoadingState />) : null}
      {summary.plan !== undefined && summary.control === 'blockMonthSwitch' && summary.blockMonth !== undefined ? (
        <BlockMonthSwitch blockMonths={summary.blockMonths} current={summary.blockMonth} onChoose={summary.chooseBlockMonth} />
      ) : null}
      {summary.period !== undefined && summary.control === 'datePickers' ? (
        <RangePickers period={summary.period} draft={summary.draft} onEdit={summary.editRange} onApply={summary.load} />
      ) : null}
      {summary.status === 'loading' ? <LoadingState /> : null}
      {summary.status === 'failed' && online ? <FailedState message={LL.summary.loadFailed()} onRetry={summary.retry} /> : null}
      {summary.status === 'failed' && !online ? <OfflineEmptyState /> : null}
      {summary.status === 'loaded' && groups.length === 0 ? <EmptyState title={LL.summary.empty()} /> : null}
      {summary.status === 'loaded' ? <SummaryGroups groups={groups} /> : null}
      {summary.plan !== undefined && profile.display.dutyLimits !== 'off' ? (
        <DutyLimitsPanel events={summary.plan.events} ruleSet={profile.display.dutyLimits} now={clock()} />
      ) : null}
    </PageFrame>
  )
}
