import { LastSynced } from './last-synced'
import { OutboxUnlockOnDemand } from './outbox-unlock-on-demand'
import * as O from 'fp-ts/Option'
import { startTransition, useCallback, useDeferredValue, useEffect, useId, useLayoutEffect, useMemo, useRef, useState } from 'react'
import { useSnapshot } from 'valtio'
import { anchorAt, dutyListStart } from '../../../core/roster/duty-list.rules'
import { collapseAllButToggle, toggleBlock } from '../../../core/roster/event-blocks.rules'
import type { DutyEvent } from '../../../core/roster/event.codec'
import { css } from '../../../styled-system/css'
import { ScreenHeader } from '../../app/frame'
import type { ScreenProps } from '../../app/screen-props'
import { Loading } from '../../app/loading'
import { useIsWide } from '../../app/use-media-query'
import { Button } from '../../design/button'
import { EmptyState } from '../../design/empty-state'
import { ErrorIcon, OfflineIcon } from '../../design/icons/status-icons'
import { useI18n } from '../../i18n/use-i18n'
import { useProfile } from '../../profile/profile-context'
import { afterNextPaint } from './after-next-paint'
import { DutyList, dutyItemId } from './duty-list'
import { HomeCalendar } from './home-calendar'
import { NextDutyCard } from './next-duty-card'
import { PrintMonthOnDemand } from './print-month-on-demand'
import { RecencyWarningOnDemand } from './recency-warning-on-demand'
import { calendarStartsOpen } from '../../../core/roster/calendar-start.rules'
import { nextDuty } from '../../../core/roster/next-duty.rules'
import { checkInWindowOf } from '../../../core/check-in/time-window-check-in.rules'
import { homeState } from './home.state'
import { rowsAround } from './home.view-model'
import { TravelWarningsPanel, TravelWarningsToggle, useTravelWarningGroups } from './travel-warnings-panel'
import { useHome } from './use-home'

const layout = css({
  w: 'full',
  maxW: 'content',
  mx: 'auto',
  display: 'flex',
  flexDirection: 'column',
  // The header band (56 px) and the bottom navigation (57 px): home fills the rest, so its list scrolls on its own.
  h: 'calc(100dvh - 113px)',
  minH: '420px',
  // Narrow screens: an opened calendar shows every week whole; the list below keeps most of the height and the
  // column scrolls to it (no week cut off at any width).
  overflowY: 'auto',
  md: { overflowY: 'visible', display: 'grid', gridTemplateColumns: 'minmax(380px, 5fr) 7fr', gridTemplateRows: 'minmax(0, 1fr)', gap: '6', px: '6', pt: '4' },
})
const calendarColumn = css({ display: 'flex', flexDirection: 'column', gap: '2', flexShrink: 0, md: { overflowY: 'auto', pb: '4' } })
/** The duty list before its first drawing (a stable value: React compares it with the events it defers). */
const NO_EVENTS: ReadonlyArray<DutyEvent> = []
/** The rows drawn first above and below the list's start: more than a tall list shows (some 12 rows of 64 px). */
const NEAR_BEFORE = 2
const NEAR_AFTER = 15
/** The rows added above and below at each later step of the list's first drawing. */
const ROWS_STEP = 6
/** Frames in which the list is put back at its start while the rows around it are drawn (see the effect below). */
const START_ATTEMPTS = 5

const listColumn = css({ position: 'relative', flex: '1 0 0', minH: '60%', minW: '0', overflowY: 'auto', overscrollBehavior: 'contain', md: { pb: '4', minH: '0' } })

/**
 * Home (/): the calendar header and body (HomeCalendar, which alone reads the active block month) and the duty list
 * of SPEC section 2. Wide screens: the calendar in its own left column; narrow screens: a single-column title and the
 * block-month row below it.
 * On both, a handle collapses or expands the calendar (open after login per showCalendarAfterLogin).
 * The list remembers the row at its top (not pixels, which a language switch makes point elsewhere) and
 * otherwise starts at the first duty on or after today.
 */
