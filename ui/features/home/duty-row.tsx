import * as O from 'fp-ts/Option'
import { memo } from 'react'
import { Link } from 'wouter'
import type { FeatureAccess } from '../../../core/access/feature-access'
import type { DisplayOptions } from '../../../core/access/profile.codec'
import { dutyKindOf } from '../../../core/roster/duty-kind.rules'
import { pairingChildren, rowAirport } from '../../../core/roster/duty-list.rules'
import { rosterChangeMarker } from '../../../core/roster/roster-change-marker.rules'
import { simSessions } from '../../../core/roster/sim-session.rules'
import type { DutyEvent } from '../../../core/roster/event.codec'
import type { Language } from '../../../core/shared/constants'
import { css, cx } from '../../../styled-system/css'
import { buttonStyle } from '../../design/button'
import { DutyKindIcon, dutyPalette } from '../../design/duty-kind-icon'
import { ChevronDownIcon, ChevronRightIcon, ChevronUpIcon } from '../../design/icons/chevron-icons'
import { pairingCountsText } from '../../i18n/pairing-counts.text'
import { useI18n } from '../../i18n/use-i18n'
import { dutyLinks, dutyRowTitle, dutyTimes, type DutyLink } from './home.view-model'
import { RosterChangeMark, useRosterChangeLabel } from './roster-change-mark'

const row = css({
  display: 'flex',
  alignItems: 'center',
  gap: '3',
  w: 'full',
  minH: '64px',
  px: '4',
  py: '2.5',
  textAlign: 'start',
  bg: 'transparent',
  color: 'fg.default',
  cursor: 'pointer',
  borderInlineStartWidth: '4px',
  borderColor: 'colorPalette.solid',
  _hover: { bg: 'bg.subtle' },
  _focusVisible: { outlineOffset: '-3px' },
})
const content = css({ display: 'flex', flexDirection: 'column', gap: '0.5', flex: '1', minW: '0' })
const title = css({ fontSize: 'md', fontWeight: 'semibold', lineHeight: 'tight', overflowWrap: 'anywhere' })
const date = css({ fontSize: 'sm', color: 'fg.muted' })
// At most half the row: a span over midnight ("03 Feb 09:10 LT – 05 Feb 12:20 LT") wraps at its spaces instead of
// squeezing the title to a letter a line on a phone.
const times = css({ display: 'flex', flexDirection: 'column', alignItems: 'flex-end', gap: '0.5', fontSize: 'sm', fontVariantNumeric: 'tabular-nums', textAlign: 'end', maxW: '50%', flexShrink: 1 })
const utc = css({ color: 'fg.muted', fontSize: 'xs' })
const details = css({ display: 'flex', flexDirection: 'column', gap: '3', px: '4', pb: '4', pt: '1', ps: { base: '4', sm: '16' } })
const detailText = css({ fontSize: 'sm', color: 'fg.muted' })
const links = css({ display: 'flex', flexWrap: 'wrap', gap: '2' })
const children = css({ listStyle: 'none', m: '0', p: '0', display: 'flex', flexDirection: 'column', borderWidth: '1px', borderColor: 'border.default', borderRadius: 'md', overflow: 'hidden' })
const child = css({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: '3', px: '3', py: '2', borderTopWidth: '1px', borderColor: 'border.default', _first: { borderTopWidth: '0' }, fontSize: 'sm' })
const childTitle = css({ flex: '1', minW: '0', fontWeight: 'medium' })
const airport = css({ fontFamily: 'mono', fontWeight: 'bold', color: 'fg.muted', minW: '3ch' })

export interface DutyRowProps {
  readonly event: DutyEvent
  readonly open: boolean
  /** Called with the row's duty (one callback for every row: the memoized rows are not drawn again for a new one). */
  readonly onToggle: (event: DutyEvent) => void
  readonly crmId: string
  readonly access: FeatureAccess
  readonly display: DisplayOptions
  readonly language: Language
}

const DutyLinks = ({ event, crmId, access, primaryOnly = false }: { readonly event: DutyEvent; readonly crmId: string; readonly access: FeatureAccess; readonly primaryOnly?: boolean }) => {
  const { LL } = useI18n()
  const label: Readonly<Record<DutyLink['kind'], string>> = {
    leg: LL.home.openLeg(),
    pairing: LL.home.openPairing(),
    hotel: LL.home.openHotel(),
    checkIn: LL.home.openCheckIn(),
    eventRemark: LL.home.openEventRemark(),
  }
  const all = dutyLinks(event, crmId, access)
  const found = primaryOnly ? all.filter((l) => l.kind !== 'eventRemark').slice(0, 1) : all
  if (found.length === 0) return null
  return (
    <div className={links}>
      {found.map((link) => (
        <Link key={link.kind} href={link.href} state={link.state} className={buttonStyle({ variant: 'outline', tone: 'neutral' })}>
          {label[link.kind]}
          <ChevronRightIcon size={16} />
        </Link>
      ))}
    </div>
  )
}

