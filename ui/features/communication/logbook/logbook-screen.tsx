import * as O from 'fp-ts/Option'
import { useEffect } from 'react'
import { useLocation, useSearch } from 'wouter'
import { routeFor } from '../../../../core/access/route-paths'
import type { Recency } from '../../../../core/logbook/recency.rules'
import type { LogbookSector } from '../../../../core/logbook/sectors.rules'
import { hoursMinutes, type LogbookTotals, type WindowTotals } from '../../../../core/logbook/totals.rules'
import { css, cx } from '../../../../styled-system/css'
import { Banner } from '../../../design/banner'
import { Button } from '../../../design/button'
import { Switch } from '../../../design/checkbox'
import { EmptyState } from '../../../design/empty-state'
import { Card, PageFrame } from '../../../app/page-frame'
import type { ScreenProps } from '../../../app/screen-props'
import { LoadingState } from '../../../app/screen-states'
import { useI18n } from '../../../i18n/use-i18n'
import { LogbookPrint } from './logbook-print'
import { useLogbook } from './use-logbook'

const notice = css({ m: '0', px: { base: '4', sm: '0' }, color: 'fg.muted', fontSize: 'sm' })
const actions = css({ display: 'flex', flexWrap: 'wrap', gap: '2', px: { base: '4', sm: '0' }, _print: { display: 'none' } })
const table = css({ width: '100%', borderCollapse: 'collapse', fontSize: 'sm', '& th, & td': { textAlign: 'start', px: '2', py: '1', borderBottom: '1px solid', borderColor: 'border.default', verticalAlign: 'top' }, '& th': { fontWeight: 'semibold', color: 'fg.muted' } })
const scroller = css({ overflowX: 'auto', _print: { overflow: 'visible' } })
const monthList = css({ listStyle: 'none', m: '0', p: '0', display: 'flex', flexDirection: 'column', gap: '2' })
const sector = css({ display: 'grid', gap: '1', py: '2', borderBottom: '1px solid', borderColor: 'border.default', _print: { breakInside: 'avoid' } })
const sectorHead = css({ display: 'flex', flexWrap: 'wrap', justifyContent: 'space-between', gap: '2', fontWeight: 'semibold' })
const facts = css({ display: 'flex', flexWrap: 'wrap', gap: '3', m: '0', fontSize: 'sm', '& div': { display: 'flex', gap: '1' }, '& dt': { color: 'fg.muted' }, '& dd': { m: '0' } })
const muted = css({ color: 'fg.muted', fontSize: 'sm' })
const toggle = css({ _print: { display: 'none' } })
const recencyLine = css({ m: '0' })
/** The row the leg screen's "In your logbook" opened: marked until another is chosen. */
const shownSector = css({ bg: 'brand.subtle', borderRadius: 'md', px: '2', outlineOffset: '2px', _print: { bg: 'transparent', px: '0' } })

const utcTime = (i: LogbookSector['offBlock']): string => i.toZonedDateTimeISO('UTC').toPlainTime().toString({ smallestUnit: 'minute' })

/**
 * /profile/logbook, Settings → Logbook (ours, issue 29): the flown sectors by month, newest first, with night time,
 * take-offs and landings and the "I flew" marks; totals by period; recency; simulator sessions; CSV and print.
 * Informative: the screen says the pilot remains responsible for the official logbook.
 */
