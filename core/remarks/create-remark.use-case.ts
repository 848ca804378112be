import { pipe } from 'fp-ts/function'
import * as TE from 'fp-ts/TaskEither'
import type { CrmId } from '../shared/brands'
import { validateNewRemark, type NewRemarkContext, type NewRemarkForm } from './new-remark.validation'
import type { CreateDailyRemarkBody } from './remark.codec'
import { createRemarkFailed, type CreateRemarkRefusal, type RemarkCallError } from './remark.errors'
import type { RemarksPort } from './remark.port'

/** Input of {@link createRemark}. `canCreate` is the edit-level daily-remarks permission. */
export interface CreateRemarkInput {
  readonly crmId: CrmId
  readonly form: NewRemarkForm
  readonly context: NewRemarkContext
  readonly online: boolean
  readonly canCreate: boolean
}

/** Why creating failed: refused before the call, or 'Could not create Daily Remark.'. */
export type CreateRemarkError = CreateRemarkRefusal | Extract<RemarkCallError, { _tag: 'CreateRemarkFailed' }>

/**
 * Creates a daily remark: refused offline ("Sending is disabled offline"), without the edit-level
 * permission ("Creating a remark needs the edit-level daily-remarks permission") or with an invalid
 * form; otherwise `POST .../daily_remark` with the validated body, which it returns.
 */
export const createRemark =
  (deps: { readonly port: RemarksPort }) =>
  (input: CreateRemarkInput): TE.TaskEither<CreateRemarkError, CreateDailyRemarkBody> => {
    if (!input.online) return TE.left({ _tag: 'Offline' })
    if (!input.canCreate) return TE.left({ _tag: 'NotPermitted' })
    return pipe(
      TE.fromEither(validateNewRemark(input.form, input.context)),
      TE.mapLeft((errors): CreateRemarkError => ({ _tag: 'Invalid', errors })),
      TE.chainW((body) =>
        pipe(
          deps.port.createRemark(input.crmId, body),
          TE.bimap(createRemarkFailed, () => body),
        ),
      ),
    )
  }
