import type { RosterChangeKind } from '../../../core/roster/roster-change-marker.rules'
import { css, cx } from '../../../styled-system/css'
import { ChangedIcon } from '../../design/icons/roster-icons'
import { useI18n } from '../../i18n/use-i18n'

const mark = css({ display: 'inline-flex', alignItems: 'center', gap: '1', color: 'warning.fg', fontSize: 'xs', fontWeight: 'semibold' })
const corner = css({ position: 'absolute', top: '-1px', insetInlineEnd: '-1px', lineHeight: '0', color: 'warning.solid', filter: 'drop-shadow(0 0 1px white)' })

/** The accessible text of a roster-change marker: "Roster change: new duty, changed duty". */
export const useRosterChangeLabel = () => {
  const { LL } = useI18n()
  return (kinds: ReadonlyArray<RosterChangeKind>): string => {
    if (kinds.length === 0) return ''
    // One look-up of the namespace: each `LL.home` builds the namespace's functions anew (typesafe-i18n proxy).
    const home = LL.home
    const names = home.rosterChange
    return home.rosterChangeLabel({ kinds: kinds.map((k) => names[k]()).join(', ') })
  }
}

/**
 * The marker of a changed duty (core `rosterChangeMarker`): an icon with an accessible label naming
 * the kinds of change; nothing when the duty did not change or the profile hides roster changes.
 * `corner` is the small calendar-tag version, whose label the tag's own label already carries.
 */
export const RosterChangeMark = ({ kinds, variant = 'inline' }: { readonly kinds: ReadonlyArray<RosterChangeKind>; readonly variant?: 'inline' | 'corner' }) => {
  const { LL } = useI18n()
  const changeLabel = useRosterChangeLabel()
  if (kinds.length === 0) return null
  if (variant === 'corner')
    return (
      <span className={corner} data-roster-change={kinds.join(' ')}>
        <ChangedIcon size={8} />
      </span>
    )
  const label = changeLabel(kinds)
  const names = LL.home.rosterChange
  return (
    <span className={cx(mark)} role="img" aria-label={label} title={label}>
      <ChangedIcon size={12} />
      <span aria-hidden="true">{kinds.map((k) => names[k]()).join(', ')}</span>
    </span>
  )
}
