import * as E from 'fp-ts/Either'
import * as O from 'fp-ts/Option'
import type * as T from 'fp-ts/Task'
import type { Temporal } from 'temporal-polyfill'
import { initialDeviceCopyState, reduceDeviceCopy, type DeviceCopyEffect, type DeviceCopyEvent, type DeviceCopyState } from '../../core/auth/device-copy.machine'
import type { AuthState } from '../../core/auth/auth.state'
import { AuthUser } from '../../core/auth/user.codec'
import type { Profile } from '../../core/access/profile.codec'
import { dutyPlanOf, type DutyPlan } from '../../core/roster/load-duties.use-case'
import type { RosterData } from '../../core/roster/roster.codec'
import type { CrmId } from '../../core/shared/brands'
import { StoredInstant } from '../../core/shared/time.codec'
import type { EncryptedCache } from '../../core/platform/encrypted-cache.port'
import type { Store } from '../../core/platform/observable'
import { AUTHORIZED_USER_CACHE_KEY, type AuthRunner } from './auth.runner'
import type { DutiesStore, SharePlan } from './duties.store'
import { runMachine } from './machine-runner'
import { lastSyncedKey } from './outbox.runner'
import { endCopy, session, showCopyOf, takeCopyOff } from './session.store'

/** The device's own copy: the crew member last authorized here, the duty plan kept for them, and when it was fresh. */
export interface DeviceCopy {
  readonly crmId: CrmId
  readonly user: AuthUser
  readonly plan: DutyPlan
  readonly savedAt: Temporal.Instant
}

/**
 * Core `sharePlan`, fetched once the fresh plan has come (code only a reopened session needs, so not in the first
 * visit's download, and no code fetch before the duty plan is asked). Should it fail to load, the fresh plan simply
 * replaces the copy whole.
 */
const loadSharePlan = (): Promise<SharePlan> =>
  import('../../core/roster/plan-sharing.rules').then(
    (module): SharePlan => module.sharePlan,
    (): SharePlan => (_shown, fresh) => fresh,
  )

export interface DeviceCopyDeps {
  /** The auth flow, followed (never driven). */
  readonly auth: Pick<AuthRunner, 'state' | 'subscribe'>
  readonly online: Store<boolean>
  readonly cache: EncryptedCache
  readonly duties: DutiesStore
  readonly profile: Profile
  /** The roster port's duty data as this device kept it (no network). */
  readonly keptDuties: ((crmId: CrmId) => T.Task<O.Option<RosterData>>) | undefined
  /**
   * Loads the code of the screen the copy opens on (home's `preloadHome`): the copy is shown once it is in, so that
   * screen draws it in the same turn instead of showing a loading indicator first. A failed load does not hold the
   * copy back.
   */
  readonly screenReady: () => Promise<unknown>
}

/** What the app runtime gives the device copy (`SHELL.deviceCopy`): the session module adds the screen's loader. */
export type ConnectDeviceCopy = (deps: Omit<DeviceCopyDeps, 'screenReady'>) => () => void

/**
 * Reads the copy from the encrypted cache, opened with the key kept for the session on this device (decision 2):
 * none without that key (logged out, expired, another user signed in since), without a user or duty data kept, or
 * without the instant they were fresh.
 */
export const readDeviceCopy = async (deps: Pick<DeviceCopyDeps, 'cache' | 'keptDuties'>): Promise<O.Option<DeviceCopy>> => {
  const keptDuties = deps.keptDuties
  if (keptDuties === undefined) return O.none
  const resumed = await deps.cache.resume()()
  if (!(E.isRight(resumed) && resumed.right)) return O.none
  const stored = await deps.cache.get(AUTHORIZED_USER_CACHE_KEY)()
  const user = E.isRight(stored) && O.isSome(stored.right) ? O.fromEither(AuthUser.decode(stored.right.value)) : O.none
  if (O.isNone(user)) return O.none
  const crmId = user.value.crmId
  // The instant and the duty data are read side by side (each its own entry).
  const [synced, data] = await Promise.all([deps.cache.get(lastSyncedKey(crmId))(), keptDuties(crmId)()])
  const savedAt = E.isRight(synced) && O.isSome(synced.right) ? O.fromEither(StoredInstant.decode(synced.right.value)) : O.none
  if (O.isNone(savedAt)) return O.none
  if (O.isNone(data)) return O.none
  return O.some({ crmId, user: user.value, plan: dutyPlanOf(data.value), savedAt: savedAt.value })
}

/** What the auth machine and the connectivity say, as the device-copy machine reads it. */
const flowOf = (state: AuthState, online: boolean): DeviceCopyEvent<DeviceCopy> => ({
  _tag: 'AuthMoved',
  flow: { status: state.status, authorized: O.map((u: AuthUser) => u.crmId)(state.user), online },
})

/**
 * Instant open (issue 27, decision 1), on a page opened on a session left open on this device: runs the core
 * device-copy machine. Its `Show` puts the copy's crew member in the session store (`showingCopy`: the signed-in
 * routes open) and the copy's plan in the duty plan store (home says "Last updated …, refreshing…"); its `TakeOff`
 * clears both in the same turn as the auth change that caused it, so no frame shows the copy after it; the fresh plan
 * (the duty store's `onLoaded`) ends it. Connected with the session runtime, before the session life cycle, and only
 * when a session was stored at start. Returns the disconnection.
 */
export const connectDeviceCopy = (deps: DeviceCopyDeps): (() => void) => {
  let shownUser: AuthUser | undefined
  const run = (effect: DeviceCopyEffect<DeviceCopy>): void => {
    if (effect._tag === 'Show') {
      shownUser = effect.copy.user
      showCopyOf(effect.copy.user, deps.profile.features)
      deps.duties.copyShown(effect.copy.plan, effect.copy.savedAt, loadSharePlan)
      return
    }
    deps.duties.reset()
    // Another user authorized: the session store follows them already (ui/app/auth-lifecycle.ts), only the copy goes.
    if (session.user === shownUser) takeCopyOff(deps.profile.features)
    else endCopy()
  }
  const machine = runMachine<DeviceCopyState<DeviceCopy>, DeviceCopyEvent<DeviceCopy>, DeviceCopyEffect<DeviceCopy>>(initialDeviceCopyState(true), reduceDeviceCopy, run)
  // Replaced by the fresh plan: the screens are the session's own from now on.
  const stopFollowing = machine.subscribe((state) => {
    if (state._tag === 'Off' && state.reason === 'Replaced' && session.showingCopy) endCopy()
  })
  const follow = (): void => machine.dispatch(flowOf(deps.auth.state(), deps.online.get()))
  follow()
  const unsubscribe = [deps.auth.subscribe(follow), deps.online.subscribe(follow), deps.duties.onLoaded(() => machine.dispatch({ _tag: 'FreshShown' })), stopFollowing]
  if (machine.state()._tag === 'Reading')
    void Promise.all([readDeviceCopy(deps), deps.screenReady().catch(() => undefined)]).then(
      ([copy]) => machine.dispatch({ _tag: 'CopyRead', copy }),
      () => machine.dispatch({ _tag: 'CopyRead', copy: O.none }),
    )
  return () => unsubscribe.forEach((u) => u())
}
