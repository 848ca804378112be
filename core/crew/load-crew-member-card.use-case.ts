import * as TE from 'fp-ts/TaskEither'
import { pipe } from 'fp-ts/function'
import type { TransportError } from '../errors/app-error'
import type { CrmId } from '../shared/brands'
import type { CrewMemberCard } from './crew-member.codec'
import type { CrewPort } from './crew.port'

/**
 * SPEC section 8: "Master data or crew member info failure is only logged, and the screen stays
 * unloaded." The UI shows no dialog for this tag.
 */
export interface CrewMemberInfoLoadFailed {
  readonly _tag: 'CrewMemberInfoLoadFailed'
  readonly crewMemberId: CrmId
  readonly cause: TransportError
}

/** The crew port and a sink for the error log line. */
export interface LoadCrewMemberCardDeps {
  readonly crew: CrewPort
  readonly logError: (message: string) => void
}

/** Loads a crew member card; a failure is logged and returned as `CrewMemberInfoLoadFailed`. */
export const loadCrewMemberCard =
  (deps: LoadCrewMemberCardDeps) =>
  (input: { readonly crewMemberId: CrmId; readonly segment: string }): TE.TaskEither<CrewMemberInfoLoadFailed, CrewMemberCard> =>
    pipe(
      deps.crew.loadCrewMemberCard(input.crewMemberId, input.segment),
      TE.mapLeft((cause): CrewMemberInfoLoadFailed => {
        deps.logError(`crew member ${input.crewMemberId} info could not be loaded: ${cause._tag}`)
        return { _tag: 'CrewMemberInfoLoadFailed', crewMemberId: input.crewMemberId, cause }
      }),
    )
