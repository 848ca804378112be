import * as O from 'fp-ts/Option'
import { memo, useLayoutEffect, useMemo, useRef, type ReactNode } from 'react'
import { Temporal } from 'temporal-polyfill'
import type { CalendarDayView, CalendarView } from '../../../core/roster/calendar.rules'
import { zonedSpan } from '../../../core/roster/calendar-placement.rules'
import { showsTimes } from '../../../core/roster/time-span.rules'
import { swipeMove, type SwipeMove } from '../../../core/roster/block-month-swipe.rules'
import type { DutyEvent } from '../../../core/roster/event.codec'
import type { TimeZone } from '../../../core/roster/time-zone.rules'
import { CALENDAR_HOUR_SLOTS, DATE_FORMATS } from '../../../core/shared/constants'
import { formatDate, SPOKEN_DAY } from '../../../core/shared/date-format.rules'
import { css, cx } from '../../../styled-system/css'
import { dutyPalette, DutyKindIcon } from '../../design/duty-kind-icon'
import { RosterChangeMark, useRosterChangeLabel } from './roster-change-mark'
import { weekdayName } from '../../i18n/date-names'
import { useI18n } from '../../i18n/use-i18n'
import { dutyRowTitle, layoutTags } from './home.view-model'

// No text selection: a mouse swipe would select day numbers, and a drag started on a selection is a native
// drag-and-drop that cancels the pointer (pointercancel), so the next swipe would be lost.
// Every month kept (see CalendarBody) sits in the same grid cell; only the shown one takes room and is painted.
// Not shrunk by its column either (issue 26: no week cut off at any width): the column scrolls instead.
const monthsGrid = css({ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gridTemplateRows: 'minmax(0, 1fr)', minH: '0', flexShrink: 0 })
const scroller = css({ gridArea: '1 / 1', overflowY: 'auto', touchAction: 'pan-y', userSelect: 'none', bg: 'bg.surface', borderRadius: { base: '0', sm: 'lg' }, borderWidth: { base: '0', sm: '1px' }, borderColor: 'border.default' })
// A kept month out of sight: not painted, not laid out, not hit by the pointer, no height (size containment), its
// styles and layout kept for when it is shown again.
const away = css({ visibility: 'hidden', contentVisibility: 'hidden' })
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

/** How many block months stay drawn (the shown one and the last ones shown before it). */
const KEPT_MONTHS = 6

/** A month's key: its first and last day in the block month (a block month's own dates, whatever the grid). */
const monthKey = (view: CalendarView): string => {
  const days = view.weeks.flat().filter((day) => day.inBlockMonth)
  return `${days[0]?.date.toString() ?? ''}/${days[days.length - 1]?.date.toString() ?? ''}`
}

/** What every month of the calendar shares: one value per language, day, zone and options, so a kept month is not drawn again. */
interface MonthContext {
  readonly timeZone: TimeZone
  readonly today: Temporal.PlainDate
  readonly largeSuspensionIcon: boolean
  readonly tags: 'controls' | 'pointer'
  readonly onEvent: (event: DutyEvent) => void
  readonly calendarLabel: string
  readonly suspendedDay: string
  readonly weekdaysLong: ReadonlyArray<string>
  readonly weekdaysShort: ReadonlyArray<string>
  readonly dayLabel: (day: CalendarDayView) => string
  readonly tagLabel: (tag: CalendarDayView['tags'][number]) => string
  /** The translated name of a duty kind (the tag's tooltip, beside its icon and code). */
  readonly kindName: (kind: CalendarDayView['tags'][number]['kind']) => string
}

/**
 * The calendar body of SPEC section 2 (core `buildCalendar`): seven columns of whole weeks, each day
 * with 24 hour slots in which the event and roster tags sit by hour, suspension days filled with
 * their icon; a horizontal swipe of more than 100 px moves to the previous or next block month.
 *
 * The last block months shown stay drawn, out of sight (`away`): going back to one shows its table again instead of
 * rewriting every cell, so the browser reuses its styles and layout (the block-month switch of docs/performance.md).
 * Only the shown month is visible to assistive technology and reachable by keyboard (`aria-hidden`, `inert`).
 */
