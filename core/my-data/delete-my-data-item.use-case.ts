import { pipe } from 'fp-ts/function'
import * as TE from 'fp-ts/TaskEither'
import { myDataWriteError, type MyDataError } from './my-data-error'
import type { BasicDataDeleteBody } from './my-data.codec'
import type { MyDataPort } from './my-data.port'
import type { MyDataWriteInput } from './write-my-data'

/**
 * Deletes the my-data item with that natural key (`DELETE user/{crmId}/basicdata`). The server
 * refuses the last remaining entry of a list ("Last remaining entry cannot be deleted"); other
 * failures carry the server's error.
 */
export const deleteMyDataItem =
  (deps: { readonly port: MyDataPort }) =>
  (input: MyDataWriteInput<BasicDataDeleteBody>): TE.TaskEither<MyDataError, void> =>
    pipe(
      deps.port.remove(input.crmId, input.body),
      TE.mapLeft((cause) => myDataWriteError('delete', input.entity, cause)),
    )
