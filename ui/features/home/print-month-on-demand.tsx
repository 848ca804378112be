import { useEffect, useRef, useState, type ComponentType } from 'react'
import { loadScreenStyles } from '../../app/signed-in-styles'
import { loadSignedInDictionary } from '../../i18n/load-language'
import type { PrintMonthProps } from './print-month'
import { useFirstInteraction } from './use-first-interaction'

// The sheet's rules are in the other screens' stylesheet and its words in the other screens' dictionary part (what
// the first view does not run goes there): all three come together; a sheet whose stylesheet could not come still prints, unstyled.
let sheetLoad: Promise<ComponentType<PrintMonthProps>> | undefined
const loadSheet = (): Promise<ComponentType<PrintMonthProps>> =>
  (sheetLoad ??= Promise.all([import('./print-month'), loadScreenStyles().catch(() => undefined), loadSignedInDictionary()]).then(
    ([sheet]) => sheet.PrintMonth,
    (error: unknown) => {
      sheetLoad = undefined // a chunk that could not come (offline) is asked for again next time
      throw error
    },
  ))

export interface PrintMonthOnDemandProps extends PrintMonthProps {
  /** Home's print button: each press (a new number) prints once the sheet is on the page. 0: never pressed. */
  readonly printRequest: number
}

/**
 * The printed block month (print-month.tsx), fetched when it may be needed rather than with the first view: on the
 * first interaction with home, when printing starts, or when the print button is pressed (then the browser's print
 * starts once the sheet's code is on the page, so the button never prints the screen instead). Until its code has
 * arrived a print from the browser's menu shows the screen as it is (the stylesheet hides the app only beside a print
 * sheet), so a print is never blank.
 */
export const PrintMonthOnDemand = ({ printRequest, ...props }: PrintMonthOnDemandProps) => {
  const wanted = useFirstInteraction()
  const [Sheet, setSheet] = useState<ComponentType<PrintMonthProps> | undefined>(undefined)
  const printed = useRef(0)
  const needed = wanted || printRequest > 0
  useEffect(() => {
    if (!needed || Sheet !== undefined) return undefined
    let live = true
    loadSheet().then(
      (component) => live && setSheet(() => component),
      () => {
        // Offline without the sheet's chunk: a pressed button still prints, the screen as it shows.
        if (!live || printRequest <= printed.current) return
        printed.current = printRequest
        window.print()
      },
    )
    return () => {
      live = false
    }
  }, [needed, Sheet, printRequest])
  // After the commit that put the sheet on the page (its `beforeprint` listener renders it for paper), in a task of
  // its own: the print's `beforeprint` renders synchronously, which React refuses from inside its own effects.
  useEffect(() => {
    if (Sheet === undefined || printRequest <= printed.current) return undefined
    printed.current = printRequest
    const task = setTimeout(() => window.print(), 0)
    return () => clearTimeout(task)
  }, [Sheet, printRequest])
  return Sheet === undefined ? null : <Sheet {...props} />
}
