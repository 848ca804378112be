import * as O from 'fp-ts/Option'
import { useEffect, useRef } from 'react'
import { useSnapshot } from 'valtio'
import { useLocation } from 'wouter'
import { toUserMessage } from '../../../../core/errors/catalogue.rules'
import { MESSAGE_KEYS } from '../../../../core/errors/message-keys'
import { routeFor } from '../../../../core/access/route-paths'
import type { RoleEditingEvent, RoleEditingState } from '../../../../core/roles/role-editing.machine'
import { showServiceMessage } from '../../../app/error-channel'
import { useFooterHidden } from '../../../app/frame'
import type { MachineRunner } from '../../../app/machine-runner'
import type { ScreenProps } from '../../../app/screen-props'
import { session, useSession } from '../../../app/session.store'
import { useUseCase } from '../../../app/use-use-case'
import { DETAILS } from '../details.tokens'
import { userMessageTexts } from '../../../i18n/translate-message'
import { useI18n } from '../../../i18n/use-i18n'
import { eventIdOf } from '../shared/duty-text'
import { PageFrame } from '../../../app/page-frame'
import { FailedState, LoadingState } from '../../../app/screen-states'
import { useDutyEvent } from '../shared/use-duty-event'
import { RoleEditing } from './role-editing'
import { roleEditing, startEditing, stopEditing } from './roles.state'

/** /leg/{crmId}/{logicalId}/edit-roles: role editing (SPEC section 2), running the core role-editing machine. */
export const RoleEditingScreen = ({ params }: ScreenProps) => {
  const { LL } = useI18n()
  const { crmId, access } = useSession()
  const [, navigate] = useLocation()
  const { event, failed, retry } = useDutyEvent(crmId, params['logicalId'])
  const loadRoles = useUseCase(DETAILS.loadRoles)
  const updateRoles = useUseCase(DETAILS.updateRoles)
  const { state } = useSnapshot(roleEditing)
  const runner = useRef<MachineRunner<RoleEditingState, RoleEditingEvent> | undefined>(undefined)
  const featureEnabled = access.canEditRoles()
  // SPEC section 2, role editing: "The footer is hidden while editing."
  useFooterHidden(true)
  const logicalId = O.isSome(event) ? event.value.logicalId : undefined
  const eventId = O.isSome(event) ? eventIdOf(event.value) : undefined
  const backToLeg = () => crmId !== undefined && params['logicalId'] !== undefined && navigate(routeFor.leg(crmId, params['logicalId']))
  const describe = (cause: Parameters<typeof toUserMessage>[0]): string => userMessageTexts(LL, toUserMessage(cause, { online: session.online })).body
  const start = () => {
    if (crmId === undefined || logicalId === undefined || eventId === undefined) return
    runner.current = startEditing(
      {
        crmId,
        loadRoles,
        updateRoles,
        goBack: backToLeg,
        showError: (error) =>
          error._tag === 'RoleInfoLoadFailed'
            ? showServiceMessage(MESSAGE_KEYS.roleDataLoadFailed)
            : showServiceMessage(MESSAGE_KEYS.roleUpdateFailed, { error: describe(error.cause) }),
      },
      { eventId, logicalId, featureEnabled },
    )
  }
  useEffect(() => {
    start()
    return () => {
      runner.current = undefined
      stopEditing()
    }
  }, [crmId, logicalId, eventId, featureEnabled])
  if (O.isNone(event) || state === undefined)
    return (
      <PageFrame title={LL.roles.title()} variant="details" back={{ label: LL.roles.back(), onBack: backToLeg }}>
        {failed ? <FailedState message={LL.errors.roleDataFetchFailed()} onRetry={retry} /> : <LoadingState />}
      </PageFrame>
    )
  return (
    <RoleEditing
      state={state as RoleEditingState}
      onToggle={(roleId) => runner.current?.dispatch({ type: 'ROLE_TOGGLED', roleId })}
      onDone={() => runner.current?.dispatch({ type: 'DONE_PRESSED' })}
      onBack={backToLeg}
      onRetry={start}
    />
  )
}
