import * as E from 'fp-ts/Either'
import * as TE from 'fp-ts/TaskEither'
import { suite } from 'uvu'
import * as assert from 'uvu/assert'
import { lazyDeviceRegistration } from '../../adapters/push/lazy-device-registration'
import type { DeviceRegistration } from '../../core/platform/push.port'

const Lazy = suite('lazyDeviceRegistration: the device record calls load on the first one')

const real = (calls: string[]): DeviceRegistration => ({
  uuid: () => 'from-module',
  sync: ({ subscribe }) => (calls.push(`sync ${subscribe}`), TE.right({ _tag: 'UpToDate' })),
  unregister: () => (calls.push('unregister'), TE.right(undefined)),
  resetBadge: () => (calls.push('resetBadge'), TE.right(undefined)),
})

Lazy('nothing loads for the uuid or until a call runs; the calls answer what the module answers, over one load', async () => {
  const calls: string[] = []
  let loads = 0
  const reg = lazyDeviceRegistration(async () => ((loads += 1), real(calls)), () => 'U-1')
  assert.is(reg.uuid(), 'U-1')
  const task = reg.sync({ subscribe: true })
  assert.is(loads, 0, 'building the call loads nothing')
  assert.equal(await task(), E.right({ _tag: 'UpToDate' }))
  assert.equal(await reg.unregister()(), E.right(undefined))
  assert.equal(await reg.resetBadge()(), E.right(undefined))
  assert.equal(calls, ['sync true', 'unregister', 'resetBadge'])
  assert.is(loads, 1)
})

Lazy('a module that cannot be fetched: the registration failed on the network, and the next call fetches it again', async () => {
  let attempts = 0
  const reg = lazyDeviceRegistration(async () => {
    attempts += 1
    if (attempts === 1) throw new TypeError('Failed to fetch dynamically imported module')
    return real([])
  }, () => 'U-1')
  const failed = await reg.sync({ subscribe: false })()
  assert.ok(E.isLeft(failed) && failed.left._tag === 'DeviceRegistrationFailed' && failed.left.cause._tag === 'Network')
  assert.equal(await reg.sync({ subscribe: false })(), E.right({ _tag: 'UpToDate' }))
  assert.is(attempts, 2)
})

Lazy.run()
