import { useSyncExternalStore } from 'react'
import { BREAKPOINT_PX } from '../design/panda-theme'

const query = (q: string): MediaQueryList | undefined => (typeof matchMedia === 'function' ? matchMedia(q) : undefined)

/** Whether a media query matches, following changes. */
export const useMediaQuery = (q: string): boolean =>
  useSyncExternalStore(
    (onChange) => {
      const list = query(q)
      list?.addEventListener('change', onChange)
      return () => list?.removeEventListener('change', onChange)
    },
    () => query(q)?.matches ?? false,
    () => false,
  )

/** The `md` breakpoint and up: the wide two-column layout of SPEC section 2. */
export const useIsWide = (): boolean => useMediaQuery(`(min-width: ${BREAKPOINT_PX.md}px)`)
