import * as O from 'fp-ts/Option'
import { memo, useId } from 'react'
import type { DisplayOptions } from '../../../core/access/profile.codec'
import { formatDate } from '../../../core/roster/date-format.rules'
import { dutyKindOf } from '../../../core/roster/duty-kind.rules'
import type { DutyEvent } from '../../../core/roster/event.codec'
import { daysHoursMinutes, type NextDuty } from '../../../core/roster/next-duty.rules'
import { rosterChangeMarker } from '../../../core/roster/roster-change-marker.rules'
import { shownTimes, timeViewsOf } from '../../../core/roster/time-display.rules'
import type { Language } from '../../../core/shared/constants'
import { toUtc } from '../../../core/shared/time.codec'
import { css, cx } from '../../../styled-system/css'
import { Pill } from '../../design/badge'
import { buttonStyle } from '../../design/button'
import { DutyKindIcon, dutyPalette } from '../../design/duty-kind-icon'
import { useI18n } from '../../i18n/use-i18n'
import { dutyRowTitle } from './home.view-model'
import { RosterChangeMark } from './roster-change-mark'

const card = css({
  display: 'flex',
  flexDirection: 'column',
  gap: '2',
  mx: { base: '3', md: '0' },
  mt: { base: '3', md: '0' },
  p: '3',
  bg: 'bg.surface',
  borderWidth: '1px',
  borderInlineStartWidth: '4px',
  borderColor: 'border.default',
  borderInlineStartColor: 'colorPalette.solid',
  borderRadius: 'lg',
})
const label = css({ fontSize: 'xs', fontWeight: 'semibold', textTransform: 'uppercase', letterSpacing: '0.04em', color: 'fg.muted', m: '0' })
const headline = css({ display: 'flex', alignItems: 'center', gap: '2', flexWrap: 'wrap' })
const titleText = css({ fontSize: 'md', fontWeight: 'semibold', lineHeight: 'tight', overflowWrap: 'anywhere' })
const facts = css({ display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: '3', rowGap: '1', m: '0', fontSize: 'sm', '& dt': { color: 'fg.muted' }, '& dd': { m: '0', fontVariantNumeric: 'tabular-nums' } })
const footer = css({ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: '2', flexWrap: 'wrap' })

export interface NextDutyCardProps {
  readonly next: NextDuty
  readonly display: DisplayOptions
  readonly language: Language
  /** Opens the duty in the list and scrolls it into view. */
  readonly onShow: (event: DutyEvent) => void
}

/**
 * Home's lead on a phone (core `nextDuty`): the next duty's kind and title, its changed-duty mark, when the crew
 * member reports (local and UTC per profile, and how long until then), its first flight and its check-in state.
 */
export const NextDutyCard = memo(function NextDutyCard({ next, display, language, onShow }: NextDutyCardProps) {
  const { LL } = useI18n()
  const titleId = useId()
  const home = LL.home
  const kind = dutyKindOf(next.event)
  const typeName = (type: DutyEvent['type']) => LL.eventTypes[type]()
  const report = shownTimes(
    { utc: next.reportAt, atAirport: next.reportAtLocal, atHomeBase: O.none },
    display,
    { pattern: display.dateFormats.TIME, locale: language },
  ).map((t) => (t.kind === 'utc' ? `${t.text} ${LL.common.utcSuffix()}` : t.text))
  // The day of the report where the crew member reports (local when sent and shown), else in UTC.
  const reportDay = display.showLocalTime ? O.getOrElse(() => toUtc(next.reportAt))(next.reportAtLocal) : toUtc(next.reportAt)
  const reportDate = formatDate(reportDay, display.dateFormats.DATE, language)
  const until = O.match(
    () => home.underWay(),
    (minutes: number) => {
      const p = daysHoursMinutes(minutes)
      return p.days > 0 ? home.reportIn.days(p) : p.hours > 0 ? home.reportIn.hours(p) : home.reportIn.minutes(p)
    },
  )(next.minutesUntilReport)
  const sector = O.toUndefined(next.firstSector)
  const sectorTime = sector === undefined ? undefined : shownTimes(timeViewsOf(sector, 'from'), display, { pattern: display.dateFormats.TIME, locale: language })[0]?.text
  const changes = rosterChangeMarker(next.event, display)
  return (
    <section className={cx(dutyPalette({ kind }), card)} aria-labelledby={titleId} data-next-duty="">
      <h2 id={titleId} className={label}>
        {home.nextDuty()}
      </h2>
      <div className={headline}>
        <DutyKindIcon kind={kind} size="sm" label={LL.dutyKinds[kind]()} />
        <span className={titleText}>{dutyRowTitle(next.event, typeName)}</span>
        <RosterChangeMark kinds={changes} />
      </div>
      <dl className={facts}>
        <dt>{home.report()}</dt>
        <dd>
          {reportDate} · {report.join(' · ')} · <strong>{until}</strong>
        </dd>
        {sector === undefined ? null : (
          <>
            <dt>{home.firstSector()}</dt>
            <dd>{[dutyRowTitle(sector, typeName), sectorTime].filter((p) => p !== undefined).join(' · ')}</dd>
          </>
        )}
      </dl>
      <div className={footer}>
        {next.checkIn === 'none' ? <span /> : <Pill tone={next.checkIn === 'open' ? 'success' : 'neutral'}>{home.nextCheckIn[next.checkIn]()}</Pill>}
        <button type="button" className={buttonStyle({ variant: 'outline', tone: 'neutral' })} onClick={() => onShow(next.event)}>
          {home.showInList()}
        </button>
      </div>
    </section>
  )
})
