import { suite, type Test } from 'uvu'
import { failOnConsoleErrors } from './console-errors'
import { startE2e, type E2e, type E2eOptions } from './harness'

/** What a journey's tests get: the app, its server and the browser the suite started. */
export interface JourneyContext {
  e2e?: E2e
}

/**
 * A journey's suite: before its first test the app is built (once per process), its server started on a fresh demo
 * database and the shared browser acquired (`options`: the profile, the instant, single sign-on...), and everything
 * is closed after its last test; a browser console error a test did not expect fails that test.
 */
export const journey = (name: string, options: E2eOptions = {}): Test<JourneyContext> => {
  const Journey = suite<JourneyContext>(name, {})
  failOnConsoleErrors(Journey)
  Journey.before(async (ctx) => {
    ctx.e2e = await startE2e(options)
  })
  Journey.after(async (ctx) => {
    await ctx.e2e?.close()
  })
  return Journey
}
