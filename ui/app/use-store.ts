import { useSyncExternalStore } from 'react'

/** Reads a framework-free store (`get` + `subscribe`, e.g. the online flag) and re-renders on change. */
export const useStore = <A>(store: { readonly get: () => A; readonly subscribe: (listener: (value: A) => void) => () => void }): A =>
  useSyncExternalStore((onChange) => store.subscribe(() => onChange()), store.get, store.get)

/** Reads a running core machine's state (`state` + `subscribe`). */
export const useMachineState = <S>(machine: { readonly state: () => S; readonly subscribe: (listener: (state: S) => void) => () => void }): S =>
  useSyncExternalStore((onChange) => machine.subscribe(() => onChange()), machine.state, machine.state)
