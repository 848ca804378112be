import type { Temporal } from 'temporal-polyfill'
import {
  APPLICATION_LOCK_STOPPED,
  reduceApplicationLock,
  type ApplicationLockEffect,
  type ApplicationLockEvent,
  type ApplicationLockState,
} from '../../core/auth/application-lock.rules'
import { runMachine, type MachineRunner } from './machine-runner'
import type { BrowserPage } from '../../core/platform/browser-page.port'
import type { ClockFn } from '../../core/platform/clock.port'
import type { Cancel, Scheduler } from '../../core/platform/scheduler.port'

/** What the lock needs: time, the page's activity, and whom to tell that the app locked. */
export interface ApplicationLockDeps {
  readonly clock: ClockFn
  readonly scheduler: Scheduler
  readonly page: Pick<BrowserPage, 'onActivity'>
  /** The auth machine's APPLICATION_LOCKED: the re-authentication overlay over the current screen. */
  readonly lock: () => void
}

/** The application lock of core/auth, running while a session exists. */
export interface ApplicationLockRunner extends MachineRunner<ApplicationLockState, ApplicationLockEvent> {
  readonly start: (timeoutSeconds: number) => void
  readonly stop: () => void
  /** The user signed in again: the inactivity count starts over. */
  readonly unlocked: () => void
}

/**
 * Runs `reduceApplicationLock`: activity (click, key press, tap) pushes the deadline back; the
 * timer fires at the deadline; `LOCK` goes to the auth machine.
 */
export const createApplicationLockRunner = (deps: ApplicationLockDeps): ApplicationLockRunner => {
  let cancelTick: Cancel | undefined
  let unbind: (() => void) | undefined
  const schedule = (at: Temporal.Instant, dispatch: (e: ApplicationLockEvent) => void): void => {
    cancelTick?.()
    const delay = Math.max(0, at.epochMilliseconds - deps.clock().epochMilliseconds)
    cancelTick = deps.scheduler.setTimeout(delay, () => dispatch({ type: 'TICK', now: deps.clock() }))
  }
  const runEffect = (effect: ApplicationLockEffect, dispatch: (e: ApplicationLockEvent) => void): void => {
    switch (effect.type) {
      case 'SCHEDULE_TICK':
        return schedule(effect.at, dispatch)
      case 'CANCEL_TICK':
        cancelTick?.()
        cancelTick = undefined
        return
      case 'LOCK':
        return deps.lock()
    }
  }
  const machine = runMachine(APPLICATION_LOCK_STOPPED, reduceApplicationLock, runEffect)
  return {
    ...machine,
    start: (timeoutSeconds) => {
      unbind?.()
      unbind = deps.page.onActivity(() => machine.dispatch({ type: 'USER_ACTIVITY', now: deps.clock() }))
      machine.dispatch({ type: 'START', now: deps.clock(), timeoutSeconds })
    },
    stop: () => {
      unbind?.()
      unbind = undefined
      machine.dispatch({ type: 'STOP' })
    },
    unlocked: () => machine.dispatch({ type: 'UNLOCKED', now: deps.clock() }),
  }
}
