import { lazy, Suspense } from 'react'
import { loadScreenStyles } from '../../app/signed-in-styles'
import { loadSignedInDictionary } from '../../i18n/load-language'
import type { PrintMonthProps } from './print-month'
import { useFirstInteraction } from './use-first-interaction'
import { usePrinting } from './use-printing'

// The sheet's rules are in the other screens' stylesheet and its words in the other screens' dictionary part (what
// the first view does not run goes there): all three come together; a sheet whose stylesheet could not come still prints, unstyled.
const PrintMonth = lazy(async () => {
  const [sheet] = await Promise.all([import('./print-month'), loadScreenStyles().catch(() => undefined), loadSignedInDictionary()])
  return { default: sheet.PrintMonth }
})

/**
 * The printed block month (print-month.tsx), fetched when it may be needed rather than with the first view: on the
 * first interaction with home, or when printing starts. Until its code has arrived the browser prints the screen as
 * it is (the stylesheet hides the app only beside a print sheet), so a print is never blank.
 */
export const PrintMonthOnDemand = (props: PrintMonthProps) => {
  const printing = usePrinting()
  const wanted = useFirstInteraction()
  if (!wanted && !printing) return null
  return (
    <Suspense fallback={null}>
      <PrintMonth {...props} />
    </Suspense>
  )
}
