import type * as TE from 'fp-ts/TaskEither'
import type { TransportError } from '../errors/app-error'
import type { CrmId, LogicalId } from '../shared/brands'
import type { Temporal } from 'temporal-polyfill'
import type { CreateDailyRemarkBody, DailyRemark, DailyRemarksQuery, RemarkType } from './remark.codec'

/** The daily-remark calls of SPEC section 7, under `rest/pems/roster/{crmId}/details/daily_remark`. */
export interface RemarksPort {
  /** `GET .../daily_remark?fromDtUtc&toDtUtc`: `result.dailyRemarks`. */
  readonly fetchRemarks: (crmId: CrmId, query: DailyRemarksQuery) => TE.TaskEither<TransportError, ReadonlyArray<DailyRemark>>
  /** `POST .../daily_remark` with body date, remarkType, comment. */
  readonly createRemark: (crmId: CrmId, body: CreateDailyRemarkBody) => TE.TaskEither<TransportError, void>
  /** `DELETE .../daily_remark?date=`. */
  readonly deleteRemark: (crmId: CrmId, date: Temporal.PlainDate) => TE.TaskEither<TransportError, void>
  /** `GET .../daily_remark/types`. */
  readonly fetchRemarkTypes: (crmId: CrmId) => TE.TaskEither<TransportError, ReadonlyArray<RemarkType>>
  /** Marks a remark read by its logical id (SPEC section 7, "Other": path and method not shown). */
  readonly markRemarkRead: (crmId: CrmId, logicalId: LogicalId) => TE.TaskEither<TransportError, void>
}
