import type * as TE from 'fp-ts/TaskEither'
import type { TransportError } from '../errors/app-error'
import type { CrmId } from '../shared/brands'
import type { PilotFlyingMark, PilotFlyingMarks } from './logbook.codec'

/**
 * The "I flew" marks on the server (ours: an extension endpoint, `rest/pems/logbook/{crmId}/pilot-flying`). A backend
 * without it answers 404 or 501: the marks then stay on the device (`isMarksEndpointMissing`).
 */
export interface LogbookPort {
  /** `GET rest/pems/logbook/{crmId}/pilot-flying`: every mark of the crew member. */
  readonly loadMarks: (crmId: CrmId) => TE.TaskEither<TransportError, PilotFlyingMarks>
  /** `PUT rest/pems/logbook/{crmId}/pilot-flying` with one mark: every mark after the write. */
  readonly saveMark: (crmId: CrmId, mark: PilotFlyingMark) => TE.TaskEither<TransportError, PilotFlyingMarks>
}

/** The marks kept on this device (per crew member): the copy of the server's, or the only ones without the endpoint. */
export interface LogbookDeviceMarks {
  readonly read: (crmId: CrmId) => PilotFlyingMarks
  readonly write: (crmId: CrmId, marks: PilotFlyingMarks) => void
}
