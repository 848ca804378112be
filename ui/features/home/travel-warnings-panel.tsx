import { routeFor } from '../../../core/access/route-paths'
import { travelWarningGroups, type TravelWarningGroup } from '../../../core/my-data/travel-warning-groups.rules'
import { travelWarningsOf } from '../../../core/my-data/travel-warnings.rules'
import { css } from '../../../styled-system/css'
import { ChevronDownIcon, ChevronUpIcon } from '../../design/icons/chevron-icons'
import { WarningIcon } from '../../design/icons/status-icons'
import { useI18n } from '../../i18n/use-i18n'
import { useProfile } from '../../profile/profile-context'
import { travelWarningText } from './travel-warning.text'
import { WarningsFrame } from './warnings-frame'
import { useTravelWarnings } from './use-travel-warnings'

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
  return <WarningsFrame title={LL.travelWarnings.title()} lines={lines} link={{ href: routeFor.myDataTravelDocs(), text: LL.travelWarnings.link() }} compact id={id} />
}

/** A duty's screen (leg or pairing): the warnings of that duty's trips in full, with the link to My data. */
export const DutyTravelWarnings = ({ logicalId }: { readonly logicalId: string }) => {
  const { LL, language } = useI18n()
  const { profile } = useProfile()
  const warnings = travelWarningsOf(useTravelWarnings(), logicalId)
  if (warnings.length === 0) return null
  const format = profile.display.dateFormats.DATE
  return (
    <WarningsFrame
      title={LL.travelWarnings.title()}
      lines={warnings.map((w, i) => ({ key: `${w._tag}-${w.country}-${i}`, text: travelWarningText(w, LL, language, format) }))}
      link={{ href: routeFor.myDataTravelDocs(), text: LL.travelWarnings.link() }}
    />
  )
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
