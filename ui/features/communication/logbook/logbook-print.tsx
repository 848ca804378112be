import { createPortal } from 'react-dom'
import type { LogbookView } from '../../../../core/logbook/logbook-view.rules'
import type { LogbookSector } from '../../../../core/logbook/sectors.rules'
import { hoursMinutes, type LogbookTotals } from '../../../../core/logbook/totals.rules'
import { css } from '../../../../styled-system/css'
import { useSession } from '../../../app/session.store'
import { useI18n } from '../../../i18n/use-i18n'
import { usePrinting } from '../../home/use-printing'

// Paper only (A4 landscape, the named page `logbook` of the print stylesheet): black on white, whatever the theme.
const sheet = css({ display: 'none', _print: { display: 'block', color: '#000', bg: '#fff', fontFamily: 'body', fontSize: '7pt', lineHeight: '1.2', colorScheme: 'light' } })
const paperPage = css({ breakAfter: 'page', '&:last-child': { breakAfter: 'auto' } })
const head = css({ display: 'flex', justifyContent: 'space-between', alignItems: 'baseline', mb: '1', fontSize: '9pt', fontWeight: 'bold' })
const grid = css({
  width: '100%',
  borderCollapse: 'collapse',
  '& th, & td': { border: '0.5pt solid #000', px: '1', py: '0.5', textAlign: 'center', verticalAlign: 'middle', overflow: 'hidden', whiteSpace: 'nowrap' },
  '& thead th': { fontWeight: 'semibold', fontSize: '6.5pt', whiteSpace: 'normal' },
  '& tbody tr': { breakInside: 'avoid' },
})
const totalRow = css({ fontWeight: 'bold', '& th': { textAlign: 'end' } })
const foot = css({ mt: '1', fontSize: '6.5pt' })

const utc = (i: LogbookSector['offBlock']): string => i.toZonedDateTimeISO('UTC').toPlainTime().toString({ smallestUnit: 'minute' })
const night = (s: LogbookSector): string => (s.night._tag === 'Computed' ? hoursMinutes(s.night.minutes) : '—')
const one = (yes: boolean): string => (yes ? '1' : '')

/**
 * The printed logbook (issue 29): the paper logbook's layout (AMC1 FCL.050 columns), A4 landscape, one table per
 * page of core `logbookPages` (oldest first) with its page total, the total brought forward from the pages before
 * and the total time. Drawn into the page's body beside the app while the page is printed (`usePrinting`); the
 * print stylesheet then hides the app.
 */
export const LogbookPrint = ({ view }: { readonly view: LogbookView }) => (usePrinting() ? <LogbookPaper view={view} /> : null)

