import * as O from 'fp-ts/Option'
import { useMemo, useRef } from 'react'
import { Temporal } from 'temporal-polyfill'
import type { CalendarDayView, CalendarView } from '../../../core/roster/calendar.rules'
import { zonedSpan } from '../../../core/roster/calendar-placement.rules'
import { swipeMove, type SwipeMove } from '../../../core/roster/block-month-swipe.rules'
import type { DutyEvent } from '../../../core/roster/event.codec'
import type { TimeZone } from '../../../core/roster/time-zone.rules'
import { CALENDAR_HOUR_SLOTS, CALENDAR_MAX_HEIGHT_VH } from '../../../core/shared/constants'
import { css, cx } from '../../../styled-system/css'
import { dutyPalette, DutyKindIcon } from '../../design/duty-kind-icon'
import { RosterChangeMark, useRosterChangeLabel } from './roster-change-mark'
import { monthName, weekdayName } from '../../i18n/date-names'
import { useI18n } from '../../i18n/use-i18n'
import { dutyRowTitle, layoutTags } from './home.view-model'

// No text selection: a mouse swipe would select day numbers, and a drag started on a selection is a native
// drag-and-drop that cancels the pointer (pointercancel), so the next swipe would be lost.
const scroller = css({ overflowY: 'auto', touchAction: 'pan-y', userSelect: 'none', bg: 'bg.surface', borderRadius: { base: '0', sm: 'lg' }, borderWidth: { base: '0', sm: '1px' }, borderColor: 'border.default' })
const table = css({ w: 'full', tableLayout: 'fixed', borderCollapse: 'collapse' })
const th = css({ position: 'sticky', top: '0', zIndex: '1', bg: 'bg.surface', py: '1.5', fontSize: 'xs', fontWeight: 'semibold', color: 'fg.muted', textTransform: 'uppercase', letterSpacing: '0.04em', borderBottomWidth: '1px', borderColor: 'border.default' })
const td = css({ p: '0', verticalAlign: 'top', borderWidth: '1px', borderColor: 'border.default', h: '76px' })
const cell = css({ position: 'relative', h: 'full', minH: '76px', display: 'flex', flexDirection: 'column' })
const outside = css({ bg: 'bg.subtle', color: 'fg.subtle' })
const dayNumber = css({ fontSize: 'xs', fontWeight: 'semibold', px: '1', pt: '0.5', lineHeight: 'tight', fontVariantNumeric: 'tabular-nums' })
const todayNumber = css({ display: 'inline-flex', alignItems: 'center', justifyContent: 'center', minW: '20px', h: '20px', borderRadius: 'full', bg: 'brand.solid', color: 'brand.onSolid' })
const timeline = css({ position: 'relative', flex: '1', mx: '1px', mb: '1px', minH: '52px' })
const tag = css({
  position: 'absolute',
  // At least 24 x 24 px: WCAG 2.2 target size (2.5.8); layoutTags gives each tag room for it.
  minH: '24px',
  minW: '24px',
  overflow: 'hidden',
  px: '1px',
  fontSize: '10px',
  lineHeight: '12px',
  fontWeight: 'bold',
  textAlign: 'center',
  whiteSpace: 'nowrap',
  textOverflow: 'clip',
  bg: 'colorPalette.solid',
  color: 'bg.surface',
  borderRadius: 'sm',
  cursor: 'pointer',
  borderWidth: '1px',
  borderColor: 'bg.surface',
  _hover: { filter: 'brightness(1.1)' },
  _focusVisible: { outlineOffset: '1px', zIndex: '2' },
})
const suspended = css({ position: 'absolute', inset: '0', display: 'flex', alignItems: 'center', justifyContent: 'center', bg: 'colorPalette.subtle' })

export interface CalendarBodyProps {
  readonly view: CalendarView
  readonly timeZone: TimeZone
  readonly today: Temporal.PlainDate
  readonly largeSuspensionIcon: boolean
  readonly hasPrevious: boolean
  readonly hasNext: boolean
  readonly onSwipe: (move: SwipeMove) => void
  /** "Clicking an event collapses all blocks except it and scrolls to it." */
  readonly onEvent: (event: DutyEvent) => void
  /**
   * `pointer`: the tags answer a click or tap only and are hidden from assistive technology, for a calendar whose
   * every duty is also a control of its own in the list beside it (pairing details). Small stacked tags then use
   * WCAG 2.5.8's "equivalent control" exception; keyboard and screen-reader users use the list. Default `controls`.
   */
  readonly tags?: 'controls' | 'pointer'
}

const pad = (n: number) => String(n).padStart(2, '0')

/**
 * The calendar body of SPEC section 2 (core `buildCalendar`): seven columns of whole weeks, each day
 * with 24 hour slots in which the event and roster tags sit by hour, suspension days filled with
 * their icon; a horizontal swipe of more than 100 px moves to the previous or next block month.
 */
