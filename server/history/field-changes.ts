import type { HistoryChange, HistoryValue } from '../../core/history/change-history.codec'

/** A flat record of field name -> value as the history shows it. */
export type FlatFields = Readonly<Record<string, HistoryValue>>

const valueOf = (u: unknown): HistoryValue | undefined => {
  if (u === null || u === undefined) return null
  if (typeof u === 'string' || typeof u === 'boolean') return u
  if (typeof u === 'number') return String(u)
  if (Array.isArray(u)) return u.map((x) => (typeof x === 'string' || typeof x === 'number' || typeof x === 'boolean' ? String(x) : JSON.stringify(x))).join(', ')
  return undefined
}

/**
 * A wire body (encoded with its core codec) as flat fields: nested objects (natKey, phoneNumber) give their own
 * fields by their last name (`natKey.number` -> `number`), lists become comma-joined text. Fields in `skip`
 * (the owner's own codes, the same on every entry) are left out.
 */
export const flatFields = (body: unknown, skip: ReadonlySet<string> = new Set()): FlatFields => {
  const out: Record<string, HistoryValue> = {}
  const walk = (u: unknown): void => {
    if (typeof u !== 'object' || u === null || Array.isArray(u)) return
    for (const [key, value] of Object.entries(u)) {
      if (skip.has(key)) continue
      const flat = valueOf(value)
      if (flat === undefined) walk(value)
      else out[key] = flat
    }
  }
  walk(body)
  return out
}

/**
 * The fields that differ between `before` and `after` (none for a created item's before, none for a deleted
 * item's after), each with both values, in a stable order (the fields of `after`, then those only in `before`).
 */
export const fieldChanges = (before: FlatFields | null, after: FlatFields | null): ReadonlyArray<HistoryChange> => {
  const names = [...new Set([...Object.keys(after ?? {}), ...Object.keys(before ?? {})])]
  return names.flatMap((field) => {
    const b = before?.[field] ?? null
    const a = after?.[field] ?? null
    return b === a ? [] : [{ field, before: b, after: a }]
  })
}
