import { useEffect, useRef, useState } from 'react'
import { HEADER_SHOWN, headerOnScroll } from '../../core/access/header-scroll.rules'

/**
 * Follows the window's scroll with core `headerOnScroll` (the profile's `hideHeaderOnScroll`):
 * true while the header band should be hidden. The header's height is measured from `ref`.
 */
export const useHeaderHiddenOnScroll = (hideHeaderOnScroll: boolean, ref: { readonly current: HTMLElement | null }): boolean => {
  const [hidden, setHidden] = useState(false)
  const state = useRef(HEADER_SHOWN)
  useEffect(() => {
    state.current = HEADER_SHOWN
    setHidden(false)
    if (!hideHeaderOnScroll) return
    const onScroll = () => {
      const headerHeight = ref.current?.getBoundingClientRect().height ?? 56
      state.current = headerOnScroll(state.current, window.scrollY, { hideHeaderOnScroll, headerHeight })
      setHidden(state.current.hidden)
    }
    window.addEventListener('scroll', onScroll, { passive: true })
    return () => window.removeEventListener('scroll', onScroll)
  }, [hideHeaderOnScroll, ref])
  return hidden
}
