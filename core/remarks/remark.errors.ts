import type { TransportError } from '../errors/app-error'
import type { FormErrors } from '../shared/validation/validation-error'

/** Dictionary keys of the daily-remark messages of SPEC section 8. */
export const REMARK_MESSAGE_KEYS = {
  /** 'Could not load Daily Remarks.' */
  LoadRemarksFailed: 'couldNotLoadDailyRemarks',
  /** 'Could not create Daily Remark.' */
  CreateRemarkFailed: 'couldNotCreateDailyRemark',
  /** 'Could not delete Daily Remark.' */
  DeleteRemarkFailed: 'couldNotDeleteDailyRemark',
  /** 'Could not load Remark Types.' */
  LoadRemarkTypesFailed: 'couldNotLoadRemarkTypes',
} as const

/** A failed daily-remark call, tagged by operation, with its message key and the transport cause. */
export type RemarkCallError = {
  readonly [Tag in keyof typeof REMARK_MESSAGE_KEYS]: {
    readonly _tag: Tag
    readonly messageKey: (typeof REMARK_MESSAGE_KEYS)[Tag]
    readonly cause: TransportError
  }
}[keyof typeof REMARK_MESSAGE_KEYS]

type ErrorOf<Tag extends RemarkCallError['_tag']> = Extract<RemarkCallError, { _tag: Tag }>

/** 'Could not load Daily Remarks.' from a failed load. */
export const loadRemarksFailed = (cause: TransportError): ErrorOf<'LoadRemarksFailed'> => ({
  _tag: 'LoadRemarksFailed',
  messageKey: REMARK_MESSAGE_KEYS.LoadRemarksFailed,
  cause,
})

/** 'Could not create Daily Remark.' from a failed create call. */
export const createRemarkFailed = (cause: TransportError): ErrorOf<'CreateRemarkFailed'> => ({
  _tag: 'CreateRemarkFailed',
  messageKey: REMARK_MESSAGE_KEYS.CreateRemarkFailed,
  cause,
})

/** 'Could not delete Daily Remark.' from a failed delete call. */
export const deleteRemarkFailed = (cause: TransportError): ErrorOf<'DeleteRemarkFailed'> => ({
  _tag: 'DeleteRemarkFailed',
  messageKey: REMARK_MESSAGE_KEYS.DeleteRemarkFailed,
  cause,
})

/** 'Could not load Remark Types.' from a failed types call. */
export const loadRemarkTypesFailed = (cause: TransportError): ErrorOf<'LoadRemarkTypesFailed'> => ({
  _tag: 'LoadRemarkTypesFailed',
  messageKey: REMARK_MESSAGE_KEYS.LoadRemarkTypesFailed,
  cause,
})

/** The fields of the new-remark form. */
export type NewRemarkField = 'date' | 'remarkType' | 'comment'

/** Creating refused before any call: offline ("Sending is disabled offline"), not permitted, or invalid. */
export type CreateRemarkRefusal =
  | { readonly _tag: 'Offline' }
  | { readonly _tag: 'NotPermitted' }
  | { readonly _tag: 'Invalid'; readonly errors: FormErrors<NewRemarkField> }
