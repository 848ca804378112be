import * as O from 'fp-ts/Option'
import { useCallback, useEffect } from 'react'
import { useSnapshot } from 'valtio'
import type { DutyEvent } from '../../../../core/roster/event.codec'
import { LogicalId, type CrmId } from '../../../../core/shared/brands'
import { useSession } from '../../../app/session.store'
import { SHELL } from '../../../app/tokens'
import { useUseCase } from '../../../app/use-use-case'
import { DETAILS } from '../details.tokens'
import { eventKey, fetchEvent, fetchedEvents, findEvent } from './event.state'

/** A duty as a detail screen holds it. */
export interface DutyEventSource {
  readonly event: O.Option<DutyEvent>
  /** Nothing is there and the last fetch failed. */
  readonly failed: boolean
  readonly retry: () => void
}

/**
 * The duty `logicalId` of a detail screen: from the duty plan already loaded (SHELL.duties, offline too),
 * else fetched with `POST roster/{crmId}/eventById` (cached by body for offline use).
 */
export const useDutyEvent = (crmId: CrmId | undefined, logicalId: string | undefined): DutyEventSource => {
  const { online } = useSession()
  const duties = useUseCase(SHELL.duties)
  const load = useUseCase(DETAILS.loadEvent)
  const { plan } = useSnapshot(duties.state)
  const fetched = useSnapshot(fetchedEvents, { sync: true })
  const id = logicalId !== undefined && LogicalId.is(logicalId) ? logicalId : undefined
  const fromPlan = plan === undefined || id === undefined ? O.none : findEvent(plan.events as ReadonlyArray<DutyEvent>, id)
  const key = crmId === undefined || id === undefined ? undefined : eventKey(crmId, id)
  const entry = key === undefined ? undefined : fetched.byKey[key]
  const needsFetch = O.isNone(fromPlan) && entry === undefined
  useEffect(() => {
    if (needsFetch && crmId !== undefined && id !== undefined) void fetchEvent(load, crmId, id)
  }, [needsFetch, crmId, id, load])
  const retry = useCallback(() => {
    if (crmId !== undefined && id !== undefined) void fetchEvent(load, crmId, id)
  }, [crmId, id, load])
  const event = O.isSome(fromPlan) ? fromPlan : O.fromNullable(entry?.event as DutyEvent | undefined)
  const failed = O.isNone(event) && entry?.status === 'failed'
  // Offline with nothing loaded the screen waits ("a loading state shows"); back online it tries again.
  useEffect(() => {
    if (online && failed) retry()
  }, [online])
  return { event, failed, retry }
}
