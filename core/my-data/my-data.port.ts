import type * as TE from 'fp-ts/TaskEither'
import type { TransportError } from '../errors/app-error'
import type { CrmId } from '../shared/brands'
import type {
  BasicDataCreateBody,
  BasicDataDeleteBody,
  BasicDataType,
  BasicDataUpdateBody,
  MyData,
} from './my-data.codec'

/**
 * The my-data calls of SPEC section 7 (`user/{crmId}/basicdata` under `rest/pems`); "each returns
 * success and error". Implementations decode with the codecs of `my-data.codec.ts`.
 */
export interface MyDataPort {
  /** `GET user/{crmId}/basicdata?types=a,b` (or `?type=a` for one): the requested parts of the bundle. */
  readonly load: (crmId: CrmId, types: ReadonlyArray<BasicDataType>) => TE.TaskEither<TransportError, MyData>
  /** `POST user/{crmId}/basicdata`: creates the item(s) of the body. */
  readonly create: (crmId: CrmId, body: BasicDataCreateBody) => TE.TaskEither<TransportError, void>
  /** `PUT user/{crmId}/basicdata`: replaces the item identified by `originalNatKey`. */
  readonly update: (crmId: CrmId, body: BasicDataUpdateBody) => TE.TaskEither<TransportError, void>
  /** `DELETE user/{crmId}/basicdata`: deletes the item with that natural key. */
  readonly remove: (crmId: CrmId, body: BasicDataDeleteBody) => TE.TaskEither<TransportError, void>
}
