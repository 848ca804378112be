// Assertions on what the page shows that wait for it to settle. What an action changes reaches the screen after a
// render, an answer from the server or a navigation, later still on a loaded machine; a value read once right after
// the action can be the one before it. Each assertion reads again every 50 ms until the state holds (at most
// SETTLE_MS), then fails with its message and what it last saw. Nothing is weakened: the state must be reached.
import type { Locator } from 'playwright-core'
import * as assert from 'uvu/assert'
import { E2E_TIMEOUT_MS } from './harness'

/** How long a state may take to show: the harness's page timeout. */
export const SETTLE_MS = E2E_TIMEOUT_MS
const POLL_MS = 50
/** One read waits this long for its element (the loop reads again until SETTLE_MS). */
const READ_MS = 1_000

const pause = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms))

type Seen<T> = { readonly ok: true; readonly value: T } | { readonly ok: false; readonly error: string }

/** Reads until `holds` is true of the value or the time is up; the last reading (a value, or why none was read). */
export const settled = async <T>(read: () => Promise<T>, holds: (value: T) => boolean, timeout = SETTLE_MS): Promise<Seen<T>> => {
  const until = Date.now() + timeout
  for (;;) {
    let seen: Seen<T>
    try {
      const value = await read()
      seen = { ok: true, value }
      if (holds(value)) return seen
    } catch (error) {
      seen = { ok: false, error: (error instanceof Error ? error.message : String(error)).split('\n')[0] ?? '' }
    }
    if (Date.now() >= until) return seen
    await pause(POLL_MS)
  }
}

/** Fails unless a reading of `read` equals `expected` within the time (assert.is: the failure shows both). */
const settlesTo = async <T>(read: () => Promise<T>, expected: T, message: string): Promise<void> => {
  const seen = await settled(read, (value) => value === expected)
  if (!seen.ok) assert.ok(false, `${message} (not read: ${seen.error})`)
  else assert.is(seen.value, expected, message)
}

/** `target` shows (visible) within the time. */
export const expectVisible = async (target: Locator, message: string): Promise<void> => {
  const shown = await target.first().waitFor({ state: 'visible', timeout: SETTLE_MS }).then(
    () => true,
    () => false,
  )
  assert.ok(shown, `${message} (${String(target)} did not show within ${SETTLE_MS / 1000} s)`)
}

/** `target` is enabled within the time. */
export const expectEnabled = (target: Locator, message: string): Promise<void> =>
  settlesTo(() => target.isEnabled({ timeout: READ_MS }), true, message)

/** `target` is disabled within the time. */
export const expectDisabled = (target: Locator, message: string): Promise<void> =>
  settlesTo(() => target.isDisabled({ timeout: READ_MS }), true, message)

/** The checkbox or switch `target` is checked (or not, with `checked: false`) within the time. */
export const expectChecked = (target: Locator, checked: boolean, message: string): Promise<void> =>
  settlesTo(() => target.isChecked({ timeout: READ_MS }), checked, message)

/** `target` matches exactly `count` elements within the time. */
export const expectCount = (target: Locator, count: number, message: string): Promise<void> => settlesTo(() => target.count(), count, message)

/** The field `target` holds `value` within the time. */
export const expectValue = (target: Locator, value: string, message: string): Promise<void> =>
  settlesTo(() => target.inputValue({ timeout: READ_MS }), value, message)

/** `target`'s attribute `name` is `value` (`null`: absent) within the time. */
export const expectAttribute = (target: Locator, name: string, value: string | null, message: string): Promise<void> =>
  settlesTo(() => target.getAttribute(name, { timeout: READ_MS }), value, message)
