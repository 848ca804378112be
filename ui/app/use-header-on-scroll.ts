import { useEffect, useRef, useState } from 'react'
import { HEADER_SHOWN, headerOnScroll } from '../../core/access/header-scroll.rules'
import { SCROLL_AREA_ATTRIBUTE } from '../design/app-frame'

/**
 * Follows the page's scroll with core `headerOnScroll` (the profile's `hideHeaderOnScroll`):
 * true while the header band should be hidden. The header's height is measured from `ref`; the page is the app
 * frame's scroll area around it (the window when there is none).
 */
export const useHeaderHiddenOnScroll = (hideHeaderOnScroll: boolean, ref: { readonly current: HTMLElement | null }): boolean => {
  const [hidden, setHidden] = useState(false)
  const state = useRef(HEADER_SHOWN)
  useEffect(() => {
    state.current = HEADER_SHOWN
    setHidden(false)
    if (!hideHeaderOnScroll) return
    const area = ref.current?.closest<HTMLElement>(`[${SCROLL_AREA_ATTRIBUTE}]`) ?? null
    const scroller: HTMLElement | Window = area ?? window
    const onScroll = () => {
      const headerHeight = ref.current?.getBoundingClientRect().height ?? 56
      state.current = headerOnScroll(state.current, area === null ? window.scrollY : area.scrollTop, { hideHeaderOnScroll, headerHeight })
      setHidden(state.current.hidden)
    }
    scroller.addEventListener('scroll', onScroll, { passive: true })
    return () => scroller.removeEventListener('scroll', onScroll)
  }, [hideHeaderOnScroll, ref])
  return hidden
}
