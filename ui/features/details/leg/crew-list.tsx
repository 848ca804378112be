import type { LegCrewMember } from '../../../../core/crew/leg-crew.codec'
import type { CrewListSection, OpenPositionGroup } from '../../../../core/crew/leg-crew.rules'
import { css, cx } from '../../../../styled-system/css'
import { Pill } from '../../../design/badge'
import { ChevronRightIcon } from '../../../design/icons/chevron-icons'
import { UserIcon } from '../../../design/icons/navigation-icons'
import { List, ListItem, ListRow, listRowInteractive } from '../../../design/list'
import { useI18n } from '../../../i18n/use-i18n'

const group = css({ display: 'flex', flexDirection: 'column', gap: '1' })
const groupTitle = css({ px: '4', pt: '2', fontSize: 'sm', fontWeight: 'semibold', color: 'fg.muted', textTransform: 'uppercase', letterSpacing: '0.04em' })
const rowButton = css({ all: 'unset', display: 'block', w: 'full', boxSizing: 'border-box' })
const avatar = css({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  w: '32px',
  h: '32px',
  borderRadius: 'full',
  bg: 'bg.subtle',
  color: 'fg.muted',
  flexShrink: 0,
})
const flatList = css({ borderXWidth: '0 !important', borderRadius: '0 !important', borderBottomWidth: '0' })

/** The name a crew member goes by in the list: the name sent, else the crew code, else the id. */
export const crewMemberName = (member: LegCrewMember): string => member.name?.trim() || member.crewCode?.trim() || member.id

const MemberRows = ({ members, onOpen }: { readonly members: ReadonlyArray<LegCrewMember>; readonly onOpen: (m: LegCrewMember) => void }) => {
  const { LL } = useI18n()
  return (
    <>
      {members.map((member, index) => {
        const name = crewMemberName(member)
        const roles = member.roles ?? []
        const subtitle = roles.length === 0 ? undefined : LL.leg.crewMemberRoles({ roles: roles.join(', ') })
        // Every word shown, in the order shown, after the action (WCAG 2.5.3 label in name).
        const label = [LL.leg.showCrewMember({ name }), subtitle, member.rank].filter((p): p is string => p !== undefined).join(', ')
        return (
          <ListItem key={`${member.id}-${index}`}>
            <button type="button" className={cx(rowButton, listRowInteractive)} aria-label={label} onClick={() => onOpen(member)}>
              <ListRow
                leading={
                  <span className={avatar}>
                    <UserIcon size={18} />
                  </span>
                }
                title={name}
                subtitle={subtitle}
                meta={
                  <span className={css({ display: 'inline-flex', alignItems: 'center', gap: '2' })}>
                    {member.rank === undefined ? null : <Pill tone="brand">{member.rank}</Pill>}
                    <ChevronRightIcon size={18} />
                  </span>
                }
              />
            </button>
          </ListItem>
        )
      })}
    </>
  )
}

const PositionRows = ({ positions }: { readonly positions: ReadonlyArray<OpenPositionGroup> }) => {
  const { LL } = useI18n()
  return (
    <>
      {positions.map((p) => (
        <ListItem key={p.rank}>
          <ListRow title={LL.leg.openPosition({ rank: p.rank, count: p.count })} meta={<Pill tone="warning">{p.rank}</Pill>} />
        </ListItem>
      ))}
    </>
  )
}

/**
 * The crew members list of leg details in core's sections (`crewListSections`: "crew, open positions
 * (by rank), deadheads and deadhead open positions"), each a list named by its heading. A crew member
 * row opens the crew member card.
 */
export const CrewList = ({ sections, onOpen }: { readonly sections: ReadonlyArray<CrewListSection>; readonly onOpen: (m: LegCrewMember) => void }) => {
  const { LL } = useI18n()
  if (sections.length === 0) return <p className={css({ px: '4', color: 'fg.muted' })}>{LL.leg.noCrew()}</p>
  const titles = {
    crew: LL.leg.crew(),
    openPositions: LL.leg.openPositions(),
    deadheads: LL.leg.deadheads(),
    deadheadOpenPositions: LL.leg.deadheadOpenPositions(),
  }
  return (
    <div className={css({ display: 'flex', flexDirection: 'column', gap: '3' })}>
      {sections.map((section) => (
        <div key={section.kind} className={group}>
          <h3 className={groupTitle} id={`crew-${section.kind}`}>
            {titles[section.kind]}
          </h3>
          <List aria-labelledby={`crew-${section.kind}`} className={flatList}>
            {'members' in section ? <MemberRows members={section.members} onOpen={onOpen} /> : <PositionRows positions={section.positions} />}
          </List>
        </div>
      ))}
    </div>
  )
}