export const CalendarBody = ({ view, timeZone, today, largeSuspensionIcon, hasPrevious, hasNext, onSwipe, onEvent, tags = 'controls' }: CalendarBodyProps) => {
  const { LL, language } = useI18n()
  const changeLabel = useRosterChangeLabel()
  const startX = useRef<number | undefined>(undefined)
  const offset = useRef(0)
  // The latest handler behind a stable function: a new `onEvent` from the parent does not draw the kept months again.
  const onEventRef = useRef(onEvent)
  useLayoutEffect(() => {
    onEventRef.current = onEvent
  })
  const day = today.toString()
  // The dictionary's namespaces and the day and month names, looked up once per language rather than per cell or
  // tag: each `LL.<namespace>` access builds the namespace's functions anew (typesafe-i18n proxy).
  const context = useMemo((): MonthContext => {
    const home = LL.home
    const eventTypes = LL.eventTypes
    const dutyKinds = LL.dutyKinds
    const weekdaysLong = ([1, 2, 3, 4, 5, 6, 7] as const).map((d) => weekdayName(LL, d, 'long'))
    const todayDate = Temporal.PlainDate.from(day)
    return {
      timeZone,
      today: todayDate,
      largeSuspensionIcon,
      tags,
      onEvent: (event) => onEventRef.current(event),
      calendarLabel: home.calendar(),
      kindName: (kind) => dutyKinds[kind](),
      suspendedDay: home.suspendedDay(),
      weekdaysLong,
      weekdaysShort: ([1, 2, 3, 4, 5, 6, 7] as const).map((d) => weekdayName(LL, d, 'short')),
      dayLabel: (d) => {
        const text = home.dayLabel({ weekday: weekdaysLong[d.date.dayOfWeek - 1] ?? '', date: formatDate(d.date, SPOKEN_DAY, language) })
        return d.date.equals(todayDate) ? home.todayMarker({ date: text }) : text
      },
      tagLabel: (t) => {
        // Whole-day kinds say their day only (core showsTimes); a duty its start, on the day it starts.
        const start = t.placement.startsOnDay && showsTimes(t.event) ? zonedSpan(t.event, timeZone).start : undefined
        const name = dutyRowTitle(t.event, (type) => eventTypes[type]())
        const label = start === undefined ? home.eventTagDay({ code: t.code, name }) : home.eventTag({ code: t.code, name, time: formatDate(start, DATE_FORMATS.TIME, language) })
        return [label, changeLabel(t.rosterChange)].filter((s) => s !== '').join(', ')
      },
    }
    // `changeLabel` is new on each render but follows `LL`.
  }, [LL, language, day, timeZone, largeSuspensionIcon, tags])
  // The months drawn, by key, with when each was last shown; all of them are dropped when what they share changes.
  const kept = useRef<{ context: MonthContext; months: Map<string, { view: CalendarView; shown: number }>; clock: number }>({ context, months: new Map(), clock: 0 })
  if (kept.current.context !== context) kept.current = { context, months: new Map(), clock: 0 }
  const shown = monthKey(view)
  const store = kept.current
  const entry = store.months.get(shown)
  if (entry === undefined || entry.view !== view) {
    store.clock += 1
    store.months.set(shown, { view, shown: store.clock })
  } else if (entry.shown !== store.clock) {
    store.clock += 1
    entry.shown = store.clock
  }
  while (store.months.size > KEPT_MONTHS) {
    const oldest = [...store.months.entries()].reduce((a, b) => (b[1].shown < a[1].shown ? b : a))
    store.months.delete(oldest[0])
  }
  // In date order, so that showing a month never moves another month's table in the document.
  const months = [...store.months.entries()].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
  return (
    <div
      className={monthsGrid}
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
      {months.map(([key, month]) => (
        <MonthPane key={key} shown={key === shown} offset={offset}>
          <MonthTable view={month.view} context={context} />
        </MonthPane>
      ))}
    </div>
  )
}

