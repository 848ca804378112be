/**
 * Runs `run` in a task of its own once the browser has painted the next frame (an animation frame, then a timer:
 * the frame's style, layout and paint come between the two), so that work drawn in steps does not
 * fall in one long task with the frame before it. A page that draws no frames (hidden) runs it after `fallbackMs`.
 * Returns a cancel function (for an effect's cleanup).
 */
export const afterNextPaint = (run: () => void, fallbackMs = 250): (() => void) => {
  let pending = true
  const go = () => {
    if (!pending) return
    pending = false
    run()
  }
  // A timer rather than a MessageChannel: creating a channel cost more than the timer's delay.
  const frame = requestAnimationFrame(() => setTimeout(go, 0))
  const fallback = setTimeout(go, fallbackMs)
  return () => {
    pending = false
    cancelAnimationFrame(frame)
    clearTimeout(fallback)
  }
}
