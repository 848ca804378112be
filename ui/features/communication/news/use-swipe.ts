import { useCallback, useRef, useState, type PointerEvent, type TouchEvent } from 'react'
import { SWIPE_THRESHOLD_PX } from '../../../../core/shared/constants'

/** The handlers to spread on the swiped element, its current offset and whether a swipe just ended. */
export interface Swipe {
  readonly offset: number
  readonly handlers: {
    readonly onPointerDown: (event: PointerEvent) => void
    readonly onPointerMove: (event: PointerEvent) => void
    readonly onPointerUp: () => void
    readonly onPointerCancel: () => void
    readonly onTouchStart: (event: TouchEvent) => void
    readonly onTouchMove: (event: TouchEvent) => void
    readonly onTouchEnd: () => void
    readonly onTouchCancel: () => void
  }
  /** True once after a drag ended (so the click that follows a drag does not open the item). */
  readonly consumeDrag: () => boolean
}

/**
 * A horizontal drag (pointer or touch) on a list row: follows the finger, and calls `onSwipe` when
 * released more than SWIPE_THRESHOLD_PX (100 px, SPEC section 9) sideways. A drag that starts while
 * another is running (the touch events a browser sends after the pointer events) is ignored.
 */
export const useSwipe = (onSwipe: () => void, enabled: boolean): Swipe => {
  const start = useRef<number | null>(null)
  const dragged = useRef(false)
  const [offset, setOffset] = useState(0)
  const latest = useRef(0)

  const begin = useCallback(
    (x: number) => {
      if (!enabled || start.current !== null) return
      start.current = x
      latest.current = 0
    },
    [enabled],
  )
  const move = useCallback((x: number) => {
    if (start.current === null) return
    latest.current = x - start.current
    if (Math.abs(latest.current) > 4) dragged.current = true
    setOffset(latest.current)
  }, [])
  const end = useCallback(() => {
    if (start.current === null) return
    const distance = latest.current
    start.current = null
    latest.current = 0
    setOffset(0)
    if (Math.abs(distance) > SWIPE_THRESHOLD_PX) onSwipe()
  }, [onSwipe])
  const cancel = useCallback(() => {
    start.current = null
    latest.current = 0
    setOffset(0)
  }, [])

  return {
    offset,
    handlers: {
      onPointerDown: (event) => begin(event.clientX),
      onPointerMove: (event) => move(event.clientX),
      onPointerUp: end,
      onPointerCancel: cancel,
      onTouchStart: (event) => begin(event.touches[0]?.clientX ?? 0),
      onTouchMove: (event) => move(event.touches[0]?.clientX ?? 0),
      onTouchEnd: end,
      onTouchCancel: cancel,
    },
    consumeDrag: () => {
      const was = dragged.current
      dragged.current = false
      return was
    },
  }
}
