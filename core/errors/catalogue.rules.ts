import * as E from 'fp-ts/Either'
import * as t from 'io-ts'
import { ErrorItem } from '../shared/envelope.codec'
import type { TransportError } from './app-error'
import { messageKeyOfErrorId } from './error-ids'
import { isMessageKey, MESSAGE_KEYS, type MessageKey } from './message-keys'
import { fillPlaceholders } from './placeholders'

/** The per-request flags of SPEC section 7 that decide whether a failure shows a dialog. */
export interface RequestFlags {
  readonly ignoreErrors?: boolean
  readonly ignoreSessionErrors?: boolean
  /** The request has a `persistType`: it is answered from the encrypted local cache when offline. */
  readonly persisted?: boolean
}

/** What the catalogue needs besides the error: the request's flags and whether the app is online. */
export interface CatalogueContext {
  readonly flags?: RequestFlags
  readonly online: boolean
}

/**
 * A failure as the UI shows it: a title key, then either a message key (translated with `params`)
 * or a literal `text` (an unknown error id or an untranslatable server message), and whether a dialog opens.
 */
export interface UserMessage {
  readonly titleKey: MessageKey
  readonly messageKey?: MessageKey
  readonly text?: string
  readonly params: Readonly<Record<string, string>>
  readonly showDialog: boolean
  readonly buttonKey: MessageKey
}

/** The content of a message: a catalogue key with params, or a literal text. */
export type MessageContent =
  | { readonly messageKey: MessageKey; readonly params: Readonly<Record<string, string>> }
  | { readonly text: string }

const keyed = (messageKey: MessageKey, params: Readonly<Record<string, string>> = {}): MessageContent => ({ messageKey, params })

/** "translated where a key is known": a catalogue key or a known error id becomes a key, anything else stays text. */
const translateOrText = (s: string): MessageContent => {
  const key = messageKeyOfErrorId(s) ?? (isMessageKey(s) ? s : undefined)
  return key === undefined ? { text: s } : keyed(key)
}

/**
 * SPEC section 8: "Error ids map to messages. An unknown id shows the id itself.
 * With no id the server message is shown, or 'Service Unavailable'."
 */
export const contentOfErrorItems = (items: ReadonlyArray<ErrorItem>): MessageContent => {
  const first = items[0]
  if (first === undefined) return keyed(MESSAGE_KEYS.serviceUnavailable)
  const params: Record<string, string> = { errId: first.errId, error: first.errMessage ?? first.errId }
  if (first.errMessage !== undefined) params['errMessage'] = first.errMessage
  if (first.errId.trim() !== '') {
    const key = messageKeyOfErrorId(first.errId) ?? (isMessageKey(first.errId) ? first.errId : undefined)
    return key === undefined ? { text: first.errId } : keyed(key, params)
  }
  if (first.errMessage !== undefined && first.errMessage.trim() !== '') return translateOrText(first.errMessage)
  return keyed(MESSAGE_KEYS.serviceUnavailable)
}

const MessageObject = t.intersection([
  t.type({ messageKey: t.string }),
  t.partial({ params: t.record(t.string, t.union([t.string, t.number, t.boolean, t.null])) }),
])

const firstValid = <A>(codec: t.Decoder<unknown, A>, u: unknown): A | undefined => {
  const list = Array.isArray(u) ? u : u === undefined ? [] : [u]
  for (const item of list) {
    const decoded = codec.decode(item)
    if (E.isRight(decoded)) return decoded.right
  }
  return undefined
}

const fromMessage = (m: string | t.TypeOf<typeof MessageObject>): MessageContent | undefined => {
  if (typeof m === 'string') return m.trim() === '' ? undefined : translateOrText(m)
  const params = Object.fromEntries(Object.entries(m.params ?? {}).map(([k, v]) => [k, String(v)]))
  return isMessageKey(m.messageKey) ? keyed(m.messageKey, params) : { text: fillPlaceholders(m.messageKey, params) }
}

/**
 * SPEC section 8: "If the response is JSON, the content is the first message of the error state,
 * a messages list (strings, or objects with messageKey and params substituted into {placeholders})
 * or errorMessages, translated where a key is known." A plain `message` string is the last resort.
 * `undefined` when the body holds none of these.
 */
