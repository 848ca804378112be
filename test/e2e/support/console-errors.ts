// Every browser console error and uncaught page error of the journeys: a journey fails on one (after.each), unless
// the journey said beforehand that it expects failed requests of some status (a 401 after a session expiry, the
// offline journey's refused connections), each with its reason.
import type { Page } from 'playwright-core'
import type { Test } from 'uvu'

interface Expected {
  readonly pattern: RegExp
  readonly reason: string
}

const seen: string[] = []
let expected: Expected[] = []

/** Records the console errors and uncaught errors of `page`. */
export const watchConsole = (page: Page): void => {
  page.on('console', (message) => {
    if (message.type() !== 'error') return
    const location = message.location().url
    seen.push(`${message.text()}${location === '' ? '' : ` (${location})`}`)
  })
  page.on('pageerror', (error) => seen.push(`uncaught: ${error.message}`))
}

/**
 * The current test expects console errors matching `pattern` (Chromium logs every failed request as one,
 * "Failed to load resource: …"), for `reason`; only until the test ends.
 */
export const expectConsoleErrors = (pattern: RegExp, reason: string): void => {
  expected.push({ pattern, reason })
}

/** The errors since the last call that no expectation covers; forgets them and the expectations. */
export const takeUnexpectedConsoleErrors = (): ReadonlyArray<string> => {
  const unexpected = seen.filter((text) => !expected.some((e) => e.pattern.test(text)))
  seen.length = 0
  expected = []
  return unexpected
}

/** Fails each test of `journey` that left a console error nobody expected. */
export const failOnConsoleErrors = <T>(journey: Test<T>): void => {
  journey.before.each(() => void takeUnexpectedConsoleErrors())
  journey.after.each(() => {
    const unexpected = takeUnexpectedConsoleErrors()
    if (unexpected.length > 0) throw new Error(`browser console errors:\n  ${[...new Set(unexpected)].join('\n  ')}`)
  })
}
