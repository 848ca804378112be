/**
 * A fake clock for reducers (the state machines of core): time is a number of milliseconds passed in as a value.
 * Effects that schedule a timer (`timerOf` returns its delay and the event to send) fire when `advance` passes
 * them, in time order; every effect is recorded with the time it was emitted. Shared by the check-in, geofence and
 * auto-refresh machine tests.
 */
export const fakeReducerClock = <S, Ev, Ef>(
  reducer: (s: S, e: Ev) => { readonly state: S; readonly effects: ReadonlyArray<Ef> },
  initial: S,
  timerOf: (effect: Ef) => { readonly delayMs: number; readonly event: Ev } | null,
) => {
  let now = 0
  let state = initial
  const effects: Array<{ readonly at: number; readonly effect: Ef }> = []
  let timers: Array<{ readonly at: number; readonly event: Ev }> = []
  const dispatch = (event: Ev): void => {
    const next = reducer(state, event)
    state = next.state
    for (const effect of next.effects) {
      effects.push({ at: now, effect })
      const timer = timerOf(effect)
      if (timer !== null) timers.push({ at: now + timer.delayMs, event: timer.event })
    }
  }
  const advance = (ms: number): void => {
    const until = now + ms
    for (;;) {
      const due = timers.filter((x) => x.at <= until).sort((a, b) => a.at - b.at)[0]
      if (due === undefined) break
      timers = timers.filter((x) => x !== due)
      now = due.at
      dispatch(due.event)
    }
    now = until
  }
  return { dispatch, advance, state: () => state, effects: () => effects, now: () => now }
}