export const contentOfJsonBody = (body: unknown): MessageContent | undefined => {
  const record = t.UnknownRecord.decode(body)
  if (E.isLeft(record)) return undefined
  const { error, messages, errorMessages, message } = record.right
  const item = firstValid(ErrorItem, error)
  if (item !== undefined) return contentOfErrorItems([item])
  const candidates = [firstValid(t.union([t.string, MessageObject]), messages), firstValid(t.string, errorMessages)]
  for (const candidate of candidates) {
    const content = candidate === undefined ? undefined : fromMessage(candidate)
    if (content !== undefined) return content
  }
  return typeof message === 'string' ? fromMessage(message) : undefined
}

/** The HTTP status of a failure, `undefined` when there was none (network failure, envelope problems). */
export const statusOf = (error: TransportError): number | undefined =>
  error._tag === 'Http' || error._tag === 'SessionExpired' ? error.status : undefined

/** SPEC section 4, Connectivity: "Failed calls with status 503, 504 or no status count as offline." */
export const countsAsOffline = (error: TransportError): boolean => {
  if (error._tag === 'Network' || error._tag === 'Offline') return true
  if (error._tag !== 'Http') return false
  return error.status === 503 || error.status === 504 || error.status === 0
}

/**
 * SPEC section 8: "No dialog is shown for requests flagged to ignore errors, for persisted requests when
 * offline, or for 401 and 403 unless the request also ignores session errors."
 */
export const shouldShowDialog = (error: TransportError, context: CatalogueContext): boolean => {
  const flags = context.flags ?? {}
  if (flags.ignoreErrors === true) return false
  if (flags.persisted === true && (!context.online || countsAsOffline(error))) return false
  // "Session errors are handled by re-login": an expired session (401, 403, or a login page answered
  // with 200) never opens the Service Error dialog; the re-authentication overlay takes over.
  if (error._tag === 'SessionExpired') return false
  const status = statusOf(error)
  if (status === 401 || status === 403) return flags.ignoreSessionErrors === true
  return true
}

const contentOf = (error: TransportError): MessageContent => {
  switch (error._tag) {
    case 'Service':
      return contentOfErrorItems(error.errors)
    case 'Decode':
    case 'UnsuccessfulResult':
      return keyed(MESSAGE_KEYS.serviceUnavailable)
    case 'Http': {
      const json = error.isJson ? contentOfJsonBody(error.body) : undefined
      if (json !== undefined) return json
      if (error.status === 503)
        return keyed(MESSAGE_KEYS.serviceUnavailableRequest, { method: error.request.method, url: error.request.url })
      return keyed(MESSAGE_KEYS.networkError, { status: String(error.status) })
    }
    case 'Network':
      return keyed(MESSAGE_KEYS.networkError, { message: error.message })
    case 'SessionExpired':
      return keyed(MESSAGE_KEYS.sessionExpired)
    case 'Offline':
      return keyed(MESSAGE_KEYS.networkProblem)
  }
}

/**
 * The user-facing message of a transport failure (SPEC section 8). "Service errors show a dialog titled
 * 'Service Error' with an OK button"; the content follows the display rules; "A 503 shows the
 * service-unavailable text plus the method and URL. Other non-JSON errors show the network error text."
 */
export const toUserMessage = (error: TransportError, context: CatalogueContext): UserMessage => {
  const content = contentOf(error)
  const base = {
    titleKey: MESSAGE_KEYS.serviceErrorTitle,
    showDialog: shouldShowDialog(error, context),
    buttonKey: MESSAGE_KEYS.ok,
  }
  return 'text' in content
    ? { ...base, text: content.text, params: {} }
    : { ...base, messageKey: content.messageKey, params: content.params }
}

/** The text of a user message in one dictionary (for example `ENGLISH_MESSAGES`): the key's wording with params filled, or the literal text. */
export const messageTextOf = (message: UserMessage, dictionary: Readonly<Record<MessageKey, string>>): string =>
  message.text ?? (message.messageKey === undefined ? '' : fillPlaceholders(dictionary[message.messageKey], message.params))
