/**
 * How many times the user picked a language in Settings since the page opened: the sign-in language
 * (the server's preference) must not undo a choice made while its call was under way.
 */
let choices = 0

/** Counts a language picked by the user. */
export const noteLanguageChosen = (): void => {
  choices += 1
}

/** The count so far (compare two readings to know whether the user chose in between). */
export const languageChoices = (): number => choices
