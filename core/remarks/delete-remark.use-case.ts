import { pipe } from 'fp-ts/function'
import * as TE from 'fp-ts/TaskEither'
import type { Temporal } from 'temporal-polyfill'
import type { CrmId } from '../shared/brands'
import { deleteRemarkFailed, type RemarkCallError } from './remark.errors'
import type { RemarksPort } from './remark.port'

/** Deletes the remark of a date (`DELETE ...daily_remark?date=`); failure is 'Could not delete Daily Remark.'. */
export const deleteRemark =
  (deps: { readonly port: RemarksPort }) =>
  (input: { readonly crmId: CrmId; readonly date: Temporal.PlainDate }): TE.TaskEither<Extract<RemarkCallError, { _tag: 'DeleteRemarkFailed' }>, void> =>
    pipe(deps.port.deleteRemark(input.crmId, input.date), TE.mapLeft(deleteRemarkFailed))
