import * as O from 'fp-ts/Option'
import { useEffect, useSyncExternalStore } from 'react'
import { useSnapshot } from 'valtio'
import { useLocation } from 'wouter'
import type { CheckIn, CheckInConfiguration } from '../../../../core/check-in/check-in.codec'
import type { GeofenceState } from '../../../../core/check-in/geofence.machine'
import { MESSAGE_KEYS } from '../../../../core/errors/message-keys'
import { routeFor } from '../../../../core/access/route-paths'
import { RosterChangeNavigationState } from '../../../../core/roster-changes/roster-change.codec'
import { CrmId, LogicalId } from '../../../../core/shared/brands'
import { showServiceError, showServiceMessage } from '../../../app/error-channel'
import type { ScreenProps } from '../../../app/screen-props'
import { session, useSession } from '../../../app/session.store'
import { INFRA } from '../../../app/tokens'
import { useUseCase } from '../../../app/use-use-case'
import { DETAILS } from '../details.tokens'
import { useI18n } from '../../../i18n/use-i18n'
import { useProfile } from '../../../profile/profile-context'
import { useGoBack } from '../shared/go-back'
import { PageFrame } from '../../../app/page-frame'
import { FailedState, LoadingState } from '../../../app/screen-states'
import { useDutyEvent } from '../shared/use-duty-event'
import { CheckInDetails } from './check-in-details'
import { checkInNow, checkInState, loadCheckInScreen, type CheckInDeps } from './check-in.state'
import { checkInView, fenceViewOf } from './check-in.view-model'
import { checkInFailureMessage } from './check-in-failure.message'
import { geofenceOffer } from '../../../app/geofence-offer.store'

const noSubscription = () => () => undefined

/**
 * /check-in/{crmId}/{logicalId}: check-in (SPEC section 2), a geofence entry can lead here. Every call is
 * for the crmId of the URL (the route guard lets through only the signed-in crew member's).
 */
export const CheckInScreen = ({ params }: ScreenProps) => {
  const { LL, language } = useI18n()
  const { profile } = useProfile()
  const { access, online } = useSession()
  const routeCrmId = params['crmId']
  const crmId = routeCrmId !== undefined && CrmId.is(routeCrmId) ? routeCrmId : undefined
  const [location, navigate] = useLocation()
  const back = useGoBack(() => navigate(routeFor.home()))
  const geofence = useUseCase(INFRA.geofence)
  const locationSettings = useUseCase(INFRA.locationSettings)
  const clock = useUseCase(INFRA.clock)
  const { event } = useDutyEvent(crmId, params['logicalId'])
  const state = useSnapshot(checkInState)
  const offer = useSnapshot(geofenceOffer)
  const byLocation = access.canCheckInByLocation()
  // The geofence runs only where the app can watch zones; a missing runner means no fencing.
  const readFence = (): GeofenceState | undefined => {
    try {
      return byLocation ? geofence.state() : undefined
    } catch {
      return undefined
    }
  }
  const fence = useSyncExternalStore(byLocation ? geofence.subscribe : noSubscription, readFence)
  const deps: CheckInDeps = {
    loadCheckIn: useUseCase(DETAILS.loadCheckIn),
    loadConfiguration: useUseCase(DETAILS.loadCheckInConfiguration),
    performCheckIn: useUseCase(DETAILS.performCheckIn),
    onLoadFailed: () => {
      if (session.online) showServiceMessage(MESSAGE_KEYS.checkInConfigurationLoadFailed)
    },
    onCheckInFailed: (failure) => {
      const message = checkInFailureMessage(failure, language)
      if ('key' in message) showServiceMessage(message.key, message.params)
      else showServiceError(message)
    },
  }
  const raw = params['logicalId']
  const logicalId = raw !== undefined && LogicalId.is(raw) ? raw : undefined
  const load = () => {
    if (crmId !== undefined && logicalId !== undefined) void loadCheckInScreen(deps, crmId, logicalId)
  }
  useEffect(load, [crmId, logicalId])
  const checkIn = state.crmId === crmId && state.logicalId === logicalId ? (state.checkIn as CheckIn | undefined) : undefined
  if (crmId === undefined || logicalId === undefined || checkIn === undefined)
    return (
      <PageFrame title={LL.checkIn.title()} variant="details" back={{ label: LL.common.back(), onBack: back }}>
        {state.status === 'failed' && online ? <FailedState message={LL.errors.checkInConfigurationLoadFailed()} onRetry={load} /> : <LoadingState />}
      </PageFrame>
    )
  const view = checkInView({
    logicalId,
    checkIn,
    configuration: O.fromNullable(state.configuration as CheckInConfiguration | undefined),
    event,
    fence: fenceViewOf(byLocation, fence, offer.lastEnteredZone),
    canPerformCheckIn: access.canPerformCheckIn(),
    online,
    display: profile.display,
    language,
    now: clock(),
    fallbackLabel: LL.checkIn.title(),
  })
  const reviewRosterChanges = () => {
    const now = clock().toZonedDateTimeISO('UTC')
    const period = O.isSome(event)
      ? { fromDateTimeUTC: event.value.fromDateTimeUTC, toDateTimeUTC: event.value.toDateTimeUTC }
      : { fromDateTimeUTC: now, toDateTimeUTC: now }
    navigate(routeFor.notifications(crmId), { state: RosterChangeNavigationState.encode({ ...period, redirectTo: location }) })
  }
  return (
    <CheckInDetails
      view={view}
      checkingIn={state.checkingIn}
      succeeded={state.succeeded}
      onCheckIn={() => {
        const configuration = state.configuration as CheckInConfiguration | undefined
        const zone = O.isSome(view.airport) && configuration !== undefined ? { airport: view.airport.value, ciAllowedAirports: configuration.ciAllowedAirports } : undefined
        void checkInNow(deps, crmId, logicalId, zone)
      }}
      onReviewRosterChanges={reviewRosterChanges}
      onOpenLocationSettings={locationSettings.open}
      onBack={back}
    />
  )
}
