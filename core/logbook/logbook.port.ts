import type * as T from 'fp-ts/Task'
import type * as TE from 'fp-ts/TaskEither'
import type { TransportError } from '../errors/app-error'
import type { CacheError } from '../platform/encrypted-cache.port'
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

/**
 * The marks kept on this device (per crew member, in the encrypted offline cache): the copy of the server's, read
 * while offline, or the only ones without the endpoint.
 */
export interface LogbookDeviceMarks {
  /** The marks kept; none when there are none, the cache is locked or the entry is unreadable. Never fails. */
  readonly read: (crmId: CrmId) => T.Task<PilotFlyingMarks>
  /** Keeps the marks; a locked or full cache is the error (the caller decides whether it matters). */
  readonly write: (crmId: CrmId, marks: PilotFlyingMarks) => TE.TaskEither<CacheError, void>
}
