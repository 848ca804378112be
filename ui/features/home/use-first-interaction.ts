import { useEffect, useState } from 'react'

/**
 * What only a person does on home (Ctrl+P starts with a key; a press, a touch, the wheel, or printing): not pointer moves or
 * scrolls, which the browser and the app also cause (a list put at today, a layout under the mouse).
 */
const FIRST_INTERACTION = ['pointerdown', 'keydown', 'touchstart', 'wheel', 'beforeprint'] as const

/**
 * Whether the crew member has interacted with the page since this component mounted: what home fetches after its
 * first view (the print sheet, the recency warning) waits for it, so it is not fetched with the roster's first view.
 */
export const useFirstInteraction = (): boolean => {
  const [interacted, setInteracted] = useState(false)
  useEffect(() => {
    if (interacted) return undefined
    const done = () => setInteracted(true)
    for (const name of FIRST_INTERACTION) window.addEventListener(name, done, { once: true, passive: true, capture: true })
    // Printing (the browser's menu, or print media emulated) counts too: the print sheet is wanted then.
    const print = window.matchMedia?.('print')
    if (print?.matches === true) done()
    print?.addEventListener?.('change', done)
    return () => {
      for (const name of FIRST_INTERACTION) window.removeEventListener(name, done, { capture: true })
      print?.removeEventListener?.('change', done)
    }
  }, [interacted])
  return interacted
}
