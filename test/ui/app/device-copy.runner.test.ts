// The device-copy runner (ui/app/device-copy.runner.ts) on its own: a reopened session's copy is shown once it is
// read and the screen it opens on is loaded (`screenReady`), so home draws it in one turn; a failed screen load
// does not hold the copy back.
import * as O from 'fp-ts/Option'
import * as TE from 'fp-ts/TaskEither'
import { Temporal } from 'temporal-polyfill'
import { suite } from 'uvu'
import * as assert from 'uvu/assert'
import { initialAuthState, type AuthState } from '../../../core/auth/auth.state'
import { AuthUser } from '../../../core/auth/user.codec'
import type { EncryptedCache } from '../../../core/platform/encrypted-cache.port'
import { StoredInstant } from '../../../core/shared/time.codec'
import { createStore } from '../../../adapters/shared/store'
import { AUTHORIZED_USER_CACHE_KEY } from '../../../ui/app/auth.runner'
import { connectDeviceCopy } from '../../../ui/app/device-copy.runner'
import { createDutiesStore } from '../../../ui/app/duties.store'
import { lastSyncedKey } from '../../../ui/app/outbox.runner'
import { resetSession, session } from '../../../ui/app/session.store'
import { anAirline, aUser } from '../app-fakes'
import { aRoster, aWireEvent } from '../features/home/fixtures'

const NOW = Temporal.Instant.from('2026-03-15T08:00:00Z')
const user = aUser()
const profile = anAirline().profile

/** The encrypted cache opened with the session's kept key, holding the user last authorized and when they synced. */
const keptCache = (): EncryptedCache => {
  const entries = new Map<string, unknown>([
    [AUTHORIZED_USER_CACHE_KEY, AuthUser.encode(user)],
    [lastSyncedKey(user.crmId), StoredInstant.encode(NOW.subtract({ hours: 3 }))],
  ])
  return {
    unlock: () => TE.right(undefined),
    lock: () => undefined,
    forget: () => undefined,
    forgotten: () => Promise.resolve(),
    resume: () => TE.right(true),
    isUnlocked: () => true,
    get: (key) => TE.right(O.fromNullable(entries.get(key))),
    put: () => TE.right(undefined),
    removeOlderThan: () => TE.right(0),
  }
}

/** The copy runner at a page's start on a session left open: the flow still loading its configuration, online. */
const started = (screenReady: () => Promise<unknown>) => {
  const auth = createStore<AuthState>({ ...initialAuthState({ online: true, inBrowser: true, urlHash: '', alreadyLoggedIn: true, defaultConfig: O.none }), status: 'LOADING_CONFIG' })
  const duties = createDutiesStore({ loadDuties: () => TE.left({ _tag: 'Offline' }), clock: () => NOW, crmId: () => session.crmId })
  const disconnect = connectDeviceCopy({
    auth: { state: auth.get, subscribe: auth.subscribe },
    online: createStore(true),
    cache: keptCache(),
    duties,
    profile,
    keptDuties: () => () => Promise.resolve(O.some(aRoster([aWireEvent({ id: 'A' })]))),
    screenReady,
  })
  return { duties, disconnect }
}

/** Lets every pending read of the fake cache settle. */
const settled = () => new Promise((resolve) => setTimeout(resolve, 20))

const Copy = suite('device copy runner: shown with its screen')
Copy.before.each(() => resetSession(profile.features, true, true))
Copy.after.each(() => resetSession(profile.features))

Copy('the copy read, its screen still loading: nothing is shown; the screen in, the copy and its crew member are', async () => {
  let ready: () => void = () => undefined
  const { duties, disconnect } = started(() => new Promise<void>((resolve) => (ready = resolve)))
  await settled()
  assert.is(duties.state.plan, undefined, 'not before home can draw it')
  assert.not.ok(session.showingCopy)
  ready()
  await settled()
  assert.equal(duties.state.plan?.events.map((e) => e.id), ['A'])
  assert.ok(duties.state.copySavedAt?.equals(NOW.subtract({ hours: 3 })), 'home says when it was last fresh')
  assert.ok(session.showingCopy)
  assert.is(session.crmId, user.crmId)
  disconnect()
})

Copy('a screen that fails to load does not hold the copy back', async () => {
  const { duties, disconnect } = started(() => Promise.reject(new Error('chunk failed')))
  await settled()
  assert.equal(duties.state.plan?.events.map((e) => e.id), ['A'])
  assert.ok(session.showingCopy)
  disconnect()
})

Copy.run()
