import { useId } from 'react'
import { Link } from 'wouter'
import { routeFor } from '../../../core/access/route-paths'
import { travelWarningGroups, type TravelWarningGroup } from '../../../core/my-data/travel-warning-groups.rules'
import { travelWarningsOf } from '../../../core/my-data/travel-warnings.rules'
import { css, cx } from '../../../styled-system/css'
import { ChevronDownIcon, ChevronUpIcon } from '../../design/icons/chevron-icons'
import { WarningIcon } from '../../design/icons/status-icons'
import { useI18n } from '../../i18n/use-i18n'
import { useProfile } from '../../profile/profile-context'
import { travelWarningText } from './travel-warning.text'
import { useTravelWarnings } from './use-travel-warnings'

const panel = css({
  colorPalette: 'warning',
  bg: 'colorPalette.subtle',
  color: 'colorPalette.fg',
  borderWidth: '1px',
  borderColor: 'colorPalette.border',
  borderRadius: 'lg',
  px: '4',
  py: '3',
  mx: { base: '3', md: '0' },
  mt: { base: '2', md: '0' },
  fontSize: 'sm',
})
/**
 * On home's narrow layout the calendar column does not scroll and the duty list takes what is left: the panel keeps
 * to a few lines and scrolls inside (its link keeps it reachable by keyboard).
 */
const compactPanel = css({ maxH: { base: '8.5rem', md: 'none' }, overflowY: { base: 'auto', md: 'visible' }, flexShrink: 0 })
const heading = css({ display: 'flex', alignItems: 'center', gap: '2', m: '0', fontSize: 'sm', fontWeight: 'bold' })
const list = css({ m: '0', mt: '1', ps: '5', listStyleType: 'disc', display: 'flex', flexDirection: 'column', gap: '1' })
const link = css({
  display: 'inline-flex',
  alignItems: 'center',
  minH: 'touch',
  fontWeight: 'semibold',
  color: 'inherit',
  textDecoration: 'underline',
  textUnderlineOffset: '2px',
})

/** The frame of both lists: a region named by its heading, the lines, and the link to the travel documents of My data. */
const WarningsFrame = ({
  lines,
  compact = false,
  id,
}: {
  readonly lines: ReadonlyArray<{ readonly key: string; readonly text: string }>
  readonly compact?: boolean
  readonly id?: string
}) => {
  const { LL } = useI18n()
  const headingId = useId()
  return (
    <section id={id} role="region" aria-labelledby={headingId} className={cx(panel, compact ? compactPanel : undefined)}>
      <h2 id={headingId} className={heading}>
        <WarningIcon size={18} />
        {LL.travelWarnings.title()}
      </h2>
      <ul className={list}>
        {lines.map((line) => (
          <li key={line.key}>{line.text}</li>
        ))}
      </ul>
      <Link href={routeFor.myDataTravelDocs()} className={link}>
        {LL.travelWarnings.link()}
      </Link>
    </section>
  )
}

/** The home screen's lines: one per document problem of the duty plan (core `travelWarningGroups`). */
export const useTravelWarningGroups = (): ReadonlyArray<TravelWarningGroup> => travelWarningGroups(useTravelWarnings())

/**
 * Home (travel-document warnings): one line per document problem (the document, the country and date of its first trip, the
 * expiry date, how many more trips), with a link to My data. Nothing when every rostered trip is covered.
 */
export const TravelWarningsPanel = ({ groups, id }: { readonly groups: ReadonlyArray<TravelWarningGroup>; readonly id?: string }) => {
  const { LL, language } = useI18n()
  const { profile } = useProfile()
  if (groups.length === 0) return null
  const format = profile.display.dateFormats.DATE
  const lines = groups.map((g, i) => ({
    key: `${g.first._tag}-${g.first.country}-${i}`,
    text: g.trips > 1 ? `${travelWarningText(g.first, LL, language, format)} ${LL.travelWarnings.moreTrips({ count: g.trips - 1 })}` : travelWarningText(g.first, LL, language, format),
  }))
  return <WarningsFrame lines={lines} compact {...(id === undefined ? {} : { id })} />
}

/** A duty's screen (leg or pairing): the warnings of that duty's trips in full, with the link to My data. */
export const DutyTravelWarnings = ({ logicalId }: { readonly logicalId: string }) => {
  const { LL, language } = useI18n()
  const { profile } = useProfile()
  const warnings = travelWarningsOf(useTravelWarnings(), logicalId)
  if (warnings.length === 0) return null
  const format = profile.display.dateFormats.DATE
  return <WarningsFrame lines={warnings.map((w, i) => ({ key: `${w._tag}-${w.country}-${i}`, text: travelWarningText(w, LL, language, format) }))} />
}

const toggle = css({
  display: 'inline-flex',
  alignItems: 'center',
  gap: '1',
  minH: 'touch',
  minW: 'touch',
  px: '2',
  borderRadius: 'md',
  color: 'inherit',
  fontWeight: 'bold',
  fontSize: 'sm',
  cursor: 'pointer',
  _hover: { bg: 'whiteAlpha.200' },
})

/**
 * Narrow screens: the calendar column cannot grow without hiding the duty list, so the header shows that warnings
 * exist (their number) and opens or closes the lines on demand.
 */
export const TravelWarningsToggle = ({ count, open, controls, onToggle }: { readonly count: number; readonly open: boolean; readonly controls: string; readonly onToggle: () => void }) => {
  const { LL } = useI18n()
  return (
    <button type="button" className={toggle} aria-expanded={open} {...(open ? { 'aria-controls': controls } : {})} aria-label={LL.travelWarnings.summary({ count })} onClick={onToggle}>
      <WarningIcon size={20} />
      <span aria-hidden="true">{count}</span>
      {open ? <ChevronUpIcon size={16} /> : <ChevronDownIcon size={16} />}
    </button>
  )
}
