import { pipe } from 'fp-ts/function'
import * as TE from 'fp-ts/TaskEither'
import { myDataWriteError, type MyDataError } from './my-data-error'
import type { BasicDataUpdateBody } from './my-data.codec'
import type { MyDataPort } from './my-data.port'
import type { MyDataWriteInput } from './write-my-data'

/**
 * Replaces the my-data item named by `originalNatKey` (`PUT user/{crmId}/basicdata`; a travel
 * document carries the full list of the visas it keeps). Failures carry the server's error.
 */
export const updateMyDataItem =
  (deps: { readonly port: MyDataPort }) =>
  (input: MyDataWriteInput<BasicDataUpdateBody>): TE.TaskEither<MyDataError, void> =>
    pipe(
      deps.port.update(input.crmId, input.body),
      TE.mapLeft((cause) => myDataWriteError('update', input.entity, cause)),
    )
