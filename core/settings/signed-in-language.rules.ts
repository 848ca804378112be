import * as E from 'fp-ts/Either'
import type { TransportError } from '../errors/app-error'
import type { Language } from '../shared/constants'
import { uiLanguage } from './ui-language.rules'

/** What the app does with the interface language once a crew member is signed in. */
export type SignedInLanguage =
  | { readonly _tag: 'Apply'; readonly language: Language }
  | { readonly _tag: 'Keep'; readonly reason: 'serviceUnavailable' | 'notLoaded' | 'chosenMeanwhile' | 'sameLanguage' }
  | { readonly _tag: 'Reject'; readonly raw: string }

/** What the rule looks at. */
export interface SignedInLanguageInput {
  /** The user configuration's `languageServiceAvailable`. */
  readonly languageServiceAvailable: boolean
  /** The answer of `GET /preferredLanguage` (SPEC section 7), or why it failed. */
  readonly answer: E.Either<TransportError, string>
  /** The language shown now (before sign-in it came from local storage). */
  readonly current: Language
  /** Whether the user picked a language in this session before the answer came. */
  readonly chosenMeanwhile: boolean
}

/**
 * The interface language right after sign-in. The preference saved on the server (`GET /preferredLanguage`)
 * applies at once, on whatever screen, so a crew member who chose Français elsewhere sees French on a new
 * device; local storage (SPEC section 9: "detected from local storage") only decides the screens before
 * sign-in. The code is checked by the preferred-language rule (SPEC section 5: "2 characters after trim and
 * lowercase. Otherwise an error is logged": `Reject`, for the caller to log); a code the app has no
 * dictionary for gives the fallback `en` (`uiLanguage`). The current language stays when the service is
 * unavailable, the call failed (offline sign-in), or the user already chose a language in this session.
 */
export const signedInLanguage = (input: SignedInLanguageInput): SignedInLanguage => {
  if (!input.languageServiceAvailable) return { _tag: 'Keep', reason: 'serviceUnavailable' }
  if (E.isLeft(input.answer)) return { _tag: 'Keep', reason: 'notLoaded' }
  if (input.chosenMeanwhile) return { _tag: 'Keep', reason: 'chosenMeanwhile' }
  const { language, rejected } = uiLanguage(input.answer.right)
  if (rejected !== undefined) return { _tag: 'Reject', raw: rejected }
  return language === input.current ? { _tag: 'Keep', reason: 'sameLanguage' } : { _tag: 'Apply', language }
}
