import * as O from 'fp-ts/Option'
import * as t from 'io-ts'
import { useCallback, useEffect, useMemo, useState } from 'react'
import { Temporal } from 'temporal-polyfill'
import { useSnapshot } from 'valtio'
import { isEmptyList } from '../../../core/roster/duty-list.rules'
import type { DutyPlan } from '../../../core/roster/load-duties.use-case'
import type { DutyEvent } from '../../../core/roster/event.codec'
import { useSession } from '../../app/session.store'
import { INFRA, SHELL } from '../../app/tokens'
import { useMachineState } from '../../app/use-store'
import { useUseCase } from '../../app/use-use-case'
import { useI18n } from '../../i18n/use-i18n'
import { useProfile } from '../../profile/profile-context'
import { calendarZone } from './home.view-model'

/**
 * The device's zone. `Temporal.Now.timeZoneId()` rather than `Intl.DateTimeFormat().resolvedOptions()`: the same
 * zone, but native Temporal reads it without building a date formatter, which took 15-20 ms of the main thread on a
 * phone (ICU's date patterns), in the render that draws home's first frame.
 */
const deviceZone = (): string => Temporal.Now.timeZoneId()
/** No duty plan yet: one array, so the list (which defers its rows) sees the same value on every render. */
const NO_EVENTS: ReadonlyArray<DutyEvent> = []

/**
 * The home screen's data: the duty plan (loaded once per session, SHELL.duties), the clock and zone of the list's
 * start (first duty on or after today) and of the calendar, the refresh badge (auto-refresh machine) and the
 * roster-tags preference (kept per crmId). Not the active block month: `useBlockMonth` reads it, in the calendar's
 * own component, so that a block-month switch does not render the whole screen again.
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

  useEffect(() => {
    if (duties.state.status === 'idle' || duties.state.status === 'failed') void duties.load()
  }, [duties])

  const [showRosterTags, setShowRosterTagsState] = useState<boolean>(() =>
    crmId === undefined ? true : O.getOrElse(() => true)(preferences.forUser(crmId).read('showRosterTags', t.boolean)),
  )
  // Stable callbacks: the memoized calendar (header and body) is not rendered again by a render of home.
  const setShowRosterTags = useCallback(
    (show: boolean) => {
      setShowRosterTagsState(show)
      if (crmId !== undefined) preferences.forUser(crmId).write('showRosterTags', t.boolean, show)
    },
    [crmId, preferences],
  )
  // The crew member's own choice of the calendar handle, kept per crmId like the roster-tags choice (a reload or the
  // next sign-in keeps the calendar as they left it); undefined until they use the handle (then the profile decides).
  const [calendarChoice, setCalendarChoiceState] = useState<boolean | undefined>(() =>
    crmId === undefined ? undefined : O.toUndefined(preferences.forUser(crmId).read('calendarOpen', t.boolean)),
  )
  const setCalendarChoice = useCallback(
    (open: boolean) => {
      setCalendarChoiceState(open)
      if (crmId !== undefined) preferences.forUser(crmId).write('calendarOpen', t.boolean, open)
    },
    [crmId, preferences],
  )
  const refreshPressed = useCallback(
    () => (refresh.session ? autoRefresh.dispatch({ _tag: 'RefreshPressed' }) : void duties.load()),
    [refresh.session, autoRefresh, duties],
  )

  const plan = data.plan as DutyPlan | undefined
  const zone = useMemo(() => calendarZone(user, profile.display, deviceZone()), [user, profile.display])
  const now = clock()
  // One value per calendar day (a new one only when the day changes), so the memoized calendar is not drawn again.
  const day = now.toZonedDateTimeISO(zone).toPlainDate().toString()
  const today = useMemo(() => Temporal.PlainDate.from(day), [day])
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
    today,
    zone,
    reload: () => void duties.load(),
    updatesWaiting: refresh.updatesAvailable,
    refreshPressed,
    /** The preference the calendar is built with (`useBlockMonth`). */
    calendarRosterTags: showRosterTags,
    /** The roster-tags dropdown's value, or undefined when the roster-tags calendar filter is off. */
    showRosterTags: access.canShowRosterTagsFilter() ? showRosterTags : undefined,
    setShowRosterTags,
    calendarChoice,
    setCalendarChoice,
  }
}
