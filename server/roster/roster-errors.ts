import { EmptyEnvelope } from '../../core/shared/envelope.codec'
import type { Reply } from '../http/reply'

/**
 * Error ids of the roster-side endpoints (roster, roles, hotel, crew, summary) that `server/http/errors.ts`
 * does not have. Each reads on its own (SPEC section 8: "An unknown id shows the id itself").
 */
export const ROSTER_ERR = {
  eventIdMismatch: 'ERR_EVENT_ID_MISMATCH',
  eventNotEditable: 'ERR_EVENT_NOT_EDITABLE',
  unknownRole: 'ERR_UNKNOWN_ROLE',
  roleNotEditable: 'ERR_ROLE_NOT_EDITABLE',
  notOnSameLeg: 'ERR_NOT_ON_SAME_LEG',
} as const
/** One of {@link ROSTER_ERR}. */
export type RosterErrId = (typeof ROSTER_ERR)[keyof typeof ROSTER_ERR]

/** A 4xx answer `{ success: false, error: [{ errId, errMessage }] }` with a roster-side error id (same shape as `failure`). */
export const rosterFailure = (status: number, errId: RosterErrId, errMessage: string): Reply => ({
  status,
  body: EmptyEnvelope.encode({ success: false, error: [{ errId, errMessage }] }),
})
