// What a person does with a pointer or a keyboard, where Playwright has no one-call equivalent: swipe over an
// element (mouse drag or a real touch sequence), Tab until an element has the focus, see where a list is scrolled.
import type { Locator, Page } from 'playwright-core'

/** Drags the mouse horizontally by `dx` pixels across the middle of `target` (pressed, moved in steps, released). */
export const mouseSwipe = async (page: Page, target: Locator, dx: number): Promise<void> => {
  const box = await target.boundingBox()
  if (box === null) throw new Error('mouseSwipe: the target is not visible')
  const y = box.y + Math.min(box.height / 2, 80)
  const startX = box.x + box.width / 2 - dx / 2
  await page.mouse.move(startX, y)
  await page.mouse.down()
  await page.mouse.move(startX + dx, y, { steps: 8 })
  await page.mouse.up()
}

/**
 * A one-finger touch swipe of `dx` pixels across `target`, sent as touch input through the DevTools protocol
 * (touchStart, touchMoves, touchEnd), so the page receives the pointer and touch events a phone would send.
 */
export const touchSwipe = async (page: Page, target: Locator, dx: number): Promise<void> => {
  const box = await target.boundingBox()
  if (box === null) throw new Error('touchSwipe: the target is not visible')
  const y = Math.round(box.y + Math.min(box.height / 2, 80))
  const startX = Math.round(box.x + box.width / 2 - dx / 2)
  const cdp = await page.context().newCDPSession(page)
  try {
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x: startX, y }] })
    for (let step = 1; step <= 8; step += 1) {
      await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [{ x: Math.round(startX + (dx * step) / 8), y }] })
    }
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] })
  } finally {
    await cdp.detach()
  }
}

/** Whether `target` has the keyboard focus. */
export const isFocused = (target: Locator): Promise<boolean> => target.evaluate((el) => el === document.activeElement)

/** Polls `check` every 50 ms until it is true (true) or `timeout` ms have passed (false). */
export const eventually = async (check: () => Promise<boolean>, timeout = 10_000): Promise<boolean> => {
  const until = Date.now() + timeout
  for (;;) {
    if (await check().catch(() => false)) return true
    if (Date.now() > until) return false
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
}

/** Waits (up to `timeout` ms) until `target` has the keyboard focus; false if it never gets it. */
export const waitForFocus = (target: Locator, timeout = 10_000): Promise<boolean> => eventually(() => isFocused(target), timeout)

/** A short description of the focused element (for failure messages). */
export const focusedElement = (page: Page): Promise<string> =>
  page.evaluate(() => {
    const el = document.activeElement
    if (el === null || el === document.body) return '(nothing)'
    const name = el.getAttribute('aria-label') ?? el.textContent?.trim().slice(0, 50) ?? ''
    return `${el.tagName.toLowerCase()} "${name}"`
  })

/**
 * Presses Tab (Shift+Tab with `backwards`) until `target` has the focus, as a keyboard user moves through the page;
 * fails after `max` presses naming the elements passed.
 */
export const tabTo = async (page: Page, target: Locator, options: { readonly max?: number; readonly backwards?: boolean } = {}): Promise<void> => {
  const max = options.max ?? 80
  const passed: string[] = []
  for (let i = 0; i < max; i += 1) {
    if (await isFocused(target).catch(() => false)) return
    await page.keyboard.press(options.backwards === true ? 'Shift+Tab' : 'Tab')
    passed.push(await focusedElement(page))
  }
  if (await isFocused(target).catch(() => false)) return
  throw new Error(`tabTo: not reached after ${max} presses; focus went through ${passed.slice(-15).join(', ')}`)
}

/**
 * Where `target` sits in the scroll area around it: its top edge relative to the area's top edge (0 when the area
 * is scrolled exactly to it), and whether it is fully inside the area's visible part.
 */
export const positionInScrollArea = (target: Locator): Promise<{ readonly offset: number; readonly inView: boolean; readonly scrolled: number }> =>
  target.evaluate((el) => {
    let area = el.parentElement
    while (area !== null && !(area.scrollHeight > area.clientHeight && /(auto|scroll)/.test(getComputedStyle(area).overflowY))) area = area.parentElement
    const box = el.getBoundingClientRect()
    const frame = area === null ? { top: 0, bottom: window.innerHeight } : area.getBoundingClientRect()
    return { offset: Math.round(box.top - frame.top), inView: box.top >= frame.top - 1 && box.bottom <= frame.bottom + 1, scrolled: area?.scrollTop ?? window.scrollY }
  })

/** A box on the screen, in CSS pixels of the viewport; `null` when nothing of it is on screen. */
export interface ScreenBox {
  readonly top: number
  readonly bottom: number
  readonly left: number
  readonly right: number
}

/**
 * The part of `target` a person can see: its box cut to the viewport and to every ancestor that clips what overflows
 * it (a scroll area), `null` when none of it is on screen. Elements drawn over it are not taken off.
 */
export const shownBox = (target: Locator): Promise<ScreenBox | null> =>
  target.evaluate((el) => {
    const box = el.getBoundingClientRect()
    let top = Math.max(box.top, 0)
    let bottom = Math.min(box.bottom, window.innerHeight)
    let left = Math.max(box.left, 0)
    let right = Math.min(box.right, window.innerWidth)
    for (let area = el.parentElement; area !== null; area = area.parentElement) {
      const style = getComputedStyle(area)
      if (!/(auto|scroll|hidden|clip)/.test(`${style.overflowX} ${style.overflowY}`)) continue
      const frame = area.getBoundingClientRect()
      top = Math.max(top, frame.top)
      bottom = Math.min(bottom, frame.bottom)
      left = Math.max(left, frame.left)
      right = Math.min(right, frame.right)
    }
    return bottom - top < 0.5 || right - left < 0.5 ? null : { top, bottom, left, right }
  })

/** Whether two screen boxes share any area (touching edges do not count). */
export const overlaps = (a: ScreenBox | null, b: ScreenBox | null): boolean =>
  a !== null && b !== null && a.top < b.bottom - 0.5 && b.top < a.bottom - 0.5 && a.left < b.right - 0.5 && b.left < a.right - 0.5

/** Resolves once the page has drawn two more frames: what the input events before this call changed is on screen. */
export const framesDrawn = (page: Page): Promise<void> =>
  page.evaluate(() => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve()))))
