import * as E from 'fp-ts/Either'
import * as O from 'fp-ts/Option'
import * as t from 'io-ts'
import type { Temporal } from 'temporal-polyfill'
import { autoRefreshReducer, initialAutoRefreshState, type AutoRefreshEffect, type AutoRefreshEvent, type AutoRefreshState, type SeenTimestamps } from '../../core/refresh/auto-refresh.machine'
import { isAutoRefreshOn } from '../../core/refresh/auto-refresh.rules'
import type { RefreshPort } from '../../core/refresh/refresh.port'
import type { CrmId } from '../../core/shared/brands'
import { StoredInstant } from '../../core/shared/time.codec'
import { runMachine, type MachineRunner } from './machine-runner'
import type { Preferences } from '../../core/platform/preferences.port'
import type { Cancel, Scheduler } from '../../core/platform/scheduler.port'

/** What auto-refresh needs: the update check, timers, the per-user preferences and the duties reload. */
export interface AutoRefreshDeps {
  readonly refresh: RefreshPort
  readonly scheduler: Scheduler
  readonly preferences: Preferences
  readonly reloadDuties: () => void
  readonly autoRefreshByDefault: boolean
}

/** The auto-refresh machine of SPEC section 4, running for the signed-in crew member. */
export interface AutoRefreshRunner extends MachineRunner<AutoRefreshState, AutoRefreshEvent> {
  /** At login: the stored auto-refresh choice (or the profile default) and the seen timestamps; the first update check. */
  readonly startSession: (crmId: CrmId) => void
  readonly endSession: () => void
}

const seenOf = (read: <A>(key: 'lastRosterChange' | 'lastDailyRemark' | 'lastNews', codec: t.Decoder<unknown, A>) => O.Option<A>): SeenTimestamps => {
  const instant = (key: 'lastRosterChange' | 'lastDailyRemark' | 'lastNews'): Temporal.Instant | null => O.toNullable(read(key, StoredInstant))
  return { lastRosterChange: instant('lastRosterChange'), lastDailyRemark: instant('lastDailyRemark'), lastNews: instant('lastNews') }
}

/**
 * Runs `autoRefreshReducer`: `CheckUpdates` calls `GET roster/{crmId}/updates` for the crmId of
 * `startSession` (none without a session; a failure is ignored:
 * the next poll tries again), `SchedulePoll` is a scheduler timer ("every 15 seconds"), `ReloadDuties`
 * reloads the duty plan, `RememberSeen` stores the timestamp per crmId. Badges are in the state.
 */
export const createAutoRefreshRunner = (deps: AutoRefreshDeps): AutoRefreshRunner => {
  let crmId: CrmId | undefined
  let cancelPoll: Cancel | undefined
  const runEffect = (effect: AutoRefreshEffect, dispatch: (e: AutoRefreshEvent) => void): void => {
    switch (effect._tag) {
      case 'CheckUpdates': {
        const polled = crmId
        if (polled === undefined) return
        void deps.refresh.loadUpdates(polled)().then((result) => {
          if (E.isRight(result) && crmId === polled) dispatch({ _tag: 'UpdatesReceived', info: result.right })
        })
        return
      }
      case 'SchedulePoll':
        cancelPoll?.()
        cancelPoll = deps.scheduler.setTimeout(effect.delayMs, () => dispatch({ _tag: 'PollElapsed', token: effect.token }))
        return
      case 'ReloadDuties':
        return deps.reloadDuties()
      case 'ShowBadge':
        return
      case 'RememberSeen':
        if (crmId !== undefined) deps.preferences.forUser(crmId).write(effect.key, StoredInstant, effect.value)
        return
    }
  }
  const machine = runMachine(initialAutoRefreshState, autoRefreshReducer, runEffect)
  return {
    ...machine,
    startSession: (id) => {
      crmId = id
      const prefs = deps.preferences.forUser(id)
      const stored = O.toNullable(prefs.read('autoRefreshEnabled', t.boolean))
      machine.dispatch({ _tag: 'SessionStarted', autoRefresh: isAutoRefreshOn(stored, deps.autoRefreshByDefault), seen: seenOf(prefs.read) })
    },
    endSession: () => {
      crmId = undefined
      cancelPoll?.()
      cancelPoll = undefined
      machine.dispatch({ _tag: 'SessionEnded' })
    },
  }
}
