import { pipe } from 'fp-ts/function'
import * as TE from 'fp-ts/TaskEither'
import type { CrmId } from '../shared/brands'
import type { DailyRemark, DailyRemarksQuery } from './remark.codec'
import { loadRemarksFailed, type RemarkCallError } from './remark.errors'
import type { RemarksPort } from './remark.port'

/** Loads the remarks of a period; failure is 'Could not load Daily Remarks.' (SPEC section 8). */
export const loadRemarks =
  (deps: { readonly port: RemarksPort }) =>
  (input: { readonly crmId: CrmId; readonly query: DailyRemarksQuery }): TE.TaskEither<Extract<RemarkCallError, { _tag: 'LoadRemarksFailed' }>, ReadonlyArray<DailyRemark>> =>
    pipe(deps.port.fetchRemarks(input.crmId, input.query), TE.mapLeft(loadRemarksFailed))
