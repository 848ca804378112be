import * as TE from 'fp-ts/TaskEither'
import { pipe } from 'fp-ts/function'
import type { TransportError } from '../errors/app-error'
import type { CrmId } from '../shared/brands'
import type { LegCrew } from './leg-crew.codec'
import type { CrewPort } from './crew.port'

/** SPEC section 8: "Leg crew failure: 'service error' dialog with content about failing to load leg data." */
export interface LegCrewLoadFailed {
  readonly _tag: 'LegCrewLoadFailed'
  readonly cause: TransportError
}

/** Loads the crew of a leg; a failure becomes `LegCrewLoadFailed`. */
export const loadLegCrew =
  (deps: { readonly crew: CrewPort }) =>
  (input: { readonly crmId: CrmId; readonly eventId: string }): TE.TaskEither<LegCrewLoadFailed, LegCrew> =>
    pipe(
      deps.crew.loadLegCrew(input.crmId, input.eventId),
      TE.mapLeft((cause): LegCrewLoadFailed => ({ _tag: 'LegCrewLoadFailed', cause })),
    )
