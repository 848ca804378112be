import * as E from 'fp-ts/Either'
import * as TE from 'fp-ts/TaskEither'
import { suite } from 'uvu'
import * as assert from 'uvu/assert'
import type { TransportError } from '../../../core/errors/app-error'
import { reduceReachability, INITIAL_REACHABILITY } from '../../../core/servers/reachability.machine'
import { createCancelSource, type ServersPort } from '../../../core/servers/servers.port'
import { aServerEntry } from './fixtures'

const Cancel = suite('createCancelSource')

Cancel('"cancellable": cancel runs each listener once and marks the token cancelled', () => {
  const { token, cancel } = createCancelSource()
  const heard: string[] = []
  token.onCancel(() => heard.push('a'))
  token.onCancel(() => heard.push('b'))
  assert.not.ok(token.isCancelled())
  cancel()
  cancel()
  assert.ok(token.isCancelled())
  assert.equal(heard, ['a', 'b'])
})

Cancel('a listener added after cancelling runs at once; an unregistered listener never runs', () => {
  const { token, cancel } = createCancelSource()
  const heard: string[] = []
  const off = token.onCancel(() => heard.push('removed'))
  off()
  cancel()
  token.onCancel(() => heard.push('late'))
  assert.equal(heard, ['late'])
})

Cancel.run()

const Port = suite('ServersPort with the reachability machine')

Port('a cancelled check aborts the request, and its late answer leaves the state UNKNOWN', async () => {
  const aborted: string[] = []
  const port: ServersPort = {
    checkServer: (entry, cancel) => {
      cancel.onCancel(() => aborted.push(entry.origin))
      return TE.left<TransportError>({ _tag: 'Network', request: { method: 'GET', url: entry.origin }, message: 'aborted', timedOut: false })
    },
  }
  const source = createCancelSource()
  const started = reduceReachability(INITIAL_REACHABILITY, { type: 'CHECK_STARTED', entry: aServerEntry() })
  const pending = port.checkServer(aServerEntry(), source.token)
  const cancelled = reduceReachability(started.state, { type: 'CANCEL' })
  for (const effect of cancelled.effects) if (effect.type === 'CANCEL_CHECK') source.cancel()
  const answer = await pending()
  assert.ok(E.isLeft(answer))
  const after = reduceReachability(cancelled.state, { type: 'CHECK_FAILED', checkId: 1 })
  assert.is(after.state.status, 'UNKNOWN')
  assert.equal(aborted, ['crew.example.com'])
})

Port.run()
