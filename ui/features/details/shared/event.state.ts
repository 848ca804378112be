import * as E from 'fp-ts/Either'
import * as O from 'fp-ts/Option'
import { proxy, ref } from 'valtio'
import type { TransportError } from '../../../../core/errors/app-error'
import type { DutyEvent } from '../../../../core/roster/event.codec'
import type { CrmId, LogicalId } from '../../../../core/shared/brands'
import type { LoadEvent } from '../details.tokens'

/** One duty fetched by logical id: loading, there (held by `ref`: it carries Temporal values) or failed. */
export interface EventEntry {
  status: 'loading' | 'loaded' | 'failed'
  event: DutyEvent | undefined
  error: TransportError | undefined
}

/** Duties fetched by the detail screens (`POST roster/{crmId}/eventById`), by `crmId|logicalId`. */
export const fetchedEvents = proxy<{ byKey: Record<string, EventEntry> }>({ byKey: {} })

/** The key of a fetched duty. */
export const eventKey = (crmId: string, logicalId: string): string => `${crmId}|${logicalId}`

/** The duty with `logicalId` among `events` and their pairing children (depth first), if any. */
export const findEvent = (events: ReadonlyArray<DutyEvent>, logicalId: string): O.Option<DutyEvent> => {
  for (const event of events) {
    if (event.logicalId === logicalId) return O.some(event)
    const child = findEvent(event.events ?? [], logicalId)
    if (O.isSome(child)) return child
  }
  return O.none
}

/** Fetches one duty into {@link fetchedEvents}; a fetch already running for the key is not repeated, an answer arriving after a reset is dropped. */
export const fetchEvent = async (load: LoadEvent, crmId: CrmId, logicalId: LogicalId): Promise<void> => {
  const key = eventKey(crmId, logicalId)
  if (fetchedEvents.byKey[key]?.status === 'loading') return
  fetchedEvents.byKey[key] = { status: 'loading', event: fetchedEvents.byKey[key]?.event, error: undefined }
  const started = fetchedEvents.byKey[key]
  const result = await load({ crmId, logicalId })()
  if (fetchedEvents.byKey[key] !== started) return // forgotten meanwhile (sign-out): drop the answer
  fetchedEvents.byKey[key] = E.isRight(result)
    ? { status: 'loaded', event: ref(result.right), error: undefined }
    : { status: 'failed', event: fetchedEvents.byKey[key]?.event, error: ref(result.left) }
}

/** Forgets every fetched duty (sign-out, tests). */
export const resetFetchedEvents = (): void => {
  fetchedEvents.byKey = {}
}
