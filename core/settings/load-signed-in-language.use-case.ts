import type * as E from 'fp-ts/Either'
import * as T from 'fp-ts/Task'
import * as TE from 'fp-ts/TaskEither'
import { pipe } from 'fp-ts/function'
import type { TransportError } from '../errors/app-error'
import type { Language } from '../shared/constants'
import { signedInLanguage, type SignedInLanguage } from './signed-in-language.rules'

/** What the use case needs: the preferred-language call of the settings port. */
export interface LoadSignedInLanguageDeps {
  readonly loadPreferredLanguage: () => TE.TaskEither<TransportError, string>
}

/** The situation at sign-in; `chosenMeanwhile` is asked when the answer arrives (the user may switch meanwhile). */
export interface LoadSignedInLanguageInput {
  readonly languageServiceAvailable: boolean
  readonly current: () => Language
  readonly chosenMeanwhile: () => boolean
}

/**
 * Right after sign-in: asks `GET /preferredLanguage` (only when the language service is available) and
 * decides with {@link signedInLanguage} what the interface shows. Never fails: a failed call keeps the
 * current language.
 */
export const loadSignedInLanguage =
  (deps: LoadSignedInLanguageDeps) =>
  (input: LoadSignedInLanguageInput): T.Task<SignedInLanguage> => {
    const decide = (answer: E.Either<TransportError, string>): SignedInLanguage =>
      signedInLanguage({ languageServiceAvailable: input.languageServiceAvailable, answer, current: input.current(), chosenMeanwhile: input.chosenMeanwhile() })
    if (!input.languageServiceAvailable) return T.of({ _tag: 'Keep', reason: 'serviceUnavailable' })
    return pipe(deps.loadPreferredLanguage(), T.map(decide))
  }
