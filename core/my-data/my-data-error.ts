import type { TransportError } from '../errors/app-error'
import { serverErrorItems } from '../errors/server-error-items'
import type { ErrorItem } from '../shared/envelope.codec'

/** The kinds of my-data item an error is about. */
export type MyDataEntity = 'personal' | 'contact' | 'address' | 'travelDocument' | 'visa'

/** The my-data writes (SPEC section 7: POST, PUT, DELETE `user/{crmId}/basicdata`). */
export type MyDataWriteOperation = 'create' | 'update' | 'delete'

/**
 * The error ids by which the server reports the two my-data conflicts of SPEC section 8 ("Entry with
 * same priority already exists (address and contact)", "Last remaining entry cannot be deleted").
 */
export const MY_DATA_ERROR_IDS = { samePriority: 'ERR_SAME_PRIORITY', lastEntry: 'ERR_LAST_ENTRY' } as const

/**
 * My-data failures of SPEC section 8, as tags the UI maps to dictionary keys:
 * - `MyDataLoadFailed`: "Could not fetch crew member basic data"; with `serverError`, "Failed my-data
 *   load ... show the error from the server";
 * - `MyDataWriteFailed`: "Could not delete, create or update an address or contact"; with
 *   `serverError`, the server's error is shown instead;
 * - `SamePriorityExists`: "Entry with same priority already exists (address and contact)";
 * - `LastEntryCannotBeDeleted`: "Last remaining entry cannot be deleted".
 */
export type MyDataError =
  | { readonly _tag: 'MyDataLoadFailed'; readonly cause: TransportError; readonly serverError?: ErrorItem }
  | {
      readonly _tag: 'MyDataWriteFailed'
      readonly operation: MyDataWriteOperation
      readonly entity: MyDataEntity
      readonly cause: TransportError
      readonly serverError?: ErrorItem
    }
  | { readonly _tag: 'SamePriorityExists'; readonly entity: MyDataEntity }
  | { readonly _tag: 'LastEntryCannotBeDeleted'; readonly entity: MyDataEntity }

const firstServerError = (cause: TransportError): ErrorItem | undefined => serverErrorItems(cause)[0]

/** A failed `GET user/{crmId}/basicdata` as a {@link MyDataError}, keeping the server's first error item. */
export const myDataLoadError = (cause: TransportError): MyDataError => {
  const serverError = firstServerError(cause)
  return serverError === undefined ? { _tag: 'MyDataLoadFailed', cause } : { _tag: 'MyDataLoadFailed', cause, serverError }
}

/**
 * A failed my-data write as a {@link MyDataError}: the server's same-priority and last-entry ids
 * ({@link MY_DATA_ERROR_IDS}) become their own tags; anything else is `MyDataWriteFailed`.
 */
export const myDataWriteError = (operation: MyDataWriteOperation, entity: MyDataEntity, cause: TransportError): MyDataError => {
  const serverError = firstServerError(cause)
  if (serverError?.errId === MY_DATA_ERROR_IDS.samePriority) return { _tag: 'SamePriorityExists', entity }
  if (serverError?.errId === MY_DATA_ERROR_IDS.lastEntry) return { _tag: 'LastEntryCannotBeDeleted', entity }
  return serverError === undefined
    ? { _tag: 'MyDataWriteFailed', operation, entity, cause }
    : { _tag: 'MyDataWriteFailed', operation, entity, cause, serverError }
}
