import { lazy, Suspense } from 'react'
import { useSession } from '../../app/session.store'
import { loadScreenStyles } from '../../app/signed-in-styles'
import { loadSignedInDictionary } from '../../i18n/load-language'
import { useFirstInteraction } from './use-first-interaction'

// The warning's code, its words (the logbook part of the other screens' dictionary) and its rules (the other
// screens' stylesheet) come together; the sun and the airport table come later still, from the warning itself.
const RecencyWarning = lazy(async () => {
  const [warning] = await Promise.all([import('./recency-warning'), loadScreenStyles().catch(() => undefined), loadSignedInDictionary()])
  return { default: warning.RecencyWarning }
})

/**
 * Home's recency warning (recency-warning.tsx) for a crew member whose airline has the logbook on (the profile
 * switch `logbook`): fetched after the roster's first view, on the first interaction with home, so neither its code
 * nor the astronomy and airport data are part of the roster's first download.
 */
export const RecencyWarningOnDemand = ({ visible, id }: { readonly visible: boolean; readonly id: string }) => {
  const { access } = useSession()
  const wanted = useFirstInteraction()
  if (!wanted || !access.canViewLogbook()) return null
  return (
    <Suspense fallback={null}>
      <RecencyWarning visible={visible} id={id} />
    </Suspense>
  )
}
