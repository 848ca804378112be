import type * as TE from 'fp-ts/TaskEither'
import type { TransportError } from '../errors/app-error'
import type { CrmId } from '../shared/brands'
import type { Summary, SummaryQuery } from './summary.codec'
import type { SummaryPort } from './summary.port'

/** Loads the summary groups of a sample range (validate the range with `validateSummaryRange` first). */
export const loadSummary =
  (deps: { readonly port: SummaryPort }) =>
  (input: { readonly crmId: CrmId; readonly query: SummaryQuery }): TE.TaskEither<TransportError, Summary> =>
    deps.port.fetchSummary(input.crmId, input.query)
