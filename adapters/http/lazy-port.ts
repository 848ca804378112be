import * as E from 'fp-ts/Either'
import type * as TE from 'fp-ts/TaskEither'
import type { NetworkError } from '../../core/errors/app-error'
import { loadOnce } from '../shared/load-once'

/** A port: every member is a call answering a TaskEither whose error may be a `NetworkError`. */
type CallPort<P> = {
  readonly [K in keyof P]: P[K] extends (...args: never[]) => TE.TaskEither<infer Failure, unknown> ? (NetworkError extends Failure ? P[K] : never) : never
}

/** The module of the port could not be fetched: to the caller it is the network failing. */
const moduleUnavailable = (cause: unknown): NetworkError => ({
  _tag: 'Network',
  request: { method: 'GET', url: 'app module' },
  message: cause instanceof Error ? cause.message : String(cause),
  timedOut: false,
})

/**
 * A port whose adapter is created on its first call, from a module loaded then (`import()`): the code of the calls
 * made only after sign-in (and the codecs they decode with) is not fetched before the login form. The module is
 * fetched once; a failed fetch answers every waiting call a `NetworkError` and the next call tries again.
 * `calls` names every member of the port (the type checks the list is complete).
 */
export const lazyPort = <P extends CallPort<P>>(load: () => Promise<P>, calls: { readonly [K in keyof P]: true }): P => {
  const port = loadOnce(load)
  const lazy: Partial<Record<keyof P, unknown>> = {}
  for (const name of Object.keys(calls) as Array<keyof P>) {
    lazy[name] =
      (...args: never[]) =>
      (): Promise<E.Either<unknown, unknown>> =>
        port().then(
          (p) => (p[name] as (...a: never[]) => TE.TaskEither<unknown, unknown>)(...args)(),
          (cause: unknown) => E.left(moduleUnavailable(cause)),
        )
  }
  // Every member of P was set above from `calls`, each a call with P's signature.
  return lazy as P
}
