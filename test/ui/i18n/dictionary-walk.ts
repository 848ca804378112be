/** Every string of a dictionary by its dotted path (`errors.serviceUnavailable`). */
export const leaves = (node: unknown, prefix = ''): Map<string, string> => {
  const out = new Map<string, string>()
  const walk = (n: unknown, path: string) => {
    if (typeof n === 'string') out.set(path, n)
    else if (n !== null && typeof n === 'object') for (const [k, v] of Object.entries(n)) walk(v, path === '' ? k : `${path}.${k}`)
  }
  walk(node, prefix)
  return out
}

/**
 * A list that names every member of the union `T` (a compile error names the missing ones): the
 * runtime list of a key union that core declares only as a type.
 */
export const allOf =
  <T extends string>() =>
  <const L extends ReadonlyArray<T>>(list: L & ([Exclude<T, L[number]>] extends [never] ? unknown : { readonly missing: Exclude<T, L[number]> })): L =>
    list
