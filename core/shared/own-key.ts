/**
 * Lookups in a table keyed by outside input (a query or body field name, a header, a path parameter, a wire value,
 * a profile key): only the table's own keys count, so a key named like an `Object.prototype` member (`constructor`,
 * `__proto__`, `toString`, `hasOwnProperty`, `valueOf`) finds nothing instead of an inherited function.
 */

/** The value `table` holds under its own key `key`; undefined for a key it does not hold, inherited ones included. */
export const ownValue = <V>(table: Readonly<Record<string, V>>, key: string): V | undefined =>
  Object.prototype.hasOwnProperty.call(table, key) ? table[key] : undefined

/** An empty record without a prototype: writing `__proto__` or `constructor` into it makes an own field like any other. */
export const bareRecord = <V>(): Record<string, V> => Object.create(null) as Record<string, V>
