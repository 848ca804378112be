import type { MyDataEntity } from './my-data-error'
import type { CrmId } from '../shared/brands'

/** One my-data write: the crew member, what kind of item it is about (for the error message), and the body. */
export interface MyDataWriteInput<B> {
  readonly crmId: CrmId
  readonly entity: MyDataEntity
  readonly body: B
}
