import * as TE from 'fp-ts/TaskEither'
import { pipe } from 'fp-ts/function'
import type { DisplayOptions } from '../access/profile.codec'
import type { TransportError } from '../errors/app-error'
import type { ChangeEffects } from './change-effects.codec'
import type { ChangeEffectsPort } from './change-effects.port'
import type { CrmId } from '../shared/brands'

/** The airline shows no duty-limit counters (profile `dutyLimits: 'off'`): the effects are not asked for. */
export interface DutyLimitsOff {
  readonly _tag: 'DutyLimitsOff'
}

/**
 * The effects of the pending change could not be had (offline, a server without `notif/effects`, an error): the
 * duty-limit panel then shows the counters now and says "after" cannot be computed.
 */
export interface ChangeEffectsUnavailable {
  readonly _tag: 'ChangeEffectsUnavailable'
  readonly cause: TransportError
}

export type LoadChangeEffectsError = DutyLimitsOff | ChangeEffectsUnavailable

/** The crew member and the airline's duty-limit setting. */
export interface LoadChangeEffectsInput {
  readonly crmId: CrmId
  readonly dutyLimits: DisplayOptions['dutyLimits']
}

/**
 * What confirming each day of the pending roster change does (`GET roster/{crmId}/notif/effects`), for the
 * duty-limit counters after the change. Only asked when the airline shows the counters; best effort (a failure
 * is a value the screen shows as "after unknown", never a 'Service Error' dialog).
 */
export const loadChangeEffects =
  (deps: { readonly port: ChangeEffectsPort }) =>
  (input: LoadChangeEffectsInput): TE.TaskEither<LoadChangeEffectsError, ChangeEffects> =>
    input.dutyLimits === 'off'
      ? TE.left({ _tag: 'DutyLimitsOff' })
      : pipe(
          deps.port.loadChangeEffects(input.crmId),
          TE.mapLeft((cause): LoadChangeEffectsError => ({ _tag: 'ChangeEffectsUnavailable', cause })),
        )
