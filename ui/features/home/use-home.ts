import * as O from 'fp-ts/Option'
import * as t from 'io-ts'
import { useEffect, useMemo, useState } from 'react'
import { useSnapshot } from 'valtio'
import { blockMonthTitle, hasNext, hasPrevious, type BlockMonthRange } from '../../../core/roster/block-month.rules'
import { buildCalendar, type CalendarView } from '../../../core/roster/calendar.rules'
import { isEmptyList } from '../../../core/roster/duty-list.rules'
import type { DutyPlan } from '../../../core/roster/load-duties.use-case'
import type { BlockMonthState } from '../../../core/roster/block-month.machine'
import type { DutyEvent } from '../../../core/roster/event.codec'
import { useSession } from '../../app/session.store'
import { INFRA, SHELL } from '../../app/tokens'
import { useMachineState } from '../../app/use-store'
import { useUseCase } from '../../app/use-use-case'
import { useI18n } from '../../i18n/use-i18n'
import { useProfile } from '../../profile/profile-context'
import { calendarZone } from './home.view-model'
import { homeState, resetHomeState } from './home.state'

const deviceZone = (): string => Intl.DateTimeFormat().resolvedOptions().timeZone
/** No duty plan yet: one array, so the list (which defers its rows) sees the same value on every render. */
const NO_EVENTS: ReadonlyArray<DutyEvent> = []

/**
 * The home screen's data: the duty plan (loaded once per session, SHELL.duties), the active block
 * month and its calendar (core `buildCalendar`), the header's arrows (`hasPrevious` / `hasNext`) and
 * title, the clock and zone of the list's start (first duty on or after today), the refresh badge (auto-refresh machine) and the
 * roster-tags preference (kept per crmId).
 */
export const useHome = () => {
  const duties = useUseCase(SHELL.duties)
  const autoRefresh = useUseCase(SHELL.autoRefresh)
  const preferences = useUseCase(INFRA.preferences)
  const clock = useUseCase(INFRA.clock)
  const { crmId, access, user, online } = useSession()
  const { profile } = useProfile()
  const { language } = useI18n()
  const data = useSnapshot(duties.state, { sync: true })
  const refresh = useMachineState(autoRefresh)
  if (homeState.crmId !== crmId) resetHomeState(crmId)

  useEffect(() => {
    if (duties.state.status === 'idle' || duties.state.status === 'failed') void duties.load()
  }, [duties])

  const [showRosterTags, setShowRosterTagsState] = useState<boolean>(() =>
    crmId === undefined ? true : O.getOrElse(() => true)(preferences.forUser(crmId).read('showRosterTags', t.boolean)),
  )
  const setShowRosterTags = (show: boolean) => {
    setShowRosterTagsState(show)
    if (crmId !== undefined) preferences.forUser(crmId).write('showRosterTags', t.boolean, show)
  }

  const plan = data.plan as DutyPlan | undefined
  const selection = data.selection as BlockMonthState
  const zone = useMemo(() => calendarZone(user, profile.display, deviceZone()), [user, profile.display])
  const now = clock()
  const active: BlockMonthRange | undefined = O.toUndefined(selection.active)
  // Each block month's calendar is built once per plan, profile, preference and zone: going back to a block month
  // already shown reuses its calendar (the same view, so the body re-renders nothing it does not have to).
  const calendars = useMemo(() => new Map<string, CalendarView>(), [plan, profile.display, showRosterTags, zone])
  const calendar = useMemo(() => {
    if (plan === undefined || active === undefined) return undefined
    const key = `${active.id} ${active.start.epochMilliseconds} ${active.end.epochMilliseconds}`
    const known = calendars.get(key)
    if (known !== undefined) return known
    const built = buildCalendar({ blockMonth: active, events: plan.events, display: profile.display, preferences: { showRosterTags }, timeZone: zone })
    calendars.set(key, built)
    return built
  }, [calendars, plan, active, profile.display, showRosterTags, zone])
  const events = plan?.events ?? NO_EVENTS
  return {
    status: data.status,
    busy: data.busy,
    online,
    crmId,
    access,
    display: profile.display,
    language,
    events,
    empty: isEmptyList(events),
    now,
    today: now.toZonedDateTimeISO(zone).toPlainDate(),
    zone,
    calendar,
    title: active === undefined ? undefined : blockMonthTitle(active, profile.display, language),
    hasPrevious: active !== undefined && hasPrevious(selection.blockMonths, active.id),
    hasNext: active !== undefined && hasNext(selection.blockMonths, active.id),
    previous: duties.previous,
    next: duties.next,
    reload: () => void duties.load(),
    updatesWaiting: refresh.updatesAvailable,
    refreshPressed: () => (refresh.session ? autoRefresh.dispatch({ _tag: 'RefreshPressed' }) : void duties.load()),
    showRosterTags: access.canShowRosterTagsFilter() ? showRosterTags : undefined,
    setShowRosterTags,
  }
}
