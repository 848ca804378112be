import type { ServerEntry } from '../../../core/access/profile.codec'
import {
  INITIAL_REACHABILITY,
  reduceReachability,
  type ReachabilityEffect,
  type ReachabilityEvent,
  type ReachabilityState,
} from '../../../core/servers/reachability.machine'
import type { ServerForm } from '../../../core/servers/server-form.rules'

export const aServerEntry = (o: Partial<ServerEntry> = {}): ServerEntry => ({
  name: 'Demo airline',
  origin: 'crew.example.com',
  port: 8443,
  path: '/crew',
  ...o,
})

export const aServerForm = (o: Partial<ServerForm> = {}): ServerForm => ({
  name: 'Training',
  origin: 'training.example.com',
  path: '/crew',
  port: '443',
  ...o,
})

/** The entry a test of `form` checks. */
export const entryOf = (form: ServerForm): ServerEntry => ({ name: form.name, origin: form.origin, path: form.path, port: form.port })

/** Feeds events in order; returns the last state and every effect. */
export const runReachability = (
  events: ReadonlyArray<ReachabilityEvent>,
  from: ReachabilityState = INITIAL_REACHABILITY,
): { state: ReachabilityState; effects: ReachabilityEffect[] } =>
  events.reduce<{ state: ReachabilityState; effects: ReachabilityEffect[] }>(
    (acc, event) => {
      const next = reduceReachability(acc.state, event)
      return { state: next.state, effects: [...acc.effects, ...next.effects] }
    },
    { state: from, effects: [] },
  )
