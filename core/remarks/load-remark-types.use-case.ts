import { pipe } from 'fp-ts/function'
import * as TE from 'fp-ts/TaskEither'
import type { CrmId } from '../shared/brands'
import type { RemarkType } from './remark.codec'
import { loadRemarkTypesFailed, type RemarkCallError } from './remark.errors'
import type { RemarksPort } from './remark.port'

/** Loads the remark types of the type picker; failure is 'Could not load Remark Types.' (SPEC section 8). */
export const loadRemarkTypes =
  (deps: { readonly port: RemarksPort }) =>
  (crmId: CrmId): TE.TaskEither<Extract<RemarkCallError, { _tag: 'LoadRemarkTypesFailed' }>, ReadonlyArray<RemarkType>> =>
    pipe(deps.port.fetchRemarkTypes(crmId), TE.mapLeft(loadRemarkTypesFailed))
