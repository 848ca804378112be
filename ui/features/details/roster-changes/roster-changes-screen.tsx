import * as E from 'fp-ts/Either'
import * as O from 'fp-ts/Option'
import { useCallback, useEffect, useRef, useState } from 'react'
import { useSnapshot } from 'valtio'
import { useLocation } from 'wouter'
import type { ConfirmationEvent, ConfirmationState } from '../../../../core/roster-changes/confirmation.machine'
import type { ChangeEffects } from '../../../../core/roster/change-effects.codec'
import { rosterAfterChange } from '../../../../core/roster/roster-after-change.rules'
import type { MachineRunner } from '../../../app/machine-runner'
import { useNavigationState } from '../../../app/navigation-state'
import type { ScreenProps } from '../../../app/screen-props'
import { useSession } from '../../../app/session.store'
import { INFRA, SHELL } from '../../../app/tokens'
import { useUseCase } from '../../../app/use-use-case'
import { DETAILS } from '../details.tokens'
import { useProfile } from '../../../profile/profile-context'
import { LoadingState } from '../../../app/screen-states'
import { RosterChanges } from './roster-changes'
import { Banner } from '../../../design/banner'
import { OutboxItemStatus, useOutbox } from '../../../app/outbox-status'
import { useI18n } from '../../../i18n/use-i18n'
import type { OutboxItem } from '../../../../core/outbox/outbox.codec'
import { DutyLimitsChangePanel } from './duty-limits-change-panel'
import { closeWarning, navigationStateOf, resetRosterChangesView, rosterChangesView, startRosterChanges } from './roster-changes.state'

/** /notifications/{crmId}: roster-change confirmation (SPEC section 2), running the core confirmation machine. */
export const RosterChangesScreen = ({ state: routeState }: ScreenProps) => {
  const { profile } = useProfile()
  const { LL } = useI18n()
  const { crmId } = useSession()
  const history = useNavigationState()
  const [, navigate] = useLocation()
  const clock = useUseCase(INFRA.clock)
  const duties = useUseCase(SHELL.duties)
  const loadRosterChanges = useUseCase(DETAILS.loadRosterChanges)
  const confirmRosterChanges = useUseCase(DETAILS.confirmRosterChanges)
  const loadDutiesAfterConfirm = useUseCase(DETAILS.loadDutiesAfterConfirm)
  const markConfirmedChangeNews = useUseCase(DETAILS.markConfirmedChangeNews)
  const view = useSnapshot(rosterChangesView)
  const outbox = useOutbox()
  const { online } = useSession()
  const runner = useRef<MachineRunner<ConfirmationState, ConfirmationEvent> | undefined>(undefined)
  const fullSelection = profile.display.rosterChangeFullSelection
  useEffect(() => {
    if (crmId === undefined) return
    const navigation = navigationStateOf(routeState ?? history, clock().toZonedDateTimeISO('UTC'))
    runner.current = startRosterChanges(
      {
        crmId,
        loadRosterChanges,
        confirmRosterChanges,
        loadDutiesAfterConfirm,
        markConfirmedChangeNews,
        planLoaded: duties.planLoaded,
        navigate: (path) => navigate(path),
        outbox: { route: outbox.runner.route, queue: outbox.runner.queue },
      },
      navigation,
      fullSelection,
    )
    return () => {
      runner.current = undefined
      resetRosterChangesView()
    }
    // The screen starts once per crew member and selection mode; the history state is read at start.
  }, [crmId, fullSelection])
  const dispatch = useCallback((event: ConfirmationEvent) => runner.current?.dispatch(event), [])
  const scrolled = useCallback(() => dispatch({ _tag: 'ScrolledToBottom' }), [dispatch])
  const dutyPlan = useSnapshot(duties.state).plan
  const loadChangeEffects = useUseCase(DETAILS.loadChangeEffects)
  const [effects, setEffects] = useState<ChangeEffects | undefined>(undefined)
  useEffect(() => {
    if (crmId === undefined) return
    let current = true
    void loadChangeEffects({ crmId, dutyLimits: profile.display.dutyLimits })().then((loaded) => {
      if (current) setEffects(E.isRight(loaded) ? loaded.right : undefined)
    })
    return () => {
      current = false
    }
  }, [crmId, loadChangeEffects, profile.display.dutyLimits])
  if (view.state === undefined) return <LoadingState />
  const now = clock()
  const state = view.state as ConfirmationState
  // "After": the selected days confirmed (every confirmable day while none is selected), when the server says what
  // each day replaces and adds; otherwise the panel says it cannot be computed.
  const after =
    dutyPlan === undefined || effects === undefined || O.isNone(state.change)
      ? O.none
      : // The store's plan itself (the snapshot above re-renders on its change; the rule wants the plain events).
        rosterAfterChange(duties.state.plan?.events ?? [], effects, state.change.value.id, state.selected, now)
  const limits =
    profile.display.dutyLimits === 'off' || dutyPlan === undefined ? undefined : (
      <DutyLimitsChangePanel
        before={dutyPlan.events}
        {...(O.isSome(after) ? { after: after.value.events } : {})}
        ruleSet={profile.display.dutyLimits}
        now={now}
        to={O.isSome(after) ? after.value.until : now}
      />
    )
  return (
    <RosterChanges
      state={state}
      datePattern={profile.display.dateFormats.DATE}
      warning={view.warning}
      onToggle={(date) => dispatch({ _tag: 'Toggle', date })}
      onScrolledToBottom={scrolled}
      onConfirm={() => dispatch({ _tag: 'Confirm' })}
      onWarningClosed={closeWarning}
      onDialogClosed={() => dispatch({ _tag: 'DialogClosed' })}
      onReload={() => dispatch({ _tag: 'Reload' })}
      onBack={() => dispatch({ _tag: 'Back' })}
      limits={limits}
      outbox={
        view.state.status === 'queued' ? (
          <QueuedConfirmation item={outbox.view.outbox?.items.find((i) => i.seq === view.queuedSeq)} />
        ) : !online && view.state.status === 'ready' && outbox.runner.route() === 'Queue' ? (
          <Banner tone="offline">{LL.outbox.confirmationOffline()}</Banner>
        ) : undefined
      }
    />
  )
}

/** The confirmation made offline, where it was made: waiting to send, sent, or refused with the reason. */
const QueuedConfirmation = ({ item }: { readonly item: OutboxItem | undefined }) => {
  const { LL } = useI18n()
  return (
    <div role="region" aria-label={LL.outbox.confirmationTitle()}>
      {item === undefined ? null : <OutboxItemStatus item={item} />}
    </div>
  )
}
