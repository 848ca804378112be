import * as O from 'fp-ts/Option'
import { useMemo } from 'react'
import { useSnapshot } from 'valtio'
import { blockMonthTitle, hasNext, hasPrevious, type BlockMonthRange } from '../../../core/roster/block-month.rules'
import type { BlockMonthState } from '../../../core/roster/block-month.machine'
import { buildCalendar, type CalendarView } from '../../../core/roster/calendar.rules'
import type { DutyPlan } from '../../../core/roster/load-duties.use-case'
import type { TimeZone } from '../../../core/roster/time-zone.rules'
import { SHELL } from '../../app/tokens'
import { useUseCase } from '../../app/use-use-case'
import { useI18n } from '../../i18n/use-i18n'
import { useProfile } from '../../profile/profile-context'

/**
 * The active block month of the home screen (the block-month machine's selection in SHELL.duties): its calendar
 * (core `buildCalendar`), title and arrows (`hasPrevious` / `hasNext`). Read only by the component that shows the
 * calendar header and body, so that a block-month switch renders these and not the rest of home (the duty list).
 * `showRosterTags`: the user's roster-tags preference, `zone`: the calendar's zone (both decided by `useHome`).
 */
export const useBlockMonth = (showRosterTags: boolean, zone: TimeZone) => {
  const duties = useUseCase(SHELL.duties)
  const { profile } = useProfile()
  const { language } = useI18n()
  const data = useSnapshot(duties.state, { sync: true })
  const plan = data.plan as DutyPlan | undefined
  const selection = data.selection as BlockMonthState
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
  return {
    calendar,
    title: active === undefined ? undefined : blockMonthTitle(active, profile.display, language),
    hasPrevious: active !== undefined && hasPrevious(selection.blockMonths, active.id),
    hasNext: active !== undefined && hasNext(selection.blockMonths, active.id),
    previous: duties.previous,
    next: duties.next,
  }
}
