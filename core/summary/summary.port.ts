import type * as TE from 'fp-ts/TaskEither'
import type { TransportError } from '../errors/app-error'
import type { CrmId } from '../shared/brands'
import type { Summary, SummaryQuery } from './summary.codec'

/** The summary call of SPEC section 7. */
export interface SummaryPort {
  /** `GET roster/{crmId}/summary?start&end`. */
  readonly fetchSummary: (crmId: CrmId, query: SummaryQuery) => TE.TaskEither<TransportError, Summary>
}
