// The one rule of the app's lazily fetched code (adapters/shared/load-once.ts): fetched once and shared, a failed
// fetch forgotten so that the next use fetches again.
import { suite } from 'uvu'
import * as assert from 'uvu/assert'
import { loadOnce } from '../../adapters/shared/load-once'

const Once = suite('loadOnce')

Once('concurrent and later callers share one load', async () => {
  let loads = 0
  const load = loadOnce(() => Promise.resolve(++loads))
  const [a, b] = await Promise.all([load(), load()])
  assert.equal([a, b, await load()], [1, 1, 1])
  assert.is(loads, 1)
})

Once('a failed load fails its waiting callers, and the next call loads again; a success is then kept', async () => {
  let loads = 0
  const load = loadOnce(() => (++loads === 1 ? Promise.reject(new Error('chunk did not arrive')) : Promise.resolve('module')))
  const waiting = await Promise.allSettled([load(), load()])
  assert.equal(waiting.map((r) => r.status), ['rejected', 'rejected'])
  assert.is(loads, 1, 'both waited on the same load')
  assert.is(await load(), 'module')
  assert.is(await load(), 'module')
  assert.is(loads, 2)
})

Once('a failure is not left unhandled when no caller is there to see it', async () => {
  const unhandled: unknown[] = []
  const onUnhandled = (reason: unknown) => unhandled.push(reason)
  process.on('unhandledRejection', onUnhandled)
  const load = loadOnce(() => Promise.reject(new Error('offline')))
  await load().catch(() => undefined)
  await new Promise((resolve) => setTimeout(resolve, 10))
  process.off('unhandledRejection', onUnhandled)
  assert.equal(unhandled, [])
})

Once.run()
