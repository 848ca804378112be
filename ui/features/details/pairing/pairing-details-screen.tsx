import * as O from 'fp-ts/Option'
import { useSnapshot } from 'valtio'
import { useLocation } from 'wouter'
import type { BlockMonthRange } from '../../../../core/roster/block-month.rules'
import { routeFor } from '../../../../core/access/route-paths'
import type { ScreenProps } from '../../../app/screen-props'
import { useSession } from '../../../app/session.store'
import { INFRA, SHELL } from '../../../app/tokens'
import { useUseCase } from '../../../app/use-use-case'
import { useI18n } from '../../../i18n/use-i18n'
import { useProfile } from '../../../profile/profile-context'
import { PageFrame } from '../../../app/page-frame'
import { FailedState, LoadingState } from '../../../app/screen-states'
import { DutyTravelWarnings } from '../../home/travel-warnings-panel'
import { useDutyEvent } from '../shared/use-duty-event'
import { PairingCalendar } from './pairing-calendar'
import { PairingDetails } from './pairing-details'
import { pairingDetailsView, subEventLink } from './pairing.view-model'

/** /pairing/{crmId}/{logicalId}: pairing details (SPEC section 2), from the duty plan or `eventById`. */
export const PairingDetailsScreen = ({ params }: ScreenProps) => {
  const { LL, language } = useI18n()
  const { profile } = useProfile()
  const { crmId, access, user } = useSession()
  const [, navigate] = useLocation()
  const clock = useUseCase(INFRA.clock)
  const duties = useUseCase(SHELL.duties)
  const { selection } = useSnapshot(duties.state)
  const { event, failed, retry } = useDutyEvent(crmId, params['logicalId'])
  const back = () => navigate(routeFor.home())
  if (O.isNone(event) || crmId === undefined)
    return (
      <PageFrame title={LL.pairing.details()} variant="details" back={{ label: LL.nav.backTo({ screen: LL.nav.duties() }), onBack: back }}>
        {failed ? <FailedState message={LL.pairing.loadFailed()} onRetry={retry} /> : <LoadingState />}
      </PageFrame>
    )
  const view = pairingDetailsView({ event: event.value, crmId, access, display: profile.display, language, now: clock() })
  const blockMonths = selection.blockMonths as ReadonlyArray<BlockMonthRange>
  return (
    <PairingDetails
      view={view}
      onBack={back}
      notice={<DutyTravelWarnings logicalId={event.value.logicalId} />}
      aside={
        <PairingCalendar
          pairing={event.value}
          blockMonths={blockMonths}
          user={user}
          display={profile.display}
          now={clock()}
          onEvent={(sub) => O.map(navigate)(subEventLink(sub, crmId, access))}
        />
      }
    />
  )
}
