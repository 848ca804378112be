import type * as TE from 'fp-ts/TaskEither'
import type { TransportError } from '../errors/app-error'
import type { ServerEntry } from '../access/profile.codec'
import type { ServerConfigResult } from './server.codec'

/**
 * A cancellation signal as plain callbacks (no DOM `AbortSignal`): the adapter asks whether the
 * check was cancelled and registers a listener that aborts its request; the returned function
 * unregisters it.
 */
export interface CancelToken {
  readonly isCancelled: () => boolean
  readonly onCancel: (listener: () => void) => () => void
}

/** A cancel token with the function that cancels it (listeners run once, in registration order). */
export interface CancelSource {
  readonly token: CancelToken
  readonly cancel: () => void
}

/** Creates a cancel source for one server check. */
export const createCancelSource = (): CancelSource => {
  let cancelled = false
  const listeners = new Set<() => void>()
  const token: CancelToken = {
    isCancelled: () => cancelled,
    onCancel: (listener) => {
      if (cancelled) {
        listener()
        return () => undefined
      }
      listeners.add(listener)
      return () => {
        listeners.delete(listener)
      }
    },
  }
  const cancel = (): void => {
    if (cancelled) return
    cancelled = true
    for (const listener of [...listeners]) listener()
    listeners.clear()
  }
  return { token, cancel }
}

/** The server-selection calls (SPEC section 7). */
export interface ServersPort {
  /**
   * `GET {base}/config` on a candidate server, `{base}` composed by `composeBaseUrl`: "errors
   * ignored, cancellable; returns useSso and authUrl". Errors ignored: the adapter flags the call
   * ignoreErrors (no error dialog; a failure only makes the server UNREACHABLE). Cancellable: when
   * `cancel` fires the request is aborted.
   */
  readonly checkServer: (entry: ServerEntry, cancel: CancelToken) => TE.TaskEither<TransportError, ServerConfigResult>
}
