import * as E from 'fp-ts/Either'
import type { Temporal } from 'temporal-polyfill'
import type { AuthPort } from '../../core/auth/auth.port'
import { KEEP_ALIVE_STOPPED, reduceKeepAlive, type KeepAliveEffect, type KeepAliveEvent, type KeepAliveState } from '../../core/auth/keep-alive.rules'
import type { TransportError } from '../../core/errors/app-error'
import { statusOf } from '../../core/errors/catalogue.rules'
import { runMachine, type MachineRunner } from './machine-runner'
import type { BrowserPage } from '../../core/platform/browser-page.port'
import type { ClockFn } from '../../core/platform/clock.port'
import type { Cancel, Scheduler } from '../../core/platform/scheduler.port'

/** What the keep-alive needs: the security calls, time, the page's focus and activity, and whom to tell of an expiry. */
export interface KeepAliveDeps {
  readonly auth: Pick<AuthPort, 'renew' | 'prevalidate'>
  readonly clock: ClockFn
  readonly scheduler: Scheduler
  readonly page: Pick<BrowserPage, 'onFocus' | 'onActivity'>
  /** A check answered 401/403 or a login page: the auth machine's SESSION_EXPIRED. */
  readonly sessionExpired: () => void
}

/** The keep-alive of SPEC section 4, running while a session exists. */
export interface KeepAliveRunner extends MachineRunner<KeepAliveState, KeepAliveEvent> {
  readonly start: (certValidity: number, userName: string, remainingCertValidity?: number) => void
  readonly stop: () => void
}

const expired = (error: TransportError): boolean => {
  const status = statusOf(error)
  return error._tag === 'SessionExpired' || status === 401 || status === 403
}

/**
 * Runs `reduceKeepAlive`: "validated every certValidity/3 minutes (floor) ... A renew is sent when
 * user activity (click, keypress, tap) occurred. Validation also runs on window focus." The tick is
 * a scheduler timer up to the due instant; a check answered 401/403 is a session expiry.
 */
export const createKeepAliveRunner = (deps: KeepAliveDeps): KeepAliveRunner => {
  let cancelTick: Cancel | undefined
  let unbind: Array<() => void> = []
  const check = (call: () => Promise<E.Either<TransportError, unknown>>): void => {
    void call().then((result) => {
      if (E.isLeft(result) && expired(result.left)) deps.sessionExpired()
    })
  }
  const schedule = (at: Temporal.Instant, dispatch: (e: KeepAliveEvent) => void): void => {
    cancelTick?.()
    const delay = Math.max(0, at.epochMilliseconds - deps.clock().epochMilliseconds)
    cancelTick = deps.scheduler.setTimeout(delay, () => dispatch({ type: 'TICK', now: deps.clock() }))
  }
  const runEffect = (effect: KeepAliveEffect, dispatch: (e: KeepAliveEvent) => void): void => {
    switch (effect.type) {
      case 'RENEW':
        return check(deps.auth.renew(effect.userName))
      case 'VALIDATE':
        return check(deps.auth.prevalidate())
      case 'SCHEDULE_TICK':
        return schedule(effect.at, dispatch)
      case 'CANCEL_TICK':
        cancelTick?.()
        cancelTick = undefined
        return
    }
  }
  const machine = runMachine(KEEP_ALIVE_STOPPED, reduceKeepAlive, runEffect)
  return {
    ...machine,
    start: (certValidity, userName, remainingCertValidity) => {
      unbind.forEach((u) => u())
      unbind = [
        deps.page.onFocus(() => machine.dispatch({ type: 'WINDOW_FOCUSED' })),
        deps.page.onActivity((kind) => machine.dispatch({ type: 'USER_ACTIVITY', kind })),
      ]
      machine.dispatch({
        type: 'START',
        now: deps.clock(),
        certValidity,
        userName,
        ...(remainingCertValidity === undefined ? {} : { remainingCertValidity }),
      })
    },
    stop: () => {
      unbind.forEach((u) => u())
      unbind = []
      machine.dispatch({ type: 'STOP' })
    },
  }
}
