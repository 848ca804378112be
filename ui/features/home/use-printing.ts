import { useSyncExternalStore } from 'react'
import { flushSync } from 'react-dom'

/**
 * Whether the page is being printed: the print media query (print preview, emulated print media) or the window's
 * `beforeprint` … `afterprint`. The print sheet renders only then, so the screen's document (and its tests) never
 * carries a second copy of the month. `beforeprint` renders synchronously (flushSync): the browser lays the page out
 * for paper as soon as its listeners return.
 */
let printingByEvent = false

const subscribe = (onChange: () => void): (() => void) => {
  if (typeof window === 'undefined') return () => undefined
  const query = window.matchMedia?.('print')
  const before = () => {
    printingByEvent = true
    flushSync(onChange)
  }
  const after = () => {
    printingByEvent = false
    onChange()
  }
  window.addEventListener('beforeprint', before)
  window.addEventListener('afterprint', after)
  query?.addEventListener?.('change', onChange)
  return () => {
    window.removeEventListener('beforeprint', before)
    window.removeEventListener('afterprint', after)
    query?.removeEventListener?.('change', onChange)
  }
}

const snapshot = (): boolean => printingByEvent || (typeof window !== 'undefined' && window.matchMedia?.('print').matches === true)

export const usePrinting = (): boolean => useSyncExternalStore(subscribe, snapshot, () => false)
