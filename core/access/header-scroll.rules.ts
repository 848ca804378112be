/** Whether the header band is hidden, and the scroll offset it was last decided at. */
export interface HeaderScrollState {
  readonly hidden: boolean
  readonly lastY: number
}

/** At the top of the page, header shown. */
export const HEADER_SHOWN: HeaderScrollState = { hidden: false, lastY: 0 }

/** Scroll movements smaller than this (px) change nothing, so a trembling finger does not flicker the header. */
export const HEADER_SCROLL_TOLERANCE_PX = 4

/**
 * The profile's "header hiding on scroll" (SPEC section 6, `hideHeaderOnScroll`): scrolling down
 * past the header's own height hides the header band, scrolling up (or back within that height)
 * shows it again. With the option off the header always shows.
 */
export const headerOnScroll = (
  state: HeaderScrollState,
  y: number,
  options: { readonly hideHeaderOnScroll: boolean; readonly headerHeight: number },
): HeaderScrollState => {
  if (!options.hideHeaderOnScroll) return state.hidden ? { hidden: false, lastY: y } : state
  if (y <= options.headerHeight) return { hidden: false, lastY: y }
  if (Math.abs(y - state.lastY) < HEADER_SCROLL_TOLERANCE_PX) return state
  return { hidden: y > state.lastY, lastY: y }
}