/**
 * One block month's scroller: shown, or kept out of sight (and out of the accessibility tree and the tab order).
 * The calendar keeps one scroll offset, as a single scroller would: a month shown again takes the offset the last
 * one had, written only when it differs from its own (no layout read in a switch unless the user scrolled).
 */
const MonthPane = ({ shown, offset, children }: { readonly shown: boolean; readonly offset: { current: number }; readonly children: ReactNode }) => {
  const ref = useRef<HTMLDivElement>(null)
  const own = useRef(0)
  useLayoutEffect(() => {
    if (!shown || ref.current === null || own.current === offset.current) return
    ref.current.scrollTop = offset.current
    // What the browser made of it (a shorter month stops at its end), read back while the layout is fresh.
    own.current = ref.current.scrollTop
    offset.current = own.current
  }, [shown, offset])
  return (
    <div
      ref={ref}
      className={shown ? scroller : cx(scroller, away)}
      aria-hidden={shown ? undefined : true}
      inert={!shown}
      onScroll={(e) => {
        // Hidden, the browser clamps the offset to nothing but restores it when the month is shown again.
        if (!shown) return
        own.current = e.currentTarget.scrollTop
        offset.current = own.current
      }}
    >
      {children}
    </div>
  )
}

/** One block month's table, drawn again only when its calendar or the shared context changes (not when shown or hidden). */
const MonthTable = memo(({ view, context }: { readonly view: CalendarView; readonly context: MonthContext }) => {
  const { today, tags, onEvent } = context
  return (
    <table role="table" className={table} aria-label={context.calendarLabel}>
      <thead>
        <tr>
          {view.weekdays.map((wd) => (
            <th key={wd} scope="col" className={th} abbr={context.weekdaysLong[wd - 1]}>
              {context.weekdaysShort[wd - 1]}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {view.weeks.map((week, row) => (
          <tr key={row}>
            {week.map((day, column) => (
              <td key={column} className={cx(td, day.inBlockMonth ? undefined : outside)} aria-label={context.dayLabel(day)}>
                <div className={cell}>
                  <span className={dayNumber} aria-hidden="true">
                    <span className={day.date.equals(today) ? todayNumber : undefined}>{day.date.day}</span>
                  </span>
                  <div className={timeline}>
                    {day.suspended ? (
                      <div className={cx(dutyPalette({ kind: 'suspension' }), suspended)} title={context.suspendedDay}>
                        <DutyKindIcon kind="suspension" appearance="plain" size={context.largeSuspensionIcon ? 'lg' : 'sm'} label={context.suspendedDay} />
                      </div>
                    ) : null}
                    {layoutTags(day.tags).map(({ tag: t, lane, lanes, topSlot, slots }, place) => {
                      const top = (topSlot / CALENDAR_HOUR_SLOTS) * 100
                      const height = (slots / CALENDAR_HOUR_SLOTS) * 100
                      const style = { top: `${top}%`, height: `${height}%`, left: `${(lane / lanes) * 100}%`, width: `${100 / lanes}%` }
                      if (tags === 'pointer')
                        return (
                          <span key={place} aria-hidden="true" className={cx(dutyPalette({ kind: t.kind }), tag)} style={style} data-kind={t.kind} title={context.kindName(t.kind)} onClick={() => onEvent(t.event)}>
                            <DutyKindIcon kind={t.kind} appearance="plain" size="sm" />
                            {t.code}
                            <RosterChangeMark kinds={t.rosterChange} variant="corner" />
                          </span>
                        )
                      return (
                        <button
                          key={place}
                          type="button"
                          className={cx(dutyPalette({ kind: t.kind }), tag)}
                          style={style}
                          aria-label={context.tagLabel(t)}
                          data-kind={t.kind}
                          title={context.kindName(t.kind)}
                          onClick={() => onEvent(t.event)}
                        >
                          <DutyKindIcon kind={t.kind} appearance="plain" size="sm" />
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
  )
})
