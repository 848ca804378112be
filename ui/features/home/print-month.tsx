import * as O from 'fp-ts/Option'
import { useMemo } from 'react'
import { createPortal } from 'react-dom'
import type { Temporal } from 'temporal-polyfill'
import { useSnapshot } from 'valtio'
import type { BlockMonthState } from '../../../core/roster/block-month.machine'
import { blockMonthTitle, type BlockMonthRange } from '../../../core/roster/block-month.rules'
import type { DutyPlan } from '../../../core/roster/load-duties.use-case'
import type { EventType } from '../../../core/roster/event-type.codec'
import { DATE_FORMATS } from '../../../core/shared/constants'
import { printedDuties, printedOn } from '../../../core/roster/print-month.rules'
import { formatDate } from '../../../core/shared/date-format.rules'
import type { TimeZone } from '../../../core/roster/time-zone.rules'
import type { IsoWeekday } from '../../i18n/date-names'
import { css, cx } from '../../../styled-system/css'
import { useSession } from '../../app/session.store'
import { SHELL } from '../../app/tokens'
import { useUseCase } from '../../app/use-use-case'
import { weekdayName } from '../../i18n/date-names'
import { useI18n } from '../../i18n/use-i18n'
import { useProfile } from '../../profile/profile-context'
import { dutyRowTitle } from './home.view-model'
import { useBlockMonth } from './use-block-month'
import { usePrinting } from './use-printing'

// Paper: literal colours (black on white whatever the screen's theme), point sizes, and only in print media: on
// screen the sheet is not drawn at all. The app itself (#root) is hidden in print (panda.config.ts, globalCss).
const sheet = css({
  display: 'none',
  _print: { display: 'block', color: '#000', bg: '#fff', fontFamily: 'body', fontSize: '7.5pt', lineHeight: '1.15', colorScheme: 'light' },
})
const head = css({ display: 'flex', justifyContent: 'space-between', alignItems: 'flex-end', gap: '4mm', borderBottom: '1.5pt solid #000', pb: '1.5mm', mb: '2mm' })
const airline = css({ fontSize: '13pt', fontWeight: 'bold', m: '0' })
const headLine = css({ m: '0', fontSize: '9pt' })
const headRight = css({ textAlign: 'right' })
const heading = css({ fontSize: '9pt', fontWeight: 'bold', m: '0', mb: '1mm' })
const grid = css({ w: '100%', borderCollapse: 'collapse', tableLayout: 'fixed', mb: '3mm', '& th, & td': { border: '0.75pt solid #555', verticalAlign: 'top', px: '1mm', py: '0.5mm' } })
const weekdayCell = css({ fontWeight: 'bold', textAlign: 'left', bg: '#eee', printColorAdjust: 'exact' })
const dayCell = css({ h: '9mm', overflow: 'hidden' })
const outside = css({ color: '#888' })
const dayNumber = css({ display: 'block', fontWeight: 'bold' })
const code = css({ display: 'block', fontSize: '6.5pt', whiteSpace: 'nowrap', overflow: 'hidden', textOverflow: 'ellipsis' })
const list = css({ w: '100%', borderCollapse: 'collapse', '& th': { textAlign: 'left', borderBottom: '1pt solid #000', py: '0.5mm', pr: '2mm' }, '& td': { borderBottom: '0.5pt solid #bbb', py: '0', pr: '2mm', verticalAlign: 'top' } })
const part = css({ pl: '4mm !important', color: '#333' })
const nowrap = css({ whiteSpace: 'nowrap' })
const row = css({ breakInside: 'avoid' })

export interface PrintMonthProps {
  readonly zone: TimeZone
  readonly showRosterTags: boolean
  readonly today: Temporal.PlainDate
}

/**
 * The active block month on paper (issue 32): the airline's name, the crew member's name and crew ID, the block month
 * and the date printed; the calendar grid with each day's duty codes; the duty list with local and UTC times (core
 * `printedDuties`). Drawn into the page's body beside the app while the page is printed (`usePrinting`), for print
 * media only: printing home prints this sheet.
 */
