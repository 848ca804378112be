import fc from 'fast-check'
import * as O from 'fp-ts/Option'
import { suite } from 'uvu'
import * as assert from 'uvu/assert'
import {
  INITIAL_REACHABILITY,
  reduceReachability,
  type ReachabilityEvent,
} from '../../../core/servers/reachability.machine'
import { aServerEntry, runReachability } from './fixtures'

const config = { useSso: true, authUrl: 'https://idp.example.com/login' }

const Machine = suite('reduceReachability')

Machine('nothing checked yet is UNKNOWN', () => {
  assert.is(INITIAL_REACHABILITY.status, 'UNKNOWN')
})

Machine('"UNKNOWN becomes PENDING when a check starts" and the check is asked for with an id', () => {
  const entry = aServerEntry()
  const { state, effects } = reduceReachability(INITIAL_REACHABILITY, { type: 'CHECK_STARTED', entry })
  assert.is(state.status, 'PENDING')
  assert.equal(effects, [{ type: 'CHECK_SERVER', checkId: 1, entry }])
  assert.equal(state.checkedEntry, O.some(entry))
})

Machine('"PENDING becomes AVAILABLE when a config is returned", keeping the config to show', () => {
  const { state } = runReachability([{ type: 'CHECK_STARTED', entry: aServerEntry() }, { type: 'CHECK_SUCCEEDED', checkId: 1, config }])
  assert.is(state.status, 'AVAILABLE')
  assert.equal(state.config, O.some(config))
  assert.equal(state.pendingCheckId, O.none)
})

Machine('"or UNREACHABLE on failure"', () => {
  const { state } = runReachability([{ type: 'CHECK_STARTED', entry: aServerEntry() }, { type: 'CHECK_FAILED', checkId: 1 }])
  assert.is(state.status, 'UNREACHABLE')
  assert.equal(state.config, O.none)
})

Machine('"Cancelling resets to UNKNOWN" and cancels the pending request', () => {
  const { state, effects } = runReachability([{ type: 'CHECK_STARTED', entry: aServerEntry() }, { type: 'CANCEL' }])
  assert.is(state.status, 'UNKNOWN')
  assert.equal(state.checkedEntry, O.none)
  assert.equal(effects.slice(-1), [{ type: 'CANCEL_CHECK', checkId: 1 }])
})

Machine('cancelling an available server also resets to UNKNOWN, with no request to cancel', () => {
  const { state, effects } = runReachability([
    { type: 'CHECK_STARTED', entry: aServerEntry() },
    { type: 'CHECK_SUCCEEDED', checkId: 1, config },
    { type: 'CANCEL' },
  ])
  assert.is(state.status, 'UNKNOWN')
  assert.equal(state.config, O.none)
  assert.is(effects.filter((e) => e.type === 'CANCEL_CHECK').length, 0)
})

Machine('a stale answer of a cancelled check is ignored', () => {
  const { state } = runReachability([
    { type: 'CHECK_STARTED', entry: aServerEntry() },
    { type: 'CANCEL' },
    { type: 'CHECK_SUCCEEDED', checkId: 1, config },
  ])
  assert.is(state.status, 'UNKNOWN')
})

Machine('a check of another server cancels the pending one, and the old answer is ignored', () => {
  const other = aServerEntry({ name: 'Training', origin: 'training.example.com' })
  const { state, effects } = runReachability([
    { type: 'CHECK_STARTED', entry: aServerEntry() },
    { type: 'CHECK_STARTED', entry: other },
    { type: 'CHECK_FAILED', checkId: 1 },
  ])
  assert.is(state.status, 'PENDING')
  assert.equal(state.checkedEntry, O.some(other))
  assert.equal(effects, [
    { type: 'CHECK_SERVER', checkId: 1, entry: aServerEntry() },
    { type: 'CANCEL_CHECK', checkId: 1 },
    { type: 'CHECK_SERVER', checkId: 2, entry: other },
  ])
  assert.is(reduceReachability(state, { type: 'CHECK_SUCCEEDED', checkId: 2, config }).state.status, 'AVAILABLE')
})

Machine('a re-check of a finished server goes back to PENDING', () => {
  const { state } = runReachability([
    { type: 'CHECK_STARTED', entry: aServerEntry() },
    { type: 'CHECK_FAILED', checkId: 1 },
    { type: 'CHECK_STARTED', entry: aServerEntry() },
  ])
  assert.is(state.status, 'PENDING')
  assert.equal(state.pendingCheckId, O.some(2))
})

const eventArb: fc.Arbitrary<ReachabilityEvent> = fc.oneof(
  fc.constant({ type: 'CHECK_STARTED', entry: aServerEntry() } as const),
  fc.integer({ min: 0, max: 6 }).map((checkId) => ({ type: 'CHECK_SUCCEEDED', checkId, config }) as const),
  fc.integer({ min: 0, max: 6 }).map((checkId) => ({ type: 'CHECK_FAILED', checkId }) as const),
  fc.constant({ type: 'CANCEL' } as const),
)

Machine('property: PENDING exactly while a check is awaited; AVAILABLE exactly when a config is kept; ids only grow', () => {
  fc.assert(
    fc.property(fc.array(eventArb, { maxLength: 20 }), (events) => {
      let state = INITIAL_REACHABILITY
      for (const event of events) {
        const next = reduceReachability(state, event).state
        if (next.lastCheckId < state.lastCheckId) return false
        state = next
        if ((state.status === 'PENDING') !== O.isSome(state.pendingCheckId)) return false
        if ((state.status === 'AVAILABLE') !== O.isSome(state.config)) return false
      }
      return true
    }),
    { numRuns: 1000 },
  )
})

Machine.run()
