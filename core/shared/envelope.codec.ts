import * as t from 'io-ts'

/** A service error item (SPEC section 8): `errId` and `errMessage`. */
export const ErrorItem = t.intersection(
  [t.type({ errId: t.string }), t.partial({ errMessage: t.string, errKind: t.string })],
  'ErrorItem',
)
export type ErrorItem = t.TypeOf<typeof ErrorItem>

/**
 * The response envelope of every call: `{ success, result?, error? }` (SPEC section 7).
 * `error` is a list of error items.
 */
export const Envelope = <C extends t.Mixed>(result: C) =>
  t.intersection(
    [t.type({ success: t.boolean }), t.partial({ result, error: t.array(ErrorItem) })],
    `Envelope<${result.name}>`,
  )
export type Envelope<A> = { success: boolean; result?: A; error?: ErrorItem[] }

/** The envelope whose `result` carries nothing the client needs (my-data writes, deletes). */
export const EmptyEnvelope = t.intersection(
  [t.type({ success: t.boolean }), t.partial({ result: t.unknown, error: t.array(ErrorItem) })],
  'EmptyEnvelope',
)
