import * as O from 'fp-ts/Option'
import { useEffect, useRef } from 'react'
import { useSnapshot } from 'valtio'
import { useLocation } from 'wouter'
import type { LegCrew } from '../../../../core/crew/leg-crew.codec'
import { routeFor } from '../../../../core/access/route-paths'
import type { RoleInfoList } from '../../../../core/roles/roles.codec'
import { showServiceMessage } from '../../../app/error-channel'
import type { ScreenProps } from '../../../app/screen-props'
import { session, useSession } from '../../../app/session.store'
import { useUseCase } from '../../../app/use-use-case'
import { DETAILS } from '../details.tokens'
import { useI18n } from '../../../i18n/use-i18n'
import { useProfile } from '../../../profile/profile-context'
import { eventIdOf } from '../shared/duty-text'
import { PageFrame } from '../../../app/page-frame'
import { FailedState, LoadingState } from '../../../app/screen-states'
import { useDutyEvent } from '../shared/use-duty-event'
import type { OpenCard } from './crew-member-card'
import { DutyTravelWarnings } from '../../home/travel-warnings-panel'
import { LegDetails } from './leg-details'
import { LogbookRowLink } from './logbook-row-link'
import { closeCrewMemberCard, legState, loadLegData, openCrewMemberCard } from './leg.state'
import { legDetailsView } from './leg.view-model'

/** /leg/{crmId}/{logicalId}: leg details (SPEC section 2), wired to the duty plan and the leg's use cases. */
export const LegDetailsScreen = ({ params }: ScreenProps) => {
  const { LL, language } = useI18n()
  const { profile } = useProfile()
  const { crmId, access, online } = useSession()
  const [, navigate] = useLocation()
  const logicalId = params['logicalId']
  const { event, failed, retry } = useDutyEvent(crmId, logicalId)
  const loadLegCrew = useUseCase(DETAILS.loadLegCrew)
  const loadRoles = useUseCase(DETAILS.loadRoles)
  const loadCard = useUseCase(DETAILS.loadCrewMemberCard)
  const leg = useSnapshot(legState)
  const eventId = O.isSome(event) ? eventIdOf(event.value) : undefined
  const canEditRoles = access.canEditRoles()
  const load = () => {
    if (crmId === undefined || eventId === undefined) return
    void loadLegData(
      { loadLegCrew, loadRoles, showMessage: (key) => showServiceMessage(key), online: () => session.online },
      { crmId, eventId, withRoles: canEditRoles },
    )
  }
  // Load when the event is known; again when the connection comes back with no crew loaded.
  useEffect(load, [crmId, eventId, canEditRoles, loadLegCrew, loadRoles])
  const wasOnline = useRef(online)
  useEffect(() => {
    if (online && !wasOnline.current && legState.legCrew === undefined) load()
    wasOnline.current = online
  }, [online])
  const back = () => navigate(routeFor.home())
  if (O.isNone(event))
    return (
      <PageFrame title={LL.leg.title()} variant="details" back={{ label: LL.nav.backTo({ screen: LL.nav.duties() }), onBack: back }}>
        {failed && online ? <FailedState message={LL.errors.legDataLoadFailed()} onRetry={retry} /> : <LoadingState />}
      </PageFrame>
    )
  const current = leg.eventId === eventId
  const view = legDetailsView({
    event: event.value,
    roles: current ? O.fromNullable(leg.roles as RoleInfoList | undefined) : O.none,
    legCrew: current ? O.fromNullable(leg.legCrew as LegCrew | undefined) : O.none,
    crewFailed: current && leg.crewFailed,
    online,
    canEditRoles,
    canViewEventRemark: access.canViewEventRemark(),
    display: profile.display,
    language,
  })
  return (
    <LegDetails
      view={view}
      display={profile.display}
      card={current ? (leg.card as OpenCard | undefined) : undefined}
      onBack={back}
      onEditRoles={() => crmId !== undefined && navigate(routeFor.legEditRoles(crmId, event.value.logicalId))}
      onOpenCrewMember={(member) => void openCrewMemberCard(loadCard, member, eventIdOf(event.value))}
      onCloseCard={closeCrewMemberCard}
      onRetryCrew={load}
      notice={
        <>
          <DutyTravelWarnings logicalId={event.value.logicalId} />
          <LogbookRowLink event={event.value} />
        </>
      }
    />
  )
}
