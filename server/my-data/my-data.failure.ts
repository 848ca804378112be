import { ENGLISH_MESSAGES } from '../../core/errors/message-keys'
import { EmptyEnvelope } from '../../core/shared/envelope.codec'
import { ERR, MY_DATA_ERR } from '../http/errors'
import { failure, type Reply } from '../http/reply'
import { fieldErrorMessage, type FieldError } from './validation-message'


/** Why a my-data write was refused; nothing is written in any case. */
export type MyDataFailure =
  | { readonly _tag: 'Invalid'; readonly fieldError: FieldError }
  | { readonly _tag: 'Fixed'; readonly fieldError: FieldError }
  | { readonly _tag: 'BadShape'; readonly message: string }
  | { readonly _tag: 'SamePriority'; readonly path: string }
  | { readonly _tag: 'Exists'; readonly path: string }
  | { readonly _tag: 'NotFound'; readonly message: string }
  | { readonly _tag: 'LastEntry' }

/** A field error as a failure: a field fixed when editing is a conflict (`Fixed`), anything else bad input. */
export const fieldFailure = (fieldError: FieldError): MyDataFailure =>
  fieldError.error.key === 'cannotBeChanged' ? { _tag: 'Fixed', fieldError } : { _tag: 'Invalid', fieldError }

const conflict = (errId: string, errMessage: string): Reply => ({
  status: 409,
  body: EmptyEnvelope.encode({ success: false, error: [{ errId, errMessage }] }),
})

/**
 * The answer to a refused write: 400 `ERR_INVALID_BODY` (the message names the field and quotes the
 * core validation message), 404 `ERR_NOT_FOUND`, or 409 for the conflicts ("the same
 * priority twice ('Entry with same priority already exists'), deleting the last remaining entry,
 * editing a travel document's number").
 */
export const failureReply = (f: MyDataFailure): Reply => {
  switch (f._tag) {
    case 'Invalid':
      return failure(400, ERR.invalidBody, `Invalid request body: ${fieldErrorMessage(f.fieldError)}`)
    case 'BadShape':
      return failure(400, ERR.invalidBody, `Invalid request body: ${f.message}`)
    case 'NotFound':
      return failure(404, ERR.notFound, f.message)
    case 'Fixed':
      return conflict(MY_DATA_ERR.cannotBeChanged, fieldErrorMessage(f.fieldError))
    case 'SamePriority':
      return conflict(MY_DATA_ERR.samePriority, `${f.path}: ${ENGLISH_MESSAGES.samePriorityExists}`)
    case 'Exists':
      return conflict(MY_DATA_ERR.entryExists, `${f.path}: an entry with this natural key already exists`)
    case 'LastEntry':
      return conflict(MY_DATA_ERR.lastEntry, ENGLISH_MESSAGES.lastEntryCannotBeDeleted)
  }
}

/** 403: the crew member may only view their data (SPEC section 6: "View only gives read-only lists"). */
export const readOnlyReply = (): Reply => ({
  status: 403,
  body: EmptyEnvelope.encode({ success: false, error: [{ errId: MY_DATA_ERR.readOnly, errMessage: 'My data is view only for this crew member' }] }),
})
