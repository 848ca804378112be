import type * as TE from 'fp-ts/TaskEither'
import type { CheckIn, CheckInConfiguration } from '../../../core/check-in/check-in.codec'
import type { performCheckIn } from '../../../core/check-in/check-in.use-case'
import type { loadCrewMemberCard } from '../../../core/crew/load-crew-member-card.use-case'
import type { loadLegCrew } from '../../../core/crew/load-leg-crew.use-case'
import type { TransportError } from '../../../core/errors/app-error'
import type { loadHotel } from '../../../core/hotel/load-hotel.use-case'
import type { markConfirmedChangeNews } from '../../../core/news/mark-confirmed-change-news.use-case'
import type { loadRoles } from '../../../core/roles/load-roles.use-case'
import type { RoleUpdateFailed } from '../../../core/roles/save-roles.use-case'
import type { RoleInfoList, RoleUpdate } from '../../../core/roles/roles.codec'
import type { confirmRosterChanges } from '../../../core/roster-changes/confirm-roster-changes.use-case'
import type { loadChangeEffects } from '../../../core/roster/load-change-effects.use-case'
import type { loadRosterChanges } from '../../../core/roster-changes/load-roster-changes.use-case'
import type { ConfirmRosterChangeResult } from '../../../core/roster-changes/roster-change.codec'
import type { DutyEvent } from '../../../core/roster/event.codec'
import type { DutyPlan, LoadDutiesInput } from '../../../core/roster/load-duties.use-case'
import type { CrmId, LogicalId } from '../../../core/shared/brands'
import { token } from '../../app/tokens'

/** `POST roster/{crmId}/eventById`: one duty with its pairing children (cached by body for offline use). */
export type LoadEvent = (input: { readonly crmId: CrmId; readonly logicalId: LogicalId }) => TE.TaskEither<TransportError, DutyEvent>

/**
 * The duty data after a roster-change confirmation (`POST roster/{crmId}/events` with the confirm
 * result), prepared like core `loadDuties` (sorted duties and block months, active block month kept).
 */
export type LoadDutiesAfterConfirm = (input: LoadDutiesInput & { readonly confirmed: ConfirmRosterChangeResult }) => TE.TaskEither<TransportError, DutyPlan>

/** The use cases of the detail screens (leg, roles, pairing, hotel, event remark, check-in, roster changes), bound by `detailsModule`. */
export const DETAILS = {
  loadEvent: token<LoadEvent>('DETAILS.loadEvent'),
  loadRoles: token<ReturnType<typeof loadRoles>>('DETAILS.loadRoles'),
  /**
   * Sends the body the role-editing machine built (core `buildRoleUpdate`: only the changed roles) with
   * `PUT roster/{crmId}/roleUpdate`; a failure is `RoleUpdateFailed` ("the server error, translated").
   */
  updateRoles: token<(input: { readonly crmId: CrmId; readonly body: RoleUpdate }) => TE.TaskEither<RoleUpdateFailed, RoleInfoList>>('DETAILS.updateRoles'),
  loadLegCrew: token<ReturnType<typeof loadLegCrew>>('DETAILS.loadLegCrew'),
  loadCrewMemberCard: token<ReturnType<typeof loadCrewMemberCard>>('DETAILS.loadCrewMemberCard'),
  loadHotel: token<ReturnType<typeof loadHotel>>('DETAILS.loadHotel'),
  /** `GET roster/{crmId}/checkin?checkInLogicalId=…`: checkedIn, permission, positions. */
  loadCheckIn: token<(input: { readonly crmId: CrmId; readonly logicalId: LogicalId }) => TE.TaskEither<TransportError, CheckIn>>('DETAILS.loadCheckIn'),
  /** `GET roster/{crmId}/checkin/configuration`: the upcoming check-in event and its airport. */
  loadCheckInConfiguration: token<(crmId: CrmId) => TE.TaskEither<TransportError, CheckInConfiguration>>('DETAILS.loadCheckInConfiguration'),
  performCheckIn: token<ReturnType<typeof performCheckIn>>('DETAILS.performCheckIn'),
  loadRosterChanges: token<ReturnType<typeof loadRosterChanges>>('DETAILS.loadRosterChanges'),
  confirmRosterChanges: token<ReturnType<typeof confirmRosterChanges>>('DETAILS.confirmRosterChanges'),
  loadDutiesAfterConfirm: token<LoadDutiesAfterConfirm>('DETAILS.loadDutiesAfterConfirm'),
  /** What confirming each day of the pending change does, for the duty-limit counters after it (when the airline shows them). */
  loadChangeEffects: token<ReturnType<typeof loadChangeEffects>>('DETAILS.loadChangeEffects'),
  /** After a confirmation: the roster-change messages it settles become read. */
  markConfirmedChangeNews: token<ReturnType<typeof markConfirmedChangeNews>>('DETAILS.markConfirmedChangeNews'),
} as const
