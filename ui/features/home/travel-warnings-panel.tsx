import { useId } from 'react'
import { Link } from 'wouter'
import { routeFor } from '../../../core/access/route-paths'
import { travelWarningGroups } from '../../../core/my-data/travel-warning-groups.rules'
import { travelWarningsOf } from '../../../core/my-data/travel-warnings.rules'
import { css } from '../../../styled-system/css'
import { WarningIcon } from '../../design/icons'
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
const WarningsFrame = ({ lines }: { readonly lines: ReadonlyArray<{ readonly key: string; readonly text: string }> }) => {
  const { LL } = useI18n()
  const id = useId()
  return (
    <section role="region" aria-labelledby={id} className={panel} data-testid="travel-warnings">
      <h2 id={id} className={heading}>
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

/**
 * Home (issue 12 part 3): one line per document problem of the duty plan (core `travelWarningGroups`: the document,
 * the country and date of its first trip, the expiry date, how many more trips), with a link to My data. Nothing
 * when every rostered trip is covered.
 */
export const TravelWarningsPanel = () => {
  const { LL, language } = useI18n()
  const { profile } = useProfile()
  const groups = travelWarningGroups(useTravelWarnings())
  if (groups.length === 0) return null
  const format = profile.display.dateFormats.DATE
  const lines = groups.map((g, i) => ({
    key: `${g.first._tag}-${g.first.country}-${i}`,
    text: g.trips > 1 ? `${travelWarningText(g.first, LL, language, format)} ${LL.travelWarnings.moreTrips({ count: g.trips - 1 })}` : travelWarningText(g.first, LL, language, format),
  }))
  return <WarningsFrame lines={lines} />
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
