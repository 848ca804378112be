import type * as O from 'fp-ts/Option'
import type * as T from 'fp-ts/Task'
import type * as TE from 'fp-ts/TaskEither'
import type { TransportError } from '../errors/app-error'
import type { CrmId, LogicalId } from '../shared/brands'
import type { DutyEvent } from './event.codec'
import type { ConfirmRosterChangeResult } from '../shared/confirm-result.codec'
import type { RosterData } from './roster.codec'

/** Roster access (SPEC section 7, Roster). Every call fails only with a `TransportError` value. */
export interface RosterPort {
  /** `GET roster/{crmId}/events`: the duty data (events, rosterPeriod, blockMonthList). */
  readonly loadDuties: (crmId: CrmId) => TE.TaskEither<TransportError, RosterData>
  /** `POST roster/{crmId}/eventById` with body `{ logicalEventId }` ("cached by body"): one event. */
  readonly loadEventById: (crmId: CrmId, logicalEventId: LogicalId) => TE.TaskEither<TransportError, DutyEvent>
  /**
   * `PUT roster/{crmId}/events/{eventId}` with the event as body: stores an edited event (its remark)
   * and answers the stored event. The adapter URL-encodes `eventId`.
   */
  readonly updateEvent: (crmId: CrmId, eventId: string, event: DutyEvent) => TE.TaskEither<TransportError, DutyEvent>
  /**
   * `POST roster/{crmId}/events` with the roster-change confirm result as body (SPEC section 7:
   * "body is the confirm result (duty data after confirm)"): the duty data after a confirmation.
   */
  readonly loadDutiesAfterConfirm: (crmId: CrmId, confirmResult: ConfirmRosterChangeResult) => TE.TaskEither<TransportError, RosterData>
  /**
   * The duty data of `GET roster/{crmId}/events` as this device last kept it (the encrypted offline cache), without
   * the network: the copy a reopened session shows at once (instant open). None: nothing kept or not readable.
   */
  readonly keptDuties?: (crmId: CrmId) => T.Task<O.Option<RosterData>>
}