export const PrintMonth = (props: PrintMonthProps) => (usePrinting() ? <PrintSheet {...props} /> : null)

const PrintSheet = ({ zone, showRosterTags, today }: PrintMonthProps) => {
  const { LL, language } = useI18n()
  const { profile } = useProfile()
  const { user, crmId } = useSession()
  const duties = useUseCase(SHELL.duties)
  const data = useSnapshot(duties.state)
  const plan = data.plan as DutyPlan | undefined
  const active: BlockMonthRange | undefined = O.toUndefined((data.selection as BlockMonthState).active)
  const { calendar } = useBlockMonth(showRosterTags, zone)
  const lines = useMemo(
    () => (plan === undefined || active === undefined ? [] : printedDuties(plan.events, active, { locale: language, localTimePostfix: profile.display.localTimePostfix })),
    [plan, active, language, profile.display.localTimePostfix],
  )
  if (active === undefined || calendar === undefined || typeof document === 'undefined') return null
  const typeName = (type: EventType): string => LL.eventTypes[type]()
  const names = [user?.firstName, user?.lastName].filter((n): n is string => n !== undefined && n !== '')
  const name = names.length > 0 ? names.join(' ') : (user?.userName ?? '')
  const title = blockMonthTitle(active, profile.display, language).text
  return createPortal(
    <div className={sheet} data-print-month="">
      <header className={head}>
        <div>
          <p className={airline}>{LL.printMonth.title({ airline: profile.name })}</p>
          <p className={headLine}>{LL.printMonth.blockMonth({ month: title })}</p>
        </div>
        <div className={headRight}>
          <p className={headLine}>{LL.printMonth.crew({ name, crmId: crmId ?? '' })}</p>
          <p className={headLine}>{LL.printMonth.printedOn({ date: printedOn(today, language) })}</p>
        </div>
      </header>
      <h2 className={heading}>{LL.printMonth.calendar()}</h2>
      <table className={grid}>
        <thead>
          <tr>
            {calendar.weekdays.map((day) => (
              <th key={day} scope="col" className={weekdayCell}>
                {weekdayName(LL, day as IsoWeekday)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {calendar.weeks.map((week) => (
            <tr key={week[0]?.date.toString()}>
              {week.map((day) => (
                <td key={day.date.toString()} className={cx(dayCell, day.inBlockMonth ? undefined : outside)}>
                  <span className={dayNumber}>{day.date.day}</span>
                  {day.inBlockMonth
                    ? [...new Set(day.tags.map((tag) => tag.code))].map((c) => (
                        <span key={c} className={code}>
                          {c}
                        </span>
                      ))
                    : null}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
      <h2 className={heading}>{LL.printMonth.duties()}</h2>
      {lines.length === 0 ? (
        <p>{LL.printMonth.none()}</p>
      ) : (
        <table className={list}>
          <thead>
            <tr>
              <th scope="col">{LL.printMonth.date()}</th>
              <th scope="col">{LL.printMonth.duty()}</th>
              <th scope="col">{LL.printMonth.local()}</th>
              <th scope="col">{LL.printMonth.utc()}</th>
            </tr>
          </thead>
          <tbody>
            {lines.map((line) => (
              <tr key={`${line.depth}:${line.event.id}`} className={row}>
                <td className={nowrap}>{line.depth === 0 ? `${weekdayName(LL, line.day.dayOfWeek as IsoWeekday)} ${formatDate(line.day, DATE_FORMATS.DAY_MONTH, language)}` : ''}</td>
                <td className={line.depth === 1 ? part : undefined}>{dutyRowTitle(line.event, typeName)}</td>
                <td className={nowrap}>{O.getOrElse<string>(() => (O.isNone(line.local) && O.isNone(line.utc) ? LL.printMonth.wholeDay() : ''))(line.local)}</td>
                <td className={nowrap}>{O.getOrElse<string>(() => '')(line.utc)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </div>,
    document.body,
  )
}
