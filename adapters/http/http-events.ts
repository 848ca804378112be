import { createEmitter } from '../shared/store'
import type { ErrorDialogEvent, HttpEvents, SessionExpiredEvent } from '../../core/platform/http-events.port'

/** Creates the two emitters of {@link HttpEvents}. */
export const createHttpEvents = (): HttpEvents => ({
  sessionExpired: createEmitter<SessionExpiredEvent>(),
  errors: createEmitter<ErrorDialogEvent>(),
})
