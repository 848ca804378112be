/**
 * Deep structural equality of data (form values, decoded duty data): primitives by `Object.is`; objects only of the
 * same prototype; Temporal values by value (`equals`: instant, zone and calendar; date and calendar...; a Duration,
 * which has none, by its ISO string); arrays element-wise in order with the same length; plain objects key by key,
 * a key holding `undefined` equal to a missing key. Total: never throws on such data (no cycles).
 */
export const deepEqual = (a: unknown, b: unknown): boolean => {
  if (Object.is(a, b)) return true
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null || Object.getPrototypeOf(a) !== Object.getPrototypeOf(b)) return false
  const x = a as Record<string, unknown>
  const y = b as Record<string, unknown>
  // Temporal values: `equals` says what their ISO strings say without writing them (the polyfill's strings cost
  // some 20 times more); only a Duration has `toJSON` without `equals`. Plain data has neither as a function.
  if (typeof x['equals'] === 'function') return (x['equals'] as (other: unknown) => unknown).call(a, b) === true
  if (typeof x['toJSON'] === 'function') return String(a) === String(b)
  if (Array.isArray(a) && a.length !== (b as ReadonlyArray<unknown>).length) return false
  for (const key of Object.keys(x)) if (!deepEqual(x[key], y[key])) return false
  // The keys of b that a lacks: equal only when they hold undefined.
  for (const key of Object.keys(y)) if (!Object.hasOwn(x, key) && y[key] !== undefined) return false
  return true
}
