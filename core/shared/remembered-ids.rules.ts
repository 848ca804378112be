/** How many ids a stored list keeps (the newest): enough for months of news and remarks, small in local storage. */
export const MAX_REMEMBERED_IDS = 500

/**
 * A stored id list (SPEC section 9's shown/read ids of news and remarks) with `added` remembered: each id once,
 * in the order first seen, the newest last, at most `max` (the oldest forgotten first).
 */
export const rememberIds = (stored: ReadonlyArray<string>, added: ReadonlyArray<string>, max: number = MAX_REMEMBERED_IDS): ReadonlyArray<string> => {
  const known = new Set(stored)
  const fresh = added.filter((id) => {
    if (known.has(id)) return false
    known.add(id)
    return true
  })
  const all = [...stored, ...fresh]
  return all.length > max ? all.slice(all.length - max) : all
}
