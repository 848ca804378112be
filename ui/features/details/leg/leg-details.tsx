import type { ReactNode } from 'react'
import type { LegCrewMember } from '../../../../core/crew/leg-crew.codec'
import type { DisplayOptions } from '../../../../core/access/profile.codec'
import { css } from '../../../../styled-system/css'
import { Button } from '../../../design/button'
import { useI18n } from '../../../i18n/use-i18n'
import { Card, PageFrame } from '../../../app/page-frame'
import { FieldList } from '../shared/field-list'
import { ShownTimes } from '../shared/shown-times'
import { FailedState, LoadingState } from '../../../app/screen-states'
import { CrewList } from './crew-list'
import { CrewMemberCardDialog, type OpenCard } from './crew-member-card'
import type { LegDetailsView } from './leg.view-model'

const muted = css({ color: 'fg.muted' })
const roleList = css({ display: 'flex', flexWrap: 'wrap', gap: '2', listStyle: 'none', m: '0', p: '0' })
const roleChip = css({ px: '3', py: '1', borderRadius: 'full', bg: 'brand.subtle', color: 'brand.fg', fontWeight: 'semibold', fontSize: 'sm' })
const hint = css({ fontSize: 'sm', color: 'fg.muted', mt: '2' })
const remarkText = css({ whiteSpace: 'pre-wrap' })
const split = css({
  display: 'flex',
  flexDirection: 'column',
  gap: { base: '4', sm: '6' },
  md: { display: 'grid', gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 1fr)', alignItems: 'start' },
})
const column = css({ display: 'flex', flexDirection: 'column', gap: { base: '4', sm: '6' }, minW: '0' })

export interface LegDetailsProps {
  readonly view: LegDetailsView
  readonly display: DisplayOptions
  readonly card: OpenCard | undefined
  readonly onBack: () => void
  readonly onEditRoles: () => void
  readonly onOpenCrewMember: (member: LegCrewMember) => void
  readonly onCloseCard: () => void
  readonly onRetryCrew: () => void
  /** Shown first: the leg's travel-document warnings. */
  readonly notice?: ReactNode
}

/** Leg details (SPEC section 2): the flight, 'Your role' with the edit-role button, the event remark and the crew. */
export const LegDetails = ({ view, display, card, onBack, onEditRoles, onOpenCrewMember, onCloseCard, onRetryCrew, notice }: LegDetailsProps) => {
  const { LL } = useI18n()
  const offline = view.editRole.visible && view.editRole.disabled
  return (
    <PageFrame title={view.title} variant="details" back={{ label: LL.nav.backTo({ screen: LL.nav.duties() }), onBack: onBack }}>
      <div className={split}>
        <div className={column}>
          {notice}
          <Card title={LL.leg.title()}>
            <FieldList
              fields={view.facts.map((fact) => ({
                key: fact.label,
                label: LL.duty[fact.label](),
                value: fact._tag === 'Text' ? fact.text : <ShownTimes times={fact.times} emphasis="strong" />,
              }))}
            />
          </Card>

          <Card
            title={LL.leg.yourRole()}
            action={
              view.editRole.visible ? (
                <Button variant="outline" onClick={onEditRoles} disabled={view.editRole.disabled}>
                  {LL.leg.editRoles()}
                </Button>
              ) : undefined
            }
          >
            {view.yourRoles._tag === 'NoRoles' ? (
              <p className={muted}>{LL.leg.noRoles()}</p>
            ) : (
              <ul className={roleList} aria-label={LL.leg.yourRole()}>
                {view.yourRoles.names.map((name, i) => (
                  <li key={`${name}-${i}`} className={roleChip}>
                    {name}
                  </li>
                ))}
              </ul>
            )}
            {offline ? <p className={hint}>{LL.common.notAvailableOffline()}</p> : null}
          </Card>

          {view.remark._tag === 'Hidden' ? null : (
            <Card title={LL.leg.eventRemark()}>
              {view.remark._tag === 'Remark' ? <p className={remarkText}>{view.remark.text}</p> : <p className={muted}>{LL.leg.noRemark()}</p>}
            </Card>
          )}
        </div>

        <Card title={LL.leg.crewMembers()} flush>
          {view.crew._tag === 'Loading' ? (
            <LoadingState />
          ) : view.crew._tag === 'Failed' ? (
            <FailedState message={LL.errors.crewOnLegFetchFailed()} onRetry={onRetryCrew} />
          ) : (
            <CrewList sections={view.crew.sections} onOpen={onOpenCrewMember} />
          )}
        </Card>
      </div>

      <CrewMemberCardDialog open={card} display={display} onClose={onCloseCard} />
    </PageFrame>
  )
}
