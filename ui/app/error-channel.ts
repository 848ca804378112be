import { proxy } from 'valtio'
import type { TransportError } from '../../core/errors/app-error'
import { toUserMessage, type RequestFlags, type UserMessage } from '../../core/errors/catalogue.rules'
import { MESSAGE_KEYS } from '../../core/errors/message-keys'
import { session } from './session.store'

/** A message for the 'Service Error' dialog: dictionary keys (errors/validation sections) or a literal text. */
export interface ServiceDialogMessage {
  readonly titleKey: string
  readonly messageKey?: string
  readonly text?: string
  readonly params: Readonly<Record<string, string | number>>
  readonly buttonKey: string
}

/** The dialogs waiting to be shown, first one on screen (SPEC section 8: "Service errors show a dialog titled 'Service Error' with an OK button"). */
export const serviceErrors = proxy<{ queue: ServiceDialogMessage[] }>({ queue: [] })

/** Queues a core `UserMessage` when its `showDialog` says so. */
export const showUserMessage = (message: UserMessage): void => {
  if (!message.showDialog) return
  serviceErrors.queue.push({
    titleKey: message.titleKey,
    ...(message.messageKey === undefined ? {} : { messageKey: message.messageKey }),
    ...(message.text === undefined ? {} : { text: message.text }),
    params: message.params,
    buttonKey: message.buttonKey,
  })
}

/**
 * Shows a transport failure in the 'Service Error' dialog by core `toUserMessage` (the dialog rules of
 * SPEC section 8 apply: pass the request's flags).
 */
export const showServiceError = (error: TransportError, flags: RequestFlags = {}): void =>
  showUserMessage(toUserMessage(error, { flags, online: session.online }))

/**
 * Shows a screen's own error message (for example 'Could not load Daily Remarks.', a translated server
 * error) in the 'Service Error' dialog; `titleKey` defaults to 'Service Error'.
 */
export const showServiceMessage = (messageKey: string, params: Readonly<Record<string, string | number>> = {}, titleKey: string = MESSAGE_KEYS.serviceErrorTitle): void => {
  serviceErrors.queue.push({ titleKey, messageKey, params, buttonKey: MESSAGE_KEYS.ok })
}

/** The OK button: the next queued dialog, if any. */
export const dismissServiceError = (): void => {
  serviceErrors.queue.shift()
}

/** The error channel for components: `{ showError, showMessage }`. */
export const useServiceError = () => ({ showError: showServiceError, showMessage: showServiceMessage, showUserMessage })
