import { css } from '../../../styled-system/css'
import { IconButton } from '../../design/button'
import { icon } from '../../design/icons/icon'
import { useI18n } from '../../i18n/use-i18n'
import { CalendarBody, type CalendarBodyProps } from './calendar-body'

/** Printing the block month: a printer. Here, not with the other roster icons, so it comes with the open calendar. */
const PrintIcon = /* @__PURE__ */ icon(<><path d="M6 9V2h12v7" /><rect x="6" y="14" width="12" height="8" /><path d="M6 18H4a2 2 0 0 1-2-2v-5a2 2 0 0 1 2-2h16a2 2 0 0 1 2 2v5a2 2 0 0 1-2 2h-2" /></>)

const printRow = css({ display: 'flex', justifyContent: 'flex-end', px: { base: '2', sm: '0' }, pt: '2' })

export interface HomeCalendarBodyProps extends CalendarBodyProps {
  /** Prints the block month (the print sheet of print-month.tsx, ui/features/home/print-month-on-demand.tsx). */
  readonly onPrint: () => void
}

/**
 * Home's open calendar: the month grid and, under it, the button that prints the block month. Both come with the
 * calendar's own chunk (fetched when the calendar is open; phones start with it closed), not with the roster's first
 * view, whose bytes are capped (issue 27, decision 5).
 */
export const HomeCalendarBody = ({ onPrint, ...body }: HomeCalendarBodyProps) => {
  const { LL } = useI18n()
  return (
    <>
      <CalendarBody {...body} />
      <div className={printRow}>
        <IconButton label={LL.home.printBlockMonth()} icon={<PrintIcon />} variant="outline" onClick={onPrint} />
      </div>
    </>
  )
}
