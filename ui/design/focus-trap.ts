import { useEffect, useRef, type RefObject } from 'react'

const FOCUSABLE = [
  'a[href]',
  'button:not([disabled])',
  'input:not([disabled]):not([type="hidden"])',
  'select:not([disabled])',
  'textarea:not([disabled])',
  '[tabindex]:not([tabindex="-1"])',
].join(',')

/** The keyboard-focusable elements inside `root`, in DOM order. */
export const focusableIn = (root: HTMLElement): HTMLElement[] =>
  Array.from(root.querySelectorAll<HTMLElement>(FOCUSABLE)).filter((el) => !el.hasAttribute('inert') && el.getAttribute('aria-hidden') !== 'true')

/**
 * While `active`: moves focus into `container` (to `initial`, else its first focusable element, else
 * the container), keeps Tab and Shift+Tab inside it, calls `onEscape` on Escape, and gives focus back
 * to the previously focused element when it ends (WAI-ARIA modal dialog pattern).
 */
export const useFocusTrap = (
  container: RefObject<HTMLElement | null>,
  active: boolean,
  onEscape: (() => void) | undefined,
  initial?: RefObject<HTMLElement | null>,
): void => {
  // The latest handler, read at key time: a new callback each render must not re-run the trap.
  const escape = useRef(onEscape)
  useEffect(() => {
    escape.current = onEscape
  })
  useEffect(() => {
    const root = container.current
    if (!active || root === null) return
    const previous = document.activeElement instanceof HTMLElement ? document.activeElement : null
    const first = initial?.current ?? focusableIn(root)[0] ?? root
    first.focus()

    const onKeyDown = (event: KeyboardEvent) => {
      const handler = escape.current
      if (event.key === 'Escape' && handler !== undefined) {
        event.stopPropagation()
        handler()
        return
      }
      if (event.key !== 'Tab') return
      const items = focusableIn(root)
      if (items.length === 0) {
        event.preventDefault()
        root.focus()
        return
      }
      const head = items[0] as HTMLElement
      const tail = items[items.length - 1] as HTMLElement
      const current = document.activeElement
      if (event.shiftKey && (current === head || !root.contains(current))) {
        event.preventDefault()
        tail.focus()
      } else if (!event.shiftKey && (current === tail || !root.contains(current))) {
        event.preventDefault()
        head.focus()
      }
    }
    root.addEventListener('keydown', onKeyDown)
    return () => {
      root.removeEventListener('keydown', onKeyDown)
      if (previous !== null && previous.isConnected) previous.focus()
    }
  }, [container, active, initial])
}