const LogbookPaper = ({ view }: { readonly view: LogbookView }) => {
  const { LL } = useI18n()
  const { user, crmId } = useSession()
  const P = LL.logbook.paper
  if (typeof document === 'undefined') return null
  const names = [user?.firstName, user?.lastName].filter((n): n is string => n !== undefined && n !== '')
  const name = names.length > 0 ? `${names.join(' ')} (${crmId ?? ''})` : (crmId ?? '')
  const pilot = view.flightCrew
  const totalsRow = (label: string, t: LogbookTotals, which: string) => (
    <tr className={totalRow} data-total={which}>
      <th scope="row" colSpan={7}>
        {label}
      </th>
      {pilot ? <td data-col="multiPilot">{hoursMinutes(t.multiPilotMinutes)}</td> : null}
      <td data-col="block">{hoursMinutes(t.blockMinutes)}</td>
      {pilot ? (
        <>
          <td />
          <td data-col="takeOffsDay">{t.takeOffsDay}</td>
          <td data-col="takeOffsNight">{t.takeOffsNight}</td>
          <td data-col="landingsDay">{t.landingsDay}</td>
          <td data-col="landingsNight">{t.landingsNight}</td>
        </>
      ) : null}
      <td data-col="night">{hoursMinutes(t.nightMinutes)}</td>
      {pilot ? (
        <>
          <td data-col="ifr">{hoursMinutes(t.ifrMinutes)}</td>
          <td data-col="pic">{hoursMinutes(t.picMinutes)}</td>
          <td data-col="coPilot">{hoursMinutes(t.coPilotMinutes + t.reliefMinutes)}</td>
        </>
      ) : null}
      <td />
    </tr>
  )
  return createPortal(
    <div className={sheet} data-print-logbook="">
      {view.pages.map((page, i) => (
        <section key={page.rows[0]?.eventId ?? i} className={paperPage} data-logbook-page={i + 1}>
          <header className={head}>
            <span>{P.title({ name })}</span>
            <span>{P.page({ page: String(i + 1), pages: String(view.pages.length) })}</span>
          </header>
          <table className={grid}>
            <thead>
              <tr>
                <th scope="col" rowSpan={2}>{P.date()}</th>
                <th scope="colgroup" colSpan={2}>{P.departure()}</th>
                <th scope="colgroup" colSpan={2}>{P.arrival()}</th>
                <th scope="colgroup" colSpan={2}>{P.aircraft()}</th>
                {pilot ? <th scope="col" rowSpan={2}>{P.multiPilot()}</th> : null}
                <th scope="col" rowSpan={2}>{P.total()}</th>
                {pilot ? (
                  <>
                    <th scope="col" rowSpan={2}>{P.picName()}</th>
                    <th scope="colgroup" colSpan={2}>{P.takeOffs()}</th>
                    <th scope="colgroup" colSpan={2}>{P.landings()}</th>
                  </>
                ) : null}
                <th scope="colgroup" colSpan={pilot ? 2 : 1}>{P.conditions()}</th>
                {pilot ? <th scope="colgroup" colSpan={2}>{P.functionTime()}</th> : null}
                <th scope="col" rowSpan={2}>{P.remarks()}</th>
              </tr>
              <tr>
                <th scope="col">{P.place()}</th>
                <th scope="col">{P.time()}</th>
                <th scope="col">{P.place()}</th>
                <th scope="col">{P.time()}</th>
                <th scope="col">{P.type()}</th>
                <th scope="col">{P.registration()}</th>
                {pilot ? (
                  <>
                    <th scope="col">{P.dayShort()}</th>
                    <th scope="col">{P.nightShort()}</th>
                    <th scope="col">{P.dayShort()}</th>
                    <th scope="col">{P.nightShort()}</th>
                  </>
                ) : null}
                <th scope="col">{P.nightTime()}</th>
                {pilot ? (
                  <>
                    <th scope="col">{P.ifr()}</th>
                    <th scope="col">{P.pic()}</th>
                    <th scope="col">{P.coPilot()}</th>
                  </>
                ) : null}
              </tr>
            </thead>
            <tbody>
              {page.rows.map((s) => (
                <tr key={s.eventId} data-paper-row={s.eventId}>
                  <td>{s.date}</td>
                  <td>{s.departure}</td>
                  <td>{utc(s.offBlock)}</td>
                  <td>{s.arrival}</td>
                  <td>{utc(s.onBlock)}</td>
                  <td>{s.aircraftType}</td>
                  <td>{s.registration}</td>
                  {pilot ? <td>{hoursMinutes(s.multiPilotMinutes)}</td> : null}
                  <td>{hoursMinutes(s.blockMinutes)}</td>
                  {pilot ? (
                    <>
                      <td>{s.function === 'PIC' ? P.self() : ''}</td>
                      <td>{one(s.takeOff === 'day')}</td>
                      <td>{one(s.takeOff === 'night')}</td>
                      <td>{one(s.landing === 'day')}</td>
                      <td>{one(s.landing === 'night')}</td>
                    </>
                  ) : null}
                  <td>{night(s)}</td>
                  {pilot ? (
                    <>
                      <td>{hoursMinutes(s.ifrMinutes)}</td>
                      <td>{s.function === 'PIC' ? hoursMinutes(s.blockMinutes) : ''}</td>
                      <td>{s.function === 'coPilot' || s.function === 'relief' ? hoursMinutes(s.blockMinutes) : ''}</td>
                    </>
                  ) : null}
                  <td>{s.flightNumber}</td>
                </tr>
              ))}
            </tbody>
            <tfoot>
              {totalsRow(P.pageTotal(), page.page, 'page')}
              {totalsRow(P.broughtForward(), page.broughtForward, 'broughtForward')}
              {totalsRow(P.carriedForward(), page.carriedForward, 'carriedForward')}
            </tfoot>
          </table>
          <p className={foot}>{P.footer()}</p>
        </section>
      ))}
    </div>,
    document.body,
  )
}
