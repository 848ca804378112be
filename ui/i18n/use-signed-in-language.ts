import { useEffect, useRef } from 'react'
import { useSession } from '../app/session.store'
import { INFRA, USE_CASES } from '../app/tokens'
import { useUseCase } from '../app/use-use-case'
import { languageChoices } from './language-choice'
import { useI18n } from './use-i18n'

/**
 * Applies the server's preferred language as soon as a crew member is signed in (core
 * `loadSignedInLanguage`), on whatever screen the sign-in lands, so the choice made on another device
 * shows at once; local storage decided only the screens before. A rejected code is logged. Runs once
 * per signed-in crew member.
 */
export const useSignedInLanguage = (): void => {
  const { authenticated, crmId, user } = useSession()
  const { language, setLanguage } = useI18n()
  const load = useUseCase(USE_CASES.loadSignedInLanguage)
  const log = useUseCase(INFRA.log)
  const shown = useRef(language)
  shown.current = language
  const available = user?.configuration?.languageServiceAvailable === true

  useEffect(() => {
    if (!authenticated || crmId === undefined) return
    const choicesAtStart = languageChoices()
    let live = true
    void load({ languageServiceAvailable: available, current: () => shown.current, chosenMeanwhile: () => languageChoices() !== choicesAtStart })().then(
      (decision) => {
        if (!live) return
        if (decision._tag === 'Apply') void setLanguage(decision.language)
        if (decision._tag === 'Reject') log.log('ERROR', `preferred language rejected: '${decision.raw}'`)
      },
    )
    return () => {
      live = false
    }
    // Once per signed-in crew member: later changes are the user's own (Settings).
  }, [authenticated, crmId, available])
}
