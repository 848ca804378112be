import { pipe } from 'fp-ts/function'
import * as TE from 'fp-ts/TaskEither'
import { myDataWriteError, type MyDataError } from './my-data-error'
import type { BasicDataCreateBody } from './my-data.codec'
import type { MyDataPort } from './my-data.port'
import type { MyDataWriteInput } from './write-my-data'

/**
 * Creates a my-data item (`POST user/{crmId}/basicdata`: a contact, an address, or a travel document
 * with its visas). Failures: "Entry with same priority already exists", or the server's error
 * ("Could not ... create an address or contact").
 */
export const createMyDataItem =
  (deps: { readonly port: MyDataPort }) =>
  (input: MyDataWriteInput<BasicDataCreateBody>): TE.TaskEither<MyDataError, void> =>
    pipe(
      deps.port.create(input.crmId, input.body),
      TE.mapLeft((cause) => myDataWriteError('create', input.entity, cause)),
    )
