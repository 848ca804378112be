import * as E from 'fp-ts/Either'
import { useEffect, useMemo } from 'react'
import type { ServerEntry } from '../../../core/access/profile.codec'
import { INITIAL_REACHABILITY, reduceReachability, type ReachabilityEffect, type ReachabilityEvent, type ReachabilityState } from '../../../core/servers/reachability.machine'
import { createCancelSource, type CancelSource, type ServersPort } from '../../../core/servers/servers.port'
import { runMachine, type MachineRunner } from '../../app/machine-runner'
import { PORTS } from '../../app/tokens'
import { useMachineState } from '../../app/use-store'
import { useUseCase } from '../../app/use-use-case'

/** The reachability machine of one screen, with its checks and cancel tokens. */
export interface Reachability {
  readonly state: ReachabilityState
  readonly check: (entry: ServerEntry) => void
  readonly cancel: () => void
}

/** Runs core `reduceReachability`: `CHECK_SERVER` calls `GET {base}/config` with a cancel token, `CANCEL_CHECK` fires it. */
export const createReachabilityRunner = (servers: ServersPort): MachineRunner<ReachabilityState, ReachabilityEvent> => {
  const sources = new Map<number, CancelSource>()
  const run = (effect: ReachabilityEffect, dispatch: (e: ReachabilityEvent) => void): void => {
    if (effect.type === 'CANCEL_CHECK') {
      sources.get(effect.checkId)?.cancel()
      sources.delete(effect.checkId)
      return
    }
    const source = createCancelSource()
    sources.set(effect.checkId, source)
    void servers.checkServer(effect.entry, source.token)().then((result) => {
      sources.delete(effect.checkId)
      dispatch(E.isRight(result) ? { type: 'CHECK_SUCCEEDED', checkId: effect.checkId, config: result.right } : { type: 'CHECK_FAILED', checkId: effect.checkId })
    })
  }
  return runMachine(INITIAL_REACHABILITY, reduceReachability, run)
}

/** The server URL state of SPEC section 2 for a component; a pending check is cancelled on unmount. */
export const useReachability = (): Reachability => {
  const servers = useUseCase(PORTS.servers)
  const runner = useMemo(() => createReachabilityRunner(servers), [servers])
  const state = useMachineState(runner)
  useEffect(() => () => runner.dispatch({ type: 'CANCEL' }), [runner])
  const intents = useMemo(
    () => ({ check: (entry: ServerEntry) => runner.dispatch({ type: 'CHECK_STARTED', entry }), cancel: () => runner.dispatch({ type: 'CANCEL' }) }),
    [runner],
  )
  return { state, ...intents }
}
