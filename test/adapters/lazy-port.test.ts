import * as E from 'fp-ts/Either'
import * as TE from 'fp-ts/TaskEither'
import { suite } from 'uvu'
import * as assert from 'uvu/assert'
import { lazyPort } from '../../adapters/http/lazy-port'
import type { TransportError } from '../../core/errors/app-error'

interface GreetingPort {
  readonly greet: (name: string, times: number) => TE.TaskEither<TransportError, string>
  readonly count: () => TE.TaskEither<TransportError, number>
}

const Lazy = suite('lazyPort: an adapter created on the first call, from a module loaded then')

const realPort = (calls: string[]): GreetingPort => ({
  greet: (name, times) => {
    calls.push(`greet ${name} ${times}`)
    return TE.right(`hello ${name}`.repeat(times))
  },
  count: () => TE.right(calls.length),
})

Lazy('nothing is loaded until a call runs; the call gets its arguments and answers what the adapter answers', async () => {
  const calls: string[] = []
  let loads = 0
  const port = lazyPort<GreetingPort>(
    async () => {
      loads += 1
      return realPort(calls)
    },
    { greet: true, count: true },
  )
  const task = port.greet('anna', 2)
  assert.is(loads, 0, 'building the call does not load the module')
  assert.equal(await task(), E.right('hello annahello anna'))
  assert.equal(calls, ['greet anna 2'])
  assert.equal(await port.count()(), E.right(1))
  assert.is(loads, 1, 'the module is loaded once for every call')
})

Lazy('a module that cannot be fetched answers a network failure, and the next call fetches it again', async () => {
  let attempts = 0
  const port = lazyPort<GreetingPort>(
    async () => {
      attempts += 1
      if (attempts === 1) throw new TypeError('Failed to fetch dynamically imported module')
      return realPort([])
    },
    { greet: true, count: true },
  )
  const failed = await port.greet('bruno', 1)()
  assert.ok(E.isLeft(failed))
  if (E.isLeft(failed)) {
    assert.is(failed.left._tag, 'Network')
    assert.match(failed.left._tag === 'Network' ? failed.left.message : '', 'Failed to fetch')
  }
  assert.equal(await port.greet('bruno', 1)(), E.right('hello bruno'))
  assert.is(attempts, 2)
})

Lazy.run()