/**
 * One duty of the list: its kind's icon and colour, title, date and times (local and/or UTC per
 * profile); it opens as an event block (core event-blocks rules) showing details, the pairing's
 * sub-events with their airports, and links to the detail screens the user may open.
 * Memoized: a duty whose object did not change (a block-month switch, a fresh plan equal to the device's copy, core
 * `sharePlan`) is not drawn again.
 */
export const DutyRow = memo(function DutyRow({ event, open, onToggle, crmId, access, display, language }: DutyRowProps) {
  const { LL } = useI18n()
  const kind = dutyKindOf(event)
  const typeName = (type: DutyEvent['type']) => LL.eventTypes[type]()
  const name = dutyRowTitle(event, typeName)
  const counts = pairingCountsText(LL, event)
  const shown = dutyTimes(event, display, language)
  const subEvents = pairingChildren(event)
  const changes = rosterChangeMarker(event, display)
  const changeLabel = useRosterChangeLabel()(changes)
  const sims = simSessions(event, display, display.dateFormats.TIME, language)
  const local = shown.times.find((t) => t.kind === 'local')
  const utcTime = shown.times.find((t) => t.kind === 'utc')
  const utcText = utcTime === undefined ? undefined : `${utcTime.text} ${LL.common.utcSuffix()}`
  // The name holds every word shown, in the order shown, after the kind (WCAG 2.5.3 label in name).
  const label = [`${LL.dutyKinds[kind]()}: ${name}`, shown.date, changeLabel, local?.text, utcText].filter((p): p is string => p !== undefined && p !== '').join(', ')
  return (
    <>
      <button type="button" className={cx(dutyPalette({ kind }), row)} aria-expanded={open} aria-label={label} onClick={() => onToggle(event)}>
        <DutyKindIcon kind={kind} />
        <span className={content}>
          {/* Spaces between the parts: the words stay apart in the text tools read (WCAG 2.5.3 label in name). */}
          <span className={title}>{name}</span>{' '}
          <span className={date}>{shown.date}</span>{' '}
          <RosterChangeMark kinds={changes} />
        </span>{' '}
        <span className={times}>
          {local === undefined ? null : <span>{local.text}</span>}{' '}
          {utcTime === undefined ? null : (
            <span className={local === undefined ? undefined : utc}>{utcText}</span>
          )}
        </span>
        {open ? <ChevronUpIcon size={18} /> : <ChevronDownIcon size={18} />}
      </button>
      {open ? (
        <div className={details}>
          {sims.map((s) => (
            <p key={s.kind} className={detailText}>
              {s.kind === 'briefing' ? LL.home.simBriefing() : LL.home.simDebriefing()}: {s.times.map((t) => (t.kind === 'utc' ? `${t.text} ${LL.common.utcSuffix()}` : t.text)).join(' · ')}
            </p>
          ))}
          {counts === undefined ? null : <p className={detailText}>{counts}</p>}
          {event.details === undefined ? null : <p className={detailText}>{event.details}</p>}
          {event.remark === undefined ? null : <p className={detailText}>{event.remark}</p>}
          {subEvents.length === 0 ? null : (
            <ul className={children} aria-label={LL.home.subEvents()}>
              {subEvents.map((sub) => {
                const subKind = dutyKindOf(sub)
                const subTimes = dutyTimes(sub, display, language).times[0]
                return (
                  <li key={sub.id} className={child}>
                    <DutyKindIcon kind={subKind} size="sm" label={LL.dutyKinds[subKind]()} />
                    <span className={airport}>{O.getOrElse(() => '')(rowAirport(sub))}</span>
                    <span className={childTitle}>{dutyRowTitle(sub, typeName)}</span>
                    <span>{subTimes?.text ?? ''}</span>
                    <DutyLinks event={sub} crmId={crmId} access={access} primaryOnly />
                  </li>
                )
              })}
            </ul>
          )}
          <DutyLinks event={event} crmId={crmId} access={access} />
        </div>
      ) : null}
    </>
  )
})