export const HomeScreen = (_props: ScreenProps) => {
  const { LL } = useI18n()
  const { profile, logoUrl } = useProfile()
  const wide = useIsWide()
  const home = useHome()
  const view = useSnapshot(homeState, { sync: true })
  const travelWarnings = useTravelWarningGroups()
  const travelWarningsId = useId()
  const recencyWarningsId = useId()
  const warningsCount = travelWarnings.length + view.recencyWarnings
  // What the header's button opens: the panels that have lines.
  const warningsShown = [travelWarnings.length > 0 ? travelWarningsId : '', view.recencyWarnings > 0 ? recencyWarningsId : ''].filter((id) => id !== '').join(' ')
  const listRef = useRef<HTMLElement>(null)
  const scrollerRef = useRef<HTMLDivElement>(null)
  // "The calendar is shown or hidden after login per the profile setting showCalendarAfterLogin", on every width, and
  // on phones per showCalendarAfterLoginOnPhones too (core `calendarStartsOpen`); the handle shows or hides it
  // afterwards (wide screens keep the calendar column for the block-month row).
  const calendarOpen = view.calendarOpen ?? home.calendarChoice ?? calendarStartsOpen(profile.display, !wide)
  // The screen's first frame holds only its header (which takes the keyboard focus, see ScreenHeader); the calendar
  // comes in the next, background render: the page's first style computation with the signed-in stylesheet is then
  // not made in the same task as the calendar's. The same when the duty plan arrives while home is shown: its
  // arrival renders home at once (a store's change), the calendar then follows in a background render that React
  // splits into short tasks, not in the task that received and decoded the plan.
  // With the calendar closed (a phone's start in most profiles) the body is light (the next duty, the calendar's
  // handle, the last-synced line): it comes in the first frame. Deferred, it waited behind every other task of a
  // reopening page: the returning crew member's roster came some 450 ms later (npm run bench, 4x CPU).
  const loaded = home.status === 'loaded'
  const deferredLoaded = useDeferredValue(loaded, false)
  const bodyReady = calendarOpen ? deferredLoaded : loaded
  // The rows' first drawing comes in steps, each after the frame before it is painted: first the rows around the
  // list's start (what the list shows first), then a few more above and below it at each step until all are drawn.
  // Drawn at once with the calendar, the rows near the screen (some 36 of a dense block month: the browser draws
  // rows this far out of view) made one frame of about 1,000 elements to style and lay out, and adding all the
  // others to a list already drawn one long task. Each step is a background render that React splits into short
  // tasks. Until the last step the list is marked busy (and empty before the first).
  const [rowsStep, setRowsStep] = useState(-1)
  const drawnRows = useMemo(
    () =>
      rowsStep < 0
        ? NO_EVENTS
        : rowsAround(home.events, dutyListStart(home.events, O.fromNullable(homeState.anchor), home.now, home.zone), NEAR_BEFORE + rowsStep * ROWS_STEP, NEAR_AFTER + rowsStep * ROWS_STEP),
    [rowsStep, home.events, home.zone],
  )
  const allDrawn = drawnRows === home.events
  useEffect(() => {
    if (!bodyReady || !loaded || allDrawn) return
    return afterNextPaint(() => startTransition(() => setRowsStep((step) => step + 1)))
  }, [bodyReady, loaded, allDrawn, rowsStep])
  const listEvents = useDeferredValue(drawnRows, NO_EVENTS)
  const listPending = listEvents !== home.events

  // The list starts at the remembered row, else at the first duty on or after today (core `dutyListStart`),
  // each time it is drawn anew: on arrival, after a language switch (rows change height) and after a reload. Decided
  // while the rows render (in the background render above); `home.now` changes every render and the remembered row is
  // read as it is, neither is a reason to decide again.
  // Not decided again at each step of the first drawing (the events drawn are then still `home.events`): the browser
  // keeps the rows on screen in place as rows are added above them (scroll anchoring).
  const drawing = listEvents.length === 0 ? NO_EVENTS : listEvents === drawnRows ? home.events : listEvents
  const listStart = useMemo(
    () => (drawing.length === 0 ? O.none : dutyListStart(drawing, O.fromNullable(homeState.anchor), home.now, home.zone)),
    [drawing, home.language, home.zone],
  )
  // Put in place again once the last step of the first drawing is in (rows added above the start move it when the
  // browser's scroll anchoring does not keep it: rows of an estimated height).
  // Scrolled to in the frame that first paints the rows (before it paints): the rows' layout is computed once, there,
  // rather than forced inside React's commit of the rows (which made one long task of both).
  useLayoutEffect(() => {
    const scroller = scrollerRef.current
    if (home.status !== 'loaded' || scroller === null || O.isNone(listStart)) return
    const { eventId, offset } = listStart.value
    let frame = 0
    // Rows out of view are drawn at an estimated height until they come near the screen (see DutyList): once the
    // rows around the start are drawn, the start may have moved; it is put back at the top for a few frames, unless
    // the crew member has meanwhile scrolled the list or acted in it. That is told by their input (wheel, touch,
    // pointer, key), not by the scroll position: the browser moves the position itself as rows above get their
    // height (scroll anchoring), and taking that for the crew member's scroll left the list off its start.
    let acted = false
    const act = () => {
      acted = true
    }
    const INPUTS = ['wheel', 'touchstart', 'pointerdown', 'keydown'] as const
    for (const input of INPUTS) scroller.addEventListener(input, act, { passive: true })
    const scrollToStart = (attempt: number) => {
      const row = document.getElementById(dutyItemId({ id: eventId }))
      if (row === null || acted) return
      const top = row.offsetTop + offset
      if (Math.abs(scroller.scrollTop - top) >= 1) scroller.scrollTop = top
      if (attempt < START_ATTEMPTS) frame = requestAnimationFrame(() => scrollToStart(attempt + 1))
    }
    frame = requestAnimationFrame(() => scrollToStart(0))
    return () => {
      cancelAnimationFrame(frame)
      for (const input of INPUTS) scroller.removeEventListener(input, act)
    }
  }, [home.status, listStart, listPending])

  // Stable, so the memoized duty list is not rendered again by a block-month switch. An opened duty is scrolled
  // into view with its details (in the list and, on a phone, in the column).
  const onToggleBlock = useCallback((event: DutyEvent) => {
    homeState.blocks = toggleBlock(homeState.blocks, event.id)
    requestAnimationFrame(() => document.getElementById(dutyItemId(event))?.scrollIntoView?.({ block: 'nearest', behavior: 'smooth' }))
  }, [])
  // The card's "Show in the list": the duty opened (only it) and scrolled to.
  const onShowNext = useCallback((event: DutyEvent) => {
    homeState.blocks = collapseAllButToggle(homeState.blocks, event.id)
    requestAnimationFrame(() => document.getElementById(dutyItemId(event))?.scrollIntoView?.({ block: 'start', behavior: 'smooth' }))
  }, [])
  // The next duty (core `nextDuty`), chosen again when the plan or the minute changes.
  const minute = Math.floor(home.now.epochMilliseconds / 60_000)
  const next = useMemo(() => nextDuty(home.events, home.now, checkInWindowOf), [home.events, minute])

  const noteAnchor = () => {
    const scroller = scrollerRef.current
    if (scroller === null) return
    const rows = listEvents.flatMap((event) => {
      const row = document.getElementById(dutyItemId(event))
      return row === null ? [] : [{ eventId: event.id, top: row.offsetTop, height: row.offsetHeight }]
    })
    homeState.anchor = O.toUndefined(anchorAt(rows, scroller.scrollTop))
  }

  // Stable too, so the memoized calendar is not rendered again by a render of home.
  const onCalendarEvent = useCallback((event: DutyEvent) => {
    homeState.blocks = collapseAllButToggle(homeState.blocks, event.id)
    requestAnimationFrame(() => {
      const scroller = scrollerRef.current
      const row = document.getElementById(dutyItemId(event))
      if (scroller !== null && row !== null) scroller.scrollTo?.({ top: row.offsetTop, behavior: 'smooth' })
    })
  }, [])
  // The print button: a request the print sheet (fetched on demand) answers by printing once it is on the page.
  const [printRequest, setPrintRequest] = useState(0)
  const onPrint = useCallback(() => setPrintRequest((n) => n + 1), [])
  const { setCalendarChoice } = home
  const onToggleCalendar = useCallback(() => {
    homeState.calendarOpen = !calendarOpen
    setCalendarChoice(!calendarOpen)
  }, [calendarOpen, setCalendarChoice])

  const header = (
    <ScreenHeader
      title={LL.home.title()}
      logoUrl={logoUrl}
      logoAlt={LL.app.logoAlt({ airline: profile.name })}
      {...(!wide && warningsCount > 0 && home.status === 'loaded'
        ? {
            end: (
              <TravelWarningsToggle
                count={warningsCount}
                open={view.travelWarningsOpen}
                controls={warningsShown}
                onToggle={() => (homeState.travelWarningsOpen = !homeState.travelWarningsOpen)}
              />
            ),
          }
        : {})}
    />
  )
  if (home.status === 'idle' || home.status === 'loading' || (loaded && !bodyReady)) return <>{header}<Loading /></>
  if (home.status === 'failed') {
    return (
      <>
        {header}
        <EmptyState
          icon={home.online ? <ErrorIcon size={28} /> : <OfflineIcon size={28} />}
          title={home.online ? LL.home.loadFailed() : LL.global.offline.emptyTitle()}
          message={home.online ? undefined : LL.global.offline.emptyMessage()}
          action={<Button onClick={home.reload}>{LL.common.retry()}</Button>}
        />
      </>
    )
  }
  return (
    <>
      {header}
      <div className={layout}>
        <section className={calendarColumn} aria-label={LL.home.calendar()}>
          {wide || view.travelWarningsOpen ? <TravelWarningsPanel groups={travelWarnings} id={travelWarningsId} /> : null}
          {O.isSome(next) ? <NextDutyCard next={next.value} display={home.display} language={home.language} onShow={onShowNext} /> : null}
          <HomeCalendar
            calendarRosterTags={home.calendarRosterTags}
            rosterTags={home.showRosterTags}
            onRosterTags={home.setShowRosterTags}
            zone={home.zone}
            today={home.today}
            largeSuspensionIcon={home.display.largeSuspensionIcon}
            showSummaryLink={home.access.canViewSummary()}
            updatesWaiting={home.updatesWaiting}
            refreshing={home.busy}
            onRefresh={home.refreshPressed}
            onPrint={onPrint}
            open={calendarOpen}
            onToggleOpen={onToggleCalendar}
            onEvent={onCalendarEvent}
          />
          {/* After the calendar: it arrives after the first touch, and below the calendar it moves nothing. */}
          <RecencyWarningOnDemand visible={wide || view.travelWarningsOpen} id={recencyWarningsId} />
        </section>
        <div ref={scrollerRef} className={listColumn} onScroll={noteAnchor}>
          <LastSynced />
          <OutboxUnlockOnDemand />
          <DutyList
            ref={listRef}
            events={listEvents}
            empty={home.empty}
            pending={listPending}
            blocks={view.blocks}
            onToggle={onToggleBlock}
            crmId={home.crmId ?? ''}
            access={home.access}
            display={home.display}
            language={home.language}
          />
        </div>
      </div>
      <PrintMonthOnDemand printRequest={printRequest} zone={home.zone} showRosterTags={home.calendarRosterTags} today={home.today} />
    </>
  )
}