export const CalendarBody = ({ view, timeZone, today, largeSuspensionIcon, hasPrevious, hasNext, onSwipe, onEvent, tags = 'controls' }: CalendarBodyProps) => {
  const { LL } = useI18n()
  const changeLabel = useRosterChangeLabel()
  const startX = useRef<number | undefined>(undefined)
  // The dictionary's namespaces and the day and month names, looked up once per language rather than per cell or
  // tag: each `LL.<namespace>` access builds the namespace's functions anew (typesafe-i18n proxy).
  const words = useMemo(
    () => ({
      home: LL.home,
      eventTypes: LL.eventTypes,
      weekdaysLong: ([1, 2, 3, 4, 5, 6, 7] as const).map((d) => weekdayName(LL, d, 'long')),
      weekdaysShort: ([1, 2, 3, 4, 5, 6, 7] as const).map((d) => weekdayName(LL, d, 'short')),
      months: ([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12] as const).map((m) => monthName(LL, m)),
    }),
    [LL],
  )
  const typeName = (type: DutyEvent['type']) => words.eventTypes[type]()
  const dayLabel = (day: CalendarDayView) => {
    const text = words.home.dayLabel({ weekday: words.weekdaysLong[day.date.dayOfWeek - 1] ?? '', date: `${day.date.day} ${words.months[day.date.month - 1] ?? ''}` })
    return day.date.equals(today) ? words.home.todayMarker({ date: text }) : text
  }
  return (
    <div
      className={scroller}
      style={{ maxHeight: `${CALENDAR_MAX_HEIGHT_VH}vh` }}
      onPointerDown={(e) => {
        startX.current = e.clientX
      }}
      onPointerUp={(e) => {
        if (startX.current === undefined) return
        const move = swipeMove(e.clientX - startX.current, { hasPrevious, hasNext })
        startX.current = undefined
        if (O.isSome(move)) onSwipe(move.value)
      }}
    >
      <table role="table" className={table} aria-label={words.home.calendar()}>
        <thead>
          <tr>
            {view.weekdays.map((wd) => (
              <th key={wd} scope="col" className={th} abbr={words.weekdaysLong[wd - 1]}>
                {words.weekdaysShort[wd - 1]}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {/* Rows and cells keyed by position: a block-month switch updates the cells in place instead of replacing them. */}
          {view.weeks.map((week, row) => (
            <tr key={row}>
              {week.map((day, column) => (
                <td key={column} className={cx(td, day.inBlockMonth ? undefined : outside)} aria-label={dayLabel(day)}>
                  <div className={cell}>
                    <span className={dayNumber} aria-hidden="true">
                      <span className={day.date.equals(today) ? todayNumber : undefined}>{day.date.day}</span>
                    </span>
                    <div className={timeline}>
                      {day.suspended ? (
                        <div className={cx(dutyPalette({ kind: 'suspension' }), suspended)} title={words.home.suspendedDay()}>
                          <DutyKindIcon kind="suspension" appearance="plain" size={largeSuspensionIcon ? 'lg' : 'sm'} label={words.home.suspendedDay()} />
                        </div>
                      ) : null}
                      {/* Tags keyed by their place in the day, like the cells: a switch reuses the elements. */}
                      {layoutTags(day.tags).map(({ tag: t, lane, lanes, topSlot, slots }, place) => {
                        const top = (topSlot / CALENDAR_HOUR_SLOTS) * 100
                        const height = (slots / CALENDAR_HOUR_SLOTS) * 100
                        const style = { top: `${top}%`, height: `${height}%`, left: `${(lane / lanes) * 100}%`, width: `${100 / lanes}%` }
                        if (tags === 'pointer')
                          return (
                            <span key={place} aria-hidden="true" className={cx(dutyPalette({ kind: t.kind }), tag)} style={style} data-kind={t.kind} onClick={() => onEvent(t.event)}>
                              {t.code}
                              <RosterChangeMark kinds={t.rosterChange} variant="corner" />
                            </span>
                          )
                        const start = t.placement.startsOnDay ? zonedSpan(t.event, timeZone).start : undefined
                        return (
                          <button
                            key={place}
                            type="button"
                            className={cx(dutyPalette({ kind: t.kind }), tag)}
                            style={style}
                            aria-label={[words.home.eventTag({ code: t.code, name: dutyRowTitle(t.event, typeName), time: start === undefined ? '' : `${pad(start.hour)}:${pad(start.minute)}` }), changeLabel(t.rosterChange)].filter((s) => s !== '').join(', ')}
                            data-kind={t.kind}
                            onClick={() => onEvent(t.event)}
                          >
                            {t.code}
                            <RosterChangeMark kinds={t.rosterChange} variant="corner" />
                          </button>
                        )
                      })}
                    </div>
                  </div>
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}
