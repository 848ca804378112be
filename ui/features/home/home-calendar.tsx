import { lazy, memo, Suspense, useCallback } from 'react'
import type { Temporal } from 'temporal-polyfill'
import type { SwipeMove } from '../../../core/roster/block-month-swipe.rules'
import type { DutyEvent } from '../../../core/roster/event.codec'
import type { TimeZone } from '../../../core/roster/time-zone.rules'
import { css } from '../../../styled-system/css'
import { ChevronDownIcon, ChevronUpIcon } from '../../design/icons/chevron-icons'
import { useI18n } from '../../i18n/use-i18n'
import { CalendarHeader } from './calendar-header'
import { useBlockMonth } from './use-block-month'

/**
 * The calendar's grid, fetched when the calendar is open: on a phone home starts with it closed (the next duty and
 * the list lead), so the first view there does not carry it; where it starts open its chunk is asked as home renders.
 * Its rules are in the home stylesheet all the same (build.mjs, FIRST_VIEW_LAZY_SOURCES).
 */
const CalendarBody = lazy(async () => ({ default: (await import('./home-calendar-body')).HomeCalendarBody }))

const handle = css({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: '2',
  w: 'full',
  minH: '32px',
  fontSize: 'sm',
  fontWeight: 'medium',
  color: 'fg.muted',
  bg: 'bg.surface',
  borderBottomWidth: '1px',
  borderColor: 'border.default',
  cursor: 'pointer',
})

export interface HomeCalendarProps {
  /** The preference the calendar is built with, and the dropdown's value (undefined: no roster-tags filter). */
  readonly calendarRosterTags: boolean
  readonly rosterTags: boolean | undefined
  readonly onRosterTags: (show: boolean) => void
  readonly zone: TimeZone
  readonly today: Temporal.PlainDate
  readonly largeSuspensionIcon: boolean
  readonly showSummaryLink: boolean
  readonly updatesWaiting: boolean
  readonly refreshing: boolean
  readonly onRefresh: () => void
  readonly onPrint: () => void
  /** The calendar body shown (the handle below the header shows or hides it). */
  readonly open: boolean
  readonly onToggleOpen: () => void
  readonly onEvent: (event: DutyEvent) => void
}

/**
 * Home's calendar: the calendar header (block-month title and arrows), the handle that shows or hides the calendar and
 * the calendar body. The only part of home that reads the active block month (`useBlockMonth`): a block-month switch
 * renders this and nothing else of the screen. Memoized, its callbacks stable: a render of home (the duty list's rows
 * arriving, a block opened) does not render it again.
 */
export const HomeCalendar = memo(function HomeCalendar(props: HomeCalendarProps) {
  const { LL } = useI18n()
  const month = useBlockMonth(props.calendarRosterTags, props.zone)
  const { previous, next } = month
  const onSwipe = useCallback((move: SwipeMove) => (move === 'Previous' ? previous() : next()), [previous, next])
  return (
    <>
      <CalendarHeader
        title={month.title}
        hasPrevious={month.hasPrevious}
        hasNext={month.hasNext}
        onPrevious={previous}
        onNext={next}
        showSummaryLink={props.showSummaryLink}
        updatesWaiting={props.updatesWaiting}
        refreshing={props.refreshing}
        onRefresh={props.onRefresh}
        rosterTags={props.rosterTags}
        onRosterTags={props.onRosterTags}
      />
      <button type="button" className={handle} aria-expanded={props.open} onClick={props.onToggleOpen}>
        {props.open ? <ChevronUpIcon size={16} /> : <ChevronDownIcon size={16} />}
        {props.open ? LL.home.collapseCalendar() : LL.home.expandCalendar()}
      </button>
      {props.open && month.calendar !== undefined ? (
        <Suspense fallback={null}>
          <CalendarBody
            view={month.calendar}
            timeZone={props.zone}
            today={props.today}
            largeSuspensionIcon={props.largeSuspensionIcon}
            hasPrevious={month.hasPrevious}
            hasNext={month.hasNext}
            onSwipe={onSwipe}
            onEvent={props.onEvent}
            onPrint={props.onPrint}
          />
        </Suspense>
      ) : null}
    </>
  )
})
