/** A query record without its absent entries (optional codec fields encode to `undefined`). */
export const compactQuery = (query: Readonly<Record<string, string | undefined>>): Record<string, string> =>
  Object.fromEntries(Object.entries(query).flatMap(([key, value]) => (value === undefined ? [] : [[key, value]])))
