/** A listener of a {@link Store} or an {@link Emitter}. */
export type Listener<A> = (value: A) => void

/** Stops listening. Calling it twice is harmless. */
export type Unsubscribe = () => void

/**
 * A tiny observable value with no framework: the UI subscribes (for example through `useSyncExternalStore`) and
 * reads `get()`. Listeners run synchronously after each change; setting an equal value (`Object.is`) notifies no one.
 */
export interface Store<A> {
  readonly get: () => A
  readonly set: (value: A) => void
  readonly subscribe: (listener: Listener<A>) => Unsubscribe
}

/** A stream of events without a current value (session expired, error dialogs, push messages). */
export interface Emitter<A> {
  readonly emit: (event: A) => void
  readonly subscribe: (listener: Listener<A>) => Unsubscribe
}

/**
 * The online flag (SPEC section 4, Connectivity: "The online flag tracks network and communication-service
 * connectivity. Failed calls with status 503, 504 or no status count as offline.").
 */
export type OnlineStore = Store<boolean>

/** Whether the app is in front of the user (page visible; in the mobile wrapper, the app active). */
export type AppActivityStore = Store<boolean>