export const LogbookScreen = (_props: ScreenProps) => {
  const { LL, language } = useI18n()
  const [, navigate] = useLocation()
  const model = useLogbook()
  const T = LL.logbook
  const { view } = model
  // /profile/logbook?sector={eventId} (the leg screen's link): that row, scrolled into view and focused once shown.
  const shown = new URLSearchParams(useSearch()).get('sector') ?? undefined
  const loaded = view !== undefined
  useEffect(() => {
    if (!loaded || shown === undefined) return
    const row = [...document.querySelectorAll<HTMLElement>('[data-sector]')].find((li) => li.getAttribute('data-sector') === shown)
    row?.scrollIntoView?.({ block: 'center' })
    row?.focus({ preventScroll: true })
  }, [loaded, shown])
  const monthName = (month: string): string =>
    new Intl.DateTimeFormat(language, { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(new Date(`${month}-01T00:00:00Z`))
  const day = (instant: LogbookSector['offBlock']): string =>
    new Intl.DateTimeFormat(language, { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' }).format(new Date(instant.epochMilliseconds))
  const download = () => {
    if (view === undefined) return
    const url = URL.createObjectURL(new Blob([view.csv], { type: 'text/csv;charset=utf-8' }))
    const a = document.createElement('a')
    a.href = url
    a.download = `logbook-${view.csvLayout.toLowerCase()}.csv`
    a.click()
    setTimeout(() => URL.revokeObjectURL(url), 0)
  }
  const recencyText = (r: Recency): string =>
    [
      T.recencyCount({ kind: T.recencyKinds[r.kind](), type: r.aircraftType, takeOffs: String(r.takeOffs), landings: String(r.landings), required: String(r.required) }),
      O.match(
        () => T.recencyLapsed(),
        (at: LogbookSector['offBlock']) => T.recencyCurrent({ date: day(at) }),
      )(r.lapsesAt),
      O.match(
        () => '',
        (s: { readonly flightNumber: string; readonly offBlock: LogbookSector['offBlock'] }) => T.recencyRenew({ flight: s.flightNumber, date: day(s.offBlock) }),
      )(r.renewedBy),
    ]
      .filter((x) => x !== '')
      .join(' ')
  const totalsRow = (label: string, totals: LogbookTotals) => (
    <tr key={label}>
      <th scope="row">{label}</th>
      <td>{totals.sectors}</td>
      <td>{hoursMinutes(totals.blockMinutes)}</td>
      <td>{hoursMinutes(totals.nightMinutes)}</td>
      {view?.flightCrew === true ? <td>{`${totals.takeOffsDay}/${totals.landingsDay}, ${totals.takeOffsNight}/${totals.landingsNight}`}</td> : null}
    </tr>
  )
  const windows: ReadonlyArray<keyof WindowTotals> = ['last28Days', 'last90Days', 'last12Months', 'calendarYear', 'all']
  return (
    <PageFrame title={T.title()} variant="reading" back={{ label: LL.nav.backTo({ screen: LL.settings.title() }), onBack: () => navigate(routeFor.profile()) }}>
      <Banner tone="info">{T.disclaimer()}</Banner>
      {model.home === 'deviceOnly' ? <Banner tone="offline">{T.deviceOnly()}</Banner> : null}
      {model.home === 'deviceCopy' ? <Banner tone="offline">{T.deviceCopy()}</Banner> : null}
      {model.saveFailed ? <Banner tone="danger">{T.saveFailed()}</Banner> : null}
      {view === undefined ? <LoadingState label={T.loading()} /> : null}
      {view !== undefined && view.months.length === 0 ? <EmptyState title={T.empty()} /> : null}
      {view !== undefined && view.months.length > 0 ? (
        <div>
          <LogbookPrint view={view} />
          <div className={actions}>
            <Button variant="outline" onClick={download}>
              {T.downloadCsv()}
            </Button>
            <Button variant="outline" onClick={() => window.print()}>
              {T.print()}
            </Button>
          </div>
          <p className={notice}>{T.printHint()}</p>
          {view.recency.length === 0 ? null : (
            <Card title={T.recency()}>
              {view.recency.map((r) => (
                <p key={`${r.aircraftType}-${r.kind}`} className={recencyLine} data-recency={`${r.aircraftType}-${r.kind}`}>
                  {recencyText(r)}
                </p>
              ))}
            </Card>
          )}
          <Card title={T.totals()}>
            {/* Scrolls sideways on a narrow phone: focusable, so a keyboard can scroll it too. */}
            <div className={scroller} role="region" aria-label={T.totalsLabel()} tabIndex={0}>
              <table className={table} aria-label={T.totalsLabel()}>
                <thead>
                  <tr>
                    <th scope="col">{T.period()}</th>
                    <th scope="col">{T.sectors()}</th>
                    <th scope="col">{T.block()}</th>
                    <th scope="col">{T.night()}</th>
                    {view.flightCrew ? <th scope="col">{T.takeOffsLandings()}</th> : null}
                  </tr>
                </thead>
                <tbody>{windows.map((w) => totalsRow(T.windows[w](), view.totals[w]))}</tbody>
              </table>
            </div>
          </Card>
          <section aria-label={T.sectorsLabel()}>
            {view.months.map((group) => (
              <Card key={group.month} title={monthName(group.month)}>
                <ul className={monthList}>
                  {group.sectors.map((s) => (
                    <li
                      key={s.eventId}
                      className={cx(sector, s.eventId === shown ? shownSector : undefined)}
                      data-sector={s.eventId}
                      {...(s.eventId === shown ? { tabIndex: -1, 'aria-current': 'true' as const } : {})}
                    >
                      <div className={sectorHead}>
                        <span>{`${s.flightNumber} ${s.departure} ${utcTime(s.offBlock)} → ${s.arrival} ${utcTime(s.onBlock)} UTC`}</span>
                        <span className={muted}>{day(s.offBlock)}</span>
                      </div>
                      <dl className={facts}>
                        <div>
                          <dt>{T.block()}</dt>
                          <dd data-block="">{hoursMinutes(s.blockMinutes)}</dd>
                        </div>
                        <div>
                          <dt>{T.night()}</dt>
                          <dd data-night="">{s.night._tag === 'Computed' ? hoursMinutes(s.night.minutes) : s.night._tag === 'NotComputable' ? T.nightNotComputable({ airports: s.night.airports.join(', ') }) : ''}</dd>
                        </div>
                        <div>
                          <dt>{`${s.aircraftType} ${s.registration}`.trim()}</dt>
                          <dd>{T.functions[s.function]()}</dd>
                        </div>
                        {view.flightCrew && s.function !== 'cabin' ? (
                          <>
                            <div>
                              <dt>{T.ifr()}</dt>
                              <dd>{hoursMinutes(s.ifrMinutes)}</dd>
                            </div>
                            <div>
                              <dt>{T.takeOff()}</dt>
                              <dd>{T.movement[s.takeOff]()}</dd>
                            </div>
                            <div>
                              <dt>{T.landing()}</dt>
                              <dd>{T.movement[s.landing]()}</dd>
                            </div>
                          </>
                        ) : null}
                      </dl>
                      {s.function === 'cabin' ? null : (
                        <Switch
                          className={toggle}
                          label={`${T.iFlew()} (${s.flightNumber})`}
                          description={s.pilotFlyingSource === 'guess' ? `${T.iFlewHint()} · ${T.guess()}` : T.iFlewHint()}
                          checked={s.pilotFlying}
                          disabled={model.saving !== undefined}
                          onChange={(event) => model.mark({ eventId: s.eventId, pilotFlying: event.target.checked })}
                        />
                      )}
                    </li>
                  ))}
                </ul>
              </Card>
            ))}
          </section>
          {view.simulator.length === 0 ? null : (
            <Card title={T.simulator()}>
              <ul className={monthList}>
                {view.simulator.map((sim) => (
                  <li key={sim.eventId}>{`${sim.date} ${sim.type} ${hoursMinutes(sim.minutes)}`}</li>
                ))}
              </ul>
            </Card>
          )}
        </div>
      ) : null}
    </PageFrame>
  )
}
