import * as t from 'io-ts'

/** A byte string as IndexedDB gives it back (a `Uint8Array`, or an `ArrayBuffer` from another writer). */
export const Bytes = new t.Type<Uint8Array, Uint8Array, unknown>(
  'Bytes',
  (u): u is Uint8Array => u instanceof Uint8Array,
  (u, c) => (u instanceof Uint8Array ? t.success(u) : u instanceof ArrayBuffer ? t.success(new Uint8Array(u)) : t.failure(u, c)),
  t.identity,
)
