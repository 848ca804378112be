import { messageKeyOfErrorId } from '../../../core/errors/error-ids'
import type { MyDataEntity, MyDataError, MyDataWriteOperation } from '../../../core/my-data/my-data-error'
import type { ErrorItem } from '../../../core/shared/envelope.codec'
import type { TranslationFunctions } from '../../../locales/i18n-types.js'
import { translateMessage } from '../../i18n/translate-message'

/** A server error item as text: a known error id translated, else the server's message (or the id itself). */
const serverText = (LL: TranslationFunctions, item: ErrorItem): { readonly known: boolean; readonly text: string } => {
  const key = messageKeyOfErrorId(item.errId)
  if (key !== undefined) return { known: true, text: translateMessage(LL, key) }
  const message = item.errMessage?.trim()
  return { known: false, text: message === undefined || message === '' ? item.errId : message }
}

const writeWithServerError = (LL: TranslationFunctions, operation: MyDataWriteOperation, error: string): string => {
  switch (operation) {
    case 'create':
      return LL.errors.myDataCreateFailed({ error })
    case 'update':
      return LL.errors.myDataUpdateFailed({ error })
    case 'delete':
      return LL.errors.myDataDeleteFailed({ error })
  }
}

/** "Could not delete, create or update an address or contact", and the same for the other entities. */
const writeWithoutServerError = (LL: TranslationFunctions, operation: MyDataWriteOperation, entity: MyDataEntity): string => {
  const E = LL.errors
  const table: Readonly<Record<MyDataEntity, Partial<Readonly<Record<MyDataWriteOperation, () => string>>>>> = {
    contact: { create: E.contactCreateFailed, update: E.contactUpdateFailed, delete: E.contactDeleteFailed },
    address: { create: E.addressCreateFailed, update: E.addressUpdateFailed, delete: E.addressDeleteFailed },
    travelDocument: { create: E.travelDocumentCreateFailed, update: E.travelDocumentUpdateFailed, delete: E.travelDocumentDeleteFailed },
    visa: { create: E.visaCreateFailed, update: E.visaUpdateFailed, delete: E.visaDeleteFailed },
    personal: { update: E.personalUpdateFailed },
  }
  return (table[entity][operation] ?? E.myDataWriteFailed)()
}

/**
 * The text of a my-data failure (SPEC section 8): "Failed my-data load, create, update or delete show
 * the error from the server"; without a server error, "Could not fetch crew member basic data" or
 * "Could not delete, create or update an address or contact"; "Entry with same priority already
 * exists"; "Last remaining entry cannot be deleted".
 */
export const myDataErrorText = (LL: TranslationFunctions, error: MyDataError): string => {
  switch (error._tag) {
    case 'SamePriorityExists':
      return LL.errors.samePriorityExists()
    case 'LastEntryCannotBeDeleted':
      return LL.errors.lastEntryCannotBeDeleted()
    case 'MyDataLoadFailed': {
      if (error.serverError === undefined) return LL.errors.crewMemberBasicDataLoadFailed()
      const server = serverText(LL, error.serverError)
      return LL.errors.myDataLoadFailed({ error: server.text })
    }
    case 'MyDataWriteFailed': {
      if (error.serverError === undefined) return writeWithoutServerError(LL, error.operation, error.entity)
      const server = serverText(LL, error.serverError)
      return server.known ? server.text : writeWithServerError(LL, error.operation, server.text)
    }
  }
}
