import * as O from 'fp-ts/Option'
import { Temporal } from 'temporal-polyfill'
import type { AuthUser } from '../../../../core/auth/user.codec'
import type { DisplayOptions } from '../../../../core/access/profile.codec'
import { containsInstant, type BlockMonthRange } from '../../../../core/roster/block-month.rules'
import { buildCalendar } from '../../../../core/roster/calendar.rules'
import { formatDate } from '../../../../core/roster/date-format.rules'
import { pairingChildren } from '../../../../core/roster/duty-list.rules'
import type { DutyEvent } from '../../../../core/roster/event.codec'
import { css } from '../../../../styled-system/css'
import { useI18n } from '../../../i18n/use-i18n'
import { CalendarBody } from '../../home/calendar-body'
import { calendarZone } from '../../home/home.view-model'
import { eventName } from '../shared/duty-text'
import { Card } from '../../../app/page-frame'

const compact = css({ listStyle: 'none', m: '0', p: '0', display: 'flex', flexDirection: 'column', gap: '2' })
const compactDay = css({ display: 'flex', flexDirection: 'column', gap: '0.5' })
const compactDate = css({ fontSize: 'sm', fontWeight: 'bold' })
const compactDuties = css({ fontSize: 'sm', color: 'fg.muted' })

/** The block month a pairing starts in, among the plan's block months. */
export const blockMonthOf = (pairing: DutyEvent, blockMonths: ReadonlyArray<BlockMonthRange>): O.Option<BlockMonthRange> =>
  O.fromNullable(blockMonths.find((bm) => containsInstant(bm, pairing.fromDateTimeUTC.toInstant())))

export interface PairingCalendarProps {
  readonly pairing: DutyEvent
  readonly blockMonths: ReadonlyArray<BlockMonthRange>
  readonly user: AuthUser | undefined
  readonly display: DisplayOptions
  readonly now: Temporal.Instant
  readonly onEvent: (event: DutyEvent) => void
}

/**
 * The left column of pairing details on wide screens (SPEC section 2: "Wide screens use two columns with
 * the calendar on the left"): the home calendar of the pairing's block month showing the pairing's
 * duties; a compact list of its days when the duty plan (and so the block month) is not loaded.
 */
export const PairingCalendar = ({ pairing, blockMonths, user, display, now, onEvent }: PairingCalendarProps) => {
  const { LL, language } = useI18n()
  const children = pairingChildren(pairing)
  const blockMonth = blockMonthOf(pairing, blockMonths)
  const timeZone = calendarZone(user, display, Temporal.Now.timeZoneId())
  if (O.isSome(blockMonth)) {
    const view = buildCalendar({ blockMonth: blockMonth.value, events: children, display, preferences: { showRosterTags: false }, timeZone })
    return (
      <Card title={LL.home.calendar()} flush>
        <CalendarBody
          view={view}
          timeZone={timeZone}
          today={now.toZonedDateTimeISO(timeZone).toPlainDate()}
          largeSuspensionIcon={display.largeSuspensionIcon}
          hasPrevious={false}
          hasNext={false}
          onSwipe={() => undefined}
          onEvent={onEvent}
          tags="pointer"
        />
      </Card>
    )
  }
  const days = new Map<string, DutyEvent[]>()
  for (const child of children) {
    const day = (child.fromDateTimeLtAtAirport ?? child.fromDateTimeUTC).toPlainDate().toString()
    days.set(day, [...(days.get(day) ?? []), child])
  }
  return (
    <Card title={LL.home.calendar()}>
      <ul className={compact} aria-label={LL.home.calendar()}>
        {[...days.entries()].map(([day, events]) => (
          <li key={day} className={compactDay}>
            <span className={compactDate}>{formatDate(Temporal.PlainDate.from(day), display.dateFormats.DATE, language)}</span>
            <span className={compactDuties}>{events.map((e) => eventName(e, LL)).join(' · ')}</span>
          </li>
        ))}
      </ul>
    </Card>
  )
}
