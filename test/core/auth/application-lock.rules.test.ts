import * as O from 'fp-ts/Option'
import { suite } from 'uvu'
import * as assert from 'uvu/assert'
import { Temporal } from 'temporal-polyfill'
import {
  APPLICATION_LOCK_STOPPED,
  lockDueAt,
  reduceApplicationLock,
  type ApplicationLockEffect,
  type ApplicationLockEvent,
  type ApplicationLockState,
} from '../../../core/auth/application-lock.rules'
import { reduceAuth } from '../../../core/auth/auth.machine'
import { DEFAULT_SECURITY_CONFIG } from '../../../core/auth/security-config.codec'
import { aStateIn, aUser } from './fixtures'

const T0 = Temporal.Instant.from('2026-03-15T08:00:00Z')
const after = (seconds: number) => T0.add({ seconds })
const run = (events: ReadonlyArray<ApplicationLockEvent>, from: ApplicationLockState = APPLICATION_LOCK_STOPPED) =>
  events.reduce<{ state: ApplicationLockState; effects: ApplicationLockEffect[] }>(
    (acc, event) => {
      const next = reduceApplicationLock(acc.state, event)
      return { state: next.state, effects: [...acc.effects, ...next.effects] }
    },
    { state: from, effects: [] },
  )
const started = run([{ type: 'START', now: T0, timeoutSeconds: DEFAULT_SECURITY_CONFIG.applicationLockTimeout }])

const Lock = suite('application lock (applicationLockTimeout, default 1800 s)')
Lock('the default security configuration locks after 1800 s', () => {
  assert.is(DEFAULT_SECURITY_CONFIG.applicationLockTimeout, 1800)
  assert.equal(started.effects, [{ type: 'SCHEDULE_TICK', at: after(1800) }])
})
Lock('after 1800 s without activity the app locks; at 1799 s it does not', () => {
  assert.equal(run([{ type: 'TICK', now: after(1799) }], started.state).effects.filter((e) => e.type === 'LOCK'), [])
  const locked = run([{ type: 'TICK', now: after(1800) }], started.state)
  assert.equal(locked.effects, [{ type: 'LOCK' }])
  assert.ok(locked.state.locked)
})
Lock('activity pushes the deadline back: a tick at the old deadline re-arms for the new one', () => {
  const active = run([{ type: 'USER_ACTIVITY', now: after(1000) }, { type: 'TICK', now: after(1800) }], started.state)
  assert.equal(active.effects, [{ type: 'SCHEDULE_TICK', at: after(2800) }])
  assert.equal(run([{ type: 'TICK', now: after(2800) }], active.state).effects, [{ type: 'LOCK' }])
})
Lock('signing in again unlocks and starts the count over; a locked app ignores activity', () => {
  const locked = run([{ type: 'TICK', now: after(1800) }, { type: 'USER_ACTIVITY', now: after(1900) }], started.state)
  assert.ok(locked.state.locked)
  const unlocked = run([{ type: 'UNLOCKED', now: after(2000) }], locked.state)
  assert.not.ok(unlocked.state.locked)
  assert.equal(unlocked.effects, [{ type: 'SCHEDULE_TICK', at: after(3800) }])
})
Lock('a timeout of zero or less turns the lock off; stop cancels the timer', () => {
  assert.equal(lockDueAt(T0, 0), O.none)
  assert.equal(lockDueAt(T0, -1), O.none)
  assert.equal(run([{ type: 'START', now: T0, timeoutSeconds: 0 }, { type: 'TICK', now: after(999_999) }]).effects, [])
  assert.equal(run([{ type: 'STOP' }], started.state).effects, [{ type: 'CANCEL_TICK' }])
})
Lock.run()

const Auth = suite('auth machine: APPLICATION_LOCKED')
Auth('locking asks for re-authentication, keeps the user, and says it was the lock; signing in clears it', () => {
  const locked = reduceAuth(aStateIn('AUTHORIZED', { user: O.some(aUser()) }), { type: 'APPLICATION_LOCKED' })
  assert.is(locked.state.status, 'SESSION_EXPIRED')
  assert.ok(locked.state.locked)
  assert.equal(locked.effects, [{ type: 'START_REAUTHENTICATION' }])
  assert.equal(locked.state.user, O.some(aUser()))
  const back = reduceAuth(aStateIn('REAUTHORIZING', { user: O.some(aUser()), locked: true }), { type: 'AUTHORIZATION_SUCCEEDED', user: aUser() })
  assert.is(back.state.status, 'AUTHORIZED')
  assert.not.ok(back.state.locked)
})
Auth('a lock outside AUTHORIZED is ignored', () => {
  const before = aStateIn('LOGGED_OUT')
  assert.is(reduceAuth(before, { type: 'APPLICATION_LOCKED' }).state, before)
})
Auth.run()
