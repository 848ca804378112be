import type * as TE from 'fp-ts/TaskEither'
import type { TransportError } from '../errors/app-error'
import type { CrmId } from '../shared/brands'
import type { ChangeEffects } from './change-effects.codec'

/** `GET roster/{crmId}/notif/effects`: what confirming each day of the pending roster change does. */
export interface ChangeEffectsPort {
  readonly loadChangeEffects: (crmId: CrmId) => TE.TaskEither<TransportError, ChangeEffects>
}
