import { pipe } from 'fp-ts/function'
import * as TE from 'fp-ts/TaskEither'
import { myDataLoadError, type MyDataError } from './my-data-error'
import type { BasicDataType, MyData } from './my-data.codec'
import type { MyDataPort } from './my-data.port'
import type { CrmId } from '../shared/brands'

/** What a my-data screen asks for: the crew member and the parts of the bundle it shows. */
export interface LoadMyDataInput {
  readonly crmId: CrmId
  readonly types: ReadonlyArray<BasicDataType>
}

/**
 * Loads the requested parts of the my-data bundle (`GET user/{crmId}/basicdata`). A failure is a
 * `MyDataLoadFailed` keeping the server's first error item (SPEC section 8: "Could not fetch crew
 * member basic data"; "Failed my-data load ... show the error from the server").
 */
export const loadMyData =
  (deps: { readonly port: MyDataPort }) =>
  (input: LoadMyDataInput): TE.TaskEither<MyDataError, MyData> =>
    pipe(
      deps.port.load(input.crmId, input.types),
      TE.mapLeft((cause) => myDataLoadError(cause)),
    )
